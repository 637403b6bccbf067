/**
 * Display names that cannot be mistaken for one another. Two names are the same name when their
 * skeletons are equal: Unicode TR39's confusable detection (the `unhomoglyph` mapping of the
 * Unicode confusables data) applied without regard to case, so "Anna", "ANNA" and "Аnnа" (with
 * Cyrillic "А" and "а") are one name. The skeleton is a key for comparison only, never shown.
 */
import unhomoglyph from 'unhomoglyph';

/** The key a name is unique under. */
export function nameKey(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().normalize('NFD');
  return unhomoglyph(folded).normalize('NFD').toLowerCase();
}
