/** The HTTP API's bodies (docs/protocol.md "HTTP"): what clients send, and what the server answers. */
import { codePointName, findDisplayControl } from '@boardhall/engine';
import { z } from 'zod';
import { chatAudienceSchema, speedSchema } from './clocks.ts';
import {
  errorBodySchema,
  logLineSchema,
  matchStatusSchema,
  outcomeSchema,
  seatInfoSchema,
  seatSchema,
  seedCommitmentSchema,
  versionSchema,
} from './common.ts';
import { seatRatingSchema } from './ratings.ts';

// ---------------------------------------------------------------- requests

/**
 * A player's name, shown to every other player: 1–40 characters, none of which changes how the
 * text around it is shown (controls, bidirectional overrides and isolates, line separators; see
 * `isDisplayControl`). Checked before trimming, so the name is refused rather than quietly changed.
 */
const name = z
  .string()
  .superRefine((text, ctx) => {
    const found = findDisplayControl(text);
    if (found === null) return;
    ctx.addIssue({
      code: 'custom',
      message: `a name may not contain control characters, bidirectional overrides or isolates, or line separators (${codePointName(found.codePoint)} at character ${found.position})`,
    });
  })
  .trim()
  .min(1)
  .max(40);

/** A seat in a create-match request. */
export const seatRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), name: name.optional() }).strict(),
  z
    .object({
      kind: z.literal('bot'),
      /** A bot spec (`random`, `greedy`, `ismcts:level=hard`); `level` is appended as `:level=…`. */
      bot: z.string().trim().min(1).max(100),
      level: z.enum(['easy', 'normal', 'hard']).optional(),
      name: name.optional(),
    })
    .strict(),
]);
export type SeatRequest = z.infer<typeof seatRequestSchema>;

/** POST /api/matches */
export const createMatchRequestSchema = z
  .object({
    game: z.string().min(1).max(64),
    /** The game's options; the game fills in defaults and rejects invalid combinations. */
    options: z.record(z.string(), z.unknown()).optional(),
    /** One entry per seat, in seat order; their number is the number of players. */
    seats: z.array(seatRequestSchema).min(1).max(16),
    /**
     * Ignored: the server draws every match's seed itself (256 random bits), so that no creator
     * can deal the other seats' hands in advance. Accepted so that older clients keep working.
     */
    seed: z.string().min(1).max(200).optional(),
    /** A human seat the creator takes at once; its token comes back in `claimed`. */
    claim: seatSchema.optional(),
    /** How fast it is played (docs/protocol.md "Clocks"); default `{"kind":"none"}`, no clock. */
    speed: speedSchema.optional(),
    /** Who may read the table's chat: its seats (default), or spectators too. */
    chat: chatAudienceSchema.optional(),
    /**
     * Whether the result should change ratings (docs/protocol.md "Ratings"). Default: rated when the
     * match can be (a signed-in creator, a clock, two or more human seats, bots at a named level, no
     * option that fixes the deal). `true` for a match that cannot be rated is refused (`not-ratable`).
     * Only signed-in players may join a rated match.
     */
    rated: z.boolean().optional(),
    /**
     * Whether its players may ask for hints (docs/protocol.md "Hints"): a teaching aid, never in a
     * rated match. `true` makes the match unrated; `true` with `rated: true` is refused
     * (`hints-in-rated`). Default: no hints.
     */
    hints: z.boolean().optional(),
  })
  .strict();
export type CreateMatchRequest = z.infer<typeof createMatchRequestSchema>;

/** POST /api/matches/:id/join */
export const joinRequestSchema = z
  .object({
    /** The seat wanted; the first free human seat when absent. */
    seat: seatSchema.optional(),
    name: name.optional(),
  })
  .strict();
export type JoinRequest = z.infer<typeof joinRequestSchema>;

/** GET /api/matches?status=…&game=… */
export const matchListQuerySchema = z
  .object({
    status: z.enum(['open', 'playing', 'finished']).default('open'),
    game: z.string().min(1).max(64).optional(),
  })
  .strict();
export type MatchListQuery = z.infer<typeof matchListQuerySchema>;

// ---------------------------------------------------------------- responses

/** The body of every HTTP error response. */
export const httpErrorResponseSchema = z.object({ error: errorBodySchema });
export type HttpErrorResponse = z.infer<typeof httpErrorResponseSchema>;

