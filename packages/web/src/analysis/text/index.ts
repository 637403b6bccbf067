/** The `analysis` dictionary family (post-game analysis, hints), and its translate function for the player's language. */
import { useMemo } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import { type AnalysisKey, analysisEn } from './en.ts';
import { analysisRu } from './ru.ts';
import { analysisUk } from './uk.ts';

export type { AnalysisKey } from './en.ts';
export const ANALYSIS_DICTS = { en: analysisEn, uk: analysisUk, ru: analysisRu };

export function useAnalysisT(): Translate<AnalysisKey> {
  const locale = useLocale();
  return useMemo(() => translator(ANALYSIS_DICTS, locale), [locale]);
}
