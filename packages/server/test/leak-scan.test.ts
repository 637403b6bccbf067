import { findGame } from '@boardhall/engine';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { scanForLeaks } from './helpers.ts';

describe('the frame secret scan', () => {
  const def = findGame(games, 'tribes-of-the-wind');
  const state = def.setup(2, def.optionsSchema.parse({}), 'leak-scan');
  const secret = def.secretsOf(state, 1)[0] as string;
  const frame = (fields: Record<string, unknown>) =>
    JSON.stringify({ type: 'state', matchId: 'Ab12Cd34Ef56', actionCount: 0, view: {}, ...fields });

  it('finds another seat’s card anywhere in the frame’s content', () => {
    const { leaks } = scanForLeaks(def, [state], 2, 0, [
      frame({ view: { row: [secret] } }),
      frame({ log: `x${secret}y` }),
    ]);
    expect(leaks).toHaveLength(2);
  });

  it('does not count a card id that the random match id, seed or request id happens to hold', () => {
    const random = { matchId: `q${secret}Z9`, seed: `${secret}-seed`, requestId: `r${secret}` };
    expect(scanForLeaks(def, [state], 2, 0, [frame(random)]).leaks).toEqual([]);
  });
});
