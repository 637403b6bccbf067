/**
 * Label thresholds studied on the values `analysis-bench` wrote (`analysis-raw-<budget>.json`:
 * per game, the two seeds' decisions with the search's values of the moves played and found
 * best): for each candidate set, the share of decisions the two seeds label alike, and the share
 * of each label, with the game's calibration. Labels are a function of the two values, so
 * nothing is analysed again.
 *
 *   npx tsx packages/bots/scripts/analysis-thresholds.ts <game> <raw file>…
 */
import { readFileSync } from 'node:fs';
import { findGame, type LabelThresholds } from '@boardhall/engine';
import { games } from '@boardhall/games';
import { calibrate, LABEL_THRESHOLDS, labelOf, labelThresholds } from '../src/core.ts';

interface Judged {
  seat: number;
  played: number;
  best: number;
}
type Raw = { seeds: [Judged[], Judged[]]; result: number[] }[];

const [game, ...paths] = process.argv.slice(2);
const def = findGame(games, game);
const calibration = def.ai?.analysisCalibration;
const CANDIDATES: LabelThresholds[] = [
  labelThresholds(def),
  LABEL_THRESHOLDS,
  { inaccuracy: 0.02, mistake: 0.04, blunder: 0.08 },
  { inaccuracy: 0.03, mistake: 0.06, blunder: 0.12 },
  { inaccuracy: 0.06, mistake: 0.12, blunder: 0.24 },
  { inaccuracy: 0.08, mistake: 0.15, blunder: 0.25 },
];
const lossOf = (d: Judged) => Math.max(0, calibrate(d.best, calibration) - calibrate(d.played, calibration));

for (const path of paths) {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Raw;
  for (const t of CANDIDATES) {
    let same = 0;
    let total = 0;
    const counts: Record<string, number> = { none: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const { seeds } of raw) {
      seeds[0].forEach((d, i) => {
        const a = labelOf(lossOf(d), t);
        const b = labelOf(lossOf(seeds[1][i] as Judged), t);
        total++;
        if (a === b) same++;
        for (const label of [a ?? 'none', b ?? 'none']) counts[label] = (counts[label] ?? 0) + 1;
      });
    }
    const shares = Object.entries(counts)
      .map(([k, v]) => `${k} ${((100 * v) / (2 * total)).toFixed(2)} %`)
      .join(', ');
    console.log(
      `${path}: ${t.inaccuracy}/${t.mistake}/${t.blunder}: agreement ${((100 * same) / total).toFixed(1)} % of ${total}; ${shares}`,
    );
  }
}
