/**
 * The catalogue walk: every message key and parameter kind the engine emits (log lines, action
 * descriptions, refusals), from real games of every mode and, for the keys those games do not
 * reach, from params shaped as the engine gives them (checked against the real ones), rendered in
 * English, Ukrainian and Russian with no placeholder, key or English word left over; and every
 * catalogue entry is used.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkAction,
  hasTemplate,
  LOCALES,
  type Locale,
  type LogEntry,
  Match,
  type Message,
  type MessageParam,
  Rng,
  renderMessage,
  type Seat,
} from '@boardhall/engine';
import { messageKeys, refusalMessage } from '@boardhall/engine/testkit';
import { describe, expect, it } from 'vitest';
import { type FourHumoursAction, fourHumours, messages } from '../src/index.ts';
import { names } from '../src/messages/names.ts';

const PLAYERS = ['Олена', 'Ivan', 'Bob', 'Dee', 'Eve', 'Фрося'];
const seatName = (s: Seat) => PLAYERS[s] ?? `#${s}`;
const say = (m: Message, lang: Locale) => renderMessage(messages, lang, m, { seatName });

/** Latin words (ids such as S01, PT1 or A3 aside) must not survive in a Ukrainian or Russian line. */
const latinWords = (text: string) => text.replace(/Ivan|Bob|Dee|Eve/g, '').match(/[A-Za-z]{3,}/);

/** The names of ids (`fh.scene.S01`…), as opposed to the messages that use them. */
const isName = (key: string) => names.en[key] !== undefined;

