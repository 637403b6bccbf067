/**
 * Throughput of random legal play: each step is legalActions for the active seat, a random pick
 * and applyInPlace (no log). Usage: npx tsx packages/tribes-of-the-wind/scripts/bench.ts [players] [games]
 */
import { Rng } from '@boardhall/engine';
import { defaultOptions, tribesOfTheWind as g } from '../src/index.ts';

const players = Number(process.argv[2] ?? 4);
const games = Number(process.argv[3] ?? 300);
const options = defaultOptions();
const rng = new Rng('bench');
const endings: Record<string, number> = {};
let actions = 0;
const t0 = performance.now();
for (let k = 0; k < games; k++) {
  const s = g.setup(players, options, `bench-${k}`);
  for (;;) {
    const active = g.activeSeats(s);
    if (active.length === 0) break;
    const seat = active[0] as number;
    const legal = g.legalActions(s, seat);
    g.applyInPlace(s, seat, legal[rng.int(legal.length)] as (typeof legal)[number]);
    actions++;
  }
  const reason = g.endReason(s) ?? 'none';
  endings[reason] = (endings[reason] ?? 0) + 1;
}
const secs = (performance.now() - t0) / 1000;
console.log(
  `${players} players, ${games} games, ${actions} actions in ${secs.toFixed(2)} s: ${Math.round(actions / secs)} actions/s`,
);
console.log('endings:', endings);
