import { Match, type Seat } from '@boardhall/engine';
import { type FourHumoursAction, fourHumours, PARTIES, SC1, SCENES } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import {
  cellName,
  FH_DICTS,
  objectiveName,
  partyName,
  renderFhMessage,
  sceneName,
} from '../src/games/four-humours/text.ts';
import { en } from '../src/i18n/en.ts';
import { ru } from '../src/i18n/ru.ts';
import type { Locale } from '../src/i18n/types.ts';
import { uk } from '../src/i18n/uk.ts';

const LOCALES: readonly Locale[] = ['en', 'uk', 'ru'];

function checkFamily(name: string, dicts: Readonly<Record<Locale, Readonly<Record<string, unknown>>>>) {
  describe(`${name} dictionaries`, () => {
    const keys = Object.keys(dicts.en).sort();
    for (const l of LOCALES) {
      it(`${l} has exactly the English keys, none empty`, () => {
        expect(Object.keys(dicts[l]).sort()).toEqual(keys);
        for (const [k, v] of Object.entries(dicts[l])) {
          if (typeof v === 'string') expect(v.trim(), k).not.toBe('');
          else {
            const forms = v as Record<string, string>;
            const need = l === 'en' ? ['one', 'other'] : ['one', 'few', 'many', 'other'];
            for (const f of need) expect(forms[f], `${k}.${f}`).toBeTruthy();
          }
        }
      });
    }
    it('Ukrainian uses the modifier apostrophe ʼ, never a typewriter one', () => {
      for (const [k, v] of Object.entries(dicts.uk))
        expect(JSON.stringify(v), k).not.toMatch(/[a-zа-яіїєґ]'[a-zа-яіїєґ]/i);
    });
    it('translations use the same placeholders as English (either case form)', () => {
      const holes = (v: unknown) =>
        [...JSON.stringify(v).matchAll(/\{(\w+)\}/g)]
          .map((m) => m[1]?.toLowerCase())
          .sort()
          .filter((x, i, a) => a.indexOf(x) === i);
      for (const [k, v] of Object.entries(dicts.en)) {
        for (const l of ['uk', 'ru'] as const) expect(holes(dicts[l][k]), `${l} ${k}`).toEqual(holes(v));
      }
    });
  });
}

checkFamily('app', { en, uk, ru });
checkFamily('four humours', FH_DICTS);

describe('game names (issue #8)', () => {
  it('are the official titles', () => {
    expect([en['fh.title'], uk['fh.title'], ru['fh.title']]).toEqual([
      'Four Humours',
      'Чотири темпераменти',
      'Четыре темперамента',
    ]);
    expect([en['totw.title'], uk['totw.title'], ru['totw.title']]).toEqual([
      'Tribes of the Wind',
      'Племена вітру',
      'Племена ветра',
    ]);
  });
});

describe('Four Humours messages (the game package’s catalogue, names filled by the web)', () => {
  it('have every English key in Ukrainian and Russian', () => {
    const keys = Object.keys(fourHumours.messages.en).sort();
    expect(keys.length).toBeGreaterThan(50);
    for (const l of ['uk', 'ru'] as const) expect(Object.keys(fourHumours.messages[l]).sort(), l).toEqual(keys);
  });

  it('render every line of real games with no placeholder or key left over', () => {
    const names = ['Олена', 'Ivan', 'Bob', 'Dee'];
    const seatName = (s: Seat) => names[s] ?? `#${s}`;
    const seen = new Set<string>();
    const games: [number, string, Record<string, unknown>][] = [
      [3, 'i18n-a', {}],
      [4, 'i18n-b', {}],
      [2, 'i18n-c', {}],
    ];
    // Fiefdom and Solo, as soon as the engine offers them.
    if (fourHumours.optionsSchema.safeParse({ mode: 'fiefdom' }).success)
      games.push([3, 'i18n-f', { mode: 'fiefdom' }]);
    if (fourHumours.optionsSchema.safeParse({ mode: 'solo' }).success) games.push([1, 'i18n-s', { mode: 'solo' }]);
    for (const [players, seed, options] of games) {
      const m = Match.create(fourHumours, players, options, seed);
      let guard = 0;
      while (m.outcome() === null && guard++ < 2000) {
        const seat = fourHumours.activeSeats(m.state)[0] as number;
        const legal = fourHumours.legalActions(m.state, seat);
        // Prefer placing so games reach resolutions, parties and the end.
        const a = legal.find((x) => x.type === 'place') ?? (legal[guard % legal.length] as FourHumoursAction);
        const before = m.state;
        expect(m.submit(seat, a).ok).toBe(true);
        const describe = fourHumours.describe(before, seat, a);
        for (const l of LOCALES) expect(renderFhMessage(describe, l, seatName)).not.toMatch(/\{\w+\}|fh\./);
      }
      expect(m.outcome()).not.toBeNull();
      for (const entries of m.actionLogs) {
        for (const e of entries) {
          for (const msg of [e, ...(e.others ? [e.others] : [])]) {
            seen.add(msg.key);
            for (const l of LOCALES) {
              const text = renderFhMessage(msg, l, seatName);
              expect(text, `${l} ${msg.key}: ${text}`).not.toMatch(/\{\w+\}|fh\.|undefined/);
              if (l !== 'en') expect(text, `${l} ${msg.key}: ${text}`).not.toMatch(/\b(The|Slot|Round|Scene)\b/);
            }
          }
        }
      }
    }
    expect(seen.size).toBeGreaterThan(25);
  });
});

describe('content names', () => {
  it('name every cell, scene, party and objective in every language', () => {
    for (const l of LOCALES) {
      for (const tile of SC1.tiles) for (const c of tile.cells) expect(cellName(c.id, l)).not.toBe(c.id);
      for (const s of SCENES) expect(sceneName(s.id, l)).not.toBe(s.id);
      for (const p of PARTIES) expect(partyName(p.id, l)).not.toBe(p.id);
      for (const o of SC1.objectives) expect(objectiveName(o.id, l)).not.toBe(o.id);
    }
    expect(sceneName('S02', 'uk')).toBe('Лицарський турнір');
    expect(sceneName('S31', 'ru')).toBe('Королевские гончие');
    expect(partyName('PT5', 'en')).toBe('The Dragon’s Birthday');
  });
});
