import { renderEntry } from './format.ts';
import type { EnDict, Locale, Params, Translated } from './types.ts';

/** A typed `t(key, params)` for one dictionary family in one locale. */
export type Translate<K extends string> = (key: K, params?: Params) => string;

export interface Dictionaries<D extends EnDict> {
  readonly en: D;
  readonly uk: Translated<D>;
  readonly ru: Translated<D>;
}

/** Builds the translate function of a dictionary family for a locale; a missing key shows itself. */
export function translator<D extends EnDict>(dicts: Dictionaries<D>, locale: Locale): Translate<keyof D & string> {
  const dict = dicts[locale] as Readonly<Record<string, D[keyof D] | Translated<D>[keyof D]>>;
  return (key, params) => {
    const entry = dict[key] ?? dicts.en[key];
    if (entry === undefined) return key;
    return renderEntry(entry as string, locale, params);
  };
}
