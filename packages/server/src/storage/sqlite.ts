import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { MatchStatus } from '@boardhall/protocol';
import Database from 'better-sqlite3';
import { StorageError } from './errors.ts';
import { migrate } from './migrations.ts';
import type { RatingRequest } from './rating-types.ts';
import { SqliteAccountStore } from './sqlite-accounts.ts';
import { SqliteMailStore } from './sqlite-mail.ts';
import { SqliteRatingStore } from './sqlite-ratings.ts';
import { type ActionRow, type ChatRow, type MatchRow, toAction, toChatMessage, toMatch } from './sqlite-rows.ts';
import {
  type MatchStore,
  type MatchUpdate,
  type StoredAction,
  type StoredChatMessage,
  type StoredMatch,
  UPTIME_GAP_MS,
} from './types.ts';

export { type ActionRow, type MatchRow, toAction, toMatch };

/** A write as the writer thread runs it (sqlite-writer.mjs): JSON already serialised. */
type WriteOp =
  | { kind: 'createMatch'; row: Record<string, unknown> }
  | { kind: 'appendAction'; row: Record<string, unknown>; update?: Record<string, unknown>; rating?: RatingRequest }
  | { kind: 'updateMatch'; id: string; update: Record<string, unknown>; at: number; rating?: RatingRequest }
  | { kind: 'appendChat'; row: Record<string, unknown> }
  | { kind: 'heartbeat'; row: { life: string; at: number; gap: number } };

interface PendingWrite {
  op: WriteOp;
  resolve(): void;
  reject(error: unknown): void;
}

interface WriterSettings {
  journalMode: string;
  synchronous: number;
}

type WriterMessage =
  | { type: 'done'; ids: number[]; results: (string | null)[] }
  | ({ type: 'ready' } & WriterSettings)
  | { type: 'closed' };

function updateColumns(update: MatchUpdate): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (update.status !== undefined) out.status = update.status;
  if (update.outcome !== undefined) out.outcome = update.outcome === null ? null : JSON.stringify(update.outcome);
  if (update.seats !== undefined) out.seats = JSON.stringify(update.seats);
  if (update.active !== undefined) out.active = JSON.stringify(update.active);
  if (update.clocks !== undefined) out.clocks = update.clocks === null ? null : JSON.stringify(update.clocks);
  if (update.nextDeadline !== undefined) out.next_deadline = update.nextDeadline;
  if (update.chat !== undefined) out.chat = JSON.stringify(update.chat);
  return out;
}

function prepareStatements(db: Database.Database) {
  return {
    getMatch: db.prepare('SELECT * FROM matches WHERE id = ?'),
    loadActions: db.prepare('SELECT * FROM actions WHERE match_id = ? ORDER BY seq'),
    lastAlive: db.prepare('SELECT alive_at AS at FROM node_alive WHERE node_id = ?'),
    uptime: db.prepare('SELECT uptime_ms AS ms FROM cluster_uptime WHERE id = 1'),
  };
}

/**
 * The unfinished matches to hold in memory (\`dueMatchIds\`): those whose deadline comes within the
 * horizon, and those without one. Two index searches (the deadlines', and the open matches
 * without one) rather than a scan of every open match: parked matches are most of them. Named
 * (INDEXED BY), since without statistics SQLite would take the status index, which reads them all.
 */
export const DUE_MATCHES_SQL = `SELECT id, created_at FROM matches INDEXED BY matches_by_deadline
    WHERE next_deadline <= ? AND status IN ('waiting', 'playing')
  UNION ALL
  SELECT id, created_at FROM matches INDEXED BY matches_open_undated
    WHERE next_deadline IS NULL AND status IN ('waiting', 'playing')
  ORDER BY created_at, id LIMIT ?`;

/**
 * The embedded store: one SQLite file in WAL mode with `synchronous=FULL`, so a write that has
 * resolved survives `kill -9` and power loss. Writes run on a writer thread, so an fsync never
 * stalls the event loop, and are grouped: the writer takes every write waiting for it into one
 * transaction (one fsync for many actions), so a write waits at most for the commit in progress
 * and never for this thread to hand over the next batch. Reads use a connection on the calling
 * thread; WAL lets them proceed while the writer commits. WAL checkpoints run on a third thread,
 * so they never stall a commit.
 */
