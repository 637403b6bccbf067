/**
 * Four Humours texts in the current language: content names by id, the typed UI translator and
 * the log renderer that turns engine messages (ids and codes in their params) into sentences.
 */
import { type Message, type MessageParam, renderMessage, type Seat } from '@boardhall/engine';
import { type CitizenType, type Humour, messages, PARTIES, SCENES, type SlotDef } from '@boardhall/four-humours';
import { capitalise, joinList } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import { en, type FhKey } from './i18n/en.ts';
import { CONTENT_NAMES, type ObjectiveId, type ZoneLetter } from './i18n/names.ts';
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

const isZone = (z: string): z is ZoneLetter => /^[A-F]$/.test(z);

export function zoneName(zone: string, locale: Locale): string {
  return isZone(zone) ? CONTENT_NAMES[locale].zones[zone][0] : zone;
}

/** A cell's name: A1…A5 are locations, AP the party location. */
export function cellName(cellId: string, locale: Locale): string {
  const zone = cellId.charAt(0);
  const rest = cellId.slice(1);
  if (!isZone(zone)) return cellId;
  const row = CONTENT_NAMES[locale].zones[zone];
  const ix = rest === 'P' ? 6 : Number(rest);
  return (ix >= 1 && ix <= 6 ? row[ix] : undefined) ?? cellId;
}

export const isPartyCell = (cellId: string): boolean => cellId.endsWith('P');

export function partyName(partyId: string, locale: Locale): string {
  const def = PARTIES.find((p) => p.id === partyId);
  return def ? CONTENT_NAMES[locale].zones[def.zone as ZoneLetter][7] : partyId;
}

export function sceneName(sceneId: string, locale: Locale): string {
  const def = SCENES.find((s) => s.id === sceneId);
  if (!def) return sceneId;
  if (def.kind === 'location' && def.location) return cellName(def.location, locale);
  return CONTENT_NAMES[locale].zones[def.zone as ZoneLetter][8];
}

export function objectiveName(id: string, locale: Locale): string {
  return CONTENT_NAMES[locale].objectives[id as ObjectiveId]?.[0] ?? id;
}

export function objectiveText(id: string, locale: Locale): string {
  return CONTENT_NAMES[locale].objectives[id as ObjectiveId]?.[1] ?? '';
}

export function ladderName(id: string, locale: Locale): string {
  return fhTranslator(locale)(`fh.ladder.${id}` as FhKey);
}

export function humourName(h: Humour, locale: Locale): string {
  return fhTranslator(locale)(`fh.humour.${h}` as FhKey);
}

/** In running text humours and citizens are lower case (GLOSSARY conventions). */
export const lower = (s: string, locale: Locale): string => s.toLocaleLowerCase(locale);

export function citizenName(c: CitizenType, locale: Locale): string {
  return fhTranslator(locale)(`fh.citizen.${c}` as FhKey);
}

export function slotLabel(slot: SlotDef, locale: Locale): string {
  return slot.kind === 'citizen'
    ? citizenName(slot.citizen, locale)
    : fhTranslator(locale)(`fh.animal.${slot.animal}` as FhKey);
}

export function slotDefOf(source: { scene?: string; party?: string }, index: number): SlotDef | undefined {
  if (source.scene) return SCENES.find((s) => s.id === source.scene)?.slots[index];
  if (source.party) return PARTIES.find((p) => p.id === source.party)?.slots[index];
  return undefined;
}

export function quote(name: string, locale: Locale): string {
  return locale === 'en' ? `“${name}”` : `«${name}»`;
}

/** "to “The Dungeon”" with the right preposition for a location or a party location. */
export function toCell(cellId: string, locale: Locale): string {
  const name = cellName(cellId, locale);
  const party = isPartyCell(cellId);
  if (locale === 'uk') return `${party ? 'до місця вечірки' : 'до локації'} «${name}»`;
  if (locale === 'ru') return `${party ? 'на место вечеринки' : 'в локацию'} «${name}»`;
  return `“${name}”`;
}

type SeatNamer = (seat: Seat) => string;

function plain(p: MessageParam, locale: Locale, seatName: SeatNamer): string {
  if (typeof p === 'string') return p;
  if (typeof p === 'number' || typeof p === 'boolean') return String(p);
  if (Array.isArray(p)) {
    const items = p as readonly MessageParam[];
    return joinList(
      items.map((x) => plain(x, locale, seatName)),
      locale,
    );
  }
  // A nested message (a rule error's part, say) is rendered with the same templates.
  if ('key' in p) return renderFhMessage(p as Message, locale, seatName);
  return seatName((p as { seat: Seat }).seat);
}

