import type { BotRequest } from '@boardhall/bots';
import { Rng } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { type BotJob, BotScheduler } from '../src/service/bot-scheduler.ts';

interface Call {
  request: BotRequest;
  signal: AbortSignal | undefined;
  answer(action: unknown): void;
}

/** A chooser that answers only when the test says so, recording what it was asked. */
function manualBots() {
  const calls: Call[] = [];
  return {
    calls,
    bots: {
      choose(request: BotRequest, signal?: AbortSignal): Promise<unknown> {
        return new Promise((resolve) => calls.push({ request, signal, answer: resolve }));
      },
    },
  };
}

const logs: { level: string; msg: string | undefined }[] = [];
const log = {
  info: (_o: object, msg?: string) => logs.push({ level: 'info', msg }),
  warn: (_o: object, msg?: string) => logs.push({ level: 'warn', msg }),
  error: (_o: object, msg?: string) => logs.push({ level: 'error', msg }),
};

/**
 * A decision for match `matchId`; by default on the interactive lane, and its match created by an
 * address of its own, so matches take turns as clients do.
 */
function job(
  matchId: string,
  n: number,
  limitMs = 600_000,
  { lane = 'interactive', client = `client-of-${matchId}` }: Partial<Pick<BotJob, 'lane' | 'client'>> = {},
): BotJob {
  const legal = [{ pick: 1 }, { pick: 2 }, { pick: 3 }];
  return {
    matchId,
    limitMs,
    lane,
    client,
    request: { game: 'tally', bot: 'random', seat: 0, view: {}, legal, seed: `${matchId}-${n}` },
  };
}

const background = (client: string) => ({ lane: 'background' as const, client });

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('BotScheduler', () => {
  it('runs one decision per match at a time, the matches taking turns', async () => {
    const { calls, bots } = manualBots();
    const scheduler = new BotScheduler({ bots, concurrency: 2, background: { bots, concurrency: 1 }, log });
    const a = [1, 2, 3].map((n) => scheduler.decide(job('A', n)));
    const b = scheduler.decide(job('B', 1));
    const c = scheduler.decide(job('C', 1));
    const started = () => calls.map((call) => call.request.seed);
    await settle();
    // A's three seats are to move at once, yet A holds one thread: B gets the other.
    expect(started()).toEqual(['A-1', 'B-1']);
    expect(scheduler.waiting).toBe(3);
    calls[0]?.answer({ pick: 1 });
    await settle();
    // C has waited longer than A's next decision.
    expect(started()).toEqual(['A-1', 'B-1', 'C-1']);
    calls[1]?.answer({ pick: 2 });
    await settle();
    expect(started()).toEqual(['A-1', 'B-1', 'C-1', 'A-2']);
    calls[2]?.answer({ pick: 3 });
    calls[3]?.answer({ pick: 1 });
    await settle();
    expect(started()).toEqual(['A-1', 'B-1', 'C-1', 'A-2', 'A-3']);
    calls[4]?.answer({ pick: 2 });
    expect(await Promise.all([...a, b, c])).toEqual([{ pick: 1 }, { pick: 1 }, { pick: 2 }, { pick: 2 }, { pick: 3 }]);
  });

  it('cuts a decision over its limit: the signal aborts and a seeded random legal action is played', async () => {
    const { calls, bots } = manualBots();
    const scheduler = new BotScheduler({ bots, concurrency: 1, background: { bots, concurrency: 1 }, log });
    const slow = job('A', 1, 20);
    const action = await scheduler.decide(slow);
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(action).toEqual(new Rng(slow.request.seed).pick(slow.request.legal));
    expect(logs.some((l) => l.level === 'warn' && l.msg?.startsWith('bot over its time limit'))).toBe(true);
    // The thread is free again for the next match.
    const next = scheduler.decide(job('B', 1));
    await settle();
    calls[1]?.answer({ pick: 3 });
    expect(await next).toEqual({ pick: 3 });
  });

  it('plays a seeded random legal action when the bot fails', async () => {
    const failing = { choose: () => Promise.reject(new Error('worker crashed')) };
    const scheduler = new BotScheduler({
      bots: failing,
      concurrency: 1,
      background: { bots: failing, concurrency: 1 },
      log,
    });
    const j = job('A', 7);
    expect(await scheduler.decide(j)).toEqual(new Rng(j.request.seed).pick(j.request.legal));
  });

  it('on close, stops the running decision and answers every waiting one with nothing', async () => {
    const { calls, bots } = manualBots();
    const scheduler = new BotScheduler({ bots, concurrency: 1, background: { bots, concurrency: 1 }, log });
    const running = scheduler.decide(job('A', 1));
    const waiting = scheduler.decide(job('B', 1));
    await settle();
    scheduler.close();
    expect(calls[0]?.signal?.aborted).toBe(true);
    expect(await running).toBeUndefined();
    expect(await waiting).toBeUndefined();
    expect(await scheduler.decide(job('C', 1))).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});

describe('BotScheduler lanes (issue #38, item 7)', () => {
  it('starts a decision of a match a human plays at once, however many all-bot decisions wait or run', async () => {
    const interactive = manualBots();
    const idle = manualBots();
    const scheduler = new BotScheduler({
      bots: interactive.bots,
      concurrency: 1,
      background: { bots: idle.bots, concurrency: 1 },
      log,
    });
    const allBot = ['X1', 'X2', 'X3', 'X4'].map((id) => scheduler.decide(job(id, 1, 600_000, background('x'))));
    await settle();
    const human = scheduler.decide(job('H', 1));
    await settle();
    // Its own lane's thread was free: it neither waits behind nor shares with the all-bot matches,
    // one of which is running on the background lane's thread.
    expect(interactive.calls.map((c) => c.request.seed)).toEqual(['H-1']);
    expect(idle.calls.map((c) => c.request.seed)).toEqual(['X1-1']);
    interactive.calls[0]?.answer({ pick: 2 });
    expect(await human).toEqual({ pick: 2 });
    // The background lane kept its order meanwhile.
    for (let i = 0; i < 4; i++) {
      idle.calls[i]?.answer({ pick: 1 });
      await settle();
    }
    expect(await Promise.all(allBot)).toEqual([{ pick: 1 }, { pick: 1 }, { pick: 1 }, { pick: 1 }]);
    expect(idle.calls.map((c) => c.request.seed)).toEqual(['X1-1', 'X2-1', 'X3-1', 'X4-1']);
    expect(interactive.calls).toHaveLength(1);
  });

  it('takes turns per client first, then per match: an address with many matches gets one turn a round', async () => {
    const { calls, bots } = manualBots();
    const scheduler = new BotScheduler({ bots, concurrency: 1, background: { bots, concurrency: 1 }, log });
    const started = () => calls.map((call) => call.request.seed);
    // Client x has four matches waiting before clients y and z ask for one decision each.
    const decided = [
      ...['X1', 'X2', 'X3', 'X4'].map((id) => scheduler.decide(job(id, 1, 600_000, background('x')))),
      scheduler.decide(job('Y1', 1, 600_000, background('y'))),
      scheduler.decide(job('Z1', 1, 600_000, background('z'))),
      // A second decision of Y1 (simultaneous moves) waits for Y1's first: one per match at a time.
      scheduler.decide(job('Y1', 2, 600_000, background('y'))),
    ];
    for (let i = 0; i < 7; i++) {
      await settle();
      calls[i]?.answer({ pick: 3 });
    }
    await Promise.all(decided);
    expect(started()).toEqual(['X1-1', 'X2-1', 'Y1-1', 'Z1-1', 'X3-1', 'Y1-2', 'X4-1']);
  });
});
