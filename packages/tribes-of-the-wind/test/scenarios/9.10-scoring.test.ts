import { rankingOf } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { scoreBreakdown } from '../../src/index.ts';
import { rankBreakdowns, type ScoreBreakdown } from '../../src/rules/scoring.ts';
import {
  act,
  at,
  board,
  cellOf,
  code,
  F3,
  putTile,
  question,
  resolveEffects,
  setPollution,
  setupState,
  village21,
} from './fixtures.ts';

function breakdown(total: number, villages: number, polluted = 2, water = 3, tiles = 6): ScoreBreakdown {
  return {
    endToken: 0,
    villages: 0,
    temples: 0,
    pollutedCells: 0,
    tiles: 0,
    villageCards: 0,
    leaderPowers: 0,
    total,
    complete: true,
    detail: {
      villageCount: villages,
      templeCount: 0,
      pollutedCellCount: polluted,
      tileCount: tiles,
      water,
      tucked: [],
      powers: [],
    },
  };
}

describe('9.10 Scoring and pollution', () => {
  it('9.10.1 (#47) the full breakdown', () => {
    const s = F3({ tucked: { 0: ['V03', 'V09', 'V14'] } });
    const b = board(s);
    b.abilities = ['reservoir'];
    s.endToken = 0;
    putTile(s, 0, 0, 1, 'M01', { temple: 0 });
    putTile(s, 0, 0, 2, 'M02', { temple: 1 });
    putTile(s, 0, 1, 0, 'A01', { village: true, temple: 2 });
    putTile(s, 0, 1, 1, 'A02', { village: true, temple: 3 });
    putTile(s, 0, 1, 2, 'A03', { village: true });
    putTile(s, 0, 2, 0, 'D01', { village: true });
    putTile(s, 0, 2, 1, 'D02', { village: true });
    putTile(s, 0, 2, 3, 'D04');
    for (const [r, c] of [
      [0, 3],
      [2, 2],
    ] as const) {
      setPollution(s, 0, r, c, 0);
    }
    setPollution(s, 0, 1, 3, 3);
    b.water = 4;
    const x = scoreBreakdown(s, 0);
    expect(x.detail.tucked.map((t) => t.met)).toEqual([true, false, true]);
    expect([x.endToken, x.villages, x.temples, x.pollutedCells, x.tiles, x.villageCards, x.leaderPowers]).toEqual([
      5, 15, 7, 7, 8, 8, 1,
    ]);
    expect(x.total).toBe(51);
  });

  it('9.10.2 (#48) polluted cells are counted, not tokens; Clear Skies scores one fewer', () => {
    const s = F3();
    const karrek = board(s, 1);
    karrek.pollution = karrek.pollution.map(() => 0);
    setPollution(s, 1, 1, 3, 3);
    setPollution(s, 1, 2, 3, 2);
    expect(scoreBreakdown(s, 1).pollutedCells).toBe(3);
    karrek.abilities = ['clearSkies'];
    const x = scoreBreakdown(s, 1);
    expect(x.pollutedCells + x.leaderPowers).toBe(7);
    expect(x.detail.pollutedCellCount).toBe(2);
  });

  it('9.10.3 (#49) tie-breaks: villages first; full ties share the rank', () => {
    const rank = (seats: ScoreBreakdown[]) => rankingOf(rankBreakdowns(seats));
    const decided = (seats: ScoreBreakdown[]) => rankBreakdowns(seats).places.map((p) => p.decidedBy);
    const seats = [breakdown(38, 6), breakdown(40, 4), breakdown(40, 5)];
    expect(rank(seats)).toEqual([[2], [1], [0]]);
    expect(decided(seats)).toEqual(['villages', 'score', null]);
    expect(rank([breakdown(38, 6), breakdown(40, 4), breakdown(40, 4)])).toEqual([[1, 2], [0]]);
    expect(rank([breakdown(40, 4, 1), breakdown(40, 4, 2)])).toEqual([[0], [1]]);
    expect(decided([breakdown(40, 4, 1), breakdown(40, 4, 2)])).toEqual(['polluted', null]);
    expect(rank([breakdown(40, 4, 1, 2), breakdown(40, 4, 1, 5)])).toEqual([[1], [0]]);
    expect(decided([breakdown(40, 4, 1, 2), breakdown(40, 4, 1, 5)])).toEqual(['water', null]);
    expect(rank([breakdown(40, 4, 1, 2, 9), breakdown(40, 4, 1, 2, 8)])).toEqual([[0], [1]]);
    expect(decided([breakdown(40, 4, 1, 2, 9), breakdown(40, 4, 1, 2, 8)])).toEqual(['tiles', null]);
  });

  it('9.10.4 (#50) with buildPollutionStacks off a polluted cell gets no extra token', () => {
    const s = village21({ buildPollutionStacks: false });
    act(s, 0, { type: 'village', cell: at(1, 1) });
    expect(board(s).pollution[cellOf(1, 2)]).toBe(1);
    expect(board(s).pollution[cellOf(2, 1)]).toBe(1);
  });

  it('9.10.5 (#51) cleanse decisions: one per token, at most the tokens there are; Purifier adds one', () => {
    const s = F3();
    const b = board(s);
    b.pollution = b.pollution.map(() => 0);
    setPollution(s, 0, 1, 0, 1);
    setPollution(s, 0, 2, 3, 1);
    resolveEffects(s, [{ kind: 'cleanse', n: 3 }]);
    expect(question(s)).toEqual({ kind: 'cleanse', done: 0, n: 2 });
    expect(code(s, 0, { type: 'cleanse', cell: at(0, 1) })).toBe('cell-not-polluted');
    act(s, 0, { type: 'cleanse', cell: at(1, 0) });
    act(s, 0, { type: 'cleanse', cell: at(2, 3) });
    expect(b.pollution.every((p) => p === 0)).toBe(true);
    expect(question(s)).toBeNull();
    expect(s.seat).toBe(1);

    const k = F3({ seat: 1 });
    board(k, 1).abilities = ['purifier'];
    resolveEffects(k, [{ kind: 'cleanse', n: 1 }]);
    expect(question(k)).toEqual({ kind: 'cleanse', done: 0, n: 2 });
  });

  it('9.10.6 (#52) setup gains; S3’s cleanse is answered before round 1', () => {
    const s = setupState(3, ['ysolde', 'karrek', 'mirren']);
    expect(s.boards.map((b) => b.water)).toEqual([1, 2, 2]);
    expect(s.setup).toBe(true);
    expect(s.seat).toBe(2);
    expect(question(s)).toEqual({ kind: 'cleanse', done: 0, n: 1 });
    expect(code(s, 0, { type: 'pass' })).toBe('not-your-turn');
    const tokens = board(s, 2).pollution.reduce((a, b) => a + b, 0);
    act(s, 2, { type: 'cleanse', cell: at(0, 1) });
    expect(board(s, 2).pollution.reduce((a, b) => a + b, 0)).toBe(tokens - 1);
    expect([s.setup, s.round, s.seat, s.phase]).toEqual([false, 1, 0, 'action']);
  });
});
