/**
 * Throughput of random play: legalActions for the active seat + pick one + applyInPlace, no log
 * sink. Run: npx tsx packages/four-humours/test/bench.ts [players] [games] [--check] [--mode=fiefdom|solo]
 */
import { Rng } from '@boardhall/engine';
import { conservation, fourHumours } from '../src/index.ts';

const players = Number(process.argv[2] ?? 4);
const games = Number(process.argv[3] ?? 2000);
const check = process.argv.includes('--check');
const mode = process.argv.find((a) => a.startsWith('--mode='))?.slice('--mode='.length) ?? 'kingdom';
const options = fourHumours.optionsSchema.parse({ mode });
const rng = new Rng('bench');
let actions = 0;
const t0 = performance.now();
const c0 = process.cpuUsage();
for (let g = 0; g < games; g++) {
  const s = fourHumours.setup(players, options, `bench#${g}`);
  for (;;) {
    const active = fourHumours.activeSeats(s);
    if (active.length === 0) break;
    const seat = active[0] as number;
    const legal = fourHumours.legalActions(s, seat);
    fourHumours.applyInPlace(s, seat, legal[rng.int(legal.length)] as never);
    actions++;
    if (check) {
      const p = conservation(s);
      if (p) throw new Error(`game ${g}: ${p}`);
    }
  }
}
const ms = performance.now() - t0;
const cpu = process.cpuUsage(c0);
const cpuMs = (cpu.user + cpu.system) / 1000;
console.log(
  `${mode} ${players}p: ${games} games, ${actions} actions, ${(actions / games).toFixed(1)} per game, ` +
    `${Math.round((actions / ms) * 1000)} actions/s wall, ${Math.round((actions / cpuMs) * 1000)} actions/s of CPU time`,
);
