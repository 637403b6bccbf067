/**
 * Ratings, leaderboards and profiles on the wire (docs/protocol.md "Ratings"). A rating is the
 * OpenSkill (Weng-Lin, Plackett-Luce) estimate μ ± σ of one player in one game, shown on a familiar
 * scale (`rating`: a new player 1500) and provisional ("1500?") while σ is still high. Players are
 * accounts, named by their public name, and the bot levels, each a rated player of its own.
 */
import { z } from 'zod';
import { seatSchema } from './common.ts';

/** A bot level that is rated as a player of its own ("Bot (Normal)"). */
export const ratedBotLevelSchema = z.enum(['easy', 'normal', 'hard']);
export type RatedBotLevel = z.infer<typeof ratedBotLevelSchema>;

/** Who holds a rating: an account (by its public name) or a bot level. */
export const ratedPlayerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('account'), name: z.string() }),
  z.object({ kind: z.literal('bot'), level: ratedBotLevelSchema }),
]);
export type RatedPlayer = z.infer<typeof ratedPlayerSchema>;

/** One player's rating in one game. */
export const ratingSchema = z.object({
  /** On the displayed scale, rounded (docs/protocol.md "Ratings": 1500 + (μ − 25) × 60). */
  rating: z.number().int(),
  /** σ is still above the threshold: shown as "1500?". */
  provisional: z.boolean(),
  /** The model's own figures. */
  mu: z.number(),
  sigma: z.number(),
  /** The conservative estimate leaderboards rank by, on the displayed scale (μ − 3σ mapped). */
  conservative: z.number().int(),
  /** Rated matches counted. */
  games: z.number().int().min(0),
});
export type Rating = z.infer<typeof ratingSchema>;

/**
 * A seat's rating and chance before a rated match (lobby and join page): absent for free seats.
 * `winChance` is the model's `predictWin` over the seated players (0–1), absent until two are seated.
 */
export const seatRatingSchema = z.object({
  seat: seatSchema,
  rating: ratingSchema,
  winChance: z.number().min(0).max(1).optional(),
});
export type SeatRating = z.infer<typeof seatRatingSchema>;

/** GET /api/leaderboard/:game?limit=… */
export const leaderboardQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(200).default(100) })
  .strict();
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  /** 1-based place by `rating.conservative` (equal estimates share a place). */
  place: z.number().int().min(1),
  player: ratedPlayerSchema,
  rating: ratingSchema,
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardResponseSchema = z.object({
  game: z.string(),
  gameName: z.string(),
  /** Only players with at least this many rated matches are listed. */
  minGames: z.number().int().min(1),
  entries: z.array(leaderboardEntrySchema),
});
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

/** A point of a rating-over-time chart: the rating after one rated match. */
export const ratingPointSchema = z.object({
  /** When the match ended (ISO 8601). */
  at: z.string(),
  matchId: z.string(),
  rating: z.number().int(),
  provisional: z.boolean(),
});
export type RatingPoint = z.infer<typeof ratingPointSchema>;

/** A player's standing in one game, on their profile. */
export const profileGameSchema = z.object({
  game: z.string(),
  gameName: z.string(),
  /** Null until their first rated match of the game. */
  rating: ratingSchema.nullable(),
  /** Their place on the game's leaderboard, when listed there. */
  place: z.number().int().min(1).nullable(),
  /** Finished matches of the game they played (rated or not). */
  played: z.number().int().min(0),
  /** Of those, the ones they ranked first in (alone or tied). */
  won: z.number().int().min(0),
  /** Oldest first, one point per rated match. */
  history: z.array(ratingPointSchema),
});
export type ProfileGame = z.infer<typeof profileGameSchema>;

/** A finished match on a profile, with a link to its replay. */
export const profileMatchSchema = z.object({
  matchId: z.string(),
  game: z.string(),
  gameName: z.string(),
  /** ISO 8601. */
  finishedAt: z.string(),
  /** The player's place (1 = first; tied players share one) and the number of players. */
  place: z.number().int().min(1),
  players: z.number().int().min(1),
  /** Everybody else at the table, in seat order. */
  opponents: z.array(
    z.object({ player: ratedPlayerSchema.nullable(), name: z.string().nullable(), place: z.number().int().min(1) }),
  ),
  rated: z.boolean(),
  /** Its replay is public (GET /api/matches/:id/replay answers). */
  replay: z.boolean(),
  /** The rating's change, for a rated match that counted. */
  ratingChange: z.object({ before: z.number().int(), after: z.number().int() }).nullable(),
});
export type ProfileMatch = z.infer<typeof profileMatchSchema>;

/** A head-to-head record against one opponent, over the matches both played to the end. */
export const headToHeadSchema = z.object({
  opponent: ratedPlayerSchema,
  games: z.number().int().min(1),
  /** Matches the player finished above, below and level with the opponent. */
  ahead: z.number().int().min(0),
  behind: z.number().int().min(0),
  tied: z.number().int().min(0),
});
export type HeadToHead = z.infer<typeof headToHeadSchema>;

/** GET /api/players/:name (an account) or /api/players/bot/:level (a bot level). */
export const profileResponseSchema = z.object({
  player: ratedPlayerSchema,
  /** ISO 8601; null for a bot level. */
  memberSince: z.string().nullable(),
  games: z.array(profileGameSchema),
  /** The latest finished matches, newest first (at most 20). */
  recent: z.array(profileMatchSchema),
  /** The opponents played most, most first (at most 10). */
  headToHead: z.array(headToHeadSchema),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
