/** Ratings as text: "1500", "1500?" while provisional, a change "1500 → 1523 (+23)", a chance "42 %". */
import type { Rating } from '@boardhall/protocol';
import type { Locale } from '../i18n/types.ts';

/** What a rating's display needs. */
export type ShownRating = Pick<Rating, 'rating' | 'provisional'>;

/** The rating as a number, with "?" while it is provisional. */
export const ratingText = (r: ShownRating): string => `${r.rating}${r.provisional ? '?' : ''}`;

/** A signed difference with a real minus sign: "+23", "−7", "±0". */
export function signedDifference(n: number): string {
  if (n === 0) return '±0';
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/** A rating's change over one match: "1500 → 1523 (+23)". */
export const ratingChangeText = (before: number, after: number): string =>
  `${before} → ${after} (${signedDifference(after - before)})`;

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/** A share (0–1) as a whole percentage in the player's language ("42%", "42 %"). */
export function percentText(share: number, locale: Locale): string {
  let f = percentFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    percentFormats.set(locale, f);
  }
  return f.format(share);
}
