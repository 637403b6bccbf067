import type { Locale, Params, Plural2, Plural4 } from './types.ts';

type Entry = string | Plural2 | Plural4;

const rules = new Map<Locale, Intl.PluralRules>();

function pluralRules(locale: Locale): Intl.PluralRules {
  let r = rules.get(locale);
  if (!r) {
    r = new Intl.PluralRules(locale);
    rules.set(locale, r);
  }
  return r;
}

/** Replaces `{name}` placeholders; an unknown placeholder stays visible so a gap is noticed. */
export function interpolate(template: string, params: Params = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const v = params[name];
    return v === undefined ? whole : String(v);
  });
}

/** The template of an entry for a count: the CLDR plural category, falling back to `other`. */
export function pluralForm(entry: Entry, locale: Locale, count: number): string {
  if (typeof entry === 'string') return entry;
  const cat = pluralRules(locale).select(count) as keyof Plural4;
  const forms = entry as Partial<Plural4>;
  return forms[cat] ?? entry.other;
}

/** Renders one dictionary entry in a locale. */
export function renderEntry(entry: Entry, locale: Locale, params: Params = {}): string {
  const count = typeof params.count === 'number' ? params.count : 0;
  return interpolate(pluralForm(entry, locale, count), params);
}

/** Joins a list in the locale's way ("A, B and C"). */
export function joinList(items: readonly string[], locale: Locale): string {
  if (items.length < 2) return items.join('');
  return new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(items);
}

/** Upper-cases the first letter (for a name that starts a sentence). */
export const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);
