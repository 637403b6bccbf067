/**
 * Tribes of the Wind texts in the current language: content (elements, effects, requirements,
 * tasks, leaders, leader cards) as labels, cells as A1…D3, and the log renderer that turns the
 * engine's messages (ids and English fragments in their params) into sentences.
 */
import type { Message, MessageParam, Seat } from '@boardhall/engine';
import {
  type AbilityId,
  type BuildBonus,
  CAT,
  type Effect,
  type Element,
  type ForestColour,
  type LeaderId,
  type PlainRow,
  type Requirement,
  type ScalingRow,
  type Source,
  type TaskPredicate,
} from '@boardhall/tribes-of-the-wind';
import { capitalise, interpolate, joinList } from '../../i18n/format.ts';
import { useLocale } from '../../i18n/I18n.tsx';
import { type Translate, translator } from '../../i18n/translator.ts';
import type { Locale } from '../../i18n/types.ts';
import { en, type TotwKey } from './i18n/en.ts';
import { DECISION_LOG, logEn, logRu, logUk } from './i18n/log.ts';
import { ru } from './i18n/ru.ts';
import { uk } from './i18n/uk.ts';

export const TOTW_DICTS = { en, uk, ru };
export const LOG_TEMPLATES: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  en: logEn,
  uk: logUk,
  ru: logRu,
};

export const ELEMENTS: readonly Element[] = ['water', 'fire', 'earth', 'wind'];
export const COLOURS: readonly ForestColour[] = ['moss', 'amber', 'dusk'];

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

// ---------------------------------------------------------------------------- content labels

export function elementName(e: Element, locale: Locale): string {
  return totwTranslator(locale)(`totw.element.${e}`);
}

export function colourName(c: ForestColour, locale: Locale): string {
  return totwTranslator(locale)(`totw.colour.${c}`);
}

export function leaderName(id: LeaderId, locale: Locale): string {
  return totwTranslator(locale)(`totw.leader.${id}`);
}

/** The leader's name without the title ("Ysolde"). */
export function leaderShortName(id: LeaderId, locale: Locale): string {
  return leaderName(id, locale).split(',')[0] ?? id;
}

export function abilityName(id: AbilityId, locale: Locale): string {
  return totwTranslator(locale)(`totw.ability.${id}` as TotwKey);
}

export function abilityText(id: AbilityId, locale: Locale): string {
  return totwTranslator(locale)(`totw.ability.${id}.text` as TotwKey);
}

/** One effect or build bonus as a label ("+2 water", "Cleanse 1", "Plant −1"). */
export function effectLabel(e: Effect | BuildBonus, locale: Locale): string {
  const t = totwTranslator(locale);
  switch (e.kind) {
    case 'water':
      return t('totw.effect.water', { n: e.n });
    case 'cleanse':
      return t('totw.effect.cleanse', { n: e.n });
    case 'plant':
      return e.discount === 0 ? t('totw.effect.plant') : t('totw.effect.plant-discount', { n: e.discount });
    case 'move':
      return t('totw.effect.move', { n: e.n });
    case 'catapult':
      return t('totw.effect.catapult');
    case 'temple':
      return t('totw.effect.temple');
    case 'turbine':
      return t('totw.effect.turbine');
    case 'portal':
      return t('totw.effect.portal');
  }
}

/**
 * A list of effects: as a label the first keeps its capital ("Cleanse 2, +1 water", "+1 water,
 * cleanse 1"); `running` lower-cases all of it for the middle of a sentence.
 */
export function effectsLabel(list: readonly (Effect | BuildBonus)[], locale: Locale, running = false): string {
  const t = totwTranslator(locale);
  if (list.length === 0) return running ? lower(t('totw.effect.nothing'), locale) : t('totw.effect.nothing');
  const parts = list.map((e, i) => (running || i > 0 ? lower(effectLabel(e, locale), locale) : effectLabel(e, locale)));
  return parts.join(', ');
}

