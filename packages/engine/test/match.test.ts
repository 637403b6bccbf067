import { describe, expect, it } from 'vitest';
import {
  BoardhallError,
  createRegistry,
  type LogEntry,
  Match,
  parseReplay,
  replayMatch,
  seedCommitment,
  stateHash,
  toReplay,
} from '../src/index.ts';
import { tally } from './fixtures/toy-game.ts';

const registry = createRegistry([tally]);

function playToEnd(match: Match<unknown, unknown, unknown, unknown>): void {
  for (let guard = 0; guard < 200 && match.def.activeSeats(match.state).length > 0; guard++) {
    const seat = match.def.activeSeats(match.state)[0] as number;
    const [action] = match.def.legalActions(match.state, seat);
    const result = match.submit(seat, action);
    if (!result.ok) throw new Error(result.error.message);
  }
}

const newMatch = (seed = 'm1') => Match.create(tally, 3, {}, seed) as Match<unknown, unknown, unknown, unknown>;

describe('Match', () => {
  it('fills option defaults and rejects bad players, options and seeds with codes', () => {
    expect(Match.create(tally, 2, undefined, 's').options).toEqual({ handSize: 3 });
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as BoardhallError).code;
      }
      return 'no error';
    };
    expect(codeOf(() => Match.create(tally, 5, {}, 's'))).toBe('bad-players');
    expect(codeOf(() => Match.create(tally, 2.5, {}, 's'))).toBe('bad-players');
    expect(codeOf(() => Match.create(tally, 2, { handSize: 9 }, 's'))).toBe('bad-options');
    expect(codeOf(() => Match.create(tally, 2, { colour: 'red' }, 's'))).toBe('bad-options');
    expect(codeOf(() => Match.create(tally, 2, {}, ''))).toBe('bad-seed');
  });

  it('refuses bad input with a code and a sentence, and changes nothing', () => {
    const match = newMatch();
    const before = stateHash(match.state);
    const seat = tally.activeSeats(match.state as never)[0] as number;
    const cases: [unknown, unknown, string][] = [
      [seat, { type: 'fly' }, 'bad-action'],
      [seat, 'pass', 'bad-action'],
      [seat, null, 'bad-action'],
      [7, { type: 'pass' }, 'bad-seat'],
      ['0', { type: 'pass' }, 'bad-seat'],
      [(seat + 1) % 3, { type: 'pass' }, 'not-your-turn'],
      [seat, { type: 'pass' }, 'must-play'],
      [seat, { type: 'play', token: 'tok-99' }, 'not-in-hand'],
    ];
    for (const [s, action, code] of cases) {
      const result = match.submit(s, action);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe(code);
        expect(result.error.message.length).toBeGreaterThan(10);
      }
    }
    expect(stateHash(match.state)).toBe(before);
    expect(match.version).toBe(0);
  });

  it('records actions with hashes and logs, and reaches an outcome', () => {
    const match = newMatch();
    playToEnd(match);
    expect(match.outcome()).not.toBeNull();
    expect(match.version).toBeGreaterThan(9);
    expect(match.actionLogs.every((l) => l.length > 0)).toBe(true);
    expect(match.hash).toBe(stateHash(match.state));
  });
});

