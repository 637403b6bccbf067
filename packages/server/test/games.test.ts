import { type AnyGameDefinition, type ReplayFile, Rng, type Seat } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type { CreateMatchResponse, JoinResponse, PublicMatchResponse, StateFrame } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  act,
  http,
  playToEnd,
  scanForLeaks,
  startTestServer,
  statesOf,
  TestClient,
  type TestServer,
} from './helpers.ts';

/**
 * Whole games of the real games through a real server: scripted clients play their seats with
 * seeded random legal actions from their frames, bots play theirs on worker threads, a spectator
 * watches; then every frame anyone received is scanned for other seats' secrets.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    registry: games,
    botRegistryModule: '@boardhall/games',
    substituteBot: 'greedy',
    // The scripted clients answer at machine speed, many decisions in a row in Tribes of the Wind.
    limits: { burst: 1000, perSecond: 1000 },
  });
});
afterAll(() => server.close());

async function playFullGame(
  gameId: string,
  seats: ({ kind: 'human' } | { kind: 'bot'; bot: string })[],
  seed: string,
  patches = false,
) {
  const def = games.get(gameId) as AnyGameDefinition;
  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [i] : []));
  const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
    game: gameId,
    seats,
    seed,
    claim: humans[0],
  });
  expect(created.status).toBe(201);
  const id = created.body.matchId;
  const tokens = new Map<Seat, string>([[humans[0] as Seat, created.body.claimed?.token as string]]);
  for (const seat of humans.slice(1)) {
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, { seat });
    tokens.set(seat, joined.body.token);
  }
  const spectator = await TestClient.open(server.wsUrl(id), { patches });
  const clients = new Map<Seat, TestClient>();
  for (const [seat, token] of tokens) {
    const c = await TestClient.open(server.wsUrl(id, token), { patches });
    await c.next((f) => f.type === 'state');
    clients.set(seat, c);
  }
  const rng = new Rng(`${seed}-clients`);
  const sent = await playToEnd(clients, (legal) => rng.pick(legal));

  const pub = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);
  expect(pub.body.status).toBe('finished');
  expect(pub.body.outcome).not.toBeNull();
  const total = pub.body.actionCount;
  for (const c of [...clients.values(), spectator]) await c.stateAt(pub.body.version);
  const replay = await http<ReplayFile>(server.base, 'GET', `/api/matches/${id}/replay`);
  expect(replay.body.actions).toHaveLength(total);
  // The replay names who sat where (the humans joined unnamed), for people who watch it.
  expect(replay.body.seats).toEqual(seats.map((s) => (s.kind === 'bot' ? { name: null, bot: s.bot } : { name: null })));
  const byBots = replay.body.actions.filter((a) => !humans.includes(a.seat)).length;
  expect(total - byBots).toBe(sent);

  const states = statesOf(def, replay.body);
  let frames = 0;
  for (const [seat, c] of clients) {
    const scan = scanForLeaks(def, states, seats.length, seat, c.raw);
    expect(scan.leaks).toEqual([]);
    frames += scan.checked;
  }
  const scan = scanForLeaks(def, states, seats.length, 'spectator', spectator.raw);
  expect(scan.leaks).toEqual([]);
  frames += scan.checked;
  if (patches) {
    // Every view a client pieced together from patches is the one a whole frame would have shown.
    for (const [viewer, c] of [...clients, ['spectator', spectator] as const]) {
      expect(c.patches).toBeGreaterThan(total / 2);
      for (const f of c.frames) {
        if (f.type !== 'state') continue;
        expect(JSON.stringify(f.view)).toBe(JSON.stringify(def.view(states[f.actionCount], viewer)));
      }
    }
  }
  // The scan has teeth: a seat's own frames, read as if by a spectator, are full of its secrets.
  const own = scanForLeaks(def, states, seats.length, 'spectator', (clients.get(humans[0] as Seat) as TestClient).raw);
  expect(own.leaks.length).toBeGreaterThan(10);
  // The public view over HTTP holds no secret either. (Its log is history: a card played in
  // public long ago may be back in someone's hand after a reshuffle, so only the view is checked.)
  const publicView = JSON.stringify(pub.body.view);
  for (let p = 0; p < seats.length; p++) {
    for (const s of def.secretsOf(states[total], p)) expect(publicView).not.toContain(s);
  }
  for (const c of [...clients.values(), spectator]) await c.close();
  return { total, sent, byBots, frames };
}

describe('full games through the server', () => {
  it('plays Four Humours with four seats: two scripted clients and two bots', async () => {
    const r = await playFullGame(
      'four-humours',
      [{ kind: 'human' }, { kind: 'bot', bot: 'greedy' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      'fh-server',
    );
    expect(r.sent).toBeGreaterThan(10);
    expect(r.byBots).toBeGreaterThan(10);
    expect(r.frames).toBeGreaterThan(3 * r.total);
  });

  it('plays Tribes of the Wind to the end: two scripted clients and a bot', async () => {
    const r = await playFullGame(
      'tribes-of-the-wind',
      [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'greedy' }],
      'totw-server',
    );
    expect(r.sent).toBeGreaterThan(10);
    expect(r.byBots).toBeGreaterThan(10);
    expect(r.frames).toBeGreaterThan(3 * r.total);
  });

  it('plays both games with clients that take patches, pieced together into the same views', async () => {
    const fh = await playFullGame(
      'four-humours',
      [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      'fh-patches',
      true,
    );
    expect(fh.sent).toBeGreaterThan(10);
    const totw = await playFullGame('tribes-of-the-wind', [{ kind: 'human' }, { kind: 'human' }], 'totw-patches', true);
    expect(totw.sent).toBeGreaterThan(10);
  });

  it('undoes an information-free Tribes of the Wind step over the WebSocket, and never a draw', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tribes-of-the-wind',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'totw-undo',
      claim: 0,
    });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const clients = new Map<Seat, TestClient>();
    for (const [seat, token] of [created.body.claimed?.token as string, joined.body.token].entries()) {
      // Seat 1 takes patches: an undo comes to it as one too.
      const c = await TestClient.open(server.wsUrl(id, token), { patches: seat === 1 });
      await c.next((f) => f.type === 'state');
      clients.set(seat, c);
    }
    const rng = new Rng('totw-undo-clients');
    const kinds = new Map<string, boolean[]>();
    let undone = 0;
    // Go on past the third undo until a card was played or drawn, so 'never a draw' is tested whatever the deal.
    const drewOrPlayed = () => (kinds.get('play')?.length ?? 0) + (kinds.get('draw')?.length ?? 0) > 0;
    for (let i = 0; i < 400 && (undone < 3 || !drewOrPlayed()); i++) {
      const newest = Math.max(...[...clients.values()].map((c) => c.lastState()?.version ?? 0));
      const mover = [...clients.values()].find((c) => {
        const st = c.lastState();
        return st?.version === newest && st.legalActions.length > 0;
      });
      if (!mover) {
        await Promise.race([...clients.values()].map((c) => c.next((f) => f.type === 'state', c.mark())));
        continue;
      }
      const before = mover.lastState() as StateFrame;
      const action = rng.pick(before.legalActions) as { type: string };
      const after = (await act(mover, action, before.version)) as StateFrame;
      kinds.set(action.type, [...(kinds.get(action.type) ?? []), after.undoable]);
      if (!after.undoable || undone === 3) continue;
      const from = mover.mark();
      mover.send({ type: 'undo', version: after.version, requestId: `undo-${i}` });
      const back = await mover.next<StateFrame>((f) => f.type === 'state' && f.requestId === `undo-${i}`, from);
      expect(back).toMatchObject({ cause: 'undo', actionCount: before.actionCount, version: after.version + 1 });
      expect(back.view).toEqual(before.view);
      expect(back.legalActions).toEqual(before.legalActions);
      undone++;
    }
    expect(undone).toBe(3);
    expect(drewOrPlayed()).toBe(true);
    for (const t of ['play', 'draw', 'discard', 'temple']) expect(kinds.get(t)?.some((u) => u) ?? false).toBe(false);
    for (const c of clients.values()) await c.close();
  });
});
