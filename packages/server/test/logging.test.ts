import { Writable } from 'node:stream';
import type { CreateMatchResponse } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { http, startTestServer, TestClient } from './helpers.ts';

describe('logging', () => {
  it('logs requests and match events without ever writing a seat token', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const server = await startTestServer({ logger: { level: 'info', stream } });
    try {
      const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
        game: 'tally',
        seats: [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
        claim: 0,
      });
      const token = created.body.claimed?.token as string;
      const c = await TestClient.open(server.wsUrl(created.body.matchId, token));
      await c.next((f) => f.type === 'state');
      await c.close();
      const text = lines.join('');
      expect(text).toContain('match created');
      expect(text).toContain('/api/matches/');
      expect(text).toContain('token=[redacted]');
      expect(text).not.toContain(token);
    } finally {
      await server.close();
    }
  });
});