export class SqliteMatchStore implements MatchStore {
  readonly path: string;
  readonly accounts: SqliteAccountStore;
  readonly mail: SqliteMailStore;
  readonly ratings: SqliteRatingStore;
  private readonly db: Database.Database;
  private readonly writer: Worker;
  private readonly checkpointer: Worker;
  private readonly stmts: ReturnType<typeof prepareStatements>;
  /** Writes not yet handed to the writer (they go at the end of this turn of the event loop). */
  private outbox: { id: number; op: WriteOp }[] = [];
  private flushScheduled = false;
  /** Writes handed over and not yet answered, by id. */
  private readonly inFlight = new Map<number, PendingWrite>();
  private nextWrite = 1;
  private closed = false;
  private writerError: Error | null = null;
  private onClosed: (() => void) | null = null;
  private onIdle: (() => void) | null = null;
  private readonly ready: Promise<WriterSettings>;
  private onReady: ((settings: WriterSettings) => void) | null = null;

  constructor(path: string) {
    this.path = path;
    mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.stmts = prepareStatements(this.db);
    this.accounts = new SqliteAccountStore(this.db);
    this.mail = new SqliteMailStore(this.db);
    this.ratings = new SqliteRatingStore(this.db);
    this.ready = new Promise((resolve) => {
      this.onReady = resolve;
    });
    this.writer = new Worker(new URL('./sqlite-writer.mjs', import.meta.url), { workerData: { path } });
    this.writer.on('message', (msg: WriterMessage) => this.onWriterMessage(msg));
    this.writer.on('error', (error) => this.failAll(error));
    this.writer.on('exit', (code) => {
      if (!this.closed) this.failAll(new Error(`The SQLite writer thread stopped (exit code ${code}).`));
      this.onClosed?.();
    });
    this.checkpointer = new Worker(new URL('./sqlite-checkpointer.mjs', import.meta.url), {
      workerData: { path, intervalMs: 500 },
    });
    // Checkpointing is housekeeping: if it fails, the WAL only grows until the next start.
    this.checkpointer.on('error', () => undefined);
    this.checkpointer.unref();
  }

  createMatch(m: StoredMatch): Promise<void> {
    return this.write({
      kind: 'createMatch',
      row: {
        id: m.id,
        game: m.game,
        players: m.players,
        options: JSON.stringify(m.options ?? null),
        seed: m.seed,
        seats: JSON.stringify(m.seats),
        status: m.status,
        created_at: m.createdAt,
        updated_at: m.updatedAt,
        outcome: m.outcome === null ? null : JSON.stringify(m.outcome),
        creator: m.creator ?? null,
        rng_scheme: m.rngScheme,
        active: m.active === undefined ? null : JSON.stringify(m.active),
        speed: m.speed === undefined ? null : JSON.stringify(m.speed),
        clocks: m.clocks ? JSON.stringify(m.clocks) : null,
        next_deadline: m.nextDeadline ?? null,
        chat: m.chat === undefined ? null : JSON.stringify(m.chat),
        rated: m.rated === true ? 1 : 0,
        hints: m.hints === true ? 1 : 0,
      },
    });
  }

  appendAction(row: StoredAction, update?: MatchUpdate): Promise<void> {
    const op: WriteOp = {
      kind: 'appendAction',
      row: {
        match_id: row.matchId,
        seq: row.seq,
        kind: row.kind,
        seat: row.seat,
        action: row.kind === 'undo' ? null : JSON.stringify(row.action ?? null),
        hash: row.hash,
        created_at: row.at,
      },
    };
    if (update) op.update = updateColumns(update);
    if (update?.rating) op.rating = update.rating;
    return this.write(op);
  }

  updateMatch(id: string, update: MatchUpdate): Promise<void> {
    return this.write({
      kind: 'updateMatch',
      id,
      update: updateColumns(update),
      at: Date.now(),
      ...(update.rating ? { rating: update.rating } : {}),
    });
  }

  async getMatch(id: string): Promise<StoredMatch | null> {
    const row = this.stmts.getMatch.get(id) as MatchRow | undefined;
    return row ? toMatch(row) : null;
  }

  async listMatches(query: { statuses: readonly MatchStatus[]; limit: number }): Promise<StoredMatch[]> {
    if (query.statuses.length === 0) return [];
    const marks = query.statuses.map(() => '?').join(', ');
    const rows = this.db
      .prepare(`SELECT * FROM matches WHERE status IN (${marks}) ORDER BY created_at DESC, id LIMIT ?`)
      .all(...query.statuses, query.limit) as MatchRow[];
    return rows.map(toMatch);
  }

