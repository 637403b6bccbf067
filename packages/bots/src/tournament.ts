import { type AnyGameDefinition, BoardhallError, parseMatchSetup } from '@boardhall/engine';
import type { GameTask, GameTaskResult } from './play-games.ts';
import { createBot } from './spec.ts';
import { wilson95 } from './stats.ts';

export interface TournamentOptions {
  players: number;
  games: number;
  /** Bot specs; each plays every seat equally often (seat s of game i gets bot (s + i) mod k). */
  bots: readonly string[];
  seed: string;
  options: unknown;
  maxActions: number;
}

export interface TournamentEntry {
  bot: string;
  /** Seat-games played (a bot seated twice in one game plays two). */
  games: number;
  /** First places; a first place shared by k seats counts 1/k. */
  wins: number;
  winRate: number;
  ci95: [number, number];
}

export interface TournamentResult {
  game: string;
  players: number;
  games: number;
  errors: number;
  results: TournamentEntry[];
}

/** The bot index of each seat in game i: rotating, so every bot plays every seat equally. */
export function seating(game: number, players: number, bots: number): number[] {
  return Array.from({ length: players }, (_, seat) => (seat + game) % bots);
}

/** The tasks of a tournament, in order. Validates everything before any game is played. */
export function tournamentTasks(def: AnyGameDefinition, opts: TournamentOptions): GameTask[] {
  if (opts.bots.length < 1) throw new BoardhallError('bad-bot', 'A tournament needs at least one bot.');
  const options = parseMatchSetup(def, opts.players, opts.options);
  for (const b of opts.bots) createBot(b);
  return Array.from({ length: opts.games }, (_, i) => ({
    game: def.id,
    players: opts.players,
    options,
    seed: `${opts.seed}-${i}`,
    bots: seating(i, opts.players, opts.bots.length).map((b) => opts.bots[b] as string),
    maxActions: opts.maxActions,
  }));
}

/** Tallies finished games into per-bot results. */
export function tallyTournament(
  def: AnyGameDefinition,
  opts: TournamentOptions,
  finished: readonly GameTaskResult[],
): TournamentResult {
  const entries = opts.bots.map((bot) => ({ bot, games: 0, wins: 0 }));
  let errors = 0;
  finished.forEach((result, i) => {
    if (!result.ranking) {
      errors++;
      return;
    }
    const seats = seating(i, opts.players, opts.bots.length);
    const top = result.ranking[0] ?? [];
    seats.forEach((botIndex, seat) => {
      const entry = entries[botIndex] as (typeof entries)[number];
      entry.games++;
      if (top.includes(seat)) entry.wins += 1 / top.length;
    });
  });
  return {
    game: def.id,
    players: opts.players,
    games: opts.games,
    errors,
    results: entries.map((e) => ({
      bot: e.bot,
      games: e.games,
      wins: Math.round(e.wins * 1000) / 1000,
      winRate: e.games > 0 ? Math.round((e.wins / e.games) * 1000) / 1000 : 0,
      ci95: wilson95(e.wins, e.games),
    })),
  };
}