export function requirementLabel(r: Requirement, locale: Locale): string {
  const t = totwTranslator(locale);
  switch (r.kind) {
    case 'selfAtLeast':
      return t('totw.req.self-at-least', { el: elementName(r.element, locale), n: r.n });
    case 'selfNone':
      return t('totw.req.self-none', { el: elementName(r.element, locale) });
    case 'allFour':
      return t('totw.req.all-four');
    case 'compare':
      return t(`totw.req.${r.relation}-${r.against}` as TotwKey, { el: elementName(r.element, locale) });
    case 'neighboursHold':
      return t('totw.req.neighbours-hold', { el: elementName(r.element, locale) });
    case 'totalAtLeast':
      return t('totw.req.total-at-least', { el: elementName(r.element, locale), n: r.n });
  }
}

/** A card row as label parts: the requirement and what it pays (scaling rows list their tiers). */
export function rowParts(row: PlainRow | ScalingRow, locale: Locale): { req: string; pays: string } {
  const t = totwTranslator(locale);
  if (row.kind === 'plain')
    return { req: requirementLabel(row.requirement, locale), pays: effectsLabel(row.effects, locale) };
  const el = elementName(row.element, locale);
  const req = t(row.scope === 'self' ? 'totw.req.scaling-self' : 'totw.req.scaling-total', { el });
  const pays = row.tiers
    .map((tier) => t('totw.effect.tier', { n: tier.atLeast, effects: effectsLabel(tier.effects, locale) }))
    .join('; ');
  return { req, pays };
}

export function rowLabel(row: PlainRow | ScalingRow, locale: Locale): string {
  const { req, pays } = rowParts(row, locale);
  return `${req} → ${pays}`;
}

export function taskLabel(p: TaskPredicate, locale: Locale): string {
  const t = totwTranslator(locale);
  switch (p.kind) {
    case 'waterAtLeast':
      return t('totw.task.water', { n: p.n });
    case 'pollutedCellsAtMost':
      return t('totw.task.polluted-at-most', { n: p.n });
    case 'tilesAtLeast':
      return t('totw.task.tiles', { n: p.n });
    case 'tilesWithRidersAtLeast':
      return t('totw.task.tiles-with-riders', { n: p.n });
    case 'templesBuiltAtLeast':
      return t('totw.task.temples-built', { n: p.n });
    case 'templesOnVillagesAtLeast':
      return t('totw.task.temples-on-villages', { n: p.n });
    case 'colourTilesAtLeast':
      return t('totw.task.colour-tiles', { colour: t(`totw.colour.${p.colour}-pl` as TotwKey), n: p.n });
    case 'sameColourLine':
      return t('totw.task.same-colour-line', { n: p.length });
    case 'cornersFilled':
      return t('totw.task.corners');
    case 'fullRow':
      return t('totw.task.full-row');
    case 'fullColumn':
      return t('totw.task.full-column');
    case 'ridersOnOneTileAtLeast':
      return t('totw.task.riders-on-one-tile', { n: p.n });
    case 'capitalEmpty':
      return t('totw.task.capital-empty');
    case 'portalVillagesAtLeast':
      return t('totw.task.portal-villages', { n: p.n });
    case 'adjacentVillages':
      return t('totw.task.adjacent-villages');
    case 'cleanRow':
      return t('totw.task.clean-row', { n: p.row + 1 });
    case 'colourPath':
      return t('totw.task.colour-path', { path: pathLabel(p.colours, locale) });
  }
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
  return node === 'capital' ? lower(totwTranslator(locale)('totw.capital'), locale) : cellName(node);
}

export function rowWord(row: 'easy' | 'hard' | 'only' | 'both', locale: Locale): string {
  return totwTranslator(locale)(`totw.row.${row}-log` as TotwKey);
}

export function sourceLabel(src: Source, locale: Locale): string {
  const t = totwTranslator(locale);
  switch (src.kind) {
    case 'card':
      return t('totw.source.card', { card: src.id, row: rowWord(src.row, locale) });
    case 'start':
      return t('totw.source.start', { id: src.id });
    case 'templeSlot':
      return t('totw.source.temple-slot', { n: src.slot + 1 });
    case 'buildBonus':
      return t('totw.source.build-bonus', { tile: src.tile });
    case 'villageCard':
      return t('totw.source.village-card', { id: src.id });
    case 'ability':
      return t('totw.source.ability', { name: abilityName(src.id, locale) });
    case 'village':
      return t('totw.source.village', { tile: src.tile });
    case 'plant':
      return t('totw.source.plant', { tile: src.tile });
    case 'drawStep':
      return t('totw.source.draw-step');
    case 'endOfTurn':
      return t('totw.source.end-of-turn');
  }
}

