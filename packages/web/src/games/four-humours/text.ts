/**
 * Four Humours texts in the current language: the table's own words (`i18n/`), and the names of
 * the game's ids and its log messages, rendered by the engine's renderer from the game package's
 * catalogue, the one source of both.
 */
import { hasTemplate, type Message, renderMessage, type Seat } from '@boardhall/engine';
import { type CitizenType, type Humour, messages, PARTIES, SCENES, type SlotDef } from '@boardhall/four-humours';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import { en, type FhKey } from './i18n/en.ts';
import { ru } from './i18n/ru.ts';
import { uk } from './i18n/uk.ts';

export const FH_DICTS = { en, uk, ru };

const translators = new Map<Locale, Translate<FhKey>>();
export function fhTranslator(locale: Locale): Translate<FhKey> {
  let t = translators.get(locale);
  if (!t) {
    t = translator(FH_DICTS, locale);
    translators.set(locale, t);
  }
  return t;
}

/** The Four Humours translator for the current language. */
export function useFhT(): Translate<FhKey> {
  return fhTranslator(useLocale());
}

/** The name of one of the game's ids in `locale`, from the package's catalogue; the id itself if it has none. */
function named(kind: string, id: string, locale: Locale): string {
  const key = `fh.${kind}.${id}`;
  return hasTemplate(messages, locale, key) ? renderMessage(messages, locale, { key }) : id;
}

export const zoneName = (zone: string, locale: Locale): string => named('zone', zone, locale);
/** A cell's name: A1…A5 are locations, AP the party location. */
export const cellName = (cellId: string, locale: Locale): string => named('cell', cellId, locale);
export const partyName = (partyId: string, locale: Locale): string => named('party', partyId, locale);
export const sceneName = (sceneId: string, locale: Locale): string => named('scene', sceneId, locale);
export const objectiveName = (id: string, locale: Locale): string => named('objective', id, locale);
export const objectiveText = (id: string, locale: Locale): string =>
  hasTemplate(messages, locale, `fh.objective-text.${id}`) ? named('objective-text', id, locale) : '';
export const ladderName = (id: string, locale: Locale): string => named('ladder', id, locale);
export const humourName = (h: Humour, locale: Locale): string => named('humour', h, locale);
export const citizenName = (c: CitizenType, locale: Locale): string => named('citizen', c, locale);
export const focusName = (focus: string, locale: Locale): string => named('focus', focus, locale);
export const difficultyName = (d: string, locale: Locale): string => named('difficulty', d, locale);

/** In running text humours and citizens are lower case (GLOSSARY conventions). */
export const lower = (s: string, locale: Locale): string => s.toLocaleLowerCase(locale);

export function slotLabel(slot: SlotDef, locale: Locale): string {
  return slot.kind === 'citizen' ? citizenName(slot.citizen, locale) : named('animal', slot.animal, locale);
}

export function slotDefOf(source: { scene?: string; party?: string }, index: number): SlotDef | undefined {
  if (source.scene) return SCENES.find((s) => s.id === source.scene)?.slots[index];
  if (source.party) return PARTIES.find((p) => p.id === source.party)?.slots[index];
  return undefined;
}

type SeatNamer = (seat: Seat) => string;

/** A Four Humours message in a language, by the engine's renderer and the game's catalogue. */
export function renderFhMessage(message: Message, locale: Locale, seatName: SeatNamer): string {
  return renderMessage(messages, locale, message, { seatName });
}
