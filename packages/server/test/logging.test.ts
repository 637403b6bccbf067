import { Writable } from 'node:stream';
import type { CreateMatchResponse } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { StormWatch } from '../src/ws/storm-watch.ts';
import { http, startTestServer, TestClient } from './helpers.ts';

/** A pino destination that keeps every line. */
function lineSink(): {
  stream: Writable;
  entries: () => { msg: string; level: number; [k: string]: unknown }[];
  text: () => string;
} {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    text: () => lines.join(''),
    entries: () =>
      lines
        .join('')
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l)),
  };
}

async function playOnce(level: string) {
  const sink = lineSink();
  const server = await startTestServer({ logger: { level, stream: sink.stream } });
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
    await http(server.base, 'GET', '/api/nowhere');
    return { sink, token };
  } finally {
    await server.close();
  }
}

describe('logging', () => {
  it('logs one line per match event at info, and no line per request', async () => {
    const { sink, token } = await playOnce('info');
    const messages = sink.entries().map((e) => e.msg);
    expect(messages).toEqual(expect.arrayContaining(['match created', 'match started']));
    expect(messages.filter((m) => /request/.test(m))).toEqual([]);
    expect(sink.text()).not.toContain(token);
  });

  it('logs each request and WebSocket once at debug, without ever writing a seat token', async () => {
    const { sink, token } = await playOnce('debug');
    const requests = sink.entries().filter((e) => e.msg === 'request');
    expect(requests.map((e) => [e.method, e.status])).toEqual(
      expect.arrayContaining([
        ['POST', 201],
        ['GET', 404],
      ]),
    );
    expect(sink.entries().some((e) => e.msg === 'websocket opened' && e.seat === true)).toBe(true);
    expect(sink.text()).not.toContain(token);
  });

  it('warns once per window of a reconnect storm, not for the usual rate', () => {
    const warnings: unknown[] = [];
    let now = 0;
    const log = { info: () => undefined, warn: (o: unknown) => warnings.push(o), error: () => undefined };
    const watch = new StormWatch(log, () => now);
    // The usual rate: 20 sockets every 10 s for a few minutes.
    for (let window = 0; window < 20; window++, now += 10_000) for (let i = 0; i < 20; i++) watch.opened();
    expect(warnings).toEqual([]);
    // A node died: 300 of its players reconnect here within a few seconds.
    for (let i = 0; i < 300; i++) watch.opened();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ windowMs: 10_000, usual: 20 });
    now += 10_000;
    for (let i = 0; i < 20; i++) watch.opened();
    expect(warnings).toHaveLength(1);
  });
});
