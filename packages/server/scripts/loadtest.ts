/**
 * `npm run loadtest -- --url <base> --matches <n> [--game <id>] [--players <n>] [--think-ms <ms>] [--json]`
 *
 * Plays n matches at once against a running server (loopback only) with bot-driven WebSocket
 * clients and reports actions per second, p50/p99 action→state latency and errors. `--json`
 * prints {"matches","actions","actionsPerSecond","p50Ms","p99Ms","errors"}. Exit code 1 when any
 * error occurred, 2 for a command-line mistake.
 */
import { LOADTEST_USAGE, parseLoadTestArgs, UsageError } from '../src/loadtest/options.ts';
import { type LoadTestResult, runLoadTest } from '../src/loadtest/run.ts';

try {
  const opts = parseLoadTestArgs(process.argv.slice(2));
  const r = await runLoadTest(opts);
  if (opts.json) {
    const { matches, actions, actionsPerSecond, p50Ms, p99Ms, errors } = r;
    const result: LoadTestResult = { matches, actions, actionsPerSecond, p50Ms, p99Ms, errors };
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } else {
    const pace = opts.thinkMs > 0 ? `clients think ~${opts.thinkMs} ms` : 'clients answer at once';
    process.stdout.write(
      [
        `${r.matches} matches of ${r.gameName}, ${r.players} players each, on ${opts.url}, ${pace}`,
        `actions:        ${r.actions} in ${r.seconds.toFixed(1)} s`,
        `actions/s:      ${r.actionsPerSecond}`,
        `latency p50:    ${r.p50Ms} ms (action sent → answering state frame received)`,
        `latency p99:    ${r.p99Ms} ms`,
        `errors:         ${r.errors}`,
        ...r.errorSamples.map((e) => `  ${e}`),
        '',
      ].join('\n'),
    );
  }
  process.exitCode = r.errors > 0 ? 1 : 0;
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${LOADTEST_USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
