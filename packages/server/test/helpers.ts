import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnyGameDefinition, Match, type ReplayFile, type Seat } from '@boardhall/engine';
import { applyPatch, type ServerFrame, type StateFrame } from '@boardhall/protocol';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { type CreateServerOptions, createServer } from '../src/index.ts';
import { games as toyGames } from './fixtures/registry.ts';
import { testDatabaseUrl } from './store-under-test.ts';

export const TOY_REGISTRY_MODULE = fileURLToPath(new URL('./fixtures/registry.ts', import.meta.url));

export function tempDir(prefix = 'boardhall-server-'): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface TestServer {
  app: FastifyInstance;
  base: string;
  dataDir: string;
  wsUrl(matchId: string, token?: string): string;
  close(): Promise<void>;
}

/**
 * A real server on an ephemeral loopback port with a real store (the toy game by default): SQLite
 * under `dataDir`, or in the PostgreSQL run a schema standing for `dataDir` (store-under-test.ts).
 */
export async function startTestServer(
  options: Partial<CreateServerOptions> & { dataDir?: string } = {},
): Promise<TestServer> {
  const tmp = options.dataDir ? null : tempDir();
  const dataDir = options.dataDir ?? (tmp as { dir: string }).dir;
  const app = await createServer({
    registry: toyGames,
    botRegistryModule: TOY_REGISTRY_MODULE,
    substituteBot: 'random',
    logger: false,
    ...options,
    dataDir,
    ...(options.storage ? {} : { database: options.database ?? testDatabaseUrl(dataDir) }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  return {
    app,
    base,
    dataDir,
    wsUrl: (matchId, token) =>
      `ws://127.0.0.1:${port}/api/matches/${matchId}/ws${token ? `?token=${encodeURIComponent(token)}` : ''}`,
    close: async () => {
      await app.close();
      tmp?.remove();
    },
  };
}

export interface HttpResult<T = unknown> {
  status: number;
  body: T;
  text: string;
}

export async function http<T = unknown>(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpResult<T>> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await fetch(base + path, init);
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed as T, text };
}

/** A real WebSocket client that records every frame it receives. */
export class TestClient {
  readonly frames: ServerFrame[] = [];
  readonly raw: string[] = [];
  closeCode: number | null = null;
  /** Called with every frame as it arrives. */
  onFrame: ((frame: ServerFrame) => void) | null = null;
  private waiters: { check: () => boolean }[] = [];
  private readonly closed: Promise<number>;

  /** Patch frames received (a client that asked for patches; `frames` holds them made whole). */
  patches = 0;
  /** The view of the last state frame, which the next patch applies to. */
  private view: unknown = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = data.toString();
      this.raw.push(text);
      const frame = this.whole(JSON.parse(text) as ServerFrame);
      this.frames.push(frame);
      this.onFrame?.(frame);
      this.wake();
    });
    this.closed = new Promise((resolve) => {
      socket.on('close', (code) => {
        this.closeCode = code;
        this.wake();
        resolve(code);
      });
    });
  }

  /**
   * Connects; with `patches`, asks for them as the web client does (docs/protocol.md, "Patches").
   * `from` is the local address to connect from (any 127.x.y.z reaches a loopback server), so a
   * test can be several clients.
   */
  /** `from`: a loopback source address; `headers`: the handshake's (a browser's Cookie and Origin). */
  static open(
    url: string,
    options: { patches?: boolean; from?: string; headers?: Record<string, string> } = {},
  ): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, {
        ...(options.from ? { localAddress: options.from } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
      });
      const client = new TestClient(socket);
      socket.once('open', () => {
        if (options.patches) client.send({ type: 'sync', patches: true });
        resolve(client);
      });
      socket.once('error', reject);
    });
  }

  /** A patch frame applied to the view held, as the state frame it stands for; others as they are. */
  private whole(frame: ServerFrame): ServerFrame {
    if (frame.type === 'state') this.view = frame.view;
    if (frame.type !== 'patch') return frame;
    this.patches++;
    const held = this.lastState();
    if (held?.version !== frame.base) throw new Error(`a patch from version ${frame.base} onto ${held?.version}`);
    const { type: _type, base: _base, patch, ...fields } = frame;
    this.view = applyPatch(this.view, patch);
    return { ...fields, type: 'state', view: this.view };
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** The number of frames so far: pass it to `next` to wait only for later frames. */
  mark(): number {
    return this.frames.length;
  }

  /** The first frame from index `from` on that matches; waits for it (liveness guard, not a timing check). */
  next<F extends ServerFrame = ServerFrame>(
    match: (f: ServerFrame) => boolean,
    from = 0,
    timeoutMs = 20_000,
  ): Promise<F> {
    const find = (): F | undefined => this.frames.slice(from).find(match) as F | undefined;
    const found = find();
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters = this.waiters.filter((w) => w !== waiter);
        reject(new Error(`no matching frame within ${timeoutMs} ms; last frames: ${this.raw.slice(-3).join(' | ')}`));
      }, timeoutMs);
      const waiter = {
        check: (): boolean => {
          const f = find();
          if (f) {
            clearTimeout(timer);
            resolve(f);
            return true;
          }
          if (this.closeCode !== null) {
            clearTimeout(timer);
            reject(new Error(`socket closed (${this.closeCode}) before a matching frame arrived`));
            return true;
          }
          return false;
        },
      };
      this.waiters.push(waiter);
    });
  }

  /** The latest state frame received. */
  lastState<V = unknown, A = unknown>(): StateFrame<V, A> | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) {
      const f = this.frames[i] as ServerFrame;
      if (f.type === 'state') return f as StateFrame<V, A>;
    }
    return undefined;
  }

  /** Waits for a state frame at least at `version`. */
  stateAt<V = unknown, A = unknown>(version: number, timeoutMs?: number): Promise<StateFrame<V, A>> {
    return this.next<StateFrame<V, A>>((f) => f.type === 'state' && f.version >= version, 0, timeoutMs);
  }

  waitClosed(): Promise<number> {
    return this.closed;
  }

  close(): Promise<number> {
    if (this.closeCode === null) this.socket.close();
    return this.closed;
  }

  private wake(): void {
    this.waiters = this.waiters.filter((w) => !w.check());
  }
}

