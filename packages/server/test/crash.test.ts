import type { ReplayFile, Seat } from '@boardhall/engine';
import type { CreateMatchResponse, JoinResponse, StateFrame } from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { ServeProcesses } from './fixtures/serve-process.ts';
import { http, playToEnd, TestClient } from './helpers.ts';

const servers = new ServeProcesses('boardhall-crash-');
afterAll(() => servers.stop());
const spawnServer = () => servers.start();

interface Ack {
  matchId: string;
  version: number;
  seat: Seat;
  action: unknown;
}

describe('crash recovery', () => {
  it('keeps every acknowledged action through kill -9 and carries the games on after a restart', async () => {
    let server = await spawnServer();
    const matches: { id: string; tokens: string[] }[] = [];
    for (let i = 0; i < 4; i++) {
      const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
        game: 'tally',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        options: { handSize: 3 },
        seed: `crash-${i}`,
        claim: 0,
      });
      const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${created.body.matchId}/join`, {});
      matches.push({ id: created.body.matchId, tokens: [created.body.claimed?.token as string, joined.body.token] });
    }

    // Every seat acts the moment it may, on all matches at once, so writes are in flight when the
    // process dies. An action counts as acknowledged when the answering state frame arrived.
    const acks: Ack[] = [];
    const sent = new Map<string, { seat: Seat; action: unknown }>();
    let requestIds = 0;
    const clients: TestClient[] = [];
    for (const m of matches) {
      for (const [seat, token] of m.tokens.entries()) {
        const c = await TestClient.open(`${server.ws}/api/matches/${m.id}/ws?token=${token}`);
        c.onFrame = (f) => {
          if (f.type !== 'state') return;
          if (f.requestId !== undefined) {
            const s = sent.get(String(f.requestId));
            if (s) acks.push({ matchId: m.id, version: f.version, seat: s.seat, action: s.action });
          }
          if (f.legalActions.length > 0 && f.status === 'playing') {
            const requestId = `q${++requestIds}`;
            const action = f.legalActions[f.version % f.legalActions.length];
            sent.set(requestId, { seat, action });
            c.send({ type: 'action', action, version: f.version, requestId });
          }
        };
        clients.push(c);
      }
    }
    for (const c of clients) c.send({ type: 'sync' });
    while (acks.length < 40) await Promise.race(clients.map((c) => c.next(() => true, c.mark())));
    server.child.kill('SIGKILL');
    await Promise.all(clients.map((c) => c.waitClosed()));
    const acknowledged = [...acks];
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    server = await spawnServer();
    for (const m of matches) {
      const mine = acknowledged.filter((a) => a.matchId === m.id);
      const lastAcked = Math.max(0, ...mine.map((a) => a.version));
      const seats = new Map<Seat, TestClient>();
      for (const [seat, token] of m.tokens.entries()) {
        const c = await TestClient.open(`${server.ws}/api/matches/${m.id}/ws?token=${token}`);
        const state = await c.next<StateFrame>((f) => f.type === 'state');
        expect(state.version).toBeGreaterThanOrEqual(lastAcked);
        expect(state.status).toBe('playing');
        seats.set(seat, c);
      }
      await playToEnd(seats);
      const replay = await http<ReplayFile>(server.base, 'GET', `/api/matches/${m.id}/replay`);
      expect(replay.status).toBe(200);
      for (const a of mine) {
        expect(replay.body.actions[a.version - 1]).toMatchObject({ seat: a.seat, action: a.action });
      }
      for (const c of seats.values()) await c.close();
    }
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  });
});
