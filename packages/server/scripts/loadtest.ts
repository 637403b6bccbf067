/**
 * `npm run loadtest -- --url <base>[,<base>…] --matches <n> [--game <id>] [--players <n>]
 *   [--think-ms <mean>|<min>-<max>] [--seconds <n> [--finish]] [--server-pid <pid>[,…]]
 *   [--admin <admin url>[,…]] [--json]`
 *
 * Plays n matches at once against a running server or the nodes of a cluster (loopback only) with
 * bot-driven WebSocket clients and reports actions per second, p50/p99 action→state latency and
 * errors. `--json` prints {"matches","actions","actionsPerSecond","p50Ms","p99Ms","errors"}, with
 * "nodes" for several URLs, "serverCpuMsPerAction" with --server-pid, and "server" with --admin
 * (the nodes' own latency histogram over the timed part: acknowledged, refused, p50, p99). Exit
 * code 1 when any error occurred, 2 for a command-line mistake.
 */
import { LOADTEST_USAGE, parseLoadTestArgs, UsageError } from '../src/loadtest/options.ts';
import { formatReport, resultOf } from '../src/loadtest/report.ts';
import { runLoadTest } from '../src/loadtest/run.ts';

try {
  const opts = parseLoadTestArgs(process.argv.slice(2));
  const r = await runLoadTest(opts);
  process.stdout.write(opts.json ? `${JSON.stringify(resultOf(r, opts))}\n` : formatReport(r, opts));
  process.exitCode = r.errors > 0 ? 1 : 0;
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${LOADTEST_USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