// ---------------------------------------------------------------------------- engine fragments

const ABILITY_BY_NAME = new Map<string, AbilityId>([...CAT.abilities.values()].map((a) => [a.name, a.id]));
const LEADER_BY_NAME = new Map<string, LeaderId>([...CAT.leaders.values()].map((l) => [l.name, l.id]));

const isElement = (s: string): s is Element => (ELEMENTS as readonly string[]).includes(s);

/** The engine's English effect words ("+2 water", "cleanse 1", "plant −1"…) back into effects. */
function parseEffect(word: string): Effect | BuildBonus | null {
  const w = word.trim();
  let m = /^\+(\d+) water$/.exec(w);
  if (m) return { kind: 'water', n: Number(m[1]) };
  m = /^cleanse (\d+)$/.exec(w);
  if (m) return { kind: 'cleanse', n: Number(m[1]) };
  m = /^move (\d+)$/.exec(w);
  if (m) return { kind: 'move', n: Number(m[1]) };
  m = /^plant(?: −(\d+))?$/.exec(w);
  if (m) return { kind: 'plant', discount: m[1] === undefined ? 0 : Number(m[1]) };
  if (w === 'catapult') return { kind: 'catapult' };
  if (w === 'free temple') return { kind: 'temple' };
  if (w === 'wind turbine') return { kind: 'turbine' };
  if (w === 'wind portal') return { kind: 'portal' };
  return null;
}

function localiseEffectList(text: string, locale: Locale): string {
  if (text.trim() === 'nothing') return effectsLabel([], locale, true);
  const parts = text.split(', ').map((w) => parseEffect(w));
  if (parts.some((p) => p === null)) return text;
  return effectsLabel(parts as (Effect | BuildBonus)[], locale, true);
}

/**
 * The engine's English effects text in `locale`: "a, b", "easy row a; hard row b" (both rows) or
 * "≥ 2 water: a; ≥ 4 water: b" (scaling tiers). Anything unexpected is returned unchanged.
 */
export function localiseEffectsText(text: string, locale: Locale): string {
  return text
    .split('; ')
    .map((segment) => {
      const row = /^(easy|hard) row (.*)$/.exec(segment);
      if (row) return `${rowWord(row[1] as 'easy' | 'hard', locale)}: ${localiseEffectList(row[2] as string, locale)}`;
      const tier = /^≥ (\d+) (\w+): (.*)$/.exec(segment);
      if (tier && isElement(tier[2] as string)) {
        return `≥ ${tier[1]} (${lower(elementName(tier[2] as Element, locale), locale)}): ${localiseEffectList(tier[3] as string, locale)}`;
      }
      return localiseEffectList(segment, locale);
    })
    .join('; ');
}

/** "(1,2)" or "the capital" (the engine's cell text) as "C2" or the capital. */
function localiseCellText(text: string, locale: Locale): string {
  if (text === 'the capital') return nodeName('capital', locale);
  const m = /^\((\d+),(\d+)\)$/.exec(text);
  return m ? cellName({ r: Number(m[1]), c: Number(m[2]) }) : text;
}

const FROM_WORDS: Readonly<Record<Locale, { row: string; deck: string; stack: string; market: string }>> = {
  en: {
    row: 'from the element row (slot {n})',
    deck: 'from the deck',
    stack: 'from the forest stack',
    market: 'from market slot {n}',
  },
  uk: {
    row: 'з ряду стихій (місце {n})',
    deck: 'з колоди',
    stack: 'зі стосу плиток лісу',
    market: 'з ринку плиток лісу (місце {n})',
  },
  ru: {
    row: 'из ряда стихий (место {n})',
    deck: 'из колоды',
    stack: 'из стопки плиток леса',
    market: 'с рынка плиток леса (место {n})',
  },
};

/** Where a card or tile came from, with its preposition. */
function localiseFrom(text: string, locale: Locale): string {
  const w = FROM_WORDS[locale];
  const row = /^the element row \(slot (\d+)\)$/.exec(text);
  if (row) return interpolate(w.row, { n: row[1] as string });
  const market = /^market slot (\d+)$/.exec(text);
  if (market) return interpolate(w.market, { n: market[1] as string });
  if (text === 'the deck') return w.deck;
  if (text === 'the forest stack') return w.stack;
  return text;
}

