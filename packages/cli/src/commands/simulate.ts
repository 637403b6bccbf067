import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createBot, type GameTask, playGames, seatSpecsOf } from '@boardhall/bots';
import { BoardhallError, findGame, type GameRegistry, parseMatchSetup } from '@boardhall/engine';
import type { CliIo } from '../io.ts';
import { startProgress } from '../progress.ts';

export interface SimulateOptions {
  game: string;
  players: number;
  games: number;
  bots: string;
  seed: string;
  options: Record<string, unknown>;
  maxActions: number;
  save?: string;
  json: boolean;
  /** Worker threads playing games in parallel; the summary is the same for any count. */
  threads: number;
}

export interface SimulateSummary {
  game: string;
  players: number;
  games: number;
  completed: number;
  errors: number;
  avgActions: number;
  /** Games each seat finished first in (a shared first place counts for every seat in it). */
  winsBySeat: number[];
  gamesPerSecond: number;
  actionsPerSecond: number;
  seed: string;
  bots: string[];
  options: unknown;
  endReasons: Record<string, number>;
  /** For a game that counts rounds: in which round games ended, by how they ended. */
  endRounds?: Record<string, RoundStats>;
  /** Solo games against an automaton: how many the player won, drew and lost. */
  soloResults?: { win: number; draw: number; loss: number };
  errorSamples: string[];
}

/** When games ended: the median, 90th percentile and extremes, and how many ended in each round. */
export interface RoundStats {
  games: number;
  median: number;
  p90: number;
  min: number;
  max: number;
  /** Games by the round they ended in. */
  byRound: Record<string, number>;
}

const ERROR_SAMPLES = 3;
const round = (x: number, digits = 1) => Number(x.toFixed(digits));

/** The statistics of a list of end rounds (nearest-rank percentiles). */
export function roundStats(rounds: readonly number[]): RoundStats {
  const sorted = [...rounds].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? 0;
  const byRound: Record<string, number> = {};
  for (const r of sorted) byRound[r] = (byRound[r] ?? 0) + 1;
  return { games: sorted.length, median: at(0.5), p90: at(0.9), min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0, byRound };
}

export async function simulate(registry: GameRegistry, opts: SimulateOptions, io: CliIo): Promise<SimulateSummary> {
  const def = findGame(registry, opts.game);
  const options = parseMatchSetup(def, opts.players, opts.options);
  const seatSpecs = seatSpecsOf(opts.bots, opts.players);
  // Made once here to check every spec before any game starts, and to name them in the summary.
  const bots = seatSpecs.map((spec) => createBot(spec));
  if (opts.save) {
    try {
      mkdirSync(opts.save, { recursive: true });
    } catch (e) {
      throw new BoardhallError('bad-path', `Cannot create the folder '${opts.save}': ${(e as Error).message}`);
    }
  }
  const summary: SimulateSummary = {
    game: def.id,
    players: opts.players,
    games: opts.games,
    completed: 0,
    errors: 0,
    avgActions: 0,
    winsBySeat: Array.from({ length: opts.players }, () => 0),
    gamesPerSecond: 0,
    actionsPerSecond: 0,
    seed: opts.seed,
    bots: bots.map((b) => b.name),
    options,
    endReasons: {},
    errorSamples: [],
  };
  const taskAt = (i: number): GameTask => ({
    game: def.id,
    players: opts.players,
    options,
    seed: `${opts.seed}-${i}`,
    bots: seatSpecs,
    maxActions: opts.maxActions,
    record: Boolean(opts.save),
  });
  const progress = startProgress(io, opts.games, `Simulating ${def.name}`, !opts.json);
  let done = 0;
  let totalActions = 0;
  const roundsByReason = new Map<string, number[]>();
  // The first failed games by index, so any thread count reports the same samples.
  const failed: { index: number; text: string }[] = [];
  const started = process.hrtime.bigint();
  await playGames(
    def,
    opts.games,
    taskAt,
    (index, task, run) => {
      progress.tick(++done);
      totalActions += run.actions;
      if (opts.save && run.replay) {
        writeFileSync(join(opts.save, `${def.id}-${task.seed}.json`), `${JSON.stringify(run.replay)}\n`);
      }
      if (run.error || !run.ranking) {
        summary.errors++;
        failed.push({ index, text: `game ${task.seed}: ${run.error ?? 'no outcome'}` });
        failed.sort((a, b) => a.index - b.index);
        failed.length = Math.min(failed.length, ERROR_SAMPLES);
        return;
      }
      summary.completed++;
      for (const seat of run.ranking[0] ?? []) summary.winsBySeat[seat] = (summary.winsBySeat[seat] ?? 0) + 1;
      if (run.soloResult) {
        summary.soloResults ??= { win: 0, draw: 0, loss: 0 };
        summary.soloResults[run.soloResult]++;
      }
      const reason = run.endReason ?? 'unknown';
      summary.endReasons[reason] = (summary.endReasons[reason] ?? 0) + 1;
      const rounds = roundsByReason.get(reason) ?? [];
      if (run.round !== null) rounds.push(run.round);
      roundsByReason.set(reason, rounds);
    },
    { threads: opts.threads },
  );
  progress.stop();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  summary.errorSamples = failed.map((f) => f.text);
  if (roundsByReason.size > 0) {
    summary.endRounds = Object.fromEntries([...roundsByReason].map(([reason, rounds]) => [reason, roundStats(rounds)]));
  }
  summary.avgActions = round(opts.games > 0 ? totalActions / opts.games : 0);
  summary.gamesPerSecond = round(seconds > 0 ? opts.games / seconds : 0);
  summary.actionsPerSecond = Math.round(seconds > 0 ? totalActions / seconds : 0);
  if (opts.json) io.out(`${JSON.stringify(summary)}\n`);
  else io.out(formatSummary(def.name, summary, opts.save));
  return summary;
}

function formatSummary(name: string, s: SimulateSummary, saved: string | undefined): string {
  const pct = (n: number) => (s.completed > 0 ? `${((100 * n) / s.completed).toFixed(1)}%` : '–');
  const lines = [
    `${name}: ${s.games} games, ${s.players} players, bots ${s.bots.join(', ')}, seed ${s.seed}`,
    `completed ${s.completed}, errors ${s.errors}, ${s.avgActions} actions per game on average`,
    `first place by seat: ${s.winsBySeat.map((w, seat) => `seat ${seat + 1} ${w} (${pct(w)})`).join(', ')}`,
    `how games ended: ${
      Object.entries(s.endReasons)
        .map(([r, n]) => `${r} ${n}`)
        .join(', ') || '–'
    }`,
    ...Object.entries(s.endRounds ?? {}).map(
      ([reason, r]) =>
        `${reason}: ${r.games} games ended in round ${r.min}–${r.max}, median ${r.median}, 90th percentile ${r.p90}`,
    ),
    ...(s.soloResults
      ? [
          `against the automaton: won ${s.soloResults.win} (${pct(s.soloResults.win)}), drew ${s.soloResults.draw}, lost ${s.soloResults.loss}`,
        ]
      : []),
    `speed: ${s.gamesPerSecond} games/s, ${s.actionsPerSecond} actions/s`,
    ...s.errorSamples.map((e) => `error: ${e}`),
  ];
  if (saved) lines.push(`replays saved in ${saved}`);
  return `${lines.join('\n')}\n`;
}
