/**
 * A cluster node rebuilds nothing at its start: it loads a match when something asks for it
 * (a socket that arrives first takes a dead node's match over). Whatever loads a playing match,
 * its bots must play on.
 */
import type { CreateMatchResponse } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { MatchService } from '../src/service/match-service.ts';
import { FIRST_FENCE, type MatchOwnership } from '../src/service/ownership.ts';
import type { ServiceLogger } from '../src/service/types.ts';
import type { MatchStore } from '../src/storage/types.ts';
import { games as toyGames } from './fixtures/registry.ts';
import { http, startTestServer, tempDir } from './helpers.ts';
import { openTestStore } from './store-under-test.ts';

const quiet: ServiceLogger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** Every match is this node's: a claim raises its fence in the store, as a cluster node's does. */
function ownEverything(store: MatchStore): MatchOwnership {
  return {
    claim: async (id) => (store.claimMatch ? store.claimMatch(id) : FIRST_FENCE),
    claimNew: async () => undefined,
    released: () => undefined,
    lost: () => undefined,
    handOver: async () => undefined,
  };
}

describe('a playing match loaded on demand', () => {
  it('lets its bots play on, though no start-up recovery loaded it', async () => {
    const data = tempDir();
    // The first server's bots never answer, as if its node died while they thought.
    const dead = await startTestServer({ dataDir: data.dir, bots: { choose: () => new Promise(() => undefined) } });
    const m = await http<CreateMatchResponse>(dead.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [
        { kind: 'bot', bot: 'random' },
        { kind: 'bot', bot: 'random' },
      ],
    });
    expect(m.body.status).toBe('playing');
    await dead.close();

    const store = await openTestStore(data.dir);
    const service = new MatchService({
      registry: toyGames,
      store,
      logger: quiet,
      ownership: ownEverything(store),
      bots: {
        choose: async (request) => request.legal[0],
      },
    });
    try {
      await service.start();
      // A node with ownership recovers nothing by itself: the match is loaded by this first read.
      const first = await service.publicMatch(m.body.matchId);
      expect(first.status).toBe('playing');
      let status = first.status;
      for (let i = 0; i < 200 && status !== 'finished'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        status = (await service.publicMatch(m.body.matchId)).status;
      }
      expect(status).toBe('finished');
    } finally {
      await service.close();
      await store.close();
      data.remove();
    }
  });
});
