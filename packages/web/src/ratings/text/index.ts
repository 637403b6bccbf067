/** The `ratings` dictionary family, and its translate function for the player's language. */
import { useMemo } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import { type RatingsKey, ratingsEn } from './en.ts';
import { ratingsRu } from './ru.ts';
import { ratingsUk } from './uk.ts';

export type { RatingsKey } from './en.ts';
export const RATINGS_DICTS = { en: ratingsEn, uk: ratingsUk, ru: ratingsRu };

export function useRatingsT(): Translate<RatingsKey> {
  const locale = useLocale();
  return useMemo(() => translator(RATINGS_DICTS, locale), [locale]);
}
