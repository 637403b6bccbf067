/** Schemas shared by the HTTP API and the WebSocket: seats, log lines, outcomes, errors. */
import type { Message, MessageParam, Outcome, RankingExplanation } from '@boardhall/engine';
import { z } from 'zod';

/** A seat number; a match has at most 16. */
export const seatSchema = z.number().int().min(0).max(15);

/** Correlates a request with its answer; echoed in the state or error frame it causes. */
export const requestIdSchema = z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]);
export type RequestId = z.infer<typeof requestIdSchema>;

/** The version a client acts against; it grows by one with every action and every undo. */
export const versionSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/**
 * Which client a connection comes from and which of its connections this is (docs/protocol.md,
 * "One connection per seat"): `client` is an id the client draws once (the web client: once per
 * match page), `attempt` counts its connections up from 0. Of two connections of one client, the
 * older attempt never takes a seat from the newer one, however late its handshake arrives.
 */
export const connectionClientSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'expected 8–64 letters, digits, - or _');
export const connectionAttemptSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export interface ConnectionMark {
  client: string;
  attempt: number;
}

/**
 * `waiting`: human seats are still free; `playing`: the game runs; `finished`: it has an outcome;
 * `expired`: it was still waiting when its time to fill up ran out, and never started.
 */
export const matchStatusSchema = z.enum(['waiting', 'playing', 'finished', 'expired']);
export type MatchStatus = z.infer<typeof matchStatusSchema>;

/** Lowercase hex SHA-256 of a match's seed. */
export const seedCommitmentSchema = z.string().regex(/^[0-9a-f]{64}$/, 'not a lowercase hex SHA-256');

// The engine owns Message and Outcome; annotating the schemas with its types makes tsc check that they agree.
const messageParamSchema: z.ZodType<MessageParam> = z.lazy(() =>
  z.union([
    z.string(),
    z.number(),
    z.boolean(),
    z.object({ seat: seatSchema }).readonly(),
    messageSchema,
    z.array(messageParamSchema).readonly(),
  ]),
);

export const messageSchema: z.ZodType<Message> = z.lazy(() =>
  z.object({ key: z.string(), params: z.record(z.string(), messageParamSchema).readonly().optional() }).readonly(),
);

/** How an outcome's ranking was reached (the engine's `rankSeats`). */
export const rankingExplanationSchema: z.ZodType<RankingExplanation> = z
  .object({
    figures: z.array(z.object({ name: z.string(), better: z.enum(['higher', 'lower']) }).readonly()).readonly(),
    values: z.array(z.record(z.string(), z.number()).readonly()).readonly(),
    places: z
      .array(
        z
          .object({
            place: z.number().int().min(1),
            seats: z.array(seatSchema).readonly(),
            decidedBy: z.string().nullable(),
          })
          .readonly(),
      )
      .readonly(),
  })
  .readonly();

export const outcomeSchema: z.ZodType<Outcome> = z
  .object({
    ranking: z.array(z.array(seatSchema).readonly()).readonly(),
    scores: z.array(z.number()).readonly(),
    soloResult: z.enum(['win', 'draw', 'loss']).optional(),
    explanation: rankingExplanationSchema.optional(),
  })
  .readonly();

/** A seat as everybody may see it. */
export const seatInfoSchema = z.object({
  seat: seatSchema,
  kind: z.enum(['human', 'bot']),
  /** The bot spec playing this seat (bot seats and substitutes). */
  bot: z.string().optional(),
  name: z.string().nullable(),
  /** A human seat someone has joined (bot seats are always taken). */
  claimed: z.boolean(),
  /** A seat with an open WebSocket (bots count as connected). */
  connected: z.boolean(),
  /** A human seat handed to a bot after its player left. */
  substitute: z.boolean(),
  /** Its clock ran out (the bot plays it until its player takes it back; it still counts). */
  outOfTime: z.boolean().optional(),
  /** Its player resigned. */
  resigned: z.boolean().optional(),
});
export type SeatInfo = z.infer<typeof seatInfoSchema>;

/** One action's lines of the game log, as one viewer may read them. */
export const logLineSchema = z.object({
  /** 1-based number of the action that wrote it; lines above `actionCount` were undone. */
  index: z.number().int().min(1),
  seat: seatSchema,
  messages: z.array(messageSchema),
});
export type LogLine = z.infer<typeof logLineSchema>;

/** A machine-readable code and a sentence for people; every refusal has one. */
/**
 * A refusal: a kebab-case code, an English sentence, and for a refusal by a game's rules the same
 * sentence as a message of the game's catalogue (`text`), which clients render in their language.
 */
export const errorBodySchema = z.object({
  code: z.string().min(1),
  message: z.string(),
  text: messageSchema.optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
