import type { Outcome } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { totwOutcome, tribesOfTheWind } from '@boardhall/tribes-of-the-wind';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANN, BOB, CID, game, putOnMap, stash } from '../../four-humours/test/scenarios/fixture.ts';
import { board, F3 } from '../../tribes-of-the-wind/test/scenarios/fixtures.ts';
import { fourHumoursPlugin } from '../src/games/four-humours/plugin.tsx';
import { fhTranslator } from '../src/games/four-humours/text.ts';
import { playerRange } from '../src/games/player-range.ts';
import { tribesPlugin } from '../src/games/tribes-of-the-wind/plugin.tsx';
import { totwTranslator } from '../src/games/tribes-of-the-wind/text.ts';
import type { AnyGamePlugin, SeatDisplay } from '../src/games/types.ts';
import { I18nProvider } from '../src/i18n/I18n.tsx';
import type { Locale } from '../src/i18n/types.ts';
import { placeRows } from '../src/ui/places.ts';

const seats: SeatDisplay[] = ['Ann', 'Bob', 'Cid'].map((name, seat) => ({
  seat,
  name,
  kind: 'human',
  local: true,
  connected: true,
  substitute: false,
}));

let locale: Locale = 'en';
beforeAll(() => {
  // The provider reads the language from the address bar, as in the browser.
  vi.stubGlobal('location', {
    get search() {
      return `?lang=${locale}`;
    },
  });
  vi.stubGlobal('navigator', { languages: [] });
});
afterAll(() => vi.unstubAllGlobals());

/** The end screen's score table, rendered to HTML: one string per row, by seat. */
function rowsOf(plugin: AnyGamePlugin, view: unknown, outcome: Outcome, lang: Locale): Map<number, string> {
  locale = lang;
  const html = renderToStaticMarkup(
    createElement(I18nProvider, null, createElement(plugin.ScoreTable, { view, outcome, seats })),
  );
  const rows = new Map<number, string>();
  for (const m of html.matchAll(/<tr[^>]*data-seat="(\d+)"[^>]*>(.*?)<\/tr>/g)) rows.set(Number(m[1]), m[2] as string);
  return rows;
}

describe('end screens render the engine’s explanation', () => {
  it('Four Humours: the tie-breaker that decided a place, in every language', () => {
    const s = game(3);
    s.objectives[0]?.claimedBy.push(ANN);
    putOnMap(s, BOB, 'C', 'A1');
    s.phase = 'over';
    const outcome = fourHumours.outcome(s) as Outcome;
    expect(placeRows(outcome)).toEqual([
      { seat: ANN, rank: 1, note: null },
      { seat: BOB, rank: 2, note: 'mapPotions' },
      { seat: CID, rank: 3, note: null },
    ]);
    for (const lang of ['en', 'uk', 'ru'] as const) {
      const rows = rowsOf(fourHumoursPlugin, fourHumours.view(s, 'spectator'), outcome, lang);
      expect(rows.get(BOB)).toContain(fhTranslator(lang)('fh.tiebreak.map-potions'));
      expect(rows.get(ANN)).not.toContain(fhTranslator(lang)('fh.tiebreak.map-potions'));
    }
  });

  it('Four Humours: a shared place and a lower-better tie-breaker', () => {
    const s = game(3, { options: { tieBreakers: ['fewestRemoved'] } });
    stash(s, CID, { C: 1 });
    s.phase = 'over';
    const outcome = fourHumours.outcome(s) as Outcome;
    expect(placeRows(outcome).map((r) => [r.seat, r.rank, r.note])).toEqual([
      [ANN, 1, 'shared'],
      [BOB, 1, 'shared'],
      [CID, 3, null],
    ]);
    const rows = rowsOf(fourHumoursPlugin, fourHumours.view(s, 'spectator'), outcome, 'uk');
    expect(rows.get(ANN)).toContain(fhTranslator('uk')('fh.tiebreak.shared'));
  });

  it('Tribes of the Wind: equal scores split by villages', () => {
    const s = F3();
    s.phase = 'over';
    s.endedBy = 'max-rounds';
    board(s, 1).village[0] = true;
    const cleaner = board(s, 2);
    let polluted = cleaner.pollution.filter((n) => n > 0).length;
    cleaner.pollution = cleaner.pollution.map((n) => (n > 0 && polluted-- > 2 ? 0 : n));
    const outcome = totwOutcome(s) as Outcome;
    expect(placeRows(outcome).map((r) => r.note)).toEqual(['villages', null, null]);
    for (const lang of ['en', 'uk', 'ru'] as const) {
      const rows = rowsOf(tribesPlugin, tribesOfTheWind.view(s, 'spectator'), outcome, lang);
      expect(rows.get(1)).toContain(totwTranslator(lang)('totw.tiebreak.villages'));
      expect(rows.get(2)).not.toContain(totwTranslator(lang)('totw.tiebreak.villages'));
    }
  });
});

describe('the create form asks the game how many players', () => {
  it('follows minPlayers, maxPlayers and validateSetup', () => {
    expect(playerRange(fourHumours as never, { mode: 'kingdom' })).toEqual({ min: 2, max: 6 });
    expect(playerRange(fourHumours as never, { mode: 'solo' })).toEqual({ min: 1, max: 1 });
    expect(playerRange(tribesOfTheWind as never, {})).toEqual({ min: 2, max: 5 });
  });
});
