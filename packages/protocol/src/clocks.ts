/**
 * A match's speed and its clocks (docs/protocol.md "Clocks"): chosen at creation, kept by the
 * server, carried by every frame. And the table's chat, and resigning.
 */
import { z } from 'zod';
import { seatSchema } from './common.ts';

/** The three real-time presets, sized per game to last about 20, 40 and 75 minutes. */
export const realtimePresetSchema = z.enum(['fast', 'normal', 'slow']);
export type RealtimePreset = z.infer<typeof realtimePresetSchema>;

/** The days a turn-based seat has for a move. */
export const turnDaysSchema = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(7)]);
export type TurnDays = z.infer<typeof turnDaysSchema>;

/** A custom real-time clock's limits: a bank of 1 s to 3 h, an increment of up to 10 minutes. */
export const CUSTOM_BANK_MAX_SECONDS = 3 * 3600;
export const CUSTOM_INCREMENT_MAX_SECONDS = 600;

/** How fast a match is played, as its creator asks for it. */
export const speedSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('realtime'), preset: realtimePresetSchema }).strict(),
  /** Real time with a bank and an increment of the creator's choosing (seconds). */
  z
    .object({
      kind: z.literal('custom'),
      bankSeconds: z.number().int().min(1).max(CUSTOM_BANK_MAX_SECONDS),
      incrementSeconds: z.number().int().min(0).max(CUSTOM_INCREMENT_MAX_SECONDS),
    })
    .strict(),
  z.object({ kind: z.literal('turn-based'), days: turnDaysSchema }).strict(),
  z.object({ kind: z.literal('none') }).strict(),
]);
export type Speed = z.infer<typeof speedSchema>;

/**
 * The clock rules a match's speed comes to: each seat starts with `initialMs`, gets
 * `incrementMs` after each of its moves, and never holds more than `capMs` (turn-based only).
 */
export const clockRulesSchema = z.object({
  speed: speedSchema,
  initialMs: z.number().int().min(0),
  incrementMs: z.number().int().min(0),
  capMs: z.number().int().min(0).nullable(),
});
export type ClockRules = z.infer<typeof clockRulesSchema>;

/** One seat's clock as a frame carries it. */
export const seatClockSchema = z.object({
  seat: seatSchema,
  /** Time left when its clock last started or stopped. */
  remainingMs: z.number().int().min(0),
  /** When its clock started running (ISO 8601); null while it is stopped. Left now: remainingMs − (now − runningSince). */
  runningSince: z.string().nullable(),
  /** Its time ran out: the substitute bot plays it (its player may take it back). */
  outOfTime: z.boolean(),
});
export type SeatClock = z.infer<typeof seatClockSchema>;

/** Every seat's clock, with the server's time when the frame was sent (to correct a client's clock). */
export const clocksSchema = z.object({
  rules: clockRulesSchema,
  seats: z.array(seatClockSchema),
  serverTime: z.string(),
});
export type Clocks = z.infer<typeof clocksSchema>;

// ---------------------------------------------------------------- chat

/** The short phrases every reader sees in their own language. */
export const CHAT_PHRASES = [
  'hello',
  'good-luck',
  'good-game',
  'your-turn',
  'one-moment',
  'thanks',
  'well-played',
  'sorry',
  'bye',
] as const;
export const chatPhraseSchema = z.enum(CHAT_PHRASES);
export type ChatPhrase = z.infer<typeof chatPhraseSchema>;

/** A chat message's text: plain text, at most 500 characters, never markup. */
export const CHAT_TEXT_MAX = 500;

/** Who may read a match's chat: its seats, or spectators too. */
export const chatAudienceSchema = z.enum(['seats', 'everyone']);
export type ChatAudience = z.infer<typeof chatAudienceSchema>;

/** One chat message as a frame carries it. */
export const chatMessageSchema = z.object({
  /** Its number in the match's chat, from 1. */
  index: z.number().int().min(1),
  seat: seatSchema,
  /** The author's name as the seats show it, when the message was sent. */
  name: z.string().nullable(),
  /** Plain text (show it as text, never as markup), or… */
  text: z.string().optional(),
  /** …one of the fixed phrases, shown in the reader's language. */
  phrase: chatPhraseSchema.optional(),
  at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
