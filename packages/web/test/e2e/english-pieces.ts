/** What the language scans look for: the English of a game's catalogue. */
import type { MessageCatalogue } from '@boardhall/engine';

/**
 * The English words of a catalogue's templates (the text between placeholders, names included)
 * that no Ukrainian or Russian template also holds, so that finding one on a page in those
 * languages means English reached the player. Longest first; pieces of fewer than four letters
 * are left out, as they hide inside other words.
 */
export function englishPieces(messages: MessageCatalogue): string[] {
  const translated = [...Object.values(messages.uk), ...Object.values(messages.ru)].join('\n');
  const pieces = new Set<string>();
  for (const template of Object.values(messages.en)) {
    for (const raw of template.split(/\{[^}]*\}/)) {
      const piece = raw.replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
      if (/[A-Za-z]{4,}/.test(piece) && !translated.includes(piece)) pieces.add(piece);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}