/** A secret seat token: shown once, never stored in clear by the server. */
export const seatTokenSchema = z.object({ seat: seatSchema, token: z.string().min(1) });
export type SeatToken = z.infer<typeof seatTokenSchema>;

export const createMatchResponseSchema = z.object({
  matchId: z.string(),
  game: z.string(),
  status: matchStatusSchema,
  version: versionSchema,
  seats: z.array(seatInfoSchema),
  /** Lowercase hex SHA-256 of the match's seed, revealed once the match is over (docs/protocol.md). */
  seedCommitment: seedCommitmentSchema,
  claimed: seatTokenSchema.optional(),
});
export type CreateMatchResponse = z.infer<typeof createMatchResponseSchema>;

export const joinResponseSchema = seatTokenSchema.extend({ matchId: z.string(), status: matchStatusSchema });
export type JoinResponse = z.infer<typeof joinResponseSchema>;

/** An entry of GET /api/matches. */
export const matchSummarySchema = z.object({
  matchId: z.string(),
  game: z.string(),
  gameName: z.string(),
  players: z.number().int().min(1),
  status: matchStatusSchema,
  seats: z.array(seatInfoSchema),
  /** Human seats nobody has joined yet. */
  freeSeats: z.array(seatSchema),
  createdAt: z.string(),
  /** How fast it is played. */
  speed: speedSchema,
  /** Lowercase hex SHA-256 of the match's seed, fixed before the first move. */
  seedCommitment: seedCommitmentSchema,
  /** Its result changes ratings (docs/protocol.md "Ratings"). */
  rated: z.boolean(),
  /** Its players may ask for hints (docs/protocol.md "Hints"); never true for a rated match. */
  hints: z.boolean(),
  /** Rated matches: each seated player's rating, and their chances once two are seated. */
  ratings: z.array(seatRatingSchema).optional(),
});
export type MatchSummary = z.infer<typeof matchSummarySchema>;

export const matchListResponseSchema = z.object({ matches: z.array(matchSummarySchema) });
export type MatchListResponse = z.infer<typeof matchListResponseSchema>;

/** GET /api/matches/:id: the spectator's view of a match. `view` is the game's; narrow it with the generic. */
export const publicMatchResponseSchema = matchSummarySchema.extend({
  /** The version a client acts against (see StateFrame). */
  version: versionSchema,
  actionCount: z.number().int().min(0),
  activeSeats: z.array(seatSchema),
  view: z.unknown(),
  outcome: outcomeSchema.nullable(),
  endReason: z.string().nullable(),
  log: z.array(logLineSchema),
  /** The seed, once the match is over and its replay is public; check it against `seedCommitment`. */
  seed: z.string().optional(),
});
export type PublicMatchResponse<V = unknown> = Omit<z.infer<typeof publicMatchResponseSchema>, 'view'> & { view: V };

export const gameInfoSchema = z.object({
  id: z.string(),
  name: z.string(),
  minPlayers: z.number().int().min(1),
  maxPlayers: z.number().int().min(1),
});
export type GameInfo = z.infer<typeof gameInfoSchema>;

/** GET /api/games */
export const gamesResponseSchema = z.object({
  games: z.array(gameInfoSchema),
  /** Bot kinds a seat may name. */
  bots: z.array(z.string()),
});
export type GamesResponse = z.infer<typeof gamesResponseSchema>;

/** GET /api/health */
const latencyMs = z.number().min(0).nullable();
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  liveMatches: z.number().int().min(0),
  connections: z.number().int().min(0),
  uptimeSeconds: z.number().int().min(0),
  /** This node's id (`local` for a single server). */
  node: z.string(),
  /** The database: its kind, whether it answered, and one round trip's time. */
  storage: z.object({ kind: z.enum(['sqlite', 'postgres']), ok: z.boolean(), latencyMs }),
  /** Cluster mode only: Redis, the matches this node owns, and every node the cluster has seen. */
  cluster: z
    .object({
      redis: z.object({ ok: z.boolean(), latencyMs }),
      ownedMatches: z.array(z.string()),
      /** Every node heard of in the last 10 minutes, with when it last was. */
      nodes: z.array(
        z.object({ nodeId: z.string(), url: z.string().nullable(), alive: z.boolean(), lastSeen: z.string() }),
      ),
    })
    .optional(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /api/ready, when the server should get traffic (else `503 not-ready`). */
export const readyResponseSchema = z.object({ status: z.literal('ready') });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
