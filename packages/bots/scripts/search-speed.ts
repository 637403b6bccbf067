/**
 * ISMCTS iterations per second at a level's settings, this tree against another checkout of the
 * project in the same process: decisions alternate between the two on the same positions (2-player
 * games, random moves in), so the machine's load falls on both alike. Time is the process's CPU
 * time (user + system), which waiting for a busy CPU does not inflate; wall-clock figures follow.
 *
 *   npx tsx packages/bots/scripts/search-speed.ts <other worktree> [game] [positions] [level] [params] [other params]
 *   npx tsx packages/bots/scripts/search-speed.ts /work/wt/ai-base four-humours 12 normal
 *
 * `level` is easy, normal or hard (this tree's budget for it), or a number of iterations, e.g. the
 * other tree's own budget for a level. `params` are extra bot parameters for this tree only, e.g.
 * `eps=1,prior=0,bias=0,follow=0` to search as the other tree's bots did (uniform playouts, no
 * prior, no bias) and so compare the cost of the same work per iteration. `other params` are the
 * other tree's, for comparing two trees that both know them.
 */
import os from 'node:os';
import path from 'node:path';
import { type AnyGameDefinition, findGame, type GameRegistry, Rng, type Seat } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type { Bot } from '../src/bot.ts';
import { levelBudget } from '../src/ismcts.ts';
import { createBot } from '../src/spec.ts';

interface Side {
  name: string;
  def: AnyGameDefinition;
  createBot(spec: string): Bot;
}

const [other, gameId = 'four-humours', positionsText = '12', level = 'normal', extra = '', otherExtra = ''] =
  process.argv.slice(2);
if (!other) throw new Error('Give the other worktree to compare with.');
const positions = Number(positionsText);
const here = findGame(games, gameId);
const iterations = /^\d+$/.test(level)
  ? Number(level)
  : levelBudget(here, level as 'easy' | 'normal' | 'hard').iterations;
if (!(iterations > 0)) throw new Error(`Give a level (easy, normal, hard) or a number of iterations; got '${level}'.`);
const otherGames = (await import(path.join(other, 'packages/games/src/index.ts'))).games as GameRegistry;
const otherBots = await import(path.join(other, 'packages/bots/src/spec.ts'));
const sides: Side[] = [
  { name: 'other', def: findGame(otherGames, gameId), createBot: otherBots.createBot },
  { name: 'this', def: here, createBot },
];

/** Positions along random 2-player games, the same in both trees (the rules are the same). */
function positionsOf(def: AnyGameDefinition): { state: unknown; seat: Seat }[] {
  const walker = new Rng('search-speed');
  const options = def.optionsSchema.parse({});
  const out: { state: unknown; seat: Seat }[] = [];
  for (let g = 0; out.length < positions + 2; g++) {
    const state = def.setup(2, options, `search-speed-${g}`);
    const stop = walker.int(60);
    for (let i = 0; i < stop && def.activeSeats(state).length > 0; i++) {
      const seat = def.activeSeats(state)[0] as Seat;
      def.applyInPlace(state, seat, walker.pick(def.legalActions(state, seat)));
    }
    const seat = def.activeSeats(state)[0];
    if (seat === undefined || def.legalActions(state, seat).length < 2) continue;
    out.push({ state, seat });
  }
  return out;
}

const WARM_UP_ITERATIONS = 10_000;
const cases = sides.map((side) => positionsOf(side.def));
const seconds = [0, 0];
const wall = [0, 0];
/** Per position, the other tree's CPU time over this one's: its median shrugs off bursts of load. */
const ratios: number[] = [];
const times = [0, 0];
for (let i = 0; i < positions + 2; i++) {
  // Alternate which side goes first, so neither always runs on a warmer cache.
  for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
    const side = sides[k] as Side;
    const { state, seat } = (cases[k] as { state: unknown; seat: Seat }[])[i] as { state: unknown; seat: Seat };
    const view = side.def.view(state, seat);
    const legal = side.def.legalActions(state, seat);
    // The first two positions warm up the compiler and are not counted: at a small budget they
    // search longer, so that both trees reach their optimised code before the counted ones.
    const budget = i < 2 ? Math.max(iterations, WARM_UP_ITERATIONS) : iterations;
    const params = side.name === 'this' ? extra : otherExtra;
    const bot = side.createBot(`ismcts:iterations=${budget}${params ? `,${params}` : ''}`);
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    bot.choose({ game: side.def, seat, legal, rng: new Rng(`search-${i}`), view: () => view });
    const cpu = process.cpuUsage(cpu0);
    if (i < 2) continue;
    times[k] = (cpu.user + cpu.system) / 1e6;
    seconds[k] = (seconds[k] as number) + (times[k] as number);
    wall[k] = (wall[k] as number) + (performance.now() - t0) / 1000;
  }
  if (i >= 2) ratios.push((times[0] as number) / (times[1] as number));
}
ratios.sort((a, b) => a - b);
const median = ratios[Math.floor(ratios.length / 2)] as number;
const rate = (k: number, time = seconds) => Math.round((positions * iterations) / (time[k] as number));
console.log(
  `${gameId}, ${/^\d+$/.test(level) ? 'budget' : `level ${level}`} (${iterations} iterations${extra ? `, this tree with ${extra}` : ''}${otherExtra ? `, the other with ${otherExtra}` : ''}), 2 players, ${positions} positions: ` +
    `other ${rate(0).toLocaleString('en')} it/s, this ${rate(1).toLocaleString('en')} it/s, ` +
    `×${(rate(1) / rate(0)).toFixed(2)}, median per position ×${median.toFixed(2)} (wall clock: ${rate(0, wall).toLocaleString('en')}, ` +
    `${rate(1, wall).toLocaleString('en')}, ×${(rate(1, wall) / rate(0, wall)).toFixed(2)}); load average ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`,
);
