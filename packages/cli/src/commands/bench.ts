import { gameTuning, ismctsChoose, levelBudget } from '@boardhall/bots';
import {
  type AnyGameDefinition,
  findGame,
  type GameRegistry,
  parseMatchSetup,
  Rng,
  type Seat,
} from '@boardhall/engine';
import type { CliIo } from '../io.ts';

export interface BenchOptions {
  game?: string;
  players?: number;
  options?: Record<string, unknown>;
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
  /**
   * ISMCTS search speed at the settings the `normal` level runs (its iterations, the game's
   * tuning, 2 players where the options allow), from positions of random games: iterations per
   * second of thinking.
   */
  ismctsIterationsPerSecond: number;
  /** The player count and iterations per decision of that measurement. */
  ismctsPlayers: number;
  ismctsIterations: number;
}

const DEFAULT_PLAYERS = 4;
/** The bots' own table: their levels were set, and are played, at 2 players. */
const ISMCTS_PLAYERS = 2;
const ISMCTS_POSITIONS = 8;

/** `wanted` players where the game and options allow it, else the nearest count they accept. */
function defaultPlayers(def: AnyGameDefinition, options: unknown, wanted = DEFAULT_PLAYERS): number {
  const counts = Array.from({ length: def.maxPlayers - def.minPlayers + 1 }, (_, i) => def.minPlayers + i);
  counts.sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || b - a);
  for (const n of counts) {
    try {
      parseMatchSetup(def, n, options);
      return n;
    } catch {
      // Not a valid count for these options; try the next nearest.
    }
  }
  return counts[0] ?? DEFAULT_PLAYERS;
}

/**
 * ISMCTS iterations per second at the `normal` level's settings (without its time limit, which
 * would cut the measurement short on a busy machine), over positions sampled along random games.
 */
function ismctsSpeed(def: AnyGameDefinition, players: number, rawOptions: unknown): number {
  const options = parseMatchSetup(def, players, rawOptions);
  const rng = new Rng('bench-ismcts');
  const perDecision = levelBudget(def, 'normal').iterations;
  let iterations = 0;
  let ns = 0n;
  for (let g = 0; iterations < ISMCTS_POSITIONS * perDecision; g++) {
    const state = def.setup(players, options, `bench-ismcts-${g}`);
    const stop = rng.int(60);
    for (let i = 0; i < stop && def.activeSeats(state).length > 0; i++) {
      const seat = def.activeSeats(state)[0] as Seat;
      def.applyInPlace(state, seat, rng.pick(def.legalActions(state, seat)));
    }
    const active = def.activeSeats(state);
    if (active.length === 0) continue;
    const seat = active[0] as Seat;
    const legal = def.legalActions(state, seat);
    if (legal.length < 2) continue;
    const view = def.view(state, seat);
    const t0 = process.hrtime.bigint();
    ismctsChoose(def, view, seat, legal, rng, { ...gameTuning(def), iterations: perDecision, ms: 0 });
    ns += process.hrtime.bigint() - t0;
    iterations += perDecision;
  }
  return Math.round(iterations / (Number(ns) / 1e9));
}

/** Random legal games to the end; each step is legal-action generation, a pick, and applyInPlace. */
function playFor(def: AnyGameDefinition, players: number, rawOptions: unknown, seconds: number, seedBase: string) {
  const options = parseMatchSetup(def, players, rawOptions);
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
    const options = opts.options ?? {};
    const players = opts.players ?? defaultPlayers(def, options);
    parseMatchSetup(def, players, options);
    playFor(def, players, options, opts.warmupSeconds, 'bench-warmup');
    const run = playFor(def, players, options, opts.seconds, 'bench');
    const searchPlayers = opts.players ?? defaultPlayers(def, options, ISMCTS_PLAYERS);
    results.push({
      game: def.id,
      players,
      actionsPerSecond: Math.round(run.actions / run.seconds),
      gamesPerSecond: Number((run.games / run.seconds).toFixed(1)),
      games: run.games,
      actions: run.actions,
      seconds: Number(run.seconds.toFixed(2)),
      ismctsIterationsPerSecond: ismctsSpeed(def, searchPlayers, options),
      ismctsPlayers: searchPlayers,
      ismctsIterations: levelBudget(def, 'normal').iterations,
    });
    if (!opts.json) {
      const r = results[results.length - 1] as BenchResult;
      io.out(
        `${def.name}, ${players} players: ${r.actionsPerSecond.toLocaleString('en')} actions/s, ${r.gamesPerSecond} games/s (${r.games} games, ${r.actions} actions in ${r.seconds}s); ISMCTS ${r.ismctsIterationsPerSecond.toLocaleString('en')} iterations/s (level normal, ${r.ismctsIterations} iterations, ${r.ismctsPlayers} players)\n`,
      );
    }
  }
  if (opts.json) io.out(`${JSON.stringify({ results })}\n`);
  return results;
}
