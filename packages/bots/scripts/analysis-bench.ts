/**
 * The measured quality of the post-game analysis (issue #36), on replays of `normal` against
 * `normal` (2 players), every analysis run by the command line itself:
 *
 *   npm run analysis-bench -- <replay dir> <budget> [games] [out dir]
 *
 * For each of the first `games` replays (default 20), an analysis at budget/4, budget/2 and budget,
 * with two seeds each, on 2 worker threads: the first seed's at the budget of the first 10 games by
 * `boardhall analyse --threads 2 --json` itself (timed: the speed figure), the others by the same
 * worker threads kept in one pool (no process start each time; the figures are the same, as the
 * analysis is the same on any thread). It prints one JSON object:
 *   stability    per budget: the share of decisions given the same label by the two seeds;
 *   speed        the budget's first-seed runs of the first 10 games: median and max seconds;
 *   calibration  the budget's first-seed runs: each decision's value of the move played (the
 *                acting seat's predicted share of first place) against the share it got, in 10
 *                bins, the Brier score and that of the constant prediction (the mean result);
 *   losses       the budget's runs: quantiles of the win chance given away, label shares, and
 *                the seeds' disagreement on the loss (what a threshold must stand above);
 * and draws the reliability chart as an SVG into `out dir` (default docs/).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findGame, parseReplay, type ReplayFile, stateHash } from '@boardhall/engine';
import { games } from '@boardhall/games';
import { Piscina } from 'piscina';
import type { AnalysisTask } from '../src/analysis-worker.ts';
import {
  assembleAnalysis,
  calibrate,
  type DecisionAnalysis,
  fitCalibration,
  type GameAnalysis,
  labelOf,
  labelThresholds,
  planAnalysis,
} from '../src/core.ts';
import { reliabilitySvg } from './reliability-chart.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const cli = join(root, 'packages/cli/bin/boardhall.mjs');
const [dir, budgetText, gamesText, outText] = process.argv.slice(2);
if (!dir || !budgetText) {
  console.error('usage: analysis-bench <replay dir> <budget> [games] [out dir]');
  process.exit(2);
}
const budget = Number(budgetText);
const gameCount = Number(gamesText ?? 20);
const outDir = outText ?? join(root, 'docs');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort((a, b) => (Number(a.match(/-(\d+)\.json$/)?.[1]) || 0) - (Number(b.match(/-(\d+)\.json$/)?.[1]) || 0))
  .slice(0, gameCount)
  .map((f) => join(dir, f));
const SEEDS = ['a', 'b'] as const;
/**
 * Set: calibration only (`ANALYSIS_BENCH_CALIBRATION_ONLY=1`), on games kept apart from any fit:
 * one analysis of each game at the budget, no stability, no speed.
 */
const calibrationOnly = process.env.ANALYSIS_BENCH_CALIBRATION_ONLY === '1';
const budgets = calibrationOnly ? [budget] : [Math.round(budget / 4), Math.round(budget / 2), budget];
const loads: number[] = [];

interface Run {
  analysis: GameAnalysis;
  seconds: number;
}

