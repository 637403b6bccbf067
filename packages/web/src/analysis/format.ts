/** Chances in words: a value 0..1 as a whole percentage in the player's language. */
import type { Locale } from '../i18n/types.ts';

export function percent(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value);
}

/** A move in words without the sentence's full stop: it goes inside another sentence. */
export function withoutFullStop(text: string): string {
  return text.replace(/\.\s*$/, '');
}
