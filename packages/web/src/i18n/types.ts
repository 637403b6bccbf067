/** The shapes of translation dictionaries. English is the reference; the others must match its keys. */

export type Locale = 'en' | 'uk' | 'ru';
export const LOCALES: readonly Locale[] = ['en', 'uk', 'ru'];

/** English plural forms (CLDR categories `one` and `other`). */
export interface Plural2 {
  readonly one: string;
  readonly other: string;
}

/** Ukrainian and Russian plural forms: all four CLDR categories (GLOSSARY §4). */
export interface Plural4 {
  readonly one: string;
  readonly few: string;
  readonly many: string;
  readonly other: string;
}

export type EnEntry = string | Plural2;
export type EnDict = Readonly<Record<string, EnEntry>>;

/** A translation of an English dictionary: the same keys, with four plural forms where English has two. */
export type Translated<D extends EnDict> = { readonly [K in keyof D]: D[K] extends string ? string : Plural4 };

/** Parameters of a UI string: `{name}` placeholders; `count` selects the plural form. */
export type Params = Readonly<Record<string, string | number>>;
