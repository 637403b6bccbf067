/**
 * The turn-based benchmark's players: a match created and every seat taken through the HTTP API,
 * one move played over a seat's WebSocket, and the time a returning player waits for a parked
 * match's first state frame. Each match's requests come from its own loopback address
 * (`addresses.ts`), so the server's per-address limits hold as for many players.
 */
import type { CreateMatchResponse, JoinResponse, ServerFrame, Speed } from '@boardhall/protocol';
import { WebSocket } from 'ws';
import { postFrom } from './addresses.ts';

export interface TableSpec {
  game: string;
  players: number;
  speed: Speed;
}

/** A match in progress: its id, each seat's token, and the address its players come from. */
export interface BenchTable {
  matchId: string;
  tokens: string[];
  address: string | undefined;
  /** After its move: when the first running clock runs out (ms since the epoch), by the server's clocks. */
  deadline: number | null;
}

/** Creates a match of `spec.players` human seats and takes every seat, so that it starts. */
export async function openTable(base: string, spec: TableSpec, address: string | undefined): Promise<BenchTable> {
  const created = await postFrom<CreateMatchResponse>(
    `${base}/api/matches`,
    {
      game: spec.game,
      seats: Array.from({ length: spec.players }, () => ({ kind: 'human' })),
      claim: 0,
      speed: spec.speed,
    },
    address,
  );
  const first = created.claimed?.token;
  if (!first) throw new Error(`match ${created.matchId}: the creator's seat was not claimed`);
  const tokens = [first];
  for (let seat = 1; seat < spec.players; seat++) {
    const joined = await postFrom<JoinResponse>(`${base}/api/matches/${created.matchId}/join`, { seat }, address);
    tokens.push(joined.token);
  }
  return { matchId: created.matchId, tokens, address, deadline: null };
}

export function seatUrl(wsBase: string, table: BenchTable, seat: number): string {
  return `${wsBase}/api/matches/${table.matchId}/ws?token=${encodeURIComponent(table.tokens[seat] ?? '')}`;
}

/** A WebSocket and the frames it received, in order, with a wait for the next one that fits. */
class FrameSocket {
  private readonly frames: ServerFrame[] = [];
  private waiter: { test: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void } | null = null;
  private failure: Error | null = null;
  private fail: ((e: Error) => void) | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as ServerFrame;
      if (this.waiter?.test(frame)) {
        const { resolve } = this.waiter;
        this.waiter = null;
        resolve(frame);
        return;
      }
      this.frames.push(frame);
    });
    socket.on('close', (code) => this.broken(new Error(`socket closed (${code})`)));
    socket.on('error', (e) => this.broken(e));
  }

  private broken(e: Error): void {
    this.failure ??= e;
    this.fail?.(e);
  }

  static open(url: string, address: string | undefined): Promise<FrameSocket> {
    const socket = new WebSocket(url, { perMessageDeflate: false, ...(address ? { localAddress: address } : {}) });
    const framed = new FrameSocket(socket);
    return new Promise((resolve, reject) => {
      socket.once('open', () => resolve(framed));
      socket.once('error', reject);
    });
  }

  next(test: (f: ServerFrame) => boolean, timeoutMs = 30_000): Promise<ServerFrame> {
    const index = this.frames.findIndex(test);
    if (index >= 0) return Promise.resolve(this.frames.splice(index, 1)[0] as ServerFrame);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no such frame within ${timeoutMs} ms`)), timeoutMs);
      this.fail = (e) => {
        clearTimeout(timer);
        reject(e);
      };
      this.waiter = {
        test,
        resolve: (f) => {
          clearTimeout(timer);
          this.fail = null;
          resolve(f);
        },
      };
    });
  }

  close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once('close', () => resolve());
      this.socket.close();
    });
  }
}

/** When the first running clock of a state frame runs out (ms since the epoch); null when none runs. */
export function firstDeadline(frame: ServerFrame): number | null {
  if (frame.type !== 'state' || !frame.clocks) return null;
  const ends = frame.clocks.seats
    .filter((c) => c.runningSince !== null)
    .map((c) => Date.parse(c.runningSince as string) + c.remainingMs);
  return ends.length === 0 ? null : Math.min(...ends);
}

/**
 * Plays one move: each seat connects in turn until one is asked to act, which plays its first
 * legal action and waits for the server's answer (its clocks give `table.deadline`); then every
 * socket closes.
 */
export async function playOneMove(wsBase: string, table: BenchTable): Promise<void> {
  const open: FrameSocket[] = [];
  try {
    for (let seat = 0; seat < table.tokens.length; seat++) {
      const socket = await FrameSocket.open(seatUrl(wsBase, table, seat), table.address);
      open.push(socket);
      const state = await socket.next((f) => f.type === 'state' || f.type === 'error');
      if (state.type === 'error') throw new Error(`match ${table.matchId}: ${state.code} ${state.message}`);
      if (state.type !== 'state' || state.status !== 'playing' || state.legalActions.length === 0) continue;
      socket.socket.send(
        JSON.stringify({ type: 'action', action: state.legalActions[0], version: state.version, requestId: 'bench' }),
      );
      const answer = await socket.next((f) => 'requestId' in f && f.requestId === 'bench');
      if (answer.type === 'error') throw new Error(`match ${table.matchId}: move refused: ${answer.code}`);
      table.deadline = firstDeadline(answer);
      return;
    }
    throw new Error(`match ${table.matchId}: no seat was asked to act`);
  } finally {
    await Promise.all(open.map((s) => s.close()));
  }
}

/** Milliseconds from opening a seat's WebSocket to its first state frame (the match loaded). */
export async function timeToFirstState(url: string, address: string | undefined): Promise<number> {
  const started = performance.now();
  const socket = await FrameSocket.open(url, address);
  try {
    const frame = await socket.next((f) => f.type === 'state' || f.type === 'error');
    if (frame.type === 'error') throw new Error(`${url}: ${frame.code} ${frame.message}`);
    return performance.now() - started;
  } finally {
    await socket.close();
  }
}
