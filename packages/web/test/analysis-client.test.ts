/** The browser's analysis client (issue #36), run in this thread: what the worker computes, progress, cancel, hints. */
import { analyseReplay, analysisValue, hintBudget, hintSearch, levelBudget } from '@boardhall/bots/core';
import { type AnyGameDefinition, BoardhallError, Match, type ReplayFile, toReplay } from '@boardhall/engine';
import { type FourHumoursAction, fourHumours } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import { analysisKey } from '../src/analysis/cache.ts';
import { ANALYSIS_SEED, analysisClient } from '../src/analysis/client.ts';
import { fourHumoursGame } from './e2e/fh-positions.ts';

const def = fourHumours as AnyGameDefinition;
const BUDGET = 24;

function replayOf(seed: string, names: readonly string[] = ['Ann', 'Bob']): ReplayFile {
  const g = fourHumoursGame(2, {}, seed, null);
  const m = Match.create(fourHumours, 2, {}, seed);
  for (const { seat, action } of g.actions) m.submit(seat, action as FourHumoursAction);
  return toReplay(
    m,
    names.map((name) => ({ name })),
  );
}

describe('analysis client', () => {
  it('gives the analysis the module gives, reporting progress up to the last decision', async () => {
    const replay = replayOf('an-1');
    const client = analysisClient(true);
    const progress: [number, number][] = [];
    const got = await client.analyse(replay, { budget: BUDGET, onProgress: (d, t) => progress.push([d, t]) });
    const direct = analyseReplay(def, replay, { budget: BUDGET, seed: ANALYSIS_SEED });
    expect(got).toEqual(direct);
    expect(got.decisions.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toEqual([got.decisions.length, got.decisions.length]);
    client.dispose();
  });

  it('stops when cancelled, with the code analysis-cancelled', async () => {
    const client = analysisClient(true);
    const controller = new AbortController();
    const run = client.analyse(replayOf('an-2'), {
      budget: BUDGET,
      signal: controller.signal,
      onProgress: (done) => done === 2 && controller.abort(),
    });
    await expect(run).rejects.toMatchObject({ code: 'analysis-cancelled' });
    client.dispose();
  });

  it('refuses a bad budget with a code', async () => {
    const client = analysisClient(true);
    const err = await client.analyse(replayOf('an-1'), { budget: 0 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BoardhallError);
    expect((err as BoardhallError).code).toBe('bad-budget');
  });

  it('keys an analysis by the moves, budget and seed, not by the seats’ names', async () => {
    const a = await analysisKey(replayOf('an-1'), BUDGET, 's');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(await analysisKey(replayOf('an-1', ['Cy', 'Di']), BUDGET, 's')).toBe(a);
    expect(await analysisKey(replayOf('an-1'), BUDGET + 1, 's')).not.toBe(a);
    expect(await analysisKey(replayOf('an-1'), BUDGET, 't')).not.toBe(a);
    expect(await analysisKey(replayOf('an-3'), BUDGET, 's')).not.toBe(a);
  });
});

describe('hints', () => {
  const m = Match.create(fourHumours, 2, {}, 'hint-1');
  const seat = fourHumours.activeSeats(m.state)[0] as number;
  const legal = fourHumours.legalActions(m.state, seat);
  const view = fourHumours.view(m.state, seat);

  it('are at least the hard level’s budget', () => {
    expect(hintBudget(def)).toBeGreaterThanOrEqual(levelBudget(def, 'hard').iterations);
  });

  it('give three legal moves, most visited first, with chances, the same for the same view and seed', async () => {
    const client = analysisClient(true);
    const req = { game: 'four-humours', seat, players: 2, view, legal, seed: 'h', budget: 300 };
    const moves = await client.hint(req);
    expect(moves).toHaveLength(3);
    for (const move of moves) {
      expect(legal).toContainEqual(move.action);
      expect(move.text.key).toMatch(/^fh\.describe\./);
      expect(move.value).toBeGreaterThanOrEqual(0);
      expect(move.value).toBeLessThanOrEqual(1);
    }
    expect(moves.map((x) => x.visits)).toEqual([...moves.map((x) => x.visits)].sort((a, b) => b - a));
    expect(await client.hint(req)).toEqual(moves);
    // The very search the `hint` bot plays by, its chances as a 2-player analysis reports them.
    const searched = hintSearch(def, { seat, view, legal, seed: 'h', budget: 300 });
    expect(moves.map((x) => x.action)).toEqual(searched.slice(0, 3).map((x) => x.action));
    for (const move of moves) expect(move.value).toBeCloseTo(analysisValue(def, 2, move.searchValue), 12);
    expect(moves.some((x) => x.value !== x.searchValue)).toBe(true);
  });

  it('refuse a seat with nothing to do', async () => {
    const client = analysisClient(true);
    const req = { game: 'four-humours', seat, players: 2, view, legal: [], seed: 'h', budget: 10 };
    await expect(client.hint(req)).rejects.toMatchObject({ code: 'no-legal-moves' });
  });
});