/** An analysis by the command line, timed from the process's start to its last byte. */
function analyseByCli(file: string, b: number, seed: string): Run {
  const start = performance.now();
  const out = execFileSync(
    process.execPath,
    [cli, 'analyse', file, '--budget', String(b), '--seed', seed, '--threads', '2', '--json'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  loads.push(loadavg()[0] as number);
  return { analysis: JSON.parse(out.toString()) as GameAnalysis, seconds: (performance.now() - start) / 1000 };
}

const pool = new Piscina({
  filename: fileURLToPath(new URL('../src/analysis-worker-entry.mjs', import.meta.url)),
  minThreads: 2,
  maxThreads: 2,
  workerData: { registryModule: '@boardhall/games' },
});

/** An analysis by the command line's worker threads, kept in this process's pool. */
async function analyseInPool(path: string, b: number, seed: string): Promise<Run> {
  const start = performance.now();
  const file: ReplayFile = parseReplay(readFileSync(path, 'utf8'));
  const plan = planAnalysis(findGame(games, file.game), file);
  const key = `${path}/${stateHash(file.actions)}`;
  const tasks = plan.decisions.map((_, decision): AnalysisTask => ({ key, file, budget: b, seed, decision }));
  const results = (await Promise.all(tasks.map((t) => pool.run(t)))) as DecisionAnalysis[];
  loads.push(loadavg()[0] as number);
  return { analysis: assembleAnalysis(plan, results, b, seed), seconds: (performance.now() - start) / 1000 };
}

/** Games whose first-seed analysis at the budget runs by the command line, timed (`ANALYSIS_BENCH_CLI_GAMES`, default 10). */
const cliGames = Number(
  process.env.ANALYSIS_BENCH_CLI_GAMES ?? (process.env.ANALYSIS_BENCH_CALIBRATION_ONLY === '1' ? 0 : 10),
);

async function analyse(file: string, b: number, seed: string, index: number): Promise<Run> {
  return b === budget && seed === SEEDS[0] && index < cliGames
    ? analyseByCli(file, b, seed)
    : analyseInPool(file, b, seed);
}

const quantile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
};
const round = (x: number, digits = 3) => Number(x.toFixed(digits));

/** One decision as the figures need it: the search's values of the moves played and found best. */
interface Judged {
  seat: number;
  played: number;
  best: number;
}
/** Per game: the two seeds' decisions, and each seat's share of first place. */
interface GameRuns {
  seeds: [Judged[], Judged[]];
  result: readonly number[];
}
const judgedOf = (r: Run): Judged[] =>
  r.analysis.decisions.map((d) => ({ seat: d.seat, played: d.played.searchValue, best: d.best.searchValue }));

const byBudget = new Map<number, GameRuns[]>();
let speedRuns: Run[] = [];
/** Set: the figures again from the values a run wrote (`analysis-raw-<budget>.json`), analysing nothing. */
const fromRaw = process.env.ANALYSIS_BENCH_FROM_RAW === '1';
for (const b of budgets) {
  const rawFile = join(outDir, `analysis-raw-${b}.json`);
  if (fromRaw) {
    byBudget.set(b, JSON.parse(readFileSync(rawFile, 'utf8')) as GameRuns[]);
    continue;
  }
  const runs: GameRuns[] = [];
  for (const [i, file] of files.entries()) {
    const first = await analyse(file, b, SEEDS[0], i);
    const second = calibrationOnly ? first : await analyse(file, b, SEEDS[1], i);
    if (b === budget && i < cliGames) speedRuns.push(first);
    runs.push({ seeds: [judgedOf(first), judgedOf(second)], result: first.analysis.result ?? [] });
    console.error(`budget ${b}: game ${i + 1} of ${files.length}`);
  }
  byBudget.set(b, runs);
  // The search's values of every run, so labels and calibrations can be studied again without analysing.
  writeFileSync(rawFile, JSON.stringify(runs));
}
await pool.close();
speedRuns = speedRuns.slice(0, 10);
const final = byBudget.get(budget) as GameRuns[];

// Calibration: the first seed's decisions at the budget, the value of the move played against the
// share of first place the seat got.
const pointsOf = (runs: readonly GameRuns[], games: (g: number) => boolean) =>
  runs.flatMap((r, game) =>
    games(game) ? r.seeds[0].map((d) => ({ predicted: d.played, actual: r.result[d.seat] as number, game })) : [],
  );
const raw = pointsOf(final, () => true);
const fitted = fitCalibration(raw);
// Out of sample: each half of the games (by parity) calibrated by the fit on the other half.
const halves = [0, 1].map((h) => fitCalibration(pointsOf(final, (g) => g % 2 !== h)));
const outOfSample = raw.map((p) => ({ ...p, predicted: calibrate(p.predicted, halves[p.game % 2]) }));
const inSample = raw.map((p) => ({ ...p, predicted: calibrate(p.predicted, fitted) }));
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const binsOf = (points: typeof raw) =>
  Array.from({ length: 10 }, (_, i) => {
    const inBin = points.filter((p) => Math.min(9, Math.floor(p.predicted * 10)) === i);
    return {
      bin: `${i * 10}-${i * 10 + 10}`,
      positions: inBin.length,
      games: new Set(inBin.map((p) => p.game)).size,
      predicted: inBin.length ? round(mean(inBin.map((p) => p.predicted))) : null,
      observed: inBin.length ? round(mean(inBin.map((p) => p.actual))) : null,
    };
  });
const brierOf = (points: typeof raw) => round(mean(points.map((p) => (p.predicted - p.actual) ** 2)), 4);
const baseRate = mean(raw.map((p) => p.actual));
const withinFive = (bins: ReturnType<typeof binsOf>) =>
  bins
    .filter((b) => b.positions >= 50)
    .every((b) => Math.abs((b.predicted as number) - (b.observed as number)) <= 0.05);
const game = parseReplay(readFileSync(files[0] as string, 'utf8')).game;
const def = findGame(games, game);
// Labels as the command line gives them: with the game's own calibration and thresholds.
const shipped = def.ai?.analysisCalibration;
const thresholds = labelThresholds(def);
const chart = join(outDir, `analysis-calibration-${game}.svg`);
writeFileSync(
  chart,
  reliabilitySvg(`${game}, 2 players: ${raw.length} positions of ${final.length} games, budget ${budget}`, [
    { name: 'the search’s value (no calibration)', colour: '#b0b0b0', bins: binsOf(raw) },
    { name: 'recalibrated by a fit on the other half of the games', colour: '#1f4e9e', bins: binsOf(outOfSample) },
  ]),
);

const reported = raw.map((p) => ({ ...p, predicted: calibrate(p.predicted, shipped) }));

// Labels, as the analysis gives them: a function of the two values.
const lossOf = (d: Judged) => Math.max(0, calibrate(d.best, shipped) - calibrate(d.played, shipped));
const label = (loss: number) => labelOf(loss, thresholds);
// One seed only when calibrating: nothing to compare.
const stability = (calibrationOnly ? [] : budgets).map((b) => {
  let same = 0;
  let total = 0;
  let sameRaw = 0;
  for (const r of byBudget.get(b) as GameRuns[]) {
    r.seeds[0].forEach((d, i) => {
      const other = r.seeds[1][i] as Judged;
      total++;
      if (label(lossOf(d)) === label(lossOf(other))) same++;
      if (label(Math.max(0, d.best - d.played)) === label(Math.max(0, other.best - other.played))) sameRaw++;
    });
  }
  return {
    budget: b,
    decisions: total,
    agreement: round(same / total, 4),
    uncalibratedAgreement: round(sameRaw / total, 4),
  };
});
const decisions = final.flatMap((r) => [...r.seeds[0], ...r.seeds[1]]);
const losses = decisions.map(lossOf);
const noise = final.flatMap((r) => r.seeds[0].map((d, i) => Math.abs(lossOf(d) - lossOf(r.seeds[1][i] as Judged))));
const share = (name: string | null) => round(losses.filter((l) => label(l) === name).length / losses.length, 4);
const seconds = speedRuns.map((r) => r.seconds);

console.log(
  JSON.stringify(
    {
      game,
      replays: files.length,
      budget,
      calibrationUsed: shipped ?? null,
      thresholds,
      stability,
      speed: {
        games: seconds.length,
        seconds: seconds.map((x) => round(x, 1)),
        medianSeconds: round(quantile(seconds, 0.5), 1),
        maxSeconds: round(Math.max(...seconds), 1),
      },
      calibration: {
        positions: raw.length,
        fitted: { slope: round(fitted.slope, 3), intercept: round(fitted.intercept, 3) },
        brier: {
          search: brierOf(raw),
          calibratedOutOfSample: brierOf(outOfSample),
          calibratedInSample: brierOf(inSample),
          constant: round(mean(raw.map((p) => (baseRate - p.actual) ** 2)), 4),
        },
        baseRate: round(baseRate),
        everyBinOf50WithinFivePoints: {
          search: withinFive(binsOf(raw)),
          calibratedOutOfSample: withinFive(binsOf(outOfSample)),
        },
        // The values as the analysis reports them, with the game's own calibration (if any).
        reported: {
          brier: brierOf(reported),
          everyBinOf50WithinFivePoints: withinFive(binsOf(reported)),
          bins: binsOf(reported),
        },
        bins: { search: binsOf(raw), calibratedOutOfSample: binsOf(outOfSample) },
        chart,
      },
      losses: {
        decisions: losses.length,
        quantiles: Object.fromEntries([0.5, 0.75, 0.9, 0.95, 0.99].map((p) => [p, round(quantile(losses, p))])),
        labels: {
          none: share(null),
          inaccuracy: share('inaccuracy'),
          mistake: share('mistake'),
          blunder: share('blunder'),
        },
        // How far the two seeds' losses of one decision differ: what a threshold must stand above.
        seedDifference: Object.fromEntries([0.5, 0.9, 0.95, 0.99].map((p) => [p, round(quantile(noise, p))])),
      },
      loadAverage: { min: round(Math.min(...loads), 2), max: round(Math.max(...loads), 2) },
      date: new Date().toISOString(),
    },
    null,
    1,
  ),
);
