import { type AnyGameDefinition, findGame, type GameRegistry, parseMatchSetup, Rng } from '@boardhall/engine';
import type { CliIo } from '../io.ts';

export interface BenchOptions {
  game?: string;
  players?: number;
  seconds: number;
  warmupSeconds: number;
  json: boolean;
}

export interface BenchResult {
  game: string;
  players: number;
  actionsPerSecond: number;
  gamesPerSecond: number;
  games: number;
  actions: number;
  seconds: number;
}

const DEFAULT_PLAYERS = 4;

/** Random legal games to the end; each step is legal-action generation, a pick, and applyInPlace. */
function playFor(def: AnyGameDefinition, players: number, seconds: number, seedBase: string) {
  const options = parseMatchSetup(def, players, {});
  const rng = new Rng(seedBase);
  let games = 0;
  let actions = 0;
  let busyNs = 0n;
  const deadline = process.hrtime.bigint() + BigInt(Math.round(seconds * 1e9));
  while (process.hrtime.bigint() < deadline) {
    // Setup is not part of the figure: only legal-action generation and apply are timed.
    const state = def.setup(players, options, `${seedBase}-${games}`);
    const t0 = process.hrtime.bigint();
    for (;;) {
      const active = def.activeSeats(state);
      if (active.length === 0) break;
      const seat = active[0] as number;
      const legal = def.legalActions(state, seat);
      def.applyInPlace(state, seat, legal[rng.int(legal.length)]);
      actions++;
    }
    busyNs += process.hrtime.bigint() - t0;
    games++;
  }
  return { games, actions, seconds: Number(busyNs) / 1e9 };
}

export function bench(registry: GameRegistry, opts: BenchOptions, io: CliIo): BenchResult[] {
  const games = opts.game ? [findGame(registry, opts.game)] : [...registry.values()];
  const results: BenchResult[] = [];
  for (const def of games) {
    const players = opts.players ?? Math.min(def.maxPlayers, Math.max(def.minPlayers, DEFAULT_PLAYERS));
    parseMatchSetup(def, players, {});
    playFor(def, players, opts.warmupSeconds, 'bench-warmup');
    const run = playFor(def, players, opts.seconds, 'bench');
    results.push({
      game: def.id,
      players,
      actionsPerSecond: Math.round(run.actions / run.seconds),
      gamesPerSecond: Number((run.games / run.seconds).toFixed(1)),
      games: run.games,
      actions: run.actions,
      seconds: Number(run.seconds.toFixed(2)),
    });
    if (!opts.json) {
      const r = results[results.length - 1] as BenchResult;
      io.out(
        `${def.name}, ${players} players: ${r.actionsPerSecond.toLocaleString('en')} actions/s, ${r.gamesPerSecond} games/s (${r.games} games, ${r.actions} actions in ${r.seconds}s)\n`,
      );
    }
  }
  if (opts.json) io.out(`${JSON.stringify({ results })}\n`);
  return results;
}
