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
import { assembleAnalysis, type DecisionAnalysis, type GameAnalysis, planAnalysis } from '../src/core.ts';
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
const budgets = [Math.round(budget / 4), Math.round(budget / 2), budget];
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

async function analyse(file: string, b: number, seed: string, index: number): Promise<Run> {
  return b === budget && seed === SEEDS[0] && index < 10 ? analyseByCli(file, b, seed) : analyseInPool(file, b, seed);
}

const quantile = (xs: readonly number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
};
const round = (x: number, digits = 3) => Number(x.toFixed(digits));

const stability: { budget: number; decisions: number; agreement: number }[] = [];
let finalRuns: [Run, Run][] = [];
for (const b of budgets) {
  const runs: [Run, Run][] = [];
  for (const [i, file] of files.entries()) {
    runs.push([await analyse(file, b, SEEDS[0], i), await analyse(file, b, SEEDS[1], i)]);
    console.error(`budget ${b}: game ${i + 1} of ${files.length}`);
  }
  let same = 0;
  let total = 0;
  for (const [a, c] of runs) {
    a.analysis.decisions.forEach((d, i) => {
      total++;
      if (d.label === c.analysis.decisions[i]?.label) same++;
    });
  }
  stability.push({ budget: b, decisions: total, agreement: round(same / total, 4) });
  console.error(`budget ${b}: ${same}/${total} labels agree`);
  if (b === budget) finalRuns = runs;
  // Every run's losses and labels, so thresholds can be studied again without analysing again.
  const raw = runs.map((pair) => pair.map((r) => r.analysis.decisions.map((d) => [d.index, d.loss, d.label])));
  writeFileSync(join(outDir, `analysis-raw-${b}.json`), JSON.stringify(raw));
}

await pool.close();

// Speed: the first seed's runs at the budget, first 10 games (by the command line).
const seconds = finalRuns.slice(0, 10).map((r) => r[0].seconds);

// Calibration: the first seed's runs at the budget.
const points: { predicted: number; actual: number; game: number }[] = [];
finalRuns.forEach((r, game) => {
  const a = r[0].analysis;
  if (!a.result) return;
  for (const d of a.decisions) points.push({ predicted: d.played.value, actual: a.result[d.seat] as number, game });
});
const bins = Array.from({ length: 10 }, (_, i) => {
  const inBin = points.filter((p) => Math.min(9, Math.floor(p.predicted * 10)) === i);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return {
    bin: `${i * 10}-${i * 10 + 10}`,
    positions: inBin.length,
    games: new Set(inBin.map((p) => p.game)).size,
    predicted: inBin.length ? round(mean(inBin.map((p) => p.predicted))) : null,
    observed: inBin.length ? round(mean(inBin.map((p) => p.actual))) : null,
  };
});
const baseRate = points.reduce((s, p) => s + p.actual, 0) / points.length;
const brier = points.reduce((s, p) => s + (p.predicted - p.actual) ** 2, 0) / points.length;
const baseline = points.reduce((s, p) => s + (baseRate - p.actual) ** 2, 0) / points.length;
const game = finalRuns[0]?.[0].analysis.game ?? 'unknown';
const chart = join(outDir, `analysis-calibration-${game}.svg`);
writeFileSync(
  chart,
  reliabilitySvg(`${game}, 2 players: ${points.length} positions of ${finalRuns.length} games, budget ${budget}`, bins),
);

// Losses and labels at the budget, both seeds; and how far the seeds' losses differ.
const decisions = finalRuns.flatMap((r) => r.flatMap((x) => x.analysis.decisions));
const losses = decisions.map((d) => d.loss);
const noise: number[] = [];
for (const [a, c] of finalRuns) {
  a.analysis.decisions.forEach((d, i) => {
    noise.push(Math.abs(d.loss - (c.analysis.decisions[i]?.loss ?? 0)));
  });
}
const share = (label: string | null) => round(decisions.filter((d) => d.label === label).length / decisions.length, 4);

console.log(
  JSON.stringify(
    {
      game,
      replays: files.length,
      budget,
      stability,
      speed: {
        games: seconds.length,
        medianSeconds: round(quantile(seconds, 0.5), 1),
        maxSeconds: round(Math.max(...seconds), 1),
      },
      calibration: {
        positions: points.length,
        bins,
        brier: round(brier, 4),
        constantBrier: round(baseline, 4),
        baseRate: round(baseRate),
        chart,
      },
      losses: {
        decisions: decisions.length,
        quantiles: Object.fromEntries([0.5, 0.75, 0.9, 0.95, 0.99].map((p) => [p, round(quantile(losses, p))])),
        labels: {
          none: share(null),
          inaccuracy: share('inaccuracy'),
          mistake: share('mistake'),
          blunder: share('blunder'),
        },
        seedDifference: Object.fromEntries([0.5, 0.9, 0.95, 0.99].map((p) => [p, round(quantile(noise, p))])),
      },
      loadAverage: { min: round(Math.min(...loads), 2), max: round(Math.max(...loads), 2) },
      date: new Date().toISOString(),
    },
    null,
    1,
  ),
);
