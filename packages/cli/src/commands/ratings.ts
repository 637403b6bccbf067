import { existsSync } from 'node:fs';
import { BoardhallError } from '@boardhall/engine';
import { openMatchStore, parseDatabaseUrl, rebuildStored, type StoredRebuild, sqliteFileOf } from '@boardhall/server';
import type { CliIo } from '../io.ts';

export interface RatingsRebuildOptions {
  /** `postgres://…` or `sqlite:<dir>`; wins over `dataDir`. */
  database?: string;
  dataDir: string;
  /** Replace what differs with the recomputed values. */
  write: boolean;
  json: boolean;
}

export interface RatingsRebuildSummary extends StoredRebuild {
  /** Wall time of the read, the recomputation and the comparison (and the write), in ms. */
  ms: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;

/**
 * `boardhall ratings rebuild`: every rating recomputed from the stored results, in order, from
 * scratch, and compared exactly with the stored ones (docs/protocol.md "Ratings").
 */
export async function ratingsRebuild(opts: RatingsRebuildOptions, io: CliIo): Promise<RatingsRebuildSummary> {
  const target = parseDatabaseUrl(opts.database ?? `sqlite:${opts.dataDir}`);
  // A rebuild reads an existing database: a folder without one is a mistake, not a new server.
  if (target.kind === 'sqlite' && !existsSync(sqliteFileOf(target.dataDir))) {
    throw new BoardhallError(
      'bad-database-url',
      `There is no Boardhall SQLite database at ${sqliteFileOf(target.dataDir)}.`,
    );
  }
  const store = await openMatchStore(target);
  let summary: RatingsRebuildSummary;
  try {
    const started = performance.now();
    const result = await rebuildStored(store.ratings, opts.write);
    summary = { ...result, ms: Math.round((performance.now() - started) * 10) / 10 };
  } finally {
    await store.close();
  }
  if (opts.json) {
    io.out(`${JSON.stringify(summary)}\n`);
    return summary;
  }
  io.out(
    `Rebuilt ${plural(summary.ratings, 'rating')} of ${plural(summary.players, 'player')} from ` +
      `${plural(summary.results, 'rated result')} (${summary.counted.toLocaleString('en')} counted) in ${summary.ms} ms.\n`,
  );
  if (summary.differences === 0) {
    io.out('Differences: 0. The stored ratings are exactly what the results make them.\n');
    return summary;
  }
  const { results, ratings, pairs } = summary.differing;
  io.out(
    `Differences: ${summary.differences} (${plural(results, 'result')}, ${plural(ratings, 'rating')}, ` +
      `${plural(pairs, 'pair count')}).\n`,
  );
  for (const line of summary.examples) io.out(`  ${line}\n`);
  io.out(
    summary.written
      ? 'The recomputed values replaced the stored ones.\n'
      : 'Nothing was changed; run with --write to replace them with the recomputed values.\n',
  );
  return summary;
}