/** Every state the match went through, by action count, rebuilt from its replay file. */
export function statesOf(def: AnyGameDefinition, replay: ReplayFile): unknown[] {
  const match = Match.create(def, replay.players, replay.options, replay.seed);
  const states: unknown[] = [match.state];
  for (const a of replay.actions) {
    const r = match.submit(a.seat, a.action);
    if (!r.ok) throw new Error(`replay refused: ${r.error.code}`);
    states.push(match.state);
  }
  return states;
}

/**
 * Every frame a viewer received must hold no secret of another seat at the time it was sent.
 * A frame's time is the action count of the state frame it is, or else of the next state frame
 * (a welcome precedes its state frame). Returns the leaks found and the number of frames checked.
 */
export function scanForLeaks(
  def: AnyGameDefinition,
  states: readonly unknown[],
  players: number,
  viewer: Seat | 'spectator',
  raw: readonly string[],
): { leaks: string[]; checked: number } {
  const leaks: string[] = [];
  const frames = raw.map((t) => JSON.parse(t) as ServerFrame);
  const counts: number[] = new Array(frames.length).fill(0);
  let following: number | null = null;
  for (let i = frames.length - 1; i >= 0; i--) {
    const f = frames[i] as ServerFrame;
    if (f.type === 'state' || f.type === 'patch') following = f.actionCount;
    counts[i] = following ?? states.length - 1;
  }
  frames.forEach((f, i) => {
    const count = counts[i] as number;
    const state = states[count];
    if (state === undefined) {
      leaks.push(`frame ${i} refers to action count ${count}, beyond the replay`);
      return;
    }
    // The server's random ids (the match id, the seed revealed at the end, request ids) are
    // base64url and can hold a card id by chance ("…G03…" in one match in a few hundred): they
    // are not game content, so the scan reads the frame without them.
    const text = JSON.stringify({ ...f, matchId: '', seed: '', requestId: '' });
    for (let p = 0; p < players; p++) {
      if (p === viewer) continue;
      for (const s of def.secretsOf(state, p)) {
        if (text.includes(s))
          leaks.push(`frame ${i} (${f.type}, actions ${count}) to ${viewer} holds seat ${p}'s ${s}`);
      }
    }
  });
  return { leaks, checked: frames.length };
}

let requestCounter = 0;

/** Sends an action for the seat of `client` against its latest state and waits for the answer. */
export async function act(client: TestClient, action: unknown, version?: number): Promise<ServerFrame> {
  const requestId = `r${++requestCounter}`;
  const from = client.mark();
  client.send({ type: 'action', action, version: version ?? client.lastState()?.version ?? 0, requestId });
  return client.next((f) => (f.type === 'state' || f.type === 'error') && f.requestId === requestId, from);
}

/**
 * Plays human seats until the match ends: each time, the seat whose latest frame offers legal
 * actions sends the one `pick` chooses (the first by default). Bot seats play themselves.
 */
export async function playToEnd(
  clients: ReadonlyMap<Seat, TestClient>,
  pick: (legal: unknown[], seat: Seat) => unknown = (legal) => legal[0],
  maxActions = 5000,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const states = [...clients.values()].map((c) => c.lastState()).filter((s) => s !== undefined);
    const newest = Math.max(...states.map((s) => s.version));
    const current = states.find((s) => s.version === newest) as StateFrame;
    if (current.status === 'finished') return sent;
    const mover = [...clients.entries()].find(([, c]) => {
      const s = c.lastState();
      return s !== undefined && s.version === newest && s.legalActions.length > 0;
    });
    if (!mover) {
      // A frame is still on its way, or a bot is to act: wait for any new state frame.
      await Promise.race([...clients.values()].map((c) => c.next((f) => f.type === 'state', c.mark())));
      continue;
    }
    const [seat, client] = mover;
    const frame = await act(client, pick(client.lastState()?.legalActions ?? [], seat), newest);
    if (frame.type === 'error') throw new Error(`seat ${seat} was refused: ${frame.code} ${frame.message}`);
    if (++sent > maxActions) throw new Error('the match does not end');
  }
}
