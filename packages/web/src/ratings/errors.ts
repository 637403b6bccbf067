/** The refusals about ratings, each as a sentence in the player's language. */

import type { Translate } from '../i18n/translator.ts';
import type { Locale } from '../i18n/types.ts';
import { ApiError } from '../session/api.ts';
import type { RatingsKey } from './text/index.ts';

const TRANSLATED = ['not-ratable', 'rated-needs-account', 'unknown-player', 'network'] as const;
const KNOWN: ReadonlySet<string> = new Set(TRANSLATED);

/** The sentence of a ratings refusal, or null when the error is not one of them. */
export function ratingRefusalText(error: unknown, t: Translate<RatingsKey>): string | null {
  if (!(error instanceof ApiError)) return null;
  if (KNOWN.has(error.code)) return t(`ratings.error.${error.code as (typeof TRANSLATED)[number]}`);
  if (error.code === 'no-server') return t('ratings.error.network');
  return null;
}

/** Any failure of a ratings page: its own sentence, else the server's English one in English, else a general one. */
export function ratingsErrorText(error: unknown, t: Translate<RatingsKey>, locale: Locale): string {
  const known = ratingRefusalText(error, t);
  if (known !== null) return known;
  if (locale === 'en' && error instanceof ApiError && error.message) return error.message;
  return t('ratings.error.generic');
}
