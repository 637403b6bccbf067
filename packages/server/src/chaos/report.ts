/** The chaos run's result: its figures from the checks, the human summary and the verdict. */
import type { FaultKind } from './faults.ts';
import type { TrackedMatch } from './match-keeper.ts';
import type { LostAction, MatchCheck } from './verify.ts';

/** What `--json` prints. */
export interface ChaosResult {
  seed: string;
  nodes: number;
  seconds: number;
  /** Matches played at once. */
  concurrentMatches: number;
  /** Acknowledged actions: the seat's state frame answering each arrived. */
  acknowledged: number;
  /** Acknowledged and found in PostgreSQL at their version. */
  recovered: number;
  /** Acknowledged and missing, or something else at their version. */
  lost: number;
  /** Stored, finished, and replaying to their stored hashes. */
  matchesFinished: number;
  /** Set up and played, but not finished when the grace period ran out. */
  matchesStuck: number;
  /** Stored histories that do not replay to their hashes (or whose status disagrees with them). */
  matchesDamaged: number;
  /** Node processes that exited without the run ending them. */
  nodesCrashed: number;
  /** Faults injected, by kind. */
  faults: Record<FaultKind, number>;
  /** Backends terminated over every pg-terminate fault. */
  backendsTerminated: number;
  /** Matches given up while setting them up: a seat joined whose token a fault swallowed. */
  matchesLostInSetup: number;
  /** Matches in the schema the run never heard of (a creation whose answer a fault swallowed). */
  unknownMatches: number;
  /** Connections the scripted seats opened (reconnections included). */
  connections: number;
  /** Refusals the scripted seats received, by code. */
  refusals: Record<string, number>;
  /** Where each node incarnation's log lines are. */
  logDir: string;
  /** The first few findings, for people: lost actions, stuck and damaged matches, crashes. */
  findings: string[];
}

export interface ResultInputs {
  seed: string;
  nodes: number;
  seconds: number;
  concurrentMatches: number;
  matches: readonly TrackedMatch[];
  checks: readonly MatchCheck[];
  faults: Record<FaultKind, number>;
  backendsTerminated: number;
  crashes: readonly string[];
  unknownMatches: number;
  logDir: string;
}

const MAX_FINDINGS = 20;

function describeLost(matchId: string, lost: LostAction): string {
  return `lost: ${matchId} v${lost.version} (seat ${lost.seat}, ${lost.requestId}): the database holds ${lost.found}`;
}

/** Counts the run's figures from the matches it played and what the database holds of them. */
export function chaosResult(inputs: ResultInputs): ChaosResult {
  const { matches, checks } = inputs;
  const checkOf = new Map(checks.map((c) => [c.matchId, c]));
  const played = matches.filter((m) => m.setupLost === null);
  const stuck = played.filter((m) => !checkOf.get(m.matchId)?.finished);
  const damaged = checks.filter((c) => c.problems.length > 0);
  const refusals: Record<string, number> = {};
  for (const c of played.flatMap((m) => m.clients)) {
    for (const code of c.refusals) refusals[code] = (refusals[code] ?? 0) + 1;
  }
  const findings = [
    ...inputs.crashes,
    ...checks.flatMap((c) => c.lost.map((l) => describeLost(c.matchId, l))),
    ...damaged.map((c) => `damaged: ${c.matchId}: ${c.problems.join('; ')}`),
    ...stuck.map((m) => {
      const c = checkOf.get(m.matchId);
      const newest = m.clients
        .map((s) => s.latest)
        .reduce((a, b) => ((b?.version ?? -1) > (a?.version ?? -1) ? b : a), null);
      const toAct = newest ? `, seat(s) ${newest.activeSeats.join(', ') || 'none'} to act` : '';
      return `stuck: ${m.matchId} (${m.label}) is ${c?.status ?? 'not stored'} with ${c?.rows ?? 0} rows; its seats saw version ${newest?.version ?? 'none'}${toAct}`;
    }),
    ...matches
      .filter((m) => m.setupLost !== null)
      .map((m) => `lost in setup: ${m.matchId} (${m.label}): ${m.setupLost}`),
  ];
  return {
    seed: inputs.seed,
    nodes: inputs.nodes,
    seconds: inputs.seconds,
    concurrentMatches: inputs.concurrentMatches,
    acknowledged: checks.reduce((n, c) => n + c.acknowledged, 0),
    recovered: checks.reduce((n, c) => n + c.recovered, 0),
    lost: checks.reduce((n, c) => n + c.lost.length, 0),
    matchesFinished: checks.filter((c) => c.finished).length,
    matchesStuck: stuck.length,
    matchesDamaged: damaged.length,
    nodesCrashed: inputs.crashes.length,
    faults: inputs.faults,
    backendsTerminated: inputs.backendsTerminated,
    matchesLostInSetup: matches.length - played.length,
    unknownMatches: inputs.unknownMatches,
    connections: played.flatMap((m) => m.clients).reduce((n, c) => n + c.connections, 0),
    refusals,
    logDir: inputs.logDir,
    findings: findings.slice(0, MAX_FINDINGS),
  };
}

/** Whether the run failed: anything lost, stuck, damaged, or a node crashed. */
export function failed(r: ChaosResult): boolean {
  return r.lost > 0 || r.matchesStuck > 0 || r.matchesDamaged > 0 || r.nodesCrashed > 0;
}

export function formatChaosResult(r: ChaosResult): string {
  const f = r.faults;
  const refusals = Object.entries(r.refusals)
    .sort((a, b) => b[1] - a[1])
    .map(([code, n]) => `${code} ${n}`)
    .join(', ');
  const lines = [
    `chaos: ${r.nodes} nodes, ${r.seconds} s of faults, ${r.concurrentMatches} matches at a time, seed ${r.seed}`,
    `faults:             ${f['kill-9']} kill -9, ${f.sigstop} SIGSTOP/SIGCONT, ${f['pg-terminate']} PostgreSQL backend terminations (${r.backendsTerminated} backends), ${f['redis-restart']} Redis restarts`,
    `acknowledged:       ${r.acknowledged} actions`,
    `recovered:          ${r.recovered} (stored at their version)`,
    `lost:               ${r.lost}`,
    `matches finished:   ${r.matchesFinished}`,
    `matches stuck:      ${r.matchesStuck}`,
    `histories damaged:  ${r.matchesDamaged}`,
    `nodes crashed:      ${r.nodesCrashed}`,
    `seats' connections: ${r.connections}; refusals: ${refusals || 'none'}`,
  ];
  if (r.matchesLostInSetup > 0)
    lines.push(`lost in setup:      ${r.matchesLostInSetup} matches (a join's answer lost)`);
  if (r.unknownMatches > 0) lines.push(`unknown matches:    ${r.unknownMatches} (a creation's answer lost)`);
  lines.push(`node logs:          ${r.logDir}`);
  for (const finding of r.findings) lines.push(`  ${finding}`);
  lines.push(failed(r) ? 'FAILED' : 'passed: 0 lost, 0 stuck, 0 crashed');
  return `${lines.join('\n')}\n`;
}
