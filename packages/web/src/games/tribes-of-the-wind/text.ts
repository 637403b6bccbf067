/**
 * Tribes of the Wind texts in the current language: the table's own words (`i18n/`), and content
 * (elements, effects, requirements, tasks, leaders, leader cards, sources) and log messages
 * rendered by the engine's renderer from the game package's catalogue, the one source of both.
 */
import { type Message, renderMessage, type Seat } from '@boardhall/engine';
import {
  type AbilityId,
  type BuildBonus,
  type Effect,
  type Element,
  effectMessage,
  effectsMessage,
  type ForestColour,
  type LeaderId,
  messages,
  nameMessage,
  type PlainRow,
  type Requirement,
  requirementMessage,
  rowMessage,
  rowParts as rowPartMessages,
  type ScalingRow,
  type Source,
  sourceMessage,
  type TaskPredicate,
  taskMessage,
} from '@boardhall/tribes-of-the-wind';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import { en, type TotwKey } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';
import { uk } from './i18n/uk.ts';

export const TOTW_DICTS = { en, uk, ru };

const translators = new Map<Locale, Translate<TotwKey>>();
export function totwTranslator(locale: Locale): Translate<TotwKey> {
  let t = translators.get(locale);
  if (!t) {
    t = translator(TOTW_DICTS, locale);
    translators.set(locale, t);
  }
  return t;
}

/** The Tribes of the Wind translator for the current language. */
export function useTotwT(): Translate<TotwKey> {
  return totwTranslator(useLocale());
}

export const lower = (s: string, locale: Locale): string => s.toLocaleLowerCase(locale);

type SeatNamer = (seat: Seat) => string;

/** A Tribes of the Wind message in a language, by the engine's renderer and the game's catalogue. */
export function renderTotwMessage(message: Message, locale: Locale, seatName?: SeatNamer): string {
  return renderMessage(messages, locale, message, seatName ? { seatName } : {});
}

const say = (locale: Locale, key: string, params?: Message['params']): string =>
  renderTotwMessage(params ? { key, params } : { key }, locale);

// ---------------------------------------------------------------------------- content labels

export function elementName(e: Element, locale: Locale): string {
  return say(locale, `totw.element.${e}`);
}

export function colourName(c: ForestColour, locale: Locale): string {
  return say(locale, `totw.colour.${c}`);
}

export function leaderName(id: LeaderId, locale: Locale): string {
  return say(locale, `totw.leader.${id}`);
}

/** The leader's name without the title ("Ysolde"). */
export function leaderShortName(id: LeaderId, locale: Locale): string {
  return leaderName(id, locale).split(',')[0] ?? id;
}

export function abilityName(id: AbilityId, locale: Locale): string {
  return say(locale, `totw.ability.${id}`);
}

export function abilityText(id: AbilityId, locale: Locale): string {
  return say(locale, `totw.ability-text.${id}`);
}

/** One effect or build bonus as a label ("+2 water", "Cleanse 1", "Plant −1"). */
export function effectLabel(e: Effect | BuildBonus, locale: Locale): string {
  return renderTotwMessage(effectMessage(e), locale);
}

/**
 * A list of effects: as a label the first keeps its capital ("Cleanse 2, +1 water", "+1 water,
 * cleanse 1"); `running` lower-cases all of it for the middle of a sentence.
 */
export function effectsLabel(list: readonly (Effect | BuildBonus)[], locale: Locale, running = false): string {
  return renderTotwMessage(effectsMessage(list, !running), locale);
}

export function requirementLabel(r: Requirement, locale: Locale): string {
  return renderTotwMessage(requirementMessage(r), locale);
}

/** A card row as label parts: the requirement and what it pays (scaling rows list their tiers). */
export function rowParts(row: PlainRow | ScalingRow, locale: Locale): { req: string; pays: string } {
  const { req, pays } = rowPartMessages(row);
  return { req: renderTotwMessage(req, locale), pays: renderTotwMessage(pays, locale) };
}

export function rowLabel(row: PlainRow | ScalingRow, locale: Locale): string {
  return renderTotwMessage(rowMessage(row), locale);
}

export function taskLabel(p: TaskPredicate, locale: Locale): string {
  return renderTotwMessage(taskMessage(p), locale);
}

/**
 * The name of an element card, forest tile or village card ("Fiery Spring of Plenty"); the id
 * itself for anything unnamed (a start tile).
 */
export function contentName(id: string, locale: Locale): string {
  const m = nameMessage(id);
  return m ? renderTotwMessage(m, locale) : id;
}

/**
 * A card or tile in running text: its name, then its code for those who study the game
 * ("Moss Wood of the Portal (M07)"; quoted in Ukrainian and Russian, where the name stays in the
 * nominative after a noun: «для плитки «…» (M07)»).
 */
export function namedId(id: string, locale: Locale): string {
  const name = contentName(id, locale);
  if (name === id) return id;
  return locale === 'en' ? `${name} (${id})` : `«${name}» (${id})`;
}

export function pathLabel(colours: readonly ForestColour[], locale: Locale): string {
  return colours.map((c) => lower(colourName(c, locale), locale)).join(' → ');
}

// ---------------------------------------------------------------------------- cells and sources

const COL_LETTERS = 'ABCD';

/** A cell as the board prints it: column letter A–D, row number 1–3 ("B2"). */
export function cellName(cell: { r: number; c: number } | number): string {
  const r = typeof cell === 'number' ? Math.floor(cell / 4) : cell.r;
  const c = typeof cell === 'number' ? cell % 4 : cell.c;
  return `${COL_LETTERS[c] ?? '?'}${r + 1}`;
}

export function nodeName(node: 'capital' | { r: number; c: number }, locale: Locale): string {
  return node === 'capital' ? say(locale, 'totw.node.capital') : cellName(node);
}

export function sourceLabel(src: Source, locale: Locale): string {
  return renderTotwMessage(sourceMessage(src), locale);
}
