import { PARTIES, SC1, SCENES } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DICTS } from '../src/account/text/index.ts';
import { ANALYSIS_DICTS } from '../src/analysis/text/index.ts';
import { TABLE_DICTS } from '../src/clocks/i18n/index.ts';
import { cellName, FH_DICTS, objectiveName, partyName, sceneName } from '../src/games/four-humours/text.ts';
import { en } from '../src/i18n/en.ts';
import { ru } from '../src/i18n/ru.ts';
import type { Locale } from '../src/i18n/types.ts';
import { uk } from '../src/i18n/uk.ts';
import { RATINGS_DICTS } from '../src/ratings/text/index.ts';
import { TUTORIAL_DICTS } from '../src/tutorial/text/index.ts';

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
checkFamily('account', ACCOUNT_DICTS);
checkFamily('table (clocks, chat)', TABLE_DICTS);
checkFamily('ratings (profiles, leaderboards)', RATINGS_DICTS);
checkFamily('tutorial (learn to play)', TUTORIAL_DICTS);
checkFamily('analysis (post-game analysis, hints)', ANALYSIS_DICTS);

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

// The catalogue itself (every key, every language, every line of real games) is walked by
// packages/four-humours/test/messages.test.ts; here the table's helpers read it.
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