const strings = (p: MessageParam | undefined): string[] =>
  Array.isArray(p) ? p.filter((x): x is string => typeof x === 'string') : [];

/** The engine's params, localised: ids become names in `locale`, seats become player names. */
export function localiseParams(
  params: Readonly<Record<string, MessageParam>>,
  locale: Locale,
  seatName: SeatNamer,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) out[k] = plain(v, locale, seatName);
  const code = params.humourCode;
  if (typeof code === 'string' && /^[CSMP]$/.test(code)) {
    const name = humourName(code as Humour, locale);
    out.humour = lower(name, locale);
    out.Humour = capitalise(name);
  }
  const codes = strings(params.humours);
  if (codes.length)
    out.humours = joinList(
      codes.map((c) => lower(humourName(c as Humour, locale), locale)),
      locale,
    );
  if (typeof params.sceneId === 'string') out.scene = sceneName(params.sceneId, locale);
  if (typeof params.partyId === 'string') out.party = partyName(params.partyId, locale);
  if (typeof params.cellId === 'string') {
    out.cell = cellName(params.cellId, locale);
    out.toCell = toCell(params.cellId, locale);
  }
  const cellIds = strings(params.cellIds);
  if (cellIds.length)
    out.cells = joinList(
      cellIds.map((c) => quote(cellName(c, locale), locale)),
      locale,
    );
  const neighbourIds = strings(params.neighbourIds);
  if (neighbourIds.length)
    out.neighbours = joinList(
      neighbourIds.map((c) => quote(cellName(c, locale), locale)),
      locale,
    );
  if (typeof params.whereId === 'string') {
    out.where = params.whereId.length === 1 ? zoneName(params.whereId, locale) : cellName(params.whereId, locale);
  }
  if (typeof params.zoneId === 'string') out.zone = zoneName(params.zoneId, locale);
  if (typeof params.ladderId === 'string') out.ladder = ladderName(params.ladderId, locale);
  if (typeof params.objectiveId === 'string') {
    out.objective = objectiveName(params.objectiveId, locale);
    out.text = objectiveText(params.objectiveId, locale);
  }
  const sceneIds = strings(params.sceneIds);
  if (sceneIds.length)
    out.scenes = joinList(
      sceneIds.map((s) => quote(sceneName(s, locale), locale)),
      locale,
    );
  const partyIds = strings(params.partyIds);
  if (partyIds.length)
    out.parties = joinList(
      partyIds.map((p) => quote(partyName(p, locale), locale)),
      locale,
    );
  if (typeof params.slotIndex === 'number') {
    const def = slotDefOf(
      {
        ...(typeof params.sceneId === 'string' ? { scene: params.sceneId } : {}),
        ...(typeof params.partyId === 'string' ? { party: params.partyId } : {}),
      },
      params.slotIndex,
    );
    if (def) {
      const name = slotLabel(def, locale);
      out.citizen = lower(name, locale);
      out.Citizen = capitalise(name);
    }
  } else if (typeof params.cellId === 'string' && typeof params.citizen === 'string') {
    const c = params.citizen.toLowerCase() as CitizenType;
    const name = fhTranslator(locale)(`fh.citizen.${c}` as FhKey);
    out.citizen = lower(name, locale);
    out.Citizen = capitalise(name);
  }
  if (typeof params.citizenCode === 'string' && /^[a-z]+$/.test(params.citizenCode)) {
    const name = fhTranslator(locale)(`fh.citizen.${params.citizenCode}` as FhKey);
    out.citizen = lower(name, locale);
    out.Citizen = capitalise(name);
  }
  if (typeof params.focusCode === 'string') out.focus = fhTranslator(locale)(`fh.focus.${params.focusCode}` as FhKey);
  if (typeof params.difficulty === 'string' && /^(easy|normal|hard)$/.test(params.difficulty)) {
    out.difficulty = lower(fhTranslator(locale)(`fh.difficulty.${params.difficulty}` as FhKey), locale);
  }
  if (out.Citizen === undefined && typeof out.citizen === 'string') out.Citizen = capitalise(out.citizen);
  return out;
}

/**
 * A Four Humours message in a language: the game's catalogue, rendered by the engine's renderer,
 * with the names the engine's ids stand for (and their forms: `{Humour}`, `{toCell}`…) added here.
 */
export function renderFhMessage(message: Message, locale: Locale, seatName: SeatNamer): string {
  const params = { ...message.params, ...localiseParams(message.params ?? {}, locale, seatName) };
  return renderMessage(messages, locale, { key: message.key, params }, { seatName });
}
