/**
 * `npm run ratings-bench -- [--matches 1000] [--database postgres://…] …`
 *
 * Creates a database of rated matches through the real API of a `boardhall serve` node of its
 * own (src/loadtest/rated-bench.ts), then times `boardhall ratings rebuild` on it, which must find
 * the stored ratings identical to the recomputed ones. Progress on stderr, figures on stdout
 * (`--json`: one JSON object). Exit code 2 for a command-line mistake, 1 for any other failure.
 */
import { UsageError } from '../src/loadtest/options.ts';
import {
  parseRatedBenchArgs,
  RATED_BENCH_USAGE,
  type RatedBenchReport,
  runRatedBench,
} from '../src/loadtest/rated-bench.ts';

function describe(r: RatedBenchReport): string {
  const seats = Object.entries(r.play.byPlayers)
    .map(([players, n]) => `${n} of ${players}`)
    .join(', ');
  return [
    `${r.play.matches} rated matches through the API in ${r.play.seconds} s: ${r.play.actions} actions, ${r.play.humanSeats} seats of accounts, ${r.play.botSeats} of bots (players: ${seats})`,
    `ratings rebuild: ${r.rebuild.results} results (${r.rebuild.counted} counted), ${r.rebuild.players} players, ${r.rebuild.ratings} ratings in ${r.rebuild.ms} ms (the command's whole run: ${r.rebuildProcessSeconds} s)`,
    `differences: ${r.rebuild.differences}`,
  ].join('\n');
}

try {
  const opts = parseRatedBenchArgs(process.argv.slice(2));
  const report = await runRatedBench(opts, (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`));
  process.stdout.write(opts.json ? `${JSON.stringify(report)}\n` : `${describe(report)}\n`);
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${RATED_BENCH_USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