/** The engine's source label ("Temple slot T4", "Build bonus of M08", an ability name…) in `locale`. */
function localiseSourceText(text: string, locale: Locale): string {
  let m = /^Start tile (\w+)$/.exec(text);
  if (m) return sourceLabel({ kind: 'start', id: m[1] as string }, locale);
  m = /^Temple slot T(\d)$/.exec(text);
  if (m) return sourceLabel({ kind: 'templeSlot', slot: Number(m[1]) - 1 }, locale);
  m = /^Build bonus of (\w+)$/.exec(text);
  if (m) return sourceLabel({ kind: 'buildBonus', tile: m[1] as string }, locale);
  m = /^Village card (\w+)$/.exec(text);
  if (m) return sourceLabel({ kind: 'villageCard', id: m[1] as string }, locale);
  m = /^Village on (\w+)$/.exec(text);
  if (m) return sourceLabel({ kind: 'village', tile: m[1] as string }, locale);
  m = /^Planting (\w+)$/.exec(text);
  if (m) return sourceLabel({ kind: 'plant', tile: m[1] as string }, locale);
  m = /^(\w+) \((easy|hard|only) row\)$/.exec(text);
  if (m) return sourceLabel({ kind: 'card', id: m[1] as string, row: m[2] as 'easy' | 'hard' | 'only' }, locale);
  if (text === 'Draw step') return sourceLabel({ kind: 'drawStep' }, locale);
  if (text === 'End of turn') return sourceLabel({ kind: 'endOfTurn' }, locale);
  const ability = ABILITY_BY_NAME.get(text);
  if (ability) return sourceLabel({ kind: 'ability', id: ability }, locale);
  return text;
}

const DECISION_BY_WORD = new Map<string, string>(Object.entries(DECISION_LOG.en).map(([k, v]) => [v, k]));

// ---------------------------------------------------------------------------- log rendering

type SeatNamer = (seat: Seat) => string;

function plain(p: MessageParam, locale: Locale, seatName: SeatNamer): string {
  if (typeof p === 'string') return p;
  if (typeof p === 'number' || typeof p === 'boolean') return String(p);
  if (Array.isArray(p))
    return joinList(
      p.map((x) => plain(x, locale, seatName)),
      locale,
    );
  if (typeof p === 'object' && p !== null && 'key' in p) return renderTotwMessage(p as Message, locale, seatName);
  return seatName((p as { seat: Seat }).seat);
}

const str = (p: MessageParam | undefined): string | undefined => (typeof p === 'string' ? p : undefined);

/** The engine's params, localised: see `i18n/log.ts` for what each placeholder holds. */
export function localiseParams(
  key: string,
  params: Readonly<Record<string, MessageParam>>,
  locale: Locale,
  seatName: SeatNamer,
): Record<string, string | number> {
  const t = totwTranslator(locale);
  const out: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params)) out[k] = plain(v, locale, seatName);

  const element = str(params.element);
  if (element !== undefined) {
    if (isElement(element)) {
      out.Element = elementName(element, locale);
      out.element = lower(out.Element, locale);
    } else {
      const hidden = t('totw.deck-top-hidden');
      out.element = hidden;
      out.Element = capitalise(hidden);
    }
  }
  const row = str(params.row);
  if (row === 'easy' || row === 'hard' || row === 'only' || row === 'both') out.row = rowWord(row, locale);
  const effects = str(params.effects);
  if (effects !== undefined) out.effects = localiseEffectsText(effects, locale);
  for (const k of ['cell', 'from', 'to'] as const) {
    const v = str(params[k]);
    if (v !== undefined) out[k] = localiseCellText(v, locale);
  }
  const from = str(params.from);
  if (from !== undefined && (key.startsWith('totw.log.draw') || key === 'totw.log.plant')) {
    out.from = localiseFrom(from, locale);
  }
  if (Array.isArray(params.cells)) {
    out.cells = joinList(
      params.cells.map((c) => localiseCellText(String(c), locale)),
      locale,
    );
  }
  const source = str(params.source);
  if (source !== undefined) out.source = localiseSourceText(source, locale);
  const decision = str(params.decision);
  if (decision !== undefined) {
    const kind = DECISION_BY_WORD.get(decision);
    out.decision = kind ? (DECISION_LOG[locale][kind] ?? decision) : decision;
  }
  // A village card's task, an ability's name and text, in this language (the params carry English).
  const card = str(params.card);
  if (card !== undefined && params.task !== undefined) {
    const v = CAT.villages.get(card);
    if (v) out.task = taskLabel(v.task, locale);
  }
  const ability = str(params.ability);
  if (ability !== undefined) {
    const id =
      ABILITY_BY_NAME.get(ability) ?? (CAT.abilities.has(ability as AbilityId) ? (ability as AbilityId) : null);
    if (id) {
      out.ability = abilityName(id, locale);
      out.text = abilityText(id, locale);
    }
  }
  if (key.startsWith('totw.object.')) Object.assign(out, objectParams(key, params, locale));
  return out;
}

