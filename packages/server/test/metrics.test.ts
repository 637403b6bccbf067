/**
 * The admin port's Prometheus metrics, scraped over HTTP as Prometheus would: the latency
 * histogram counts exactly the actions played, refusals are counted by code, and the store's
 * operations are timed.
 */
import type { CreateMatchResponse, JoinResponse, StateFrame } from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from '../src/index.ts';
import { games as toyGames } from './fixtures/registry.ts';
import { act, http, playToEnd, TestClient, TOY_REGISTRY_MODULE, tempDir } from './helpers.ts';
import { testDatabaseUrl } from './store-under-test.ts';

const data = tempDir();
let running: RunningServer | null = null;
afterAll(async () => {
  await running?.close();
  data.remove();
});

/** The value of one sample (`name{labels} value`) of a Prometheus text exposition; 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const inside = line.slice(name.length + 1, line.indexOf('}'));
    const found = Object.fromEntries([...inside.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(line.slice(line.indexOf('} ') + 2));
  }
  return 0;
}

describe('metrics on the admin port', () => {
  it('counts every action played in the latency histogram, refusals by code, and times the store', async () => {
    running = await startServer({
      port: 0,
      host: '127.0.0.1',
      dataDir: data.dir,
      registry: toyGames,
      logger: false,
      admin: { port: 0 },
      server: { botRegistryModule: TOY_REGISTRY_MODULE, substituteBot: 'random', database: testDatabaseUrl(data.dir) },
    });
    const base = running.url;
    const ws = base.replace(/^http/, 'ws');
    const created = await http<CreateMatchResponse>(base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      claim: 0,
    });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(base, 'POST', `/api/matches/${id}/join`, {});
    const tokens = [created.body.claimed?.token as string, joined.body.token];
    const clients = new Map(
      await Promise.all(
        tokens.map(async (token, seat) => {
          const c = await TestClient.open(`${ws}/api/matches/${id}/ws?token=${token}`);
          await c.next((f) => f.type === 'state');
          return [seat, c] as const;
        }),
      ),
    );
    // One refusal: an action on a version that has passed.
    const opening = (clients.get(0) as TestClient).lastState() as StateFrame;
    const mover = clients.get(opening.activeSeats[0] as number) as TestClient;
    const first = mover.lastState() as StateFrame;
    await act(mover, first.legalActions[0], first.version);
    const stale = await act(mover, first.legalActions[0], first.version);
    expect(stale).toMatchObject({ type: 'error', code: 'stale-version' });
    const played = 1 + (await playToEnd(clients));
    const scrape = await fetch(`${running.adminUrl}/metrics`);
    expect(scrape.status).toBe(200);
    expect(scrape.headers.get('content-type')).toContain('text/plain');
    const text = await scrape.text();
    const acknowledged = sample(text, 'boardhall_action_seconds_count', { kind: 'action', outcome: 'acknowledged' });
    const refused = sample(text, 'boardhall_action_seconds_count', { kind: 'action', outcome: 'refused' });
    console.log(
      `metrics: ${played} actions played, histogram counts ${acknowledged} acknowledged and ${refused} refused`,
    );
    expect(acknowledged).toBe(played);
    expect(refused).toBe(1);
    expect(
      sample(text, 'boardhall_action_seconds_bucket', { kind: 'action', outcome: 'acknowledged', le: '+Inf' }),
    ).toBe(played);
    expect(sample(text, 'boardhall_errors_total', { code: 'stale-version' })).toBe(1);
    expect(sample(text, 'boardhall_storage_seconds_count', { operation: 'appendAction', outcome: 'ok' })).toBe(played);
    expect(sample(text, 'boardhall_connections', {})).toBe(2);
    expect(sample(text, 'boardhall_matches_in_memory', { status: 'finished' })).toBe(1);
    expect(text).toContain('boardhall_process_cpu_seconds_total');
    // Anything else on the admin port is refused in the usual body.
    const elsewhere = await fetch(`${running.adminUrl}/elsewhere`);
    expect(elsewhere.status).toBe(404);
    expect(await elsewhere.json()).toMatchObject({ error: { code: 'not-found' } });
    for (const c of clients.values()) await c.close();
  });
});
