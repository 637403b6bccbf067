// The SQLite writer thread. better-sqlite3 is synchronous, so a commit with synchronous=FULL
// blocks its thread for the fsync; here that thread is not the server's event loop. The main
// thread sends one batch at a time (everything requested while the previous batch committed),
// which makes one transaction and one fsync per batch: group commit.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

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
  `INSERT INTO matches (id, game, players, options, seed, seats, status, created_at, updated_at, outcome)
   VALUES (@id, @game, @players, @options, @seed, @seats, @status, @created_at, @updated_at, @outcome)`,
);
const insertAction = db.prepare(
  `INSERT INTO actions (match_id, seq, kind, seat, action, hash, created_at)
   VALUES (@match_id, @seq, @kind, @seat, @action, @hash, @created_at)`,
);
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
  } else if (op.kind === 'updateMatch') update(op.id, op.update, op.at);
  else throw new Error(`Unknown write '${op.kind}'.`);
}

parentPort.on('message', (msg) => {
  if (msg.type === 'close') {
    db.close();
    parentPort.postMessage({ type: 'closed' });
    return;
  }
  let results;
  try {
    db.transaction(() => {
      for (const op of msg.ops) run(op);
    })();
    results = msg.ops.map(() => null);
  } catch {
    // One bad write must not sink the others grouped with it: retry each on its own.
    results = msg.ops.map((op) => {
      try {
        db.transaction(() => run(op))();
        return null;
      } catch (error) {
        return error instanceof Error ? error.message : String(error);
      }
    });
  }
  parentPort.postMessage({ type: 'done', id: msg.id, results });
});