/** `describeObject` params rebuilt from the object's id, in `locale`. */
function objectParams(
  key: string,
  params: Readonly<Record<string, MessageParam>>,
  locale: Locale,
): Record<string, string | number> {
  const t = totwTranslator(locale);
  const id = str(params.id) ?? '';
  switch (key) {
    case 'totw.object.card': {
      const card = CAT.cards.get(id);
      if (!card) return {};
      const names = card.rows.length === 2 ? [t('totw.row.easy'), t('totw.row.hard')] : [t('totw.row.only')];
      return { rows: card.rows.map((r, i) => `${names[i]}: ${rowLabel(r, locale)}.`).join(' ') };
    }
    case 'totw.object.forest': {
      const tile = CAT.forest.get(id);
      if (!tile) return {};
      return {
        colour: lower(colourName(tile.colour, locale), locale),
        bonuses: effectsLabel(tile.bonuses, locale, true),
      };
    }
    case 'totw.object.start': {
      const tile = CAT.start.get(id);
      if (!tile) return {};
      return { colour: lower(colourName(tile.colour, locale), locale), gains: effectsLabel(tile.gains, locale, true) };
    }
    case 'totw.object.village': {
      const v = CAT.villages.get(id);
      if (!v) return {};
      return { task: taskLabel(v.task, locale), effects: effectsLabel(v.immediate, locale, true) };
    }
    case 'totw.object.leader': {
      const name = str(params.name) ?? '';
      const leader = LEADER_BY_NAME.get(name);
      const l = leader ? CAT.leaders.get(leader) : undefined;
      if (!l) return {};
      return {
        name: leaderName(l.id, locale),
        path: pathLabel(l.colourPath, locale),
        task: taskLabel(l.uniqueTask, locale),
        slots: l.templeSlots.map((e, i) => `T${i + 1} ${effectsLabel(e, locale, true)}`).join(' · '),
        abilities: joinList(
          l.abilities.map((a) => abilityName(a, locale)),
          locale,
        ),
      };
    }
    case 'totw.object.ability': {
      const a = ABILITY_BY_NAME.get(str(params.name) ?? '');
      const card = a ? CAT.abilities.get(a) : undefined;
      if (!card) return {};
      return {
        name: abilityName(card.id, locale),
        leader: leaderName(card.leader, locale),
        text: abilityText(card.id, locale),
      };
    }
    case 'totw.object.unknown': {
      const kind = str(params.kind) ?? '';
      return ['card', 'forest', 'start', 'village', 'leader', 'ability'].includes(kind)
        ? { kind: t(`totw.kind.${kind}` as TotwKey) }
        : {};
    }
    default:
      return {};
  }
}

/** A Tribes of the Wind message in a language. An unknown key shows itself with its params. */
export function renderTotwMessage(message: Message, locale: Locale, seatName: SeatNamer): string {
  const template = LOG_TEMPLATES[locale][message.key] ?? LOG_TEMPLATES.en[message.key];
  const params = localiseParams(message.key, message.params ?? {}, locale, seatName);
  if (template === undefined) {
    const args = Object.entries(params)
      .map(([k, v]) => `${k}=${v}`)
      .join(' ');
    return args ? `${message.key} (${args})` : message.key;
  }
  return interpolate(template, params);
}
