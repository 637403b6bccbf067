/**
 * Label thresholds studied on the losses `analysis-bench` wrote (`analysis-raw-<budget>.json`:
 * per game, per seed, `[index, loss, label]` of every decision): for each candidate set, the share
 * of decisions the two seeds label alike, and the share of each label. Labels are a function of
 * the loss alone, so no analysis runs again.
 *
 *   npx tsx packages/bots/scripts/analysis-thresholds.ts <raw file>…
 */
import { readFileSync } from 'node:fs';
import { LABEL_THRESHOLDS, type LabelThresholds, labelOf } from '../src/core.ts';

type Raw = [number, number, string | null][][][];

const CANDIDATES: LabelThresholds[] = [
  LABEL_THRESHOLDS,
  { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 },
  { inaccuracy: 0.06, mistake: 0.12, blunder: 0.24 },
  { inaccuracy: 0.08, mistake: 0.15, blunder: 0.25 },
  { inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 },
];

for (const path of process.argv.slice(2)) {
  const raw = JSON.parse(readFileSync(path, 'utf8')) as Raw;
  for (const t of CANDIDATES) {
    let same = 0;
    let total = 0;
    const counts: Record<string, number> = { none: 0, inaccuracy: 0, mistake: 0, blunder: 0 };
    for (const [a, b] of raw as [[number, number, string | null][], [number, number, string | null][]][]) {
      a.forEach(([, loss], i) => {
        const other = b[i]?.[1] ?? 0;
        total++;
        if (labelOf(loss, t) === labelOf(other, t)) same++;
        for (const label of [labelOf(loss, t) ?? 'none', labelOf(other, t) ?? 'none'])
          counts[label] = (counts[label] ?? 0) + 1;
      });
    }
    const shares = Object.entries(counts)
      .map(([k, v]) => `${k} ${((100 * v) / (2 * total)).toFixed(1)} %`)
      .join(', ');
    console.log(
      `${path}: ${t.inaccuracy}/${t.mistake}/${t.blunder}: agreement ${((100 * same) / total).toFixed(1)} % of ${total}; ${shares}`,
    );
  }
}