  async loadActions(matchId: string): Promise<StoredAction[]> {
    return (this.stmts.loadActions.all(matchId) as ActionRow[]).map(toAction);
  }

  appendChat(m: StoredChatMessage, _fence?: number): Promise<void> {
    return this.write({
      kind: 'appendChat',
      row: {
        match_id: m.matchId,
        idx: m.index,
        seat: m.seat,
        name: m.name,
        text: m.text,
        phrase: m.phrase,
        created_at: m.at,
      },
    }).catch((error: unknown) => {
      if (error instanceof Error && /UNIQUE constraint failed: chat_messages/.test(error.message)) {
        throw new StorageError('duplicate-action', `Match '${m.matchId}' already has a chat message ${m.index}.`);
      }
      throw error;
    });
  }

  async loadChat(matchId: string, limit: number): Promise<StoredChatMessage[]> {
    const rows = this.db
      .prepare('SELECT * FROM chat_messages WHERE match_id = ? ORDER BY idx DESC LIMIT ?')
      .all(matchId, limit) as ChatRow[];
    return rows.reverse().map(toChatMessage);
  }

  async dueMatchIds(horizon: number, limit: number): Promise<string[]> {
    const rows = this.db.prepare(DUE_MATCHES_SQL).all(horizon, limit) as { id: string }[];
    return rows.map((r) => r.id);
  }

  heartbeat(life: string, at: number): Promise<void> {
    return this.write({ kind: 'heartbeat', row: { life, at, gap: UPTIME_GAP_MS } });
  }

  async lastAlive(life: string): Promise<number | null> {
    const row = this.stmts.lastAlive.get(life) as { at: number } | undefined;
    return row?.at ?? null;
  }

  async uptime(): Promise<number> {
    const row = this.stmts.uptime.get() as { ms: number } | undefined;
    return row?.ms ?? 0;
  }

  readonly kind = 'sqlite' as const;

  async ping(): Promise<void> {
    if (this.closed) throw new Error('The match store is closed.');
    this.db.prepare('SELECT 1').get();
  }

  /** The durability settings of the connection that writes (synchronous: 2 = FULL). */
  settings(): Promise<WriterSettings> {
    return this.ready;
  }

  /** Waits for every write requested so far, then stops the writer and closes the file. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.flush();
    if (this.inFlight.size > 0) {
      await new Promise<void>((resolve) => {
        this.onIdle = resolve;
      });
    }
    if (!this.writerError) {
      await new Promise<void>((resolve) => {
        this.onClosed = resolve;
        this.writer.postMessage({ type: 'close' });
      });
    }
    await this.writer.terminate();
    await this.checkpointer.terminate();
    // The last connection to close checkpoints the WAL into the database file and removes it.
    this.db.close();
  }

  private write(op: WriteOp): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The match store is closed.'));
    if (this.writerError) return Promise.reject(this.writerError);
    return new Promise<void>((resolve, reject) => {
      const id = this.nextWrite++;
      this.inFlight.set(id, { op, resolve, reject });
      this.outbox.push({ id, op });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        // One message for all the writes of this turn of the event loop.
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    if (this.outbox.length === 0 || this.writerError) return;
    const writes = this.outbox;
    this.outbox = [];
    this.writer.postMessage({ type: 'batch', writes });
  }

  private onWriterMessage(msg: WriterMessage): void {
    if (msg.type === 'closed') {
      this.onClosed?.();
      return;
    }
    if (msg.type === 'ready') {
      this.onReady?.({ journalMode: msg.journalMode, synchronous: msg.synchronous });
      return;
    }
    msg.ids.forEach((id, i) => {
      const w = this.inFlight.get(id);
      if (!w) return;
      this.inFlight.delete(id);
      const error = msg.results[i];
      if (error === null || error === undefined) w.resolve();
      else w.reject(new Error(error));
    });
    if (this.inFlight.size === 0) this.onIdle?.();
  }

  private failAll(error: Error): void {
    this.writerError = error;
    const writes = [...this.inFlight.values()];
    this.inFlight.clear();
    this.outbox = [];
    for (const w of writes) w.reject(error);
    this.onIdle?.();
  }
}
