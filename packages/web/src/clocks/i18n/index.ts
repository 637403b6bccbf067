/** The table's translator (clocks, speeds, resigning, chat), one per language, like the games' own. */
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import { en, type TableKey } from './en.ts';
import { ru } from './ru.ts';
import { uk } from './uk.ts';

export const TABLE_DICTS = { en, uk, ru };
export type { TableKey };

const translators = new Map<Locale, Translate<TableKey>>();
export function tableTranslator(locale: Locale): Translate<TableKey> {
  let t = translators.get(locale);
  if (!t) {
    t = translator(TABLE_DICTS, locale);
    translators.set(locale, t);
  }
  return t;
}

export function useTableT(): Translate<TableKey> {
  return tableTranslator(useLocale());
}
