/** The `account` dictionary family, and its translate function for the player's language. */
import { useMemo } from 'react';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import { type AccountKey, accountEn } from './en.ts';
import { accountRu } from './ru.ts';
import { accountUk } from './uk.ts';

export type { AccountKey } from './en.ts';
export const ACCOUNT_DICTS = { en: accountEn, uk: accountUk, ru: accountRu };

export function useAccountT(): Translate<AccountKey> {
  const locale = useLocale();
  return useMemo(() => translator(ACCOUNT_DICTS, locale), [locale]);
}
