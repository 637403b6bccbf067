/**
 * The catalogue walk: every message key and parameter kind the engine emits (log lines, action
 * descriptions, content labels, refusals), from real games and, for the rare ones, from the
 * params the engine gives them, rendered in English, Ukrainian and Russian with no placeholder,
 * key or English word left over; and every catalogue entry is used.
 */
import {
  checkAction,
  LOCALES,
  type Locale,
  Match,
  type Message,
  type MessageParam,
  Rng,
  renderMessage,
  type Seat,
} from '@boardhall/engine';
import { messageKeys, refusalMessage } from '@boardhall/engine/testkit';
import { describe, expect, it } from 'vitest';
import { CONTENT_EDITIONS, CURRENT_EDITION } from '../src/content/editions.ts';
import {
  CAT,
  effectsMessage,
  messages,
  nameMessage,
  QUESTION_KINDS,
  rowEffectsMessage,
  rowMessage,
  type TotwAction,
  type TotwView,
  taskMessage,
  tribesOfTheWind,
} from '../src/index.ts';
import { editionOf, tablesOf } from '../src/tables.ts';

const renderTotwMessage = (m: Message, lang: Locale, seatName: (s: Seat) => string) =>
  renderMessage(messages, lang, m, { seatName });

/** The prefixes templates name ids through (`{el:totw.element}`, `{n#totw.error.cards}`). */
const NAMES = [
  ...new Set(
    LOCALES.flatMap((l) => Object.values(messages[l])).flatMap((t) =>
      [...t.matchAll(/\{\w+[:#]([\w.-]+)/g)].map((m) => m[1]),
    ),
  ),
];

/** Sample data for a refusal's placeholder, by its name, as the engine gives it. */
function sample(name: string): MessageParam {
  const samples: Record<string, MessageParam> = {
    player: { seat: 1 },
    cell: 'B2',
    from: 'capital',
    to: 'C3',
    cells: ['B2', 'C3'],
    card: 'B03',
    tile: 'M08',
    ability: 'confluence',
    decision: 'plant',
    action: 'temple',
    row: 'easy',
    req: { key: 'totw.req.self-at-least', params: { el: 'water', n: 2 } },
  };
  return samples[name] ?? 3;
}

/** Every refusal with sample params: some need positions random games seldom reach. */
const RARE_REFUSALS: Message[] = Object.entries(messages.en)
  .filter(([k]) => k.startsWith('totw.error.') && !/^totw\.error\.(cards|action)\./.test(k))
  .map(([key, t]) => ({
    key,
    params: Object.fromEntries([...t.matchAll(/\{(\w+)/g)].map((m) => [m[1], sample(m[1] as string)])),
  }));

const names = ['Олена', 'Ivan', 'Bob', 'Dee', 'Eve'];
const seatName = (s: Seat) => names[s] ?? `#${s}`;

/** Latin words (ids such as B03, M08, A1 or T4 aside) must not survive in a Ukrainian or Russian line. */
const ENGLISH = /[A-Za-z]{3,}/;
const latinWords = (text: string) => text.replace(/Ivan|Bob|Dee|Eve/g, '').match(ENGLISH);

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
    const row = tablesOf(editionOf(view.config)).cards.get(a.card)?.rows[a.row === 'hard' ? 1 : 0];
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

describe('Tribes of the Wind messages', () => {
  it('have the same keys and the same placeholders in every language', () => {
    const keys = Object.keys(messages.en).sort();
    expect(keys.length).toBeGreaterThan(200);
    const holes = (t: string | undefined) => [...(t ?? '').matchAll(/\{(\w+)[:#|}]/g)].map((m) => m[1]).sort();
    for (const l of ['uk', 'ru'] as const) {
      expect(
        Object.keys(messages[l])
          .filter((k) => !k.includes('.error.cards.'))
          .sort(),
        l,
      ).toEqual(keys.filter((k) => !k.includes('.error.cards.')));
      for (const k of keys) {
        expect(messages[l][k]?.trim(), `${l} ${k}`).toBeTruthy();
        if (!/\.(one|other)$/.test(k)) expect(holes(messages[l][k]), `${l} ${k}`).toEqual(holes(messages.en[k]));
      }
    }
  });

  it('render every line, description and piece of content of real games with nothing left over', () => {
    const seen = new Set<string>();
    const check = (msg: Message) => {
      messageKeys(msg, seen);
      for (const l of LOCALES) {
        const text = renderTotwMessage(msg, l, seatName);
        expect(text, `${l} ${msg.key}: ${text}`).not.toMatch(/\{\w+\}|totw\.|undefined|\(\d,\d\)|§/);
        if (l !== 'en') expect(latinWords(text), `${l} ${msg.key}: ${text}`).toBeNull();
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
        // Refusals: every action of another seat, and some of this seat's that are not legal now.
        for (const x of tribesOfTheWind.actionCandidates(m.state, seat, new Rng(`${seed}/${guard}`)).slice(0, 12)) {
          const r = checkAction(tribesOfTheWind, m.state, players, seat, x);
          if (!r.ok) check(refusalMessage(r.error));
        }
        expect(m.submit(seat, a).ok).toBe(true);
      }
      expect(m.outcome()).not.toBeNull();
      for (const entries of m.actionLogs)
        for (const e of entries) for (const msg of [e, ...(e.others ? [e.others] : [])]) check(msg);
    }
    // Every piece of content as the web labels it: card rows, tile bonuses and gains, tasks, temple slots.
    for (const edition of CONTENT_EDITIONS)
      for (const card of tablesOf(edition).cards.values()) for (const row of card.rows) check(rowMessage(row));
    // Every card's and tile's name, as the web prints it on the picture.
    for (const id of [...CAT.cardIds, ...CAT.forestIds, ...CAT.villageIds]) check(nameMessage(id) as Message);
    for (const tile of CAT.forest.values()) check(effectsMessage(tile.bonuses));
    for (const tile of CAT.start.values()) check(effectsMessage(tile.gains));
    for (const edition of CONTENT_EDITIONS) {
      for (const v of tablesOf(edition).villages.values()) {
        check(taskMessage(v.task));
        check(effectsMessage(v.immediate));
      }
    }
    for (const l of CAT.leaders.values()) {
      check({ key: `totw.leader.${l.id}` }); // the web's leader panel names the leader so
      check(taskMessage(l.uniqueTask));
      for (const slot of l.templeSlots) check(effectsMessage(slot));
    }
    // Lines these games rarely reach, with the params the engine gives them.
    const p0 = { seat: 0 };
    const effects = (items: Message[]): Message =>
      items.length === 0 ? effectsMessage([]) : { key: 'totw.effects', params: { items } };
    const rare: Message[] = [
      { key: 'totw.log.final-round', params: { round: 9 } },
      { key: 'totw.log.game-over', params: { round: 9 } },
      { key: 'totw.log.fifth-village', params: { player: { seat: 1 }, round: 8 } },
      { key: 'totw.log.cleanse-nothing', params: { player: p0, n: 2 } },
      { key: 'totw.log.ash-to-soil', params: { player: p0, cell: 'D3' } },
      { key: 'totw.log.firebreak', params: { player: p0, cell: 'C2' } },
      { key: 'totw.log.rooted-riders', params: { player: p0, cell: 'B1' } },
      { key: 'totw.log.task-colour-path', params: { player: { seat: 2 } } },
      {
        key: 'totw.log.effects',
        params: {
          player: { seat: 2 },
          source: { key: 'totw.source.ability', params: { id: 'updraft' } },
          effects: effects([{ key: 'totw.effect.move', params: { n: 2 } }]),
        },
      },
      { key: 'totw.log.plant-skip', params: { player: p0, left: 0 } },
      { key: 'totw.log.free-temple-skip', params: { player: { seat: 1 }, left: 0 } },
      // A village card's free temple (V01, V11, V15, V21, V22): whether these games take one depends on the cards.
      {
        key: 'totw.action.free-temple',
        params: { slot: 2, cell: 'B2', effects: effects([{ key: 'totw.effect.move', params: { n: 2 } }]) },
      },
      { key: 'totw.action.free-temple-skip' },
      {
        key: 'totw.log.village-card-replace',
        params: {
          player: { seat: 1 },
          card: 'V03',
          old: 'V07',
          task: { key: 'totw.task.same-colour-line', params: { n: 3 } },
          vp: 4,
        },
      },
      {
        key: 'totw.action.village-card-replace',
        params: {
          card: 'V26',
          old: 'V07',
          task: { key: 'totw.task.colour-path', params: { path: ['moss', 'amber', 'dusk'] } },
          vp: 2,
        },
      },
      {
        key: 'totw.action.play-both',
        params: {
          card: 'B03',
          element: 'water',
          effects: {
            key: 'totw.effects.both',
            params: {
              easy: rowEffectsMessage(tablesOf(CURRENT_EDITION).cards.get('B03')?.rows[0]),
              hard: rowEffectsMessage(tablesOf(CURRENT_EDITION).cards.get('B03')?.rows[1]),
            },
          },
        },
      },
      {
        key: 'totw.log.plant',
        params: { player: p0, tile: 'M08', cell: 'B2', cost: 2, from: { key: 'totw.from.stack' } },
      },
      // No card of set v1 scales on the holder alone; the builder still speaks of it.
      { key: 'totw.req.scaling-self', params: { el: 'water' } },
      { key: 'totw.action.firebreak', params: { cell: 'C2' } },
      { key: 'totw.action.rooted-accept', params: { cell: 'B1' } },
      { key: 'totw.action.rooted-decline' },
      { key: 'totw.action.unknown' },
      { key: 'totw.action.draw-deck', params: { element: 'hidden' } },
      // Every decision the engine may skip, the leader card choice among them.
      ...QUESTION_KINDS.map((decision) => ({ key: 'totw.log.skipped', params: { player: p0, decision } })),
      // Every source of effects.
      ...(
        [
          { key: 'totw.source.start', params: { id: 'S2' } },
          { key: 'totw.source.temple-slot', params: { n: 4 } },
          { key: 'totw.source.build-bonus', params: { tile: 'M08' } },
          { key: 'totw.source.village-card', params: { id: 'V03' } },
          { key: 'totw.source.village', params: { tile: 'M08' } },
          { key: 'totw.source.plant', params: { tile: 'M08' } },
          { key: 'totw.source.draw-step' },
          { key: 'totw.source.end-of-turn' },
          { key: 'totw.source.card', params: { card: 'B03', row: 'easy' } },
        ] as Message[]
      ).map((source) => ({ key: 'totw.log.effects', params: { player: p0, source, effects: effects([]) } })),
      ...RARE_REFUSALS,
    ];
    for (const msg of rare) check(msg);
    // Every entry is used: a message seen, a part of one (effects, tasks…), or an id's name.
    // The "Learn to play" lesson's words are the web lesson's: packages/web/test/lessons.test.ts renders
    // each in every language and fails on one the lesson does not use.
    const used = (k: string) =>
      seen.has(k) || NAMES.some((p) => k.startsWith(`${p}.`)) || k.startsWith('totw.tutorial.');
    expect(Object.keys(messages.en).filter((k) => !used(k))).toEqual([]);
  });

  it('name every element card, forest tile and village card, distinctly, in every language', () => {
    const ids = [...CAT.cardIds, ...CAT.forestIds, ...CAT.villageIds];
    expect(ids.length).toBe(80 + 39 + 30);
    for (const l of LOCALES) {
      const rendered = ids.map((id) => {
        const msg = nameMessage(id);
        expect(msg, id).not.toBeNull();
        expect(messages[l][msg?.key ?? ''], `${l} ${id}`).toBeTruthy();
        return renderTotwMessage(msg as Message, l, seatName);
      });
      // Cards that differ in content differ in name; every id of set v1 differs in content.
      expect(new Set(rendered).size, l).toBe(ids.length);
      for (const name of rendered) expect(name, `${l} ${name}`).toMatch(/^\p{Lu}/u);
    }
    expect(nameMessage('S1')).toBeNull();
    // Names say what the card asks and gives, in the glossary's words.
    const en = (id: string) => renderTotwMessage(nameMessage(id) as Message, 'en', seatName);
    expect(en('B15')).toBe('Fiery Spring of Plenty');
    expect(en('Y18')).toBe('Gust of Rivalry on the Right');
    expect(en('D07')).toBe('Dusk Wood of the Portal');
    expect(en('V02')).toBe('Town of the Four Corners');
    expect(renderTotwMessage(nameMessage('M02') as Message, 'uk', seatName)).toBe('Мохова галявина джерел і очищення');
    expect(renderTotwMessage(nameMessage('R04') as Message, 'ru', seatName)).toBe('Пар без воды');
  });

  it('reads like the glossary examples', () => {
    const play: Message = {
      key: 'totw.log.play',
      params: {
        player: { seat: 1 },
        card: 'R05',
        element: 'fire',
        row: 'hard',
        effects: {
          key: 'totw.effects',
          params: {
            items: [
              { key: 'totw.effect.water', params: { n: 3 } },
              { key: 'totw.effect.cleanse', params: { n: 2 } },
            ],
          },
        },
      },
    };
    expect(renderTotwMessage(play, 'en', seatName)).toBe(
      'Ivan plays Steam of the Gathering (R05; fire, hard row): +3 water, cleanse 2.',
    );
    expect(renderTotwMessage(play, 'uk', seatName)).toBe(
      'Ivan — грає карту «Пара зібрання» (R05), стихія «Вогонь» (складна вимога): +3 води, очищення: 2.',
    );
    expect(renderTotwMessage(play, 'ru', seatName)).toBe(
      'Ivan — играет карту «Пар собрания» (R05), стихия «Огонь» (сложное требование): +3 воды, очистка: 2.',
    );
    const fifth: Message = { key: 'totw.log.fifth-village', params: { player: { seat: 0 }, round: 7 } };
    expect(renderTotwMessage(fifth, 'uk', seatName)).toBe(
      'Олена — будує пʼяте селище й бере жетон кінця гри (раунд 7).',
    );
    const step: Message = { key: 'totw.log.step', params: { player: { seat: 2 }, from: 'capital', to: 'A1' } };
    expect(renderTotwMessage(step, 'ru', seatName)).toBe('Bob — перемещает всадника: столица → A1.');
  });
});
