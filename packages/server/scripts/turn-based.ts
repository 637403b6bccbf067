/**
 * `npm run turn-based -- [--matches 20000] [--parking idle=60000] …` or `… --deadlines [--bank-seconds 60-3600]`
 *
 * The turn-based scale benchmark (src/loadtest/turn-based.ts): starts its own `boardhall serve`
 * node (SQLite in a temporary folder, or `--database postgres://…` in a schema of its own),
 * prints its progress on stderr and its figures on stdout (`--json`: one JSON object). Exit code
 * 2 for a command-line mistake, 1 for any other failure.
 */
import { UsageError } from '../src/loadtest/options.ts';
import { runTurnBased, type TurnBasedReport } from '../src/loadtest/turn-based.ts';
import { parseTurnBasedArgs, TURN_BASED_USAGE } from '../src/loadtest/turn-based-options.ts';

function describe(r: TurnBasedReport): string {
  if (r.mode === 'memory') {
    return [
      `${r.matches} turn-based matches set up in ${r.setupSeconds.toFixed(0)} s`,
      `RSS loaded (${r.liveLoaded} in memory): ${r.rssLoadedMiB} MiB; parked (${r.liveParked} in memory): ${r.rssParkedMiB} MiB (${r.restarted ? 'after a restart' : `parked after ${r.parkingSeconds} s`})`,
      `idle CPU over ${r.idleSeconds} s: ${r.idleCpuPercent} % of one core`,
      `load on demand (${r.load.samples} parked matches): p50 ${r.load.p50Ms} ms, p99 ${r.load.p99Ms} ms, max ${r.load.maxMs} ms`,
    ].join('\n');
  }
  return [
    `${r.matches} matches set up in ${r.setupSeconds.toFixed(0)} s; waited ${r.waitedSeconds.toFixed(0)} s`,
    `deadlines fired: ${r.fired}/${r.expected}`,
    `firing delay (logged late): median ${r.late.p50Ms} ms, p99 ${r.late.p99Ms} ms, max ${r.late.maxMs} ms`,
    `firing delay (log time − deadline after the move): median ${r.wallLate.p50Ms} ms, p99 ${r.wallLate.p99Ms} ms, max ${r.wallLate.maxMs} ms`,
    `in memory at most: ${r.peakLive} matches; RSS at most ${r.rssPeakMiB} MiB`,
  ].join('\n');
}

try {
  const opts = parseTurnBasedArgs(process.argv.slice(2));
  const report = await runTurnBased(opts, (line) => process.stderr.write(`${new Date().toISOString()} ${line}\n`));
  process.stdout.write(opts.json ? `${JSON.stringify(report)}\n` : `${describe(report)}\n`);
} catch (error) {
  process.stderr.write(`error: ${error instanceof Error ? error.message : String(error)}\n`);
  if (error instanceof UsageError) process.stderr.write(`${TURN_BASED_USAGE}\n`);
  process.exitCode = error instanceof UsageError ? 2 : 1;
}
