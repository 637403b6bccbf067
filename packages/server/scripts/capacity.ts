/**
 * `npm run capacity -- --url <base>[,<base>…] [--game <id>] [--think-ms 1000-3000] [--seconds 30] …`
 *
 * Against an already-running server (loopback only): the paced load test at growing numbers of
 * concurrent matches, each level for a bounded window and its unfinished matches then played out
 * unmeasured, printing each level, and finally the most matches with p99 ≤ --p99-ms and no errors.
 * `--json` prints {"capacity","firstFailure","steps":[…]} at the end. With `--admin
 * <url>[,…]` (the nodes' admin ports) each level is judged on the nodes' own latency histogram
 * (src/loadtest/server-latency.ts), the load generator's figures printed beside it. Exit code 2 for a
 * command-line mistake, 1 for any other failure.
 */
import { CAPACITY_USAGE, parseCapacityArgs, searchCapacity } from '../src/loadtest/capacity.ts';
import { UsageError } from '../src/loadtest/options.ts';
import { capacityHeader, capacityLine, describePace } from '../src/loadtest/report.ts';
import { runLoadTest } from '../src/loadtest/run.ts';

try {
  const opts = parseCapacityArgs(process.argv.slice(2));
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const withServer = opts.adminUrls.length > 0;
  const rule = withServer
    ? `server-side p99 ≤ ${opts.p99Ms} ms (${opts.adminUrls.join(', ')}), 0 errors, 0 refused`
    : `p99 ≤ ${opts.p99Ms} ms and 0 errors`;
  log(
    `capacity of ${opts.urls.join(', ')} for ${opts.game}, ${opts.players} players, ${describePace(opts.think)}, ` +
      `${opts.seconds} s per level; pass: ${rule}`,
  );
  log(capacityHeader(withServer));
  const result = await searchCapacity(opts, runLoadTest, (s) => log(capacityLine(s)));
  const failed = result.firstFailure === null ? 'no level failed' : `${result.firstFailure} failed`;
  if (opts.json) process.stdout.write(`${JSON.stringify(result)}\n`);
  else process.stdout.write(`capacity: ${result.capacity} concurrent matches (${failed})\n`);
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${CAPACITY_USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
