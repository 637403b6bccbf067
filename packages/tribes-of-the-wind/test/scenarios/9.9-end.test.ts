import { describe, expect, it } from 'vitest';
import { totwOutcome, tribesOfTheWind } from '../../src/index.ts';
import { defaultOptions } from '../../src/options.ts';
import { legalActions } from '../../src/rules/legal.ts';
import { setupGame } from '../../src/setup.ts';
import type { TotwState } from '../../src/state.ts';
import { act, at, code, F3, F4, putTile } from './fixtures.ts';

/** Four villages and a 2-slot forest with 2 riders at (2,0), ready to become the fifth. */
function readyForFifth(s: TotwState, seat: number): void {
  const [a, b, c, d] = s.stack.filter((id) => /0[256]$/.test(id));
  putTile(s, seat, 0, 1, a as string, { village: true });
  putTile(s, seat, 0, 2, b as string, { village: true });
  putTile(s, seat, 1, 0, c as string, { village: true });
  putTile(s, seat, 1, 1, d as string, { village: true });
  const two = s.stack.find((id) => id.endsWith('01')) as string;
  putTile(s, seat, 2, 0, two, { riders: 2 });
}

/**
 * Plays on with each seat's first legal action (a village action only for `builders`), recording
 * (round, seat) at the start of every turn, until the game is over.
 */
function playOut(s: TotwState, builders: ReadonlySet<string> = new Set()): [number, number][] {
  const turns: [number, number][] = [];
  let last = '';
  let guard = 0;
  while (s.phase !== 'over') {
    const key = `${s.round}:${s.seat}`;
    if (key !== last && s.phase === 'action') {
      turns.push([s.round, s.seat]);
      last = key;
    }
    const legal = legalActions(s, s.seat);
    const build = legal.find((a) => a.type === 'village');
    const a = builders.has(key) && build ? build : (legal.find((x) => x.type !== 'village') ?? legal[0]);
    if (!a) throw new Error('no legal action');
    act(s, s.seat, a);
    if (++guard > 5000) throw new Error('no end');
  }
  return turns;
}

describe('9.9 End of the game', () => {
  it('9.9.1 (#43) trigger by a middle seat: finish the round, then one full final round', () => {
    const s = F4({ seat: 1, round: 6 });
    readyForFifth(s, 1);
    act(s, 1, { type: 'village', cell: at(2, 0) });
    expect(s.endToken).toBe(1);
    expect(s.triggerRound).toBe(6);
    expect(playOut(s)).toEqual([
      [6, 2],
      [6, 3],
      [7, 0],
      [7, 1],
      [7, 2],
      [7, 3],
    ]);
    expect(s.endedBy).toBe('fifth-village');
    expect(tribesOfTheWind.activeSeats(s)).toEqual([]);
    for (const seat of [0, 1, 2, 3]) expect(code(s, seat, { type: 'pass' })).toBe('game-over');
    expect(code(s, 3, { type: 'draw', source: 'deck' })).toBe('game-over');
    expect(totwOutcome(s)?.breakdowns[1]?.endToken).toBe(5);
  });

  it('9.9.2 (#44) trigger by the last seat: the next round is the final round', () => {
    const s = F3({ seat: 2, round: 8 });
    readyForFifth(s, 2);
    act(s, 2, { type: 'village', cell: at(2, 0) });
    expect(playOut(s)).toEqual([
      [9, 0],
      [9, 1],
      [9, 2],
    ]);
    expect(s.round).toBe(9);
    expect(s.endedBy).toBe('fifth-village');
  });

  it('9.9.3 (#45) a later fifth village gains no token and changes nothing', () => {
    const s = F4({ seat: 1, round: 6 });
    readyForFifth(s, 1);
    readyForFifth(s, 3);
    act(s, 1, { type: 'village', cell: at(2, 0) });
    const turns = playOut(s, new Set(['7:3']));
    expect(turns.at(-1)).toEqual([7, 3]);
    expect(turns.length).toBe(6);
    expect(s.boards[3]?.markers).toBe(0);
    expect(s.endToken).toBe(1);
    expect(totwOutcome(s)?.breakdowns[3]?.endToken).toBe(0);
  });

  it('9.9.4 (#46) the safety valve ends the game after round maxRounds', () => {
    const s = setupGame(3, defaultOptions({ maxRounds: 3, leaders: ['ysolde', 'karrek', 'mirren'] }), 'valve');
    while (s.setup) {
      const a = legalActions(s, s.seat)[0];
      if (!a) throw new Error('no legal action');
      act(s, s.seat, a);
    }
    const turns = playOut(s);
    expect(turns.at(-1)).toEqual([3, 2]);
    expect(turns.length).toBe(9);
    expect(s.endedBy).toBe('max-rounds');
    expect(s.endToken).toBeNull();
    const out = totwOutcome(s);
    expect(out?.endedBy).toBe('max-rounds');
    expect(out?.breakdowns.map((b) => b.endToken)).toEqual([0, 0, 0]);
  });
});
