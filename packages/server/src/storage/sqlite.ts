import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import type { MatchStatus } from '../protocol.ts';
import { migrate } from './migrations.ts';
import type { MatchStore, MatchUpdate, StoredAction, StoredMatch } from './types.ts';

interface MatchRow {
  id: string;
  game: string;
  players: number;
  options: string;
  seed: string;
  seats: string;
  status: MatchStatus;
  created_at: number;
  updated_at: number;
  outcome: string | null;
}

interface ActionRow {
  match_id: string;
  seq: number;
  kind: 'action' | 'undo';
  seat: number;
  action: string | null;
  hash: string;
  created_at: number;
}

interface PendingWrite {
  run(): void;
  resolve(): void;
  reject(error: unknown): void;
}

function toMatch(row: MatchRow): StoredMatch {
  return {
    id: row.id,
    game: row.game,
    players: row.players,
    options: JSON.parse(row.options) as unknown,
    seed: row.seed,
    seats: JSON.parse(row.seats) as StoredMatch['seats'],
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    outcome: row.outcome === null ? null : (JSON.parse(row.outcome) as StoredMatch['outcome']),
  };
}

function toAction(row: ActionRow): StoredAction {
  return {
    matchId: row.match_id,
    seq: row.seq,
    kind: row.kind,
    seat: row.seat,
    action: row.action === null ? null : (JSON.parse(row.action) as unknown),
    hash: row.hash,
    at: row.created_at,
  };
}

function prepareStatements(db: Database.Database) {
  return {
    insertMatch: db.prepare(
      `INSERT INTO matches (id, game, players, options, seed, seats, status, created_at, updated_at, outcome)
       VALUES (@id, @game, @players, @options, @seed, @seats, @status, @created_at, @updated_at, @outcome)`,
    ),
    insertAction: db.prepare(
      `INSERT INTO actions (match_id, seq, kind, seat, action, hash, created_at)
       VALUES (@match_id, @seq, @kind, @seat, @action, @hash, @created_at)`,
    ),
    getMatch: db.prepare('SELECT * FROM matches WHERE id = ?'),
    loadActions: db.prepare('SELECT * FROM actions WHERE match_id = ? ORDER BY seq'),
  };
}

/**
 * The embedded store: one SQLite file in WAL mode with `synchronous=FULL`, so a write that has
 * resolved survives `kill -9` and power loss. Writes are grouped: every write requested during
 * one turn of the event loop goes into one transaction (one fsync), which is what lets a single
 * core acknowledge thousands of actions a second.
 */
export class SqliteMatchStore implements MatchStore {
  readonly path: string;
  private readonly db: Database.Database;
  private pending: PendingWrite[] = [];
  private flushScheduled = false;
  private closed = false;
  private readonly stmts: ReturnType<typeof prepareStatements>;

  constructor(path: string) {
    this.path = path;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    this.db = new Database(path);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = FULL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    migrate(this.db);
    this.stmts = prepareStatements(this.db);
  }

  createMatch(m: StoredMatch): Promise<void> {
    return this.write(() => {
      this.stmts.insertMatch.run({
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
      });
    });
  }

  appendAction(row: StoredAction, update?: MatchUpdate): Promise<void> {
    return this.write(() => {
      this.stmts.insertAction.run({
        match_id: row.matchId,
        seq: row.seq,
        kind: row.kind,
        seat: row.seat,
        action: row.kind === 'undo' ? null : JSON.stringify(row.action ?? null),
        hash: row.hash,
        created_at: row.at,
      });
      if (update) this.applyUpdate(row.matchId, update, row.at);
    });
  }

  updateMatch(id: string, update: MatchUpdate): Promise<void> {
    return this.write(() => this.applyUpdate(id, update, Date.now()));
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

  /** The durability settings in force (synchronous: 2 = FULL). */
  settings(): { journalMode: string; synchronous: number } {
    return {
      journalMode: this.db.pragma('journal_mode', { simple: true }) as string,
      synchronous: this.db.pragma('synchronous', { simple: true }) as number,
    };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.db.close();
  }

  private applyUpdate(id: string, update: MatchUpdate, at: number): void {
    const sets: string[] = ['updated_at = @at'];
    const params: Record<string, unknown> = { id, at };
    if (update.status !== undefined) {
      sets.push('status = @status');
      params.status = update.status;
    }
    if (update.outcome !== undefined) {
      sets.push('outcome = @outcome');
      params.outcome = update.outcome === null ? null : JSON.stringify(update.outcome);
    }
    if (update.seats !== undefined) {
      sets.push('seats = @seats');
      params.seats = JSON.stringify(update.seats);
    }
    const result = this.db.prepare(`UPDATE matches SET ${sets.join(', ')} WHERE id = @id`).run(params);
    if (result.changes !== 1) throw new Error(`No match '${id}' to update.`);
  }

  private write(run: () => void): Promise<void> {
    if (this.closed) return Promise.reject(new Error('The match store is closed.'));
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ run, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    try {
      this.db.transaction(() => {
        for (const w of batch) w.run();
      })();
      for (const w of batch) w.resolve();
    } catch {
      // One bad write must not sink the others grouped with it: retry each in its own transaction.
      for (const w of batch) {
        try {
          this.db.transaction(() => w.run())();
          w.resolve();
        } catch (error) {
          w.reject(error);
        }
      }
    }
  }
}
