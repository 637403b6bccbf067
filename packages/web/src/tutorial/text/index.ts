/** The `tutorial` dictionary family, and its translate function for the player's language. */
import { useMemo } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import { type TutorialKey, tutorialEn } from './en.ts';
import { tutorialRu } from './ru.ts';
import { tutorialUk } from './uk.ts';

export type { TutorialKey } from './en.ts';
export const TUTORIAL_DICTS = { en: tutorialEn, uk: tutorialUk, ru: tutorialRu };

export function useTutorialT(): Translate<TutorialKey> {
  const locale = useLocale();
  return useMemo(() => translator(TUTORIAL_DICTS, locale), [locale]);
}
