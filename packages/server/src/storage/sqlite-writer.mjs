// The SQLite writer thread. better-sqlite3 is synchronous, so a commit with synchronous=FULL
// blocks its thread for the fsync; here that thread is not the server's event loop. Writes arrive
// as the main thread makes them; each commit takes every write waiting in the queue at that
// moment, so there is one transaction and one fsync per group: group commit.
import { parentPort, receiveMessageOnPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { ratingWriter } from './sqlite-rating-writes.mjs';

const db = new Database(workerData.path);
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('foreign_keys = ON');
db.pragma('busy_timeout = 5000');
// Checkpoints run on the checkpointer thread, never inside a commit.
db.pragma('wal_autocheckpoint = 0');
parentPort.postMessage({
  type: 'ready',
  journalMode: db.pragma('journal_mode', { simple: true }),
  synchronous: db.pragma('synchronous', { simple: true }),
});

const insertMatch = db.prepare(
  `INSERT INTO matches (id, game, players, options, seed, seats, status, created_at, updated_at, outcome, creator, rng_scheme, active, speed, clocks, next_deadline, chat, rated, hints)
   VALUES (@id, @game, @players, @options, @seed, @seats, @status, @created_at, @updated_at, @outcome, @creator, @rng_scheme, @active, @speed, @clocks, @next_deadline, @chat, @rated, @hints)`,
);
const insertAction = db.prepare(
  `INSERT INTO actions (match_id, seq, kind, seat, action, hash, created_at)
   VALUES (@match_id, @seq, @kind, @seat, @action, @hash, @created_at)`,
);
const insertChat = db.prepare(
  `INSERT INTO chat_messages (match_id, idx, seat, name, text, phrase, created_at)
   VALUES (@match_id, @idx, @seat, @name, @text, @phrase, @created_at)`,
);
const beat = db.prepare(
  `INSERT INTO node_alive (node_id, alive_at) VALUES (@life, @at)
   ON CONFLICT (node_id) DO UPDATE SET alive_at = max(alive_at, excluded.alive_at)`,
);
const knownLife = db.prepare('SELECT 1 FROM node_alive WHERE node_id = ?');
const addUptime = db.prepare(
  `UPDATE cluster_uptime SET uptime_ms = uptime_ms + min(max(@at - beat_at, 0), @gap), beat_at = max(beat_at, @at)
   WHERE id = 1`,
);
const rateResult = ratingWriter(db);
const updates = new Map();

function update(id, fields, at) {
  const names = Object.keys(fields).sort();
  const key = names.join(',');
  let stmt = updates.get(key);
  if (!stmt) {
    const sets = ['updated_at = @at', ...names.map((n) => `${n} = @${n}`)];
    stmt = db.prepare(`UPDATE matches SET ${sets.join(', ')} WHERE id = @id`);
    updates.set(key, stmt);
  }
  const result = stmt.run({ ...fields, id, at });
  if (result.changes !== 1) throw new Error(`No match '${id}' to update.`);
}

function run(op) {
  if (op.kind === 'createMatch') insertMatch.run(op.row);
  else if (op.kind === 'appendAction') {
    insertAction.run(op.row);
    if (op.update) update(op.row.match_id, op.update, op.row.created_at);
    if (op.rating) rateResult(op.row.match_id, op.rating);
  } else if (op.kind === 'updateMatch') {
    update(op.id, op.update, op.at);
    if (op.rating) rateResult(op.id, op.rating);
  } else if (op.kind === 'appendChat') insertChat.run(op.row);
  else if (op.kind === 'heartbeat') {
    // A run that beat before was alive all the time since (stalled perhaps, never gone): its gap
    // is uptime in full. Only a run's first beat may follow a time when every server was down.
    const alive = knownLife.get(op.row.life) !== undefined;
    beat.run(op.row);
    addUptime.run(alive ? { ...op.row, gap: Number.MAX_SAFE_INTEGER } : op.row);
  } else throw new Error(`Unknown write '${op.kind}'.`);
}

/** Commits writes in one transaction; one that fails is retried alone so it sinks no other. */
function commit(writes) {
  try {
    db.transaction(() => {
      for (const w of writes) run(w.op);
    })();
    return writes.map(() => null);
  } catch {
    return writes.map((w) => {
      try {
        db.transaction(() => run(w.op))();
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    });
  }
}

function close() {
  db.close();
  parentPort.postMessage({ type: 'closed' });
}

parentPort.on('message', (first) => {
  // Everything that arrived while the last commit ran goes into this one, in order.
  const writes = [];
  let closing = false;
  for (let msg = first; msg !== undefined; msg = receiveMessageOnPort(parentPort)?.message) {
    if (msg.type === 'close') {
      closing = true;
      break;
    }
    for (const w of msg.writes) writes.push(w);
  }
  if (writes.length > 0) {
    const results = commit(writes);
    parentPort.postMessage({ type: 'done', ids: writes.map((w) => w.id), results });
  }
  if (closing) close();
});
