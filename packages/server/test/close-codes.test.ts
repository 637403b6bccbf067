/**
 * How connections end (docs/protocol.md, "Close codes"): each reason with its own code, so a
 * client knows whether to reconnect. A passing outage is not a damaged match.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { CreateMatchResponse, ErrorFrame, JoinResponse } from '@boardhall/protocol';
import { CLOSE_CODES } from '@boardhall/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { ControlledStore } from './controlled-store.ts';
import { http, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';
import { openTestStore, testDatabaseUrl } from './store-under-test.ts';

const SERVE = fileURLToPath(new URL('./fixtures/serve.ts', import.meta.url));

const data = tempDir();
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.close();
  data.remove();
});

describe('close codes', () => {
  it('closes with 1013 (try again later), not 1011, when the database cannot be reached for a moment', async () => {
    const store = new ControlledStore(await openTestStore(data.dir));
    const server = await startTestServer({ dataDir: data.dir, storage: store });
    servers.push(server);
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally',
      seats: [{ kind: 'human' }, { kind: 'human' }],
    });
    // A match not in memory has to be read from the store, which cannot be reached right now.
    store.unavailable = true;
    const reader = await TestClient.open(server.wsUrl('notInMemory1'));
    expect(await reader.next<ErrorFrame>((f) => f.type === 'error')).toMatchObject({ code: 'storage-unavailable' });
    expect(await reader.waitClosed()).toBe(CLOSE_CODES.tryAgainLater);
    store.unavailable = false;
    // Once the database answers, matches are there as before.
    const back = await TestClient.open(server.wsUrl(created.body.matchId));
    expect(await back.next((f) => f.type === 'state')).toMatchObject({ matchId: created.body.matchId });
    await back.close();
  });

  it('closes the sockets of a server stopped with SIGTERM with 1001, after storing their matches', async () => {
    const dir = tempDir('boardhall-sigterm-');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', SERVE, '--data', dir.dir, '--database', testDatabaseUrl(dir.dir), '--registry', 'toy'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    try {
      const base = await new Promise<string>((resolve, reject) => {
        let out = '';
        child.stdout?.on('data', (d: Buffer) => {
          out += d.toString();
          const m = /listening (\d+)/.exec(out);
          if (m) resolve(`127.0.0.1:${m[1]}`);
        });
        child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening`)));
      });
      const created = await http<CreateMatchResponse>(`http://${base}`, 'POST', '/api/matches', {
        game: 'tally',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        claim: 0,
      });
      const id = created.body.matchId;
      const joined = await http<JoinResponse>(`http://${base}`, 'POST', `/api/matches/${id}/join`, {});
      const seat = await TestClient.open(`ws://${base}/api/matches/${id}/ws?token=${joined.body.token}`);
      const spectator = await TestClient.open(`ws://${base}/api/matches/${id}/ws`);
      await seat.next((f) => f.type === 'state');
      await spectator.next((f) => f.type === 'state');
      const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      expect(await seat.waitClosed()).toBe(CLOSE_CODES.shutdown);
      expect(await spectator.waitClosed()).toBe(CLOSE_CODES.shutdown);
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      dir.remove();
    }
  });
});