describe('replay files', () => {
  it('round-trip through JSON and verify every hash', () => {
    const match = newMatch('replay');
    playToEnd(match);
    const text = JSON.stringify(toReplay(match));
    const { match: again } = replayMatch(registry, parseReplay(text), true);
    expect(again.hash).toBe(match.hash);
    expect(again.outcome()).toEqual(match.outcome());
  });

  it('reject corrupt files with a code', () => {
    const match = newMatch('corrupt');
    playToEnd(match);
    const file = toReplay(match);
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        expect(e).toBeInstanceOf(BoardhallError);
        return (e as BoardhallError).code;
      }
      return 'no error';
    };
    expect(codeOf(() => parseReplay('{not json'))).toBe('bad-replay');
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, format: 'other' })))).toBe('bad-replay');
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, actions: 'x' })))).toBe('bad-replay');
    expect(codeOf(() => replayMatch(registry, { ...file, game: 'chess' }, true))).toBe('unknown-game');
    expect(codeOf(() => replayMatch(registry, { ...file, players: 9 }, true))).toBe('bad-replay');
    const tampered = structuredClone(file);
    (tampered.actions[2] as { hash: string }).hash = '0000000000000000';
    expect(codeOf(() => replayMatch(registry, tampered, true))).toBe('replay-mismatch');
    expect(codeOf(() => replayMatch(registry, tampered, false))).toBe('no error');
    const illegal = structuredClone(file);
    illegal.actions[1] = { ...(illegal.actions[0] as (typeof file.actions)[number]) };
    expect(codeOf(() => replayMatch(registry, illegal, false))).toBe('bad-replay');
    const { seedCommitment: _, ...uncommitted } = file;
    expect(codeOf(() => replayMatch(registry, { ...uncommitted, seed: 'other' }, true))).toBe('replay-mismatch');
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, version: 3 })))).toBe('bad-replay');
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, seedCommitment: 'ABC' })))).toBe('bad-replay');
    const seats = Array.from({ length: file.players }, () => ({ name: 'Ann' }));
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, seats: seats.slice(1) })))).toBe('bad-replay');
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, seats: [...seats, { name: 'Extra' }] })))).toBe(
      'bad-replay',
    );
    const long = seats.map(() => ({ name: 'x'.repeat(61) }));
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, seats: long })))).toBe('bad-replay');
    expect(codeOf(() => parseReplay(JSON.stringify({ ...file, seats: seats.map(() => ({ name: 3 })) })))).toBe(
      'bad-replay',
    );
    expect(codeOf(() => toReplay(match, seats.slice(1)))).toBe('bad-replay');
  });

  it('may name the seats (people and bots), which takes no part in verifying', () => {
    const match = newMatch('named');
    playToEnd(match);
    const seats = Array.from({ length: match.players }, (_, seat) =>
      seat === 0 ? { name: 'Ann' } : { name: null, bot: 'ismcts:level=normal' },
    );
    const file = parseReplay(JSON.stringify(toReplay(match, seats)));
    expect(file.seats).toEqual(seats);
    expect(replayMatch(registry, file, true).match.hash).toBe(match.hash);
    expect(toReplay(match).seats).toBeUndefined();
  });

  it('are version 2 and carry the seed commitment, which verifying checks against the seed', () => {
    const match = newMatch('committed');
    playToEnd(match);
    const file = toReplay(match);
    expect(file.version).toBe(2);
    expect(file.seedCommitment).toBe(seedCommitment('committed'));
    expect(replayMatch(registry, file, true).verifiedCommitment).toBe(seedCommitment('committed'));
    expect(replayMatch(registry, file, false).verifiedCommitment).toBeNull();
    const { seedCommitment: _, ...uncommitted } = file;
    expect(replayMatch(registry, uncommitted, true).verifiedCommitment).toBeNull();
    const forged = { ...file, seedCommitment: seedCommitment('another seed') };
    expect(() => replayMatch(registry, forged, true)).toThrow(
      expect.objectContaining({ code: 'seed-commitment-mismatch' }),
    );
  });

  it('of version 1 rebuild with the old generator and are saved again as version 1', () => {
    const old = Match.create(tally, 3, {}, 'legacy', 'xoroshiro128plus') as Match<unknown, unknown, unknown, unknown>;
    playToEnd(old);
    const file = toReplay(old);
    expect(file.version).toBe(1);
    expect(file.seedCommitment).toBeUndefined();
    const { match: again } = replayMatch(registry, parseReplay(JSON.stringify(file)), true);
    expect(again.rngScheme).toBe('xoroshiro128plus');
    expect(again.hash).toBe(old.hash);
    // The same seed builds a different game under ChaCha20: the version chooses the generator.
    expect(Match.create(tally, 3, {}, 'legacy').initialHash).not.toBe(old.initialHash);
    expect(() => replayMatch(registry, { ...file, version: 2 }, true)).toThrow(
      expect.objectContaining({ code: 'replay-mismatch' }),
    );
  });
});

describe('setup validation and logs', () => {
  it('asks the game to check players and options together', () => {
    const picky = {
      ...tally,
      validateSetup: (players: number) => (players === 3 ? 'Three is a crowd in this variant.' : null),
    };
    expect(() => Match.create(picky, 3, {}, 's')).toThrow(/Three is a crowd in this variant\./);
    expect(Match.create(picky, 2, {}, 's').players).toBe(2);
  });

  it('keeps what setup logged', () => {
    const chatty = {
      ...tally,
      setup: (players: number, options: { handSize: number }, seed: string, log?: LogEntry[]) => {
        log?.push({ key: 'tally.passed', params: { seat: { seat: 0 } } });
        return tally.setup(players, options, seed);
      },
    };
    expect(Match.create(chatty, 2, {}, 's').setupLog).toEqual([{ key: 'tally.passed', params: { seat: { seat: 0 } } }]);
  });
});