/** The prefixes templates name ids through (`{scene:fh.scene}`). */
const NAME_PREFIXES = new Set(
  LOCALES.flatMap((l) => Object.values(messages[l])).flatMap((t) =>
    [...t.matchAll(/\{\w+[:#]([\w.-]+)/g)].map((m) => m[1] as string),
  ),
);

/** The prefixes of counted nouns (`{deck#fh.count.deck-cards}`), per language. */
const pluralPrefixes = (lang: Locale) =>
  new Set(Object.values(messages[lang]).flatMap((t) => [...t.matchAll(/\{\w+#([\w.-]+)/g)].map((m) => m[1] as string)));

/** A plural form of a counted noun (`fh.count.deck-cards.one`): each language has the forms it uses. */
const isPluralForm = (key: string) =>
  LOCALES.some((l) => pluralPrefixes(l).has(key.replace(/\.(zero|one|two|few|many|other)$/, '')));

/** The message keys of the catalogue: everything but the names of ids and the plural forms. */
// The "Learn to play" lesson's words are the web lesson's, not the engine's: packages/web/test/lessons.test.ts
// renders each in every language and fails on one the lesson does not use.
const isLessonText = (k: string) => k.startsWith('fh.tutorial.');
const MESSAGE_KEYS = Object.keys(messages.en).filter((k) => !isName(k) && !isPluralForm(k) && !isLessonText(k));

/** Where a slot's occupant (a nested message naming a citizen type or an animal) is meant. */
const SLOT_KEYS = /^fh\.(log\.(place|outcome|rival-place)|describe\.place)/;

const plot = (row: number, col: number): Message => ({ key: 'fh.plot', params: { row, col } });

/** Params as the engine gives them, by placeholder name; `v` picks between two shapes. */
function sample(key: string, name: string, v: number): MessageParam {
  switch (name) {
    case 'player':
      return { seat: v };
    case 'players':
      return [{ seat: 0 }, { seat: 2 + v }];
    case 'humour':
      return v ? 'M' : 'C';
    case 'humours':
      return v ? ['S', 'P'] : ['C', 'C', 'M'];
    case 'scene':
      return v ? 'S31' : 'S03';
    case 'scenes':
      return ['S01', 'S31', 'S22'];
    case 'party':
      return v ? 'PT6' : 'PT2';
    case 'parties':
      return key === 'fh.log.parties-none-left' ? [] : ['PT1', 'PT4'];
    case 'cell':
      return v ? 'DP' : 'A3';
    case 'cells':
      return ['A3', 'BP', 'F5'];
    case 'where':
      return key === 'fh.log.scene-animal' ? 'E' : 'C4';
    case 'zone':
      return v ? 'F' : 'B';
    case 'ladder':
      return v ? 'BEAST' : 'INTRIGUE';
    case 'objective':
      return v ? 'FO8' : 'O11';
    case 'citizen':
      if (SLOT_KEYS.test(key)) return { key: v ? 'fh.animal.dragon' : 'fh.citizen.peasant' };
      return v ? 'nun' : 'witch';
    case 'focus':
      return v ? 'party' : 'stir';
    case 'plots':
      return [plot(0, 1), plot(2, 3)];
    case 'id':
    case 'card':
      return 'S99';
    default:
      return 2 + v;
  }
}

/** A message of `key` with sample params for each of its placeholders (in any language). */
function sampled(key: string, v: number): Message {
  const holes = new Set(
    LOCALES.flatMap((l) => [...(messages[l][key] ?? '').matchAll(/\{(\w+)/g)].map((m) => m[1] as string)),
  );
  return { key, params: Object.fromEntries([...holes].map((h) => [h, sample(key, h, v)])) };
}

/** The shape of a param: what kind of data it is, to compare the samples with the engine's. */
function shape(p: MessageParam): string {
  if (Array.isArray(p)) return p.length ? `list of ${shape(p[0] as MessageParam)}` : 'list';
  if (typeof p !== 'object' || p === null) return typeof p;
  if ('seat' in p) return 'seat';
  const { key } = p as Message;
  return isName(key) ? 'name' : `message ${key}`;
}

/**
 * Keys the engine emits that these seeded random games may not reach, each rendered from samples:
 * a hidden redraw, an empty party tile, step cases no SC-1 ladder prints (the key is composed from
 * any content's case), a potion with no exit, no party left to trigger, shared and Solo results,
 * the Rival's passes, and refusals that need a pending decision or a finished game.
 */
const RARE: ReadonlySet<string> = new Set([
  'fh.log.mulligan-hidden',
  'fh.log.party-empty',
  ...['eq', 'gte'].flatMap((op) =>
    ['win', 'escape', 'discard'].flatMap((effect) =>
      ['stop', 'continue'].map((flow) => `fh.log.step.${op}.${effect}.${flow}`),
    ),
  ),
  'fh.log.no-exit-bag',
  'fh.log.no-exit-removed',
  'fh.log.no-plot-bag',
  'fh.log.no-plot-removed',
  'fh.log.parties-none-left',
  'fh.log.result-shared',
  'fh.log.rival-pass-empty',
  'fh.log.rival-pass-no-slot',
  'fh.log.result-solo.win',
  'fh.log.result-solo.draw',
  'fh.log.result-solo.loss',
  'fh.describe.choose-plot-outside',
  ...Object.keys(messages.en).filter((k) => k.startsWith('fh.error.')),
]);

interface Walk {
  readonly seen: Set<string>;
  /** The shape of every param of every key real games gave. */
  readonly shapes: Map<string, Map<string, Set<string>>>;
}

function check(msg: Message, walk: Walk): void {
  messageKeys(msg, walk.seen);
  let byName = walk.shapes.get(msg.key);
  if (!byName) {
    byName = new Map();
    walk.shapes.set(msg.key, byName);
  }
  for (const [name, value] of Object.entries(msg.params ?? {})) {
    const set = byName.get(name) ?? new Set<string>();
    set.add(shape(value));
    byName.set(name, set);
  }
  expectRendered(msg);
}

function expectRendered(msg: Message): void {
  for (const l of LOCALES) {
    expect(hasTemplate(messages, l, msg.key), `${l} ${msg.key}`).toBe(true);
    const text = say(msg, l);
    expect(text, `${l} ${msg.key}: ${text}`).not.toMatch(/\{\w+|fh\.|undefined|\?|NaN/);
    if (l !== 'en') expect(latinWords(text), `${l} ${msg.key}: ${text}`).toBeNull();
  }
}

const GAMES: readonly [players: number, seed: string, options: Record<string, unknown>][] = [
  [2, 'fh-i18n-a', {}],
  [4, 'fh-i18n-b', { revealMulligan: false, drawOnFinalPlacement: false, deckShortRule: 'empty' }],
  [6, 'fh-i18n-c', { partyWinnerDestination: 'anyZoneCell', finalObjectiveCheck: true }],
  [3, 'fh-i18n-d', { mode: 'fiefdom' }],
  [1, 'fh-i18n-e', { mode: 'solo', soloDifficulty: 'easy' }],
  [1, 'fh-i18n-f', { mode: 'solo', soloDifficulty: 'hard' }],
];

function playAll(walk: Walk): void {
  for (const [players, seed, options] of GAMES) {
    const m = Match.create(fourHumours, players, options, seed);
    const rng = new Rng(`${seed}/play`);
    for (const e of m.setupLog) for (const msg of [e, ...(e.others ? [e.others] : [])]) check(msg, walk);
    let guard = 0;
    while (m.outcome() === null && guard++ < 3000) {
      const seat = fourHumours.activeSeats(m.state)[0] as number;
      const legal = fourHumours.legalActions(m.state, seat);
      for (const a of legal.length < 12 || guard % 9 === 0 ? legal : legal.slice(0, 3))
        check(fourHumours.describe(m.state, seat, a), walk);
      // Refusals: candidates of this seat and of another, most of them not legal now.
      for (const other of [seat, (seat + 1) % Math.max(players, 2)]) {
        for (const a of fourHumours.actionCandidates(m.state, other, new Rng(`${seed}/${guard}`)).slice(0, 10)) {
          const r = checkAction(fourHumours, m.state, players, other, a);
          if (!r.ok) check(refusalMessage(r.error), walk);
          check(fourHumours.describe(m.state, other, a as FourHumoursAction), walk);
        }
      }
      expect(m.submit(seat, rng.pick(legal)).ok).toBe(true);
    }
    expect(m.outcome(), seed).not.toBeNull();
    const entries: LogEntry[] = m.actionLogs.flat();
    for (const e of entries) for (const msg of [e, ...(e.others ? [e.others] : [])]) check(msg, walk);
  }
}

describe('Four Humours messages', () => {
  it('have the same keys and the same placeholders in every language', () => {
    const keys = Object.keys(messages.en)
      .filter((k) => !isPluralForm(k))
      .sort();
    expect(keys.length).toBeGreaterThan(300);
    const holes = (t: string | undefined) =>
      [...new Set([...(t ?? '').matchAll(/\{(\w+)[:#|}]/g)].map((m) => m[1]))].sort();
    for (const l of ['uk', 'ru'] as const) {
      expect(
        Object.keys(messages[l])
          .filter((k) => !isPluralForm(k))
          .sort(),
        l,
      ).toEqual(keys);
      for (const k of keys) {
        expect(messages[l][k]?.trim(), `${l} ${k}`).toBeTruthy();
        expect(holes(messages[l][k]), `${l} ${k}`).toEqual(holes(messages.en[k]));
      }
    }
  });

  it("count nouns in every form each language's plural rules ask for", () => {
    for (const l of LOCALES) {
      const prefixes = [...pluralPrefixes(l)];
      if (l === 'en') expect(prefixes.length).toBeGreaterThanOrEqual(6);
      for (const prefix of prefixes) {
        for (const category of new Intl.PluralRules(l).resolvedOptions().pluralCategories) {
          expect(messages[l][`${prefix}.${category}`], `${l} ${prefix}.${category}`).toBeTruthy();
        }
      }
    }
    // The English result of a Solo game won by one objective to none, one potion on the fief.
    const line = say(
      {
        key: 'fh.log.result-solo.win',
        params: { player: { seat: 1 }, objectives: 1, rivalObjectives: 0, fief: 1, ledger: 2, score: 11 },
      },
      'en',
    );
    expect(line).toBe(
      'Ivan beats the Rival: 1 objective to 0, 1 potion on the fief against 2 in the ledger. Solo score: 11.',
    );
  });

  it('render every line, description and refusal of real games and every rare one with nothing left over', () => {
    const walk: Walk = { seen: new Set(), shapes: new Map() };
    playAll(walk);
    // The samples stand for the engine's params: where real games gave a key, their shapes agree.
    for (const [key, byName] of walk.shapes) {
      for (const v of [0, 1]) {
        const params = sampled(key, v).params ?? {};
        for (const [name, shapes] of byName) {
          const s = params[name];
          if (s !== undefined) expect(shapes, `${key} {${name}}`).toContain(shape(s));
        }
      }
    }
    // Every message key, reached or not, with both sample shapes: the rare ones too.
    const rare = MESSAGE_KEYS.filter((k) => !walk.seen.has(k));
    for (const key of MESSAGE_KEYS) for (const v of [0, 1]) expectRendered(sampled(key, v));
    // A key real games miss must be one the engine is known to emit: an unused key fails here.
    expect(rare.filter((k) => !RARE.has(k))).toEqual([]);
    // Every name is named through some template's prefix, as a slot's occupant, or by the table's
    // labels alone (an objective's text on its card, the Solo difficulty).
    const TABLE_ONLY = ['fh.objective-text', 'fh.difficulty'];
    const named = (k: string) =>
      [...NAME_PREFIXES, ...TABLE_ONLY].some((p) => k.startsWith(`${p}.`)) || walk.seen.has(k);
    expect(Object.keys(names.en).filter((k) => !named(k))).toEqual([]);
  });

  it('key every refusal the rules can make, and keep no refusal they cannot', () => {
    // The refusals are few and fixed: the rules name them as literals, so the source lists them all.
    const source = readFileSync(join(import.meta.dirname, '../src/rules/validate.ts'), 'utf8');
    const made = [...new Set([...source.matchAll(/'(fh\.error\.[\w-]+)'/g)].map((m) => m[1] as string))].sort();
    const kept = Object.keys(messages.en)
      .filter((k) => k.startsWith('fh.error.'))
      .sort();
    expect(made).toEqual(kept);
    for (const l of LOCALES) for (const k of made) expect(messages[l][k], `${l} ${k}`).toBeTruthy();
  });

  it('reads like the glossary examples', () => {
    const escapes: Message = { key: 'fh.log.escape', params: { player: { seat: 1 }, humour: 'M', cell: 'A3' } };
    expect(say(escapes, 'en')).toBe('Melancholic (Ivan) escapes to “The Dungeon”.');
    expect(say(escapes, 'uk')).toBe('Меланхолік (Ivan) вислизає до локації «Підземелля».');
    expect(say(escapes, 'ru')).toBe('Меланхолик (Ivan) ускользает в локацию «Темница».');
    const toParty: Message = { key: 'fh.log.to-cell', params: { player: { seat: 0 }, humour: 'C', cell: 'AP' } };
    expect(say(toParty, 'uk')).toBe('Холерик (Олена) іде до місця вечірки «Велика зала».');
    expect(say(toParty, 'ru')).toBe('Холерик (Олена) идёт на место вечеринки «Большой зал».');
    const place: Message = {
      key: 'fh.log.place',
      params: { player: { seat: 0 }, scene: 'S02', slot: 2, citizen: { key: 'fh.citizen.knight' } },
    };
    expect(say(place, 'en')).toBe('Олена places a potion on “The Joust”, slot 2 (knight).');
    expect(say(place, 'uk')).toBe('Олена — кладе жетон зілля на сцену «Лицарський турнір», комірка 2 (лицар).');
    expect(say(place, 'ru')).toBe('Олена — кладёт жетон зелья на сцену «Рыцарский турнир», ячейка 2 (рыцарь).');
  });
});
