/**
 * What the ratings keep in the database (docs/protocol.md "Ratings"). A rated match's result is
 * stored once, when it ends, in the same transaction as its last action: the result row, and the
 * new rating of every player in it, computed inside that transaction from their ratings as they
 * stand then (rows locked on PostgreSQL; SQLite's one writer thread serialises every commit), so
 * two matches of one player ending at once both count. Ratings are a function of the results in
 * `seq` order: `boardhall ratings rebuild` recomputes them and must find the same numbers.
 */

import type { StoredMatch } from './types.ts';

/**
 * A rated player's key: `a:<accountId>` for an account, `b:<level>` for a bot level
 * (`b:easy`, `b:normal`, `b:hard`). Never shown to clients (account ids are private).
 */
export type RatedPlayerKey = string;

/** One player's standing in one game. */
export interface RatingRow {
  game: string;
  player: RatedPlayerKey;
  mu: number;
  sigma: number;
  /** Rated results counted for the player in this game. */
  games: number;
  /** The `seq` of the last result that changed it. */
  lastSeq: number;
  updatedAt: number;
}

/** One seat of a rated result, with the player's rating before and after. */
export interface RatedEntry {
  player: RatedPlayerKey;
  seat: number;
  /** 1-based place: tied players share one; a leaver or a seat out of time ranks last. */
  place: number;
  /** Null when the player had no rating in the game yet (the model's default). */
  before: { mu: number; sigma: number } | null;
  /** Equal to `before` (or the default) when the result did not count (`counted` false). */
  after: { mu: number; sigma: number };
}

/** A rated match's result, in the order it was rated (`seq`: 1, 2, … across all games). */
export interface RatedResultRow {
  seq: number;
  matchId: string;
  game: string;
  finishedAt: number;
  /**
   * False when the anti-abuse rule left it out (docs/protocol.md "Ratings": a pair of accounts'
   * matches together count at most N times per UTC day); it is kept so the history is whole.
   */
  counted: boolean;
  entries: RatedEntry[];
}

/** What the service asks the store to rate when it stores a rated match's end. */
export interface RatingRequest {
  game: string;
  finishedAt: number;
  seats: { player: RatedPlayerKey; seat: number; place: number }[];
}

/** How many counted results a pair of accounts had on one UTC day (the anti-abuse rule). */
export interface RatingPairRow {
  /** Days since 1970-01-01, UTC. */
  day: number;
  /** The pair's keys, the smaller first. */
  playerA: RatedPlayerKey;
  playerB: RatedPlayerKey;
  results: number;
}

/** Everything the ratings are made of, as one consistent snapshot (`boardhall ratings rebuild`). */
export interface RatingHistory {
  /** In `seq` order, each with its entries in seat order. */
  results: RatedResultRow[];
  ratings: RatingRow[];
  pairs: RatingPairRow[];
}

/** What `rebuild --write` puts in place of what is stored. */
export interface RatingCorrection {
  /** Results whose `counted` or entries differ from the recomputed ones, as recomputed. */
  results: RatedResultRow[];
  /** Every rating and pair row, as recomputed (the stored ones are replaced). */
  ratings: RatingRow[];
  pairs: RatingPairRow[];
}

/** A rating row with the player's key, for a lookup of several games and players at once. */
export interface RatingKey {
  game: string;
  player: RatedPlayerKey;
}

/** A point of a player's rating history: the rating after one counted result. */
export interface RatingHistoryPoint {
  seq: number;
  matchId: string;
  finishedAt: number;
  mu: number;
  sigma: number;
}

/** Finished matches a player played in one game, and how many they ranked first in. */
export interface PlayedTally {
  game: string;
  played: number;
  won: number;
}

/** A head-to-head record of a player against one opponent, over their rated results together. */
export interface HeadToHeadRow {
  opponent: RatedPlayerKey;
  games: number;
  ahead: number;
  behind: number;
  tied: number;
}

/**
 * The ratings' reads (the web's leaderboards and profiles, the lobby's seat ratings) and the
 * rebuild. Writes of new results happen with the match's end (`MatchUpdate.rating`), never here.
 */
export interface RatingStore {
  /** The rows of these (game, player) keys that exist. */
  ratingsOf(keys: readonly RatingKey[]): Promise<RatingRow[]>;
  /** Every game's row of one player. */
  ratingsOfPlayer(player: RatedPlayerKey): Promise<RatingRow[]>;
  /**
   * A game's players with at least `minGames` rated results, best conservative estimate first
   * (deleted accounts' anonymous keys left out), at most `limit`.
   */
  leaderboard(game: string, minGames: number, limit: number): Promise<RatingRow[]>;
  /** How many players of the leaderboard have a conservative estimate, on the shown scale, of at least `scaled`. */
  countAtLeast(game: string, minGames: number, scaled: number): Promise<number>;
  /** The player's rating after each of its latest `limit` counted results in the game, oldest first. */
  history(player: RatedPlayerKey, game: string, limit: number): Promise<RatingHistoryPoint[]>;
  /** Finished matches played and won per game: an account's all, a bot level's rated ones. */
  tallies(player: RatedPlayerKey): Promise<PlayedTally[]>;
  /** The latest finished matches the player played (an account's all, a bot level's rated ones), newest first. */
  recentMatches(player: RatedPlayerKey, limit: number): Promise<StoredMatch[]>;
  /** The rated results of these matches (those that have one). */
  resultsOfMatches(matchIds: readonly string[]): Promise<RatedResultRow[]>;
  /** Records against the opponents met most over the player's latest `recent` rated results, most met first. */
  headToHead(player: RatedPlayerKey, recent: number, limit: number): Promise<HeadToHeadRow[]>;
  /** The current names of these accounts (ids of deleted ones are absent). */
  accountNames(accountIds: readonly string[]): Promise<Map<string, string>>;
  /**
   * Reads the whole history in one consistent snapshot and hands it to `review`. With `rewrite`,
   * new results wait meanwhile, and the correction `review` returns (if any) is written in the
   * same transaction.
   */
  reviewHistory<T>(
    review: (history: RatingHistory) => { report: T; correction: RatingCorrection | null },
    rewrite: boolean,
  ): Promise<T>;
}
