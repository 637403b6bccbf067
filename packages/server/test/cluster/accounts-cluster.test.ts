/**
 * Accounts across two nodes of a cluster (in this process, on PostgreSQL and a Redis of the
 * test's own), behind one public origin as a load balancer would put them: a passkey ceremony
 * begun on one node and answered on the other, a session made on one node valid on the other,
 * seats of an account claimed, listed and played through the node that does not own the match.
 */
import type {
  AccountResponse,
  CreateMatchResponse,
  HealthResponse,
  JoinResponse,
  MyMatchesResponse,
  StateFrame,
  WebAuthnOptionsResponse,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from '../accounts/browser.ts';
import { http, startTestServer, TestClient, type TestServer, tempDir } from '../helpers.ts';
import { ThrowawayRedis } from './processes.ts';

/** The one address players use; both nodes sit behind it. */
const PUBLIC_URL = 'http://play.boardhall.test';

let redis: ThrowawayRedis;
const data = tempDir();
const nodes: TestServer[] = [];

beforeAll(async () => {
  redis = await ThrowawayRedis.start();
  for (const nodeId of ['alpha', 'beta']) {
    nodes.push(
      await startTestServer({
        dataDir: data.dir,
        publicUrl: PUBLIC_URL,
        cluster: { redisUrl: redis.url, nodeId, leaseMs: 3_000 },
      }),
    );
  }
});

afterAll(async () => {
  for (const node of nodes) await node.close();
  await redis?.kill();
  data.remove();
});

/** The same browser (its cookie, its page's origin) talking to another node. */
function via(node: TestServer, b: TestBrowser): TestBrowser {
  const other = new TestBrowser(node.base, PUBLIC_URL);
  other.cookie = b.cookie;
  return other;
}

describe('accounts in a cluster', () => {
  it('signs up with a passkey across nodes, and its session, seats and games work on every node', async () => {
    const [alpha, beta] = nodes as [TestServer, TestServer];
    const onAlpha = new TestBrowser(alpha.base, PUBLIC_URL);
    // The ceremony's options come from one node, its answer goes to the other.
    const options = await onAlpha.request<WebAuthnOptionsResponse>('POST', '/api/auth/passkey/register', {
      name: `Cluster${Date.now() % 100000}`,
      language: 'ru',
    });
    expect(options.status, options.text).toBe(200);
    const response = onAlpha.authenticator.create(options.body.options as never, PUBLIC_URL);
    const onBeta = new TestBrowser(beta.base, PUBLIC_URL);
    const up = await onBeta.request('POST', '/api/auth/passkey/register/verify', {
      challengeId: options.body.challengeId,
      response,
    });
    expect(up.status, up.text).toBe(201);
    // The session made on beta is valid on alpha.
    const account = await via(alpha, onBeta).request<AccountResponse>('GET', '/api/account');
    expect(account.status).toBe(200);
    expect(account.body.language).toBe('ru');

    // A guest's match on alpha, claimed through beta after signing in.
    const guest = await http<CreateMatchResponse>(alpha.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      claim: 0,
    });
    const id = guest.body.matchId;
    const owner = await http<HealthResponse>(alpha.base, 'GET', '/api/health');
    expect(owner.body.cluster?.ownedMatches).toContain(id);
    const claim = await onBeta.request('POST', '/api/account/claim', {
      seats: [{ matchId: id, token: guest.body.claimed?.token }],
    });
    expect(claim.body).toMatchObject({ claimed: [{ matchId: id, seat: 0 }], refused: [] });
    const other = await http<JoinResponse>(beta.base, 'POST', `/api/matches/${id}/join`, {});
    const mine = await via(alpha, onBeta).request<MyMatchesResponse>('GET', '/api/account/matches');
    expect(mine.body.matches.map((m) => m.matchId)).toContain(id);

    // The account's seat, opened without a token on the node that does not own the match.
    const socket = await TestClient.open(beta.wsUrl(id), { headers: onBeta.headers() });
    await socket.next((f) => f.type === 'state');
    socket.send({ type: 'hello', account: true, requestId: 'mine' });
    expect(await socket.next((f) => f.type === 'welcome' && f.seat === 0)).toMatchObject({ requestId: 'mine' });
    const state = await socket.next<StateFrame>((f) => f.type === 'state' && f.seat === 0);
    expect(state.status).toBe('playing');
    const rival = await TestClient.open(alpha.wsUrl(id, other.body.token));
    await rival.next((f) => f.type === 'state');
    // Leaving by account, through beta: the owner hands the seat to a bot.
    expect((await onBeta.request('POST', `/api/matches/${id}/leave`)).status).toBe(204);
    expect(await socket.waitClosed()).toBe(4410);
    await rival.close();
  });
});
