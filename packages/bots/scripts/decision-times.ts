/**
 * How long a bot takes per decision in real games: plays 2-player games of the bot against an
 * opponent (seats alternating) and times every decision that had more than one legal action.
 *
 *   npx tsx packages/bots/scripts/decision-times.ts [game] [bot] [opponent] [games] [seed]
 *   npx tsx packages/bots/scripts/decision-times.ts tribes-of-the-wind ismcts greedy 4 1
 */
import { findGame } from '@boardhall/engine';
import { games } from '@boardhall/games';
import type { Bot } from '../src/bot.ts';
import { runGame } from '../src/runner.ts';
import { createBot } from '../src/spec.ts';

const [gameId = 'tribes-of-the-wind', spec = 'ismcts', opponent = 'greedy', gamesText = '4', seed = '1'] =
  process.argv.slice(2);
const def = findGame(games, gameId);
const times: number[] = [];
const inner = createBot(spec);
const timed: Bot = {
  name: inner.name,
  choose(turn) {
    const t0 = performance.now();
    const action = inner.choose(turn);
    if (turn.legal.length > 1) times.push(performance.now() - t0);
    return action;
  },
};
for (let i = 0; i < Number(gamesText); i++) {
  const bots = i % 2 === 0 ? [timed, createBot(opponent)] : [createBot(opponent), timed];
  const run = runGame(def, { players: 2, options: {}, seed: `${seed}-${i}`, bots, maxActions: 20000 });
  if (run.error) throw new Error(run.error);
}
times.sort((a, b) => a - b);
const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
console.log(
  `${gameId}: ${spec} against ${opponent}, ${gamesText} games, ${times.length} decisions: ` +
    `median ${at(0.5)} ms, 90th percentile ${at(0.9)} ms, 99th ${at(0.99)} ms, max ${at(1)} ms`,
);
