/**
 * Tribes of the Wind texts: the table's dictionaries agree across languages, every message key the
 * engine emits has a template in English, Ukrainian and Russian, and whole games render in all
 * three with no placeholder, key or English fragment left over.
 */
import { Match, type Message, type Seat } from '@boardhall/engine';
import { CAT, describeObject, type TotwAction, type TotwView, tribesOfTheWind } from '@boardhall/tribes-of-the-wind';
import { describe, expect, it } from 'vitest';
import { LOG_TEMPLATES, renderTotwMessage, TOTW_DICTS } from '../src/games/tribes-of-the-wind/text.ts';
import type { Locale } from '../src/i18n/types.ts';

const LOCALES: readonly Locale[] = ['en', 'uk', 'ru'];
const names = ['Олена', 'Ivan', 'Bob', 'Dee', 'Eve'];
const seatName = (s: Seat) => names[s] ?? `#${s}`;

/** English words that must not survive in a Ukrainian or Russian line. */
const ENGLISH =
  /\b(the|water|cleanse|plant|move|catapult|row|slot|deck|stack|market|capital|tile|card|nothing|easy|hard|Round|Temple|Village|Build|Start)\b/;

describe('Tribes of the Wind dictionaries', () => {
  for (const [name, dicts] of [
    ['table', TOTW_DICTS],
    ['log', LOG_TEMPLATES],
  ] as const) {
    const keys = Object.keys(dicts.en).sort();
    for (const l of LOCALES) {
      it(`${name}: ${l} has exactly the English keys, none empty`, () => {
        const d = dicts[l] as Readonly<Record<string, unknown>>;
        expect(Object.keys(d).sort()).toEqual(keys);
        for (const [k, v] of Object.entries(d)) {
          if (typeof v === 'string') expect(v.trim(), k).not.toBe('');
          else {
            const forms = v as Record<string, string>;
            for (const f of l === 'en' ? ['one', 'other'] : ['one', 'few', 'many', 'other'])
              expect(forms[f], `${k}.${f}`).toBeTruthy();
          }
        }
      });
    }
    it(`${name}: translations use the same placeholders as English`, () => {
      const holes = (v: unknown) =>
        [...JSON.stringify(v).matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1]?.toLowerCase())
          .sort()
          .filter((x, i, a) => a.indexOf(x) === i);
      const en = dicts.en as Readonly<Record<string, unknown>>;
      for (const [k, v] of Object.entries(en)) {
        for (const l of ['uk', 'ru'] as const) {
          expect(holes((dicts[l] as Readonly<Record<string, unknown>>)[k]), `${l} ${k}`).toEqual(holes(v));
        }
      }
    });
    it(`${name}: Ukrainian uses the apostrophe ʼ, never ' or ’`, () => {
      for (const [k, v] of Object.entries(dicts.uk))
        expect(JSON.stringify(v), k).not.toMatch(/[а-яіїєґ]['’][а-яіїєґ]/i);
    });
  }
});

/**
 * A crude player that builds villages (random play never does), so the log covers villages, village
 * cards, build pollution and the fifth-village ending: build, plant, walk riders onto forest tiles
 * that still lack riders, take cards that move riders.
 */
function villageSeeking(view: TotwView, legal: readonly TotwAction[], k: number): TotwAction {
  const b = view.boards[view.seat] as TotwView['boards'][number];
  const lacks = (n: 'capital' | { r: number; c: number }) => {
    if (n === 'capital') return false;
    const i = n.r * 4 + n.c;
    const tile = b.tiles[i];
    const def = tile ? CAT.forest.get(tile) : undefined;
    return def !== undefined && !b.village[i] && (b.riders[i] as number) < def.slots;
  };
  const moves = (a: TotwAction) => {
    if (a.type !== 'play') return 0;
    const row = CAT.cards.get(a.card)?.rows[a.row === 'hard' ? 1 : 0];
    const effects = row?.kind === 'plain' ? row.effects : (row?.tiers.at(-1)?.effects ?? []);
    return effects.reduce((n, e) => n + (e.kind === 'move' ? e.n : 0), 0);
  };
  const find = (f: (a: TotwAction) => boolean) => legal.find(f) ?? null;
  return (
    find((a) => a.type === 'village') ??
    find((a) => a.type === 'plant') ??
    find((a) => a.type === 'villageCard' && a.side === (k % 2 ? 'tuck' : 'immediate') && (a.replace ?? 0) === 0) ??
    find((a) => a.type === 'ability') ??
    find((a) => a.type === 'step' && lacks(a.to) && !lacks(a.from)) ??
    find((a) => a.type === 'step' && a.from === 'capital') ??
    find((a) => a.type === 'catapult' && lacks(a.to)) ??
    find((a) => a.type === 'temple' && k % 5 === 0) ??
    find((a) => a.type === 'play' && moves(a) > 0) ??
    find((a) => a.type === 'play' && a.row === 'both') ??
    find((a) => a.type === 'stopMoving') ??
    (legal[k % legal.length] as TotwAction)
  );
}

describe('Tribes of the Wind log templates', () => {
  it('cover every message key the engine emits, in all three languages', () => {
    const engineKeys = Object.keys(tribesOfTheWind.messages);
    expect(engineKeys.length).toBeGreaterThan(60);
    for (const l of LOCALES) {
      const missing = engineKeys.filter((k) => LOG_TEMPLATES[l][k] === undefined);
      expect(missing, l).toEqual([]);
    }
  });

  it('render every line, description and object of real games with nothing left over', () => {
    const seen = new Set<string>();
    const check = (msg: Message) => {
      seen.add(msg.key);
      for (const l of LOCALES) {
        const text = renderTotwMessage(msg, l, seatName);
        expect(text, `${l} ${msg.key}: ${text}`).not.toMatch(/\{\w+\}|totw\.|undefined|\(\d,\d\)|§/);
        if (l !== 'en') expect(text, `${l} ${msg.key}: ${text}`).not.toMatch(ENGLISH);
      }
    };
    for (const [players, seed, opts] of [
      [2, 'totw-i18n-a', { maxRounds: 30 }],
      [3, 'totw-i18n-b', { maxRounds: 25, stuckDiscard: false }],
      [5, 'totw-i18n-c', { maxRounds: 12 }],
    ] as const) {
      const m = Match.create(tribesOfTheWind, players, opts, seed);
      let guard = 0;
      while (m.outcome() === null && guard++ < 8000) {
        const seat = tribesOfTheWind.activeSeats(m.state)[0] as number;
        const legal = tribesOfTheWind.legalActions(m.state, seat);
        const a = villageSeeking(tribesOfTheWind.view(m.state, seat), legal, guard);
        for (const x of guard % 7 === 0 || legal.length < 20 ? legal : [a])
          check(tribesOfTheWind.describe(m.state, seat, x));
        expect(m.submit(seat, a).ok).toBe(true);
      }
      expect(m.outcome()).not.toBeNull();
      for (const entries of m.actionLogs)
        for (const e of entries) for (const msg of [e, ...(e.others ? [e.others] : [])]) check(msg);
      const view = tribesOfTheWind.view(m.state, 0);
      for (const id of CAT.cardIds.slice(0, 80)) check(describeObject(view, { kind: 'card', id }));
    }
    for (const id of CAT.forestIds) check(describeObject(null, { kind: 'forest', id }));
    for (const id of CAT.villageIds) check(describeObject(null, { kind: 'village', id }));
    for (const id of ['S1', 'S2', 'S3', 'S4', 'S5']) check(describeObject(null, { kind: 'start', id }));
    for (const id of CAT.leaders.keys()) check(describeObject(null, { kind: 'leader', id }));
    for (const id of CAT.abilities.keys()) check(describeObject(null, { kind: 'ability', id }));
    // Lines these games rarely reach, with the params the engine gives them.
    const rare: Message[] = [
      { key: 'totw.log.final-round', params: { round: 9 } },
      { key: 'totw.log.game-over', params: { round: 9 } },
      { key: 'totw.log.fifth-village', params: { player: { seat: 1 }, round: 8 } },
      { key: 'totw.log.cleanse-nothing', params: { player: { seat: 0 }, n: 2 } },
      { key: 'totw.log.ash-to-soil', params: { player: { seat: 0 }, cell: '(2,3)' } },
      { key: 'totw.log.firebreak', params: { player: { seat: 0 }, cell: '(1,2)' } },
      { key: 'totw.log.rooted-riders', params: { player: { seat: 0 }, cell: '(0,1)' } },
      { key: 'totw.log.task-colour-path', params: { player: { seat: 2 } } },
      { key: 'totw.log.effects', params: { player: { seat: 2 }, source: 'Updraft', effects: 'move 2' } },
      { key: 'totw.log.plant-skip', params: { player: { seat: 0 }, left: 0 } },
      { key: 'totw.log.free-temple-skip', params: { player: { seat: 1 }, left: 0 } },
      {
        key: 'totw.log.village-card-replace',
        params: { player: { seat: 1 }, card: 'V03', old: 'V07', task: 'Straight line of one colour ≥ 3', vp: 4 },
      },
      {
        key: 'totw.action.village-card-replace',
        params: { card: 'V26', old: 'V07', task: 'Colour path moss → amber → dusk', vp: 2 },
      },
      {
        key: 'totw.action.play-both',
        params: { card: 'B03', element: 'water', effects: 'easy row +2 water; hard row +5 water' },
      },
      {
        key: 'totw.action.play',
        params: { card: 'B01', element: 'water', row: 'only', effects: '≥ 2 water: +2 water; ≥ 4 water: +5 water' },
      },
      { key: 'totw.action.firebreak', params: { cell: '(1,2)' } },
      { key: 'totw.action.rooted-accept', params: { cell: '(0,1)' } },
      { key: 'totw.action.rooted-decline' },
      { key: 'totw.action.unknown' },
      { key: 'totw.object.unknown', params: { kind: 'card', id: 'X99' } },
    ];
    for (const msg of rare) check(msg);
    expect(Object.keys(tribesOfTheWind.messages).filter((k) => !seen.has(k))).toEqual([]);
  });

  it('reads like the glossary examples', () => {
    const play: Message = {
      key: 'totw.log.play',
      params: { player: { seat: 1 }, card: 'R05', element: 'fire', row: 'hard', effects: '+3 water, cleanse 2' },
    };
    expect(renderTotwMessage(play, 'en', seatName)).toBe('Ivan plays R05 (fire, hard row): +3 water, cleanse 2.');
    expect(renderTotwMessage(play, 'uk', seatName)).toBe(
      'Ivan — грає карту R05, стихія «Вогонь» (складна вимога): +3 води, очищення: 2.',
    );
    expect(renderTotwMessage(play, 'ru', seatName)).toBe(
      'Ivan — играет карту R05, стихия «Огонь» (сложное требование): +3 воды, очистка: 2.',
    );
    const fifth: Message = { key: 'totw.log.fifth-village', params: { player: { seat: 0 }, round: 7 } };
    expect(renderTotwMessage(fifth, 'uk', seatName)).toBe(
      'Олена — будує пʼяте селище й бере жетон кінця гри (раунд 7).',
    );
    const step: Message = { key: 'totw.log.step', params: { player: { seat: 2 }, from: 'the capital', to: '(0,0)' } };
    expect(renderTotwMessage(step, 'ru', seatName)).toBe('Bob — перемещает всадника: столица → A1.');
  });
});
