/**
 * A game's leaderboard (docs/protocol.md "Ratings"): its players with at least the minimum of
 * rated results, ranked by the conservative estimate μ − 3σ on the shown scale; equal estimates
 * (as shown, rounded) share a place. Accounts are named by their current public name.
 */
import type { GameRegistry } from '@boardhall/engine';
import type { LeaderboardEntry, LeaderboardResponse } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { RatingRow, RatingStore } from '../storage/rating-types.ts';
import { accountIdOf, ratedPlayerOf } from './players.ts';
import { toRating } from './scale.ts';

export interface RatingReadSettings {
  readonly registry: GameRegistry;
  readonly store: RatingStore;
  /** Leaderboards list players with at least this many rated results. */
  readonly minGames: number;
}

export function unknownGame(registry: GameRegistry, id: string): ServiceError {
  const known = [...registry.keys()].join(', ') || 'none';
  return new ServiceError('unknown-game', `Unknown game '${id}' (available: ${known}).`, 404);
}

/** The account names of rows' keys, in one lookup. */
export async function namesOf(store: RatingStore, keys: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(keys.flatMap((k) => accountIdOf(k) ?? []))];
  return store.accountNames(ids);
}

/** 1-based places by the shown conservative estimate, equal ones sharing a place (rows best first). */
export function placesByEstimate(rows: readonly RatingRow[]): number[] {
  const places: number[] = [];
  rows.forEach((row, i) => {
    const shown = toRating(row).conservative;
    const previous = i > 0 ? toRating(rows[i - 1] as RatingRow).conservative : null;
    places.push(previous === shown ? (places[i - 1] as number) : i + 1);
  });
  return places;
}

export async function leaderboard(s: RatingReadSettings, game: string, limit: number): Promise<LeaderboardResponse> {
  const def = s.registry.get(game);
  if (!def) throw unknownGame(s.registry, game);
  const rows = await s.store.leaderboard(game, s.minGames, limit);
  const names = await namesOf(
    s.store,
    rows.map((r) => r.player),
  );
  const places = placesByEstimate(rows);
  const entries = rows.flatMap((row, i): LeaderboardEntry[] => {
    const player = ratedPlayerOf(row.player, names);
    return player ? [{ place: places[i] as number, player, rating: toRating(row) }] : [];
  });
  return { game, gameName: def.name, minGames: s.minGames, entries };
}
