import { LOCALES, type Locale } from './types.ts';

export const LANG_STORAGE_KEY = 'boardhall.lang';

export function isLocale(x: unknown): x is Locale {
  return typeof x === 'string' && (LOCALES as readonly string[]).includes(x);
}

/** The first supported language among the browser's preferred ones (uk-UA → uk), or null. */
export function fromBrowser(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

export interface DetectInput {
  /** `location.search`, e.g. `?lang=uk`. */
  readonly search: string;
  /** The remembered choice, if any. */
  readonly stored: string | null;
  /** `navigator.languages`. */
  readonly languages: readonly string[];
}

/**
 * The language to start in: a `?lang=` parameter (a shared link) wins, then the remembered choice,
 * then the browser's preferred language, then English.
 */
export function detectLocale(input: DetectInput): Locale {
  const param = new URLSearchParams(input.search).get('lang');
  if (isLocale(param)) return param;
  if (isLocale(input.stored)) return input.stored;
  return fromBrowser(input.languages) ?? 'en';
}
