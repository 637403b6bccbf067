import type { LoadTestOptions, ThinkRange } from './options.ts';
import type { LoadTestReport, LoadTestResult } from './run.ts';

/** The `--json` object: today's fields, plus the per-node and CPU figures only when asked for. */
export function resultOf(r: LoadTestReport, opts: LoadTestOptions): LoadTestResult {
  const { matches, actions, actionsPerSecond, p50Ms, p99Ms, errors } = r;
  return {
    matches,
    actions,
    actionsPerSecond,
    p50Ms,
    p99Ms,
    errors,
    ...(opts.urls.length > 1 ? { nodes: r.nodes } : {}),
    ...(r.serverCpuMsPerAction !== undefined ? { serverCpuMsPerAction: r.serverCpuMsPerAction } : {}),
  };
}

export function describePace(think: ThinkRange): string {
  if (think.maxMs === 0) return 'clients answer at once';
  // A range whose midpoint is its bounds' mean ± half is what `--think-ms <mean>` gives.
  const mean = (think.minMs + think.maxMs) / 2;
  if (think.minMs === mean * 0.5 && think.maxMs === mean * 1.5) return `clients think ~${mean} ms`;
  return `clients think ${think.minMs}-${think.maxMs} ms`;
}

/** The human summary of one run. */
export function formatReport(r: LoadTestReport, opts: LoadTestOptions): string {
  const where = opts.urls.length === 1 ? opts.urls[0] : `${opts.urls.length} nodes`;
  const window = opts.seconds === null ? '' : `, for ${opts.seconds} s`;
  const lines = [
    `${r.matches} matches of ${r.gameName}, ${r.players} players each, on ${where}, ${describePace(opts.think)}${window}`,
    `actions:        ${r.actions} in ${r.seconds.toFixed(1)} s`,
    `actions/s:      ${r.actionsPerSecond}`,
    `latency p50:    ${r.p50Ms} ms (action sent → answering state frame received)`,
    `latency p99:    ${r.p99Ms} ms`,
    `errors:         ${r.errors}`,
    ...r.errorSamples.map((e) => `  ${e}`),
  ];
  if (r.serverCpuMsPerAction !== undefined) {
    lines.push(`server CPU:     ${r.serverCpuMsPerAction} ms per action (pids ${opts.serverPids.join(', ')})`);
  }
  if (opts.urls.length > 1) {
    for (const n of r.nodes) lines.push(`node ${n.url}: ${n.matches} matches created, ${n.sockets} sockets`);
  }
  if (opts.seconds !== null) {
    const after = opts.finish ? `, then played to the end (${r.finishErrors} errors)` : ', left open';
    lines.push(`unfinished:     ${r.unfinishedMatches} matches when the window closed${after}`);
  }
  return `${lines.join('\n')}\n`;
}
