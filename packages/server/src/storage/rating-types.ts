/**
 * What the ratings keep in the database (docs/protocol.md "Ratings"). A rated match's result is
 * stored once, when it ends, in the same transaction as its last action: the result row, and the
 * new rating of every player in it, computed inside that transaction from their ratings as they
 * stand then (rows locked on PostgreSQL; SQLite's one writer thread serialises every commit), so
 * two matches of one player ending at once both count. Ratings are a function of the results in
 * `seq` order: `boardhall ratings rebuild` recomputes them and must find the same numbers.
 */

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
