// The SQLite checkpointer thread. A WAL checkpoint copies committed pages into the database file
// and fsyncs it; done by the writer, it would stall every commit behind it (and every action
// waiting to be acknowledged). Here it runs on its own connection, PASSIVE, so it never waits
// for or blocks the writer.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.path);
db.pragma('busy_timeout = 5000');
db.pragma('synchronous = FULL');

const timer = setInterval(() => {
  try {
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // A busy database is fine: the next round checkpoints what this one could not.
  }
}, workerData.intervalMs);

parentPort.on('message', (msg) => {
  if (msg.type !== 'close') return;
  clearInterval(timer);
  db.close();
  parentPort.postMessage({ type: 'closed' });
});
