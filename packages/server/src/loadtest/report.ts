import type { CapacityStep } from './capacity.ts';
import type { BucketQuantile } from './histogram.ts';
import type { LoadTestOptions, ThinkRange } from './options.ts';
import type { LoadTestReport, LoadTestResult } from './run.ts';
import type { ServerLatency } from './server-latency.ts';

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
    ...(r.server !== undefined ? { server: r.server } : {}),
  };
}

/** A server-side quantile with the bucket it lies in, e.g. `8.2 (5–10)`; `> 10000` in the +Inf bucket. */
export function describeQuantile(q: BucketQuantile | null): string {
  if (q === null) return '—';
  if (q.upper === Number.POSITIVE_INFINITY) return `> ${q.lower}`;
  return `${q.value} (${q.lower}–${q.upper})`;
}

/**
 * Null when the nodes acknowledged exactly the actions the load generator saw answered, else why
 * the server-side figures cover other answers than the client-side ones.
 */
export function countMismatch(server: ServerLatency, clientActions: number): string | null {
  if (server.acknowledged === clientActions) return null;
  return (
    `the nodes acknowledged ${server.acknowledged} actions in the window, the load generator saw ${clientActions} ` +
    'answered (another client on the nodes, a node missing from --admin, or answers lost)'
  );
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
  if (r.server !== undefined) {
    lines.push(
      `server p50:     ${describeQuantile(r.server.p50)} ms (the nodes' histogram, arrival → acknowledgement; bucket in brackets)`,
      `server p99:     ${describeQuantile(r.server.p99)} ms`,
      `server actions: ${r.server.acknowledged} acknowledged, ${r.server.refused} refused`,
    );
    const mismatch = countMismatch(r.server, r.actions);
    if (mismatch !== null) lines.push(`  counts differ: ${mismatch}`);
  }
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

/** The capacity search's table: with `--admin`, the nodes' figures first, the load generator's beside them. */
export function capacityHeader(withServer: boolean): string {
  if (!withServer)
    return 'started   load       matches  actions/s   p50 ms   p99 ms  errors  server CPU/action  verdict';
  return (
    'started   load       matches  actions/s  server p50 ms (bucket)  server p99 ms (bucket)  client p50 ms  ' +
    'client p99 ms  actions server/client  errors  server CPU/action  verdict'
  );
}

/** One level's line (and, when the nodes' count differs from the load generator's, a second). */
export function capacityLine(s: CapacityStep): string {
  const cpu = s.serverCpuMsPerAction === undefined ? '—' : `${s.serverCpuMsPerAction} ms`;
  const verdict = s.pass ? 'pass' : 'fail';
  // The time of day (UTC) and the load average before → after, as the benchmarks' tables give them.
  const when = `${s.startedAt.slice(11, 19)}  ${`${s.load[0]}→${s.load[1]}`.padEnd(9)}`;
  if (s.server === undefined) {
    return (
      `${when}  ${String(s.matches).padStart(7)}  ${String(s.actionsPerSecond).padStart(9)}  ${String(s.p50Ms).padStart(7)}  ` +
      `${String(s.p99Ms).padStart(7)}  ${String(s.errors).padStart(6)}  ${cpu.padStart(17)}  ${verdict}`
    );
  }
  const refused = s.server.refused > 0 ? `, ${s.server.refused} refused on the nodes` : '';
  const counts = `${s.server.acknowledged}/${s.actions}`;
  const line =
    `${when}  ${String(s.matches).padStart(7)}  ${String(s.actionsPerSecond).padStart(9)}  ` +
    `${describeQuantile(s.server.p50).padStart(22)}  ${describeQuantile(s.server.p99).padStart(22)}  ` +
    `${String(s.p50Ms).padStart(13)}  ${String(s.p99Ms).padStart(13)}  ${counts.padStart(21)}  ` +
    `${String(s.errors).padStart(6)}  ${cpu.padStart(17)}  ${verdict}${refused}`;
  const mismatch = countMismatch(s.server, s.actions);
  return mismatch === null ? line : `${line}\n  counts differ: ${mismatch}`;
}
