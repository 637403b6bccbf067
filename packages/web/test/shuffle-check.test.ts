import { type AnyGameDefinition, Match, Rng, seedCommitment, toReplay } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import { initialVerdict, verifyShuffle } from '../src/session/shuffle-check.ts';

const def = fourHumours as unknown as AnyGameDefinition;

/** A finished two-player match played with seeded random moves, as its replay text. */
function finishedReplay(seed: string): { text: string; actions: number } {
  const match = Match.create(def, 2, {}, seed);
  const rng = new Rng(`${seed}-moves`);
  while (match.outcome() === null) {
    const seat = def.activeSeats(match.state)[0] as number;
    const result = match.submit(seat, rng.pick(def.legalActions(match.state, seat)));
    if (!result.ok) throw new Error(result.error.message);
  }
  return { text: JSON.stringify(toReplay(match)), actions: match.version };
}

describe('the fair-shuffle check of an online match', () => {
  const seed = 'server-drawn-seed-for-the-check';
  const { text, actions } = finishedReplay(seed);
  const commitment = seedCommitment(seed);

  it('verifies a revealed seed that matches its commitment and replays every move', () => {
    expect(verifyShuffle(def, { commitment, seed }, text)).toEqual({ kind: 'verified', actions });
  });

  it('fails when the revealed seed is not the one committed to', () => {
    expect(verifyShuffle(def, { commitment: seedCommitment('another seed'), seed }, text)).toEqual({
      kind: 'mismatch',
    });
  });

  it('fails when the moves do not replay from the seed', () => {
    const file = JSON.parse(text) as { actions: { hash: string }[] };
    const last = file.actions[file.actions.length - 1] as { hash: string };
    last.hash = last.hash.startsWith('0') ? `1${last.hash.slice(1)}` : `0${last.hash.slice(1)}`;
    const verdict = verifyShuffle(def, { commitment, seed }, JSON.stringify(file));
    expect(verdict.kind).toBe('bad-replay');
    const other = finishedReplay('a different deal');
    expect(verifyShuffle(def, { commitment, seed }, other.text)).toMatchObject({ kind: 'bad-replay' });
  });

  it('waits for the end, and says when a match keeps its seed private', () => {
    expect(initialVerdict({ commitment, seed: null }, false)).toEqual({ kind: 'pending' });
    expect(initialVerdict({ commitment, seed: null }, true)).toEqual({ kind: 'private' });
    expect(initialVerdict({ commitment, seed }, true)).toEqual({ kind: 'checking' });
  });
});
