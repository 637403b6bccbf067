import { BoardhallError, type GameRegistry } from '@boardhall/engine';
import {
  type MigrationSummary,
  migrateSqliteToPostgres,
  PostgresMatchStore,
  parseDatabaseUrl,
} from '@boardhall/server';
import type { CliIo } from '../io.ts';

export interface MigrateOptions {
  /** `sqlite:<dir>` (or a bare folder). */
  from: string;
  /** `postgres://…`, optionally `?schema=name`. */
  to: string;
  json: boolean;
}

const matches = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;
const actions = (n: number) => `${n} ${n === 1 ? 'action' : 'actions'}`;

/** Copies an SQLite database into PostgreSQL, verifies every match, prints what happened. */
export async function migrate(registry: GameRegistry, opts: MigrateOptions, io: CliIo): Promise<MigrationSummary> {
  const from = parseDatabaseUrl(opts.from);
  if (from.kind !== 'sqlite') {
    throw new BoardhallError('bad-argument', `--from must be sqlite:<folder>, not '${opts.from}'.`);
  }
  const to = parseDatabaseUrl(opts.to);
  if (to.kind !== 'postgres') {
    throw new BoardhallError('bad-argument', `--to must be a postgres:// URL, not '${opts.to}'.`);
  }
  const target = await PostgresMatchStore.open({
    connectionString: to.connectionString,
    schema: to.schema,
    display: to.display,
  });
  let summary: MigrationSummary;
  try {
    summary = await migrateSqliteToPostgres({ dataDir: from.dataDir, target, registry });
  } finally {
    await target.close();
  }
  if (opts.json) {
    io.out(`${JSON.stringify(summary)}\n`);
    return summary;
  }
  const source = `sqlite:${from.dataDir}`;
  const destination = `${to.display} (schema ${to.schema})`;
  const copiedAnything =
    summary.copiedMatches + summary.updatedMatches + summary.copiedActions > 0 ||
    summary.copiedAccounts + summary.copiedSessions + summary.copiedPasskeys + summary.copiedEmails > 0 ||
    summary.copiedRatedResults > 0;
  if (!copiedAnything) {
    io.out(
      `Nothing new to copy: the ${matches(summary.matches)} and ${actions(summary.actions)} ` +
        `of ${source} are all in ${destination}.\n`,
    );
  } else {
    io.out(
      `Copied ${matches(summary.copiedMatches)} (${summary.updatedMatches} brought up to date) and ` +
        `${actions(summary.copiedActions)} from ${source} to ${destination}.\n`,
    );
  }
  io.out(
    `Accounts: ${summary.accounts} in SQLite; copied ${summary.copiedAccounts} new, with ` +
      `${summary.copiedPasskeys} passkeys, ${summary.copiedSessions} sessions and ${summary.copiedEmails} e-mail addresses.\n`,
  );
  io.out(`Ratings: ${summary.ratedResults} rated results in SQLite; copied ${summary.copiedRatedResults} new.\n`);
  io.out(`Verified ${summary.verified} of ${matches(summary.matches)}: each history replays to its stored hashes.\n`);
  for (const p of summary.problems) io.out(`  not verified: ${p.matchId}: ${p.problem}\n`);
  return summary;
}
