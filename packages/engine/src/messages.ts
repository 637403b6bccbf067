import { ENGINE_MESSAGES } from './errors.ts';
import type { Locale, LogEntry, Message, MessageParam, Seat, Viewer } from './types.ts';

/** A game's templates in one language, by message key. */
export type Templates = Readonly<Record<string, string>>;

/**
 * Every message a game can emit (log lines, action descriptions, object descriptions, rule
 * errors) and the names of its ids, in every language Boardhall speaks. The game package owns
 * it, so the web, the command line and the server render the same sentences.
 */
export type MessageCatalogue = Readonly<Record<Locale, Templates>>;

/** How a renderer names seats: by default "Seat 1" for seat 0. */
export type SeatNamer = (seat: Seat) => string;

export const defaultSeatName: SeatNamer = (seat) => `Seat ${seat + 1}`;

export interface RenderContext {
  /** Seat names are the caller's (typed by players, made up for bots). */
  readonly seatName?: SeatNamer;
}

/**
 * One placeholder: `{name}`, `{name:prefix}` (the id in `name` rendered as the template
 * `prefix.<id>`, or as itself when there is none), `{name#prefix}` (the template
 * `prefix.<plural category of name>` for the language, rendered with the same params), each
 * optionally followed by modifiers: `|lower`, `|cap`, and for a list, how to join it instead of
 * the language's "a, b and c": `|comma` (", "), `|semi` ("; "), `|dot` (" · "), `|space`,
 * `|arrow` (" → "); and `|quote`, which puts each name (each item of a list) in the language's
 * quotation marks, so a list of names reads “a”, “b” and “c” without a template per form.
 */
const PLACEHOLDER = /\{(\w+)(?:([:#])([\w.-]+))?((?:\|(?:lower|cap|comma|semi|dot|space|arrow|quote))*)\}/g;

const JOINS: Readonly<Record<string, string>> = { comma: ', ', semi: '; ', dot: ' · ', space: ' ', arrow: ' → ' };

/** Quotation marks by language (GLOSSARY: “…” in English, «…» in Ukrainian and Russian). */
const QUOTES: Readonly<Record<Locale, readonly [string, string]>> = { en: ['“', '”'], uk: ['«', '»'], ru: ['«', '»'] };

const pluralRules = new Map<Locale, Intl.PluralRules>();
const listFormats = new Map<Locale, Intl.ListFormat>();

function pluralCategory(lang: Locale, n: number): string {
  let r = pluralRules.get(lang);
  if (!r) {
    r = new Intl.PluralRules(lang);
    pluralRules.set(lang, r);
  }
  return r.select(n);
}

function joinList(items: readonly string[], lang: Locale, join: string | undefined): string {
  if (join !== undefined) return items.join(join);
  if (items.length < 2) return items.join('');
  let f = listFormats.get(lang);
  if (!f) {
    f = new Intl.ListFormat(lang, { style: 'long', type: 'conjunction' });
    listFormats.set(lang, f);
  }
  return f.format(items);
}

const isMessage = (p: MessageParam): p is Message => typeof p === 'object' && p !== null && 'key' in p;

interface Renderer {
  readonly catalogue: MessageCatalogue;
  readonly lang: Locale;
  readonly seatName: SeatNamer;
}

function template(r: Renderer, key: string): string | undefined {
  // English stands in for a gap so a sentence is never lost; the catalogue tests forbid gaps.
  return r.catalogue[r.lang][key] ?? ENGINE_MESSAGES[r.lang][key] ?? r.catalogue.en[key] ?? ENGINE_MESSAGES.en[key];
}

interface ParamForm {
  readonly prefix?: string | undefined;
  readonly join?: string | undefined;
  readonly quote?: boolean;
}

function renderParam(r: Renderer, param: MessageParam, form: ParamForm): string {
  if (Array.isArray(param)) {
    return joinList(
      param.map((p: MessageParam) => renderParam(r, p, form)),
      r.lang,
      form.join,
    );
  }
  if (form.quote) {
    const [open, close] = QUOTES[r.lang];
    return `${open}${renderParam(r, param, { prefix: form.prefix })}${close}`;
  }
  const prefix = form.prefix;
  if (typeof param === 'string' || typeof param === 'number') {
    if (prefix !== undefined) {
      const name = template(r, `${prefix}.${param}`);
      if (name !== undefined) return fill(r, name, {});
    }
    return String(param);
  }
  if (typeof param === 'boolean') return String(param);
  if (isMessage(param)) return render(r, param);
  return r.seatName((param as { readonly seat: Seat }).seat);
}

function fill(r: Renderer, text: string, params: Readonly<Record<string, MessageParam>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string, how?: string, prefix?: string, mods?: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const modifiers = mods ? mods.slice(1).split('|') : [];
    let out: string;
    if (how === '#' && prefix !== undefined) {
      const n = typeof value === 'number' ? value : Number(value);
      const forms = template(r, `${prefix}.${pluralCategory(r.lang, n)}`) ?? template(r, `${prefix}.other`);
      if (forms === undefined) return whole;
      out = fill(r, forms, params);
    } else {
      const join = modifiers.find((m) => JOINS[m] !== undefined);
      out = renderParam(r, value, {
        prefix: how === ':' ? prefix : undefined,
        join: join === undefined ? undefined : JOINS[join],
        quote: modifiers.includes('quote'),
      });
    }
    if (modifiers.includes('lower')) out = out.toLocaleLowerCase(r.lang);
    if (modifiers.includes('cap')) out = out.charAt(0).toLocaleUpperCase(r.lang) + out.slice(1);
    return out;
  });
}

function render(r: Renderer, message: Message): string {
  const params = message.params ?? {};
  const text = template(r, message.key);
  if (text === undefined) {
    const args = Object.entries(params)
      .map(([k, v]) => `${k}=${renderParam(r, v, {})}`)
      .join(' ');
    return args ? `${message.key} (${args})` : message.key;
  }
  return fill(r, text, params);
}

/**
 * Renders a game's message in a language. An unknown key renders as the key and its parameters,
 * so a missing template is visible rather than silent.
 */
export function renderMessage(
  catalogue: MessageCatalogue,
  lang: Locale,
  message: Message,
  ctx: RenderContext = {},
): string {
  return render({ catalogue, lang, seatName: ctx.seatName ?? defaultSeatName }, message);
}

/** The placeholders of a template, as `{…}` texts (for checks). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[0]);
}

/** The message a viewer may read of a log entry, or null when the entry is hidden from it. */
export function visibleMessage(entry: LogEntry, viewer: Viewer | 'all'): Message | null {
  if (entry.only === undefined || viewer === 'all') return { key: entry.key, params: entry.params ?? {} };
  if (viewer !== 'spectator' && entry.only.includes(viewer)) return { key: entry.key, params: entry.params ?? {} };
  return entry.others ?? null;
}

/** A log as one viewer may read it. */
export function visibleLog(entries: readonly LogEntry[], viewer: Viewer | 'all'): Message[] {
  const out: Message[] = [];
  for (const e of entries) {
    const m = visibleMessage(e, viewer);
    if (m) out.push(m);
  }
  return out;
}

/** Whether a catalogue (or the engine's own) has a template for a key in a language. */
export function hasTemplate(catalogue: MessageCatalogue, lang: Locale, key: string): boolean {
  return catalogue[lang][key] !== undefined || ENGINE_MESSAGES[lang][key] !== undefined;
}
