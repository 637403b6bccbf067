import type { AnyGameDefinition } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type {
  CreateMatchResponse,
  ErrorFrame,
  JoinResponse,
  PublicMatchResponse,
  StateFrame,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, http, startTestServer, TestClient, type TestServer } from './helpers.ts';

/** Issue #12, items 4 and 11, through a real server: what a Four Humours seat may send and see. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ registry: games, botRegistryModule: '@boardhall/games' });
});
afterAll(() => server.close());

const fourHumours = games.get('four-humours') as AnyGameDefinition;
type FhFrame = StateFrame<
  { options: Record<string, unknown>; displaySize: number },
  { type: string; target?: Record<string, unknown> }
>;

/** A two-seat Four Humours match, both seats connected; seat 0 starts. */
async function twoSeats(seed: string, options: Record<string, unknown> = {}) {
  const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
    game: 'four-humours',
    seats: [{ kind: 'human' }, { kind: 'human' }],
    seed,
    options: { firstPlayer: 0, ...options },
    claim: 0,
  });
  expect(created.status).toBe(201);
  const id = created.body.matchId;
  const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
  const clients: TestClient[] = [];
  for (const token of [created.body.claimed?.token as string, joined.body.token]) {
    const c = await TestClient.open(server.wsUrl(id, token));
    await c.next((f) => f.type === 'state');
    clients.push(c);
  }
  return { id, clients };
}

const publicMatch = async (id: string) =>
  (await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`)).body;

describe('Four Humours over the WebSocket', () => {
  it('refuses a place with "injected":1 with bad-action naming the key, and changes nothing', async () => {
    const { id, clients } = await twoSeats('fh-injected');
    const mover = clients[0] as TestClient;
    const start = mover.lastState() as FhFrame;
    const place = start.legalActions.find((a) => a.type === 'place');
    expect(place).toBeDefined();
    const before = await publicMatch(id);

    const refused = (await act(mover, { ...place, injected: 1 }, start.version)) as ErrorFrame;
    expect(refused).toMatchObject({ type: 'error', code: 'bad-action' });
    expect(refused.message).toContain('"injected"');
    const nested = (await act(
      mover,
      { ...place, target: { ...place?.target, injected: 1 } },
      start.version,
    )) as ErrorFrame;
    expect(nested).toMatchObject({ type: 'error', code: 'bad-action' });

    const after = await publicMatch(id);
    expect(after.version).toBe(before.version);
    expect(after.actionCount).toBe(before.actionCount);
    expect(after.view).toEqual(before.view);
    // No state frame went out, and the same place without the key is still accepted at that version.
    expect((mover.lastState() as FhFrame).version).toBe(start.version);
    const ok = await act(mover, place, start.version);
    expect(ok).toMatchObject({ type: 'state', version: start.version + 1 });
    for (const c of clients) await c.close();
  });

  it('sends no seat and no spectator the stacked deck of a fixed setup', async () => {
    // A practice match (the other seat a bot): the kind of match a fixed setup is meant for.
    const deck = ['S20', 'S03', 'S31', 'S11', 'S07', 'S26', 'S14', 'S35'];
    const options = { firstPlayer: 0, fixedSetup: { deck } };
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'four-humours',
      seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
      seed: 'fh-stacked',
      options,
      claim: 0,
    });
    expect(created.status).toBe(201);
    const id = created.body.matchId;
    const player = await TestClient.open(server.wsUrl(id, created.body.claimed?.token as string));
    const spectator = await TestClient.open(server.wsUrl(id));
    const first = await player.next<FhFrame>((f) => f.type === 'state');
    await spectator.next((f) => f.type === 'state');
    // Then a turn each, so later frames (the bot's turn included) are checked too.
    const place = first.legalActions.find((a) => a.type === 'place');
    await act(player, place, first.version);
    await player.next((f) => f.type === 'state' && f.actor === 1);

    for (const c of [player, spectator]) {
      for (const text of c.raw) {
        expect(text).not.toContain('fixedSetup');
      }
      // The rule options the client reads are still there.
      expect(c.lastState<FhFrame['view']>()?.view.options).toMatchObject({ mode: 'kingdom', content: 'SC-1' });
    }
    // The stacked deck does not depend on the seed: the stack, then the other cards in canonical order.
    const start = fourHumours.setup(2, fourHumours.optionsSchema.parse(options), 'any seed');
    const secret = fourHumours.secretsOf(start, 0).find((x) => x.startsWith('"S'));
    expect(secret).toBe(
      deck
        .slice(first.view.displaySize)
        .map((id) => `"${id}"`)
        .join(','),
    );
    for (const c of [player, spectator]) for (const text of c.raw) expect(text).not.toContain(secret);
    for (const c of [player, spectator]) await c.close();
  });
});
