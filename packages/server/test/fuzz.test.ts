import { canonicalJson, Rng, type Seat } from '@boardhall/engine';
import type {
  CreateMatchResponse,
  HttpErrorResponse,
  JoinResponse,
  PublicMatchResponse,
  ServerFrame,
  StateFrame,
} from '@boardhall/protocol';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { http, startTestServer, TestClient, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  // Generous rate limits: this test is about what messages say, not how fast they come.
  server = await startTestServer({ limits: { burst: 10_000, perSecond: 10_000, maxRefusedInARow: 10_000 } });
});
afterAll(() => server.close());

/** Sends one frame, then a ping; returns every frame the first one caused. */
async function answersTo(client: TestClient, text: string, tag: number): Promise<ServerFrame[]> {
  const from = client.mark();
  client.socket.send(text);
  client.send({ type: 'ping', requestId: `fence-${tag}` });
  await client.next((f) => f.type === 'pong' && f.requestId === `fence-${tag}`, from);
  const frames = client.frames.slice(from);
  return frames.slice(
    0,
    frames.findIndex((f) => f.type === 'pong' && f.requestId === `fence-${tag}`),
  );
}

const structured = (version: number, candidates: unknown[]) =>
  fc.oneof(
    fc.record(
      {
        type: fc.constantFrom('action', 'undo', 'hello', 'Action', '', 'leave ', 7),
        action: fc.oneof(fc.constantFrom(...candidates), fc.jsonValue()),
        version: fc.oneof(fc.constant(version), fc.integer(), fc.double(), fc.string()),
        token: fc.string({ maxLength: 60 }),
        requestId: fc.oneof(fc.string({ maxLength: 80 }), fc.integer(), fc.constant(null)),
        seat: fc.integer({ min: -2, max: 5 }),
      },
      { requiredKeys: [] },
    ),
    fc.record({ action: fc.constantFrom(...candidates), version: fc.constant(version) }),
    fc.record({ type: fc.constant('action'), action: fc.constantFrom(...candidates), version: fc.integer() }),
  );

describe('fuzzed WebSocket messages', () => {
  it('answers every malformed or illegal message with exactly one error and changes nothing', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'fuzz',
      claim: 0,
    });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const tokens = [created.body.claimed?.token as string, joined.body.token];
    const seats = [
      await TestClient.open(server.wsUrl(id, tokens[0])),
      await TestClient.open(server.wsUrl(id, tokens[1])),
    ];
    const spectator = await TestClient.open(server.wsUrl(id));
    for (const c of [...seats, spectator]) await c.next((f) => f.type === 'state');
    const first = seats[0]?.lastState() as StateFrame;
    const mover = first.activeSeats[0] as Seat;
    const moverState = (seats[mover] as TestClient).lastState() as StateFrame;
    const legal = new Set(moverState.legalActions.map((a) => canonicalJson(a)));
    const before = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);

    // Candidate actions from the whole action space, legal and not, for both seats.
    const rng = new Rng('fuzz-candidates');
    const state = tally.setup(2, { handSize: 3 }, 'fuzz');
    const candidates = [0, 1].flatMap((p) => tally.actionCandidates(state, p, rng));
    const senders = [...seats, spectator];
    let tag = 0;
    let errors = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 2 }),
        fc.oneof(
          { weight: 1, arbitrary: fc.string({ maxLength: 200 }) },
          { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
          { weight: 3, arbitrary: structured(0, candidates).map((v) => JSON.stringify(v)) },
        ),
        async (who, text) => {
          // The one thing that may legitimately change the match: a legal action of the seat to move.
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          const msg = parsed as { type?: unknown; action?: unknown; version?: unknown } | undefined;
          const isAction = msg && typeof msg === 'object' && (msg.type === 'action' || msg.type === undefined);
          fc.pre(!(who === mover && isAction && msg?.version === 0 && legal.has(canonicalJson(msg.action))));
          const frames = await answersTo(senders[who] as TestClient, text, ++tag);
          expect(frames.map((f) => f.type)).toEqual(['error']);
          const error = frames[0] as { code: string; message: string };
          expect(error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
          expect(error.message.length).toBeGreaterThan(5);
          errors++;
        },
      ),
      { numRuns: 300, seed: 20261130 },
    );

    expect(errors).toBeGreaterThan(250);
    const after = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);
    expect(after.body).toEqual(before.body);
    for (const c of senders) {
      expect(c.frames.filter((f) => f.type === 'state')).toHaveLength(1);
      expect(c.closeCode).toBeNull();
      await c.close();
    }
  });
});

describe('fuzzed HTTP bodies', () => {
  it('refuses every malformed create body, and every join to a full match, with a 4xx error body', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      claim: 0,
    });
    const id = created.body.matchId;
    // A full match: even a well-formed join body must now be refused.
    await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const bodies = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          game: fc.oneof(fc.constant('tally'), fc.string()),
          seats: fc.array(fc.record({ kind: fc.constantFrom('human', 'bot', 'alien'), bot: fc.string() }), {
            maxLength: 6,
          }),
          options: fc.jsonValue(),
          claim: fc.oneof(fc.integer(), fc.string()),
          seed: fc.oneof(fc.string({ maxLength: 0 }), fc.integer()),
        },
        { requiredKeys: ['game', 'seed'] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(bodies, fc.boolean(), async (body, join) => {
        const path = join ? `/api/matches/${id}/join` : '/api/matches';
        const res = await http<HttpErrorResponse>(server.base, 'POST', path, JSON.stringify(body));
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
      }),
      { numRuns: 200, seed: 7 },
    );
    const pub = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);
    expect(pub.body).toMatchObject({ status: 'playing', version: 0, freeSeats: [] });
  });
});
