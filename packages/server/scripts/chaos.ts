/**
 * `npm run chaos -- [--nodes 3] [--seconds 120] [--matches 12] [--seed <s>] [--database postgres://…]
 *   [--grace 90] [--json]`
 *
 * Starts a Redis of its own and `--nodes` cluster nodes on a fresh schema (of the test PostgreSQL
 * by default), keeps `--matches` Four Humours matches going with scripted seats and bots, and for
 * `--seconds` injects faults drawn from the seed, one at a time: `kill -9` of a node, `SIGSTOP`
 * then `SIGCONT`, every PostgreSQL backend of the run terminated, Redis restarted. Each fault is
 * logged to stderr as it happens. Then the matches still on get `--grace` seconds to finish, and
 * PostgreSQL is checked: every acknowledged action stored at its version, every history
 * replaying to its hashes. Prints acknowledged, recovered, lost, matches finished and stuck, nodes
 * crashed (`--json`: one object). Exit code 1 when anything was lost, stuck or damaged or a node
 * crashed, 2 for a command-line mistake.
 */
import { CHAOS_USAGE, parseChaosArgs } from '../src/chaos/options.ts';
import { failed, formatChaosResult } from '../src/chaos/report.ts';
import { ChaosRun } from '../src/chaos/run.ts';
import { UsageError } from '../src/loadtest/options.ts';

try {
  const opts = parseChaosArgs(process.argv.slice(2));
  const run = new ChaosRun(opts, (line) => process.stderr.write(`${line}\n`));
  const interrupted = () => {
    run.log('interrupted: stopping the nodes and Redis, dropping the schema');
    run.abort().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  const result = await run.run();
  process.stdout.write(opts.json ? `${JSON.stringify(result)}\n` : formatChaosResult(result));
  process.exitCode = failed(result) ? 1 : 0;
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${CHAOS_USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
