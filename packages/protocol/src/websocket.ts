/** The WebSocket messages (docs/protocol.md "WebSocket"). `view` and `action` are the game's: narrow them with the generics. */
import { z } from 'zod';
import {
  CHAT_TEXT_MAX,
  chatAudienceSchema,
  chatMessageSchema,
  chatPhraseSchema,
  clocksSchema,
  speedSchema,
} from './clocks.ts';
import {
  connectionAttemptSchema,
  connectionClientSchema,
  errorBodySchema,
  logLineSchema,
  matchStatusSchema,
  outcomeSchema,
  requestIdSchema,
  seatInfoSchema,
  seatSchema,
  seedCommitmentSchema,
  versionSchema,
} from './common.ts';
import { type PatchOp, patchOpSchema } from './patch.ts';

const requestId = requestIdSchema.optional();
const present = z.custom<unknown>((v) => v !== undefined, 'an action is required');

// ---------------------------------------------------------------- client → server

/**
 * Authenticates the connection as a seat (instead of `?token=`); only while still a spectator.
 * `token` names the seat; or `account: true` asks for the seat the signed-in account holds (the
 * session cookie the connection was opened with, docs/protocol.md "Accounts"). `client` and
 * `attempt` (together or not at all) mark which connection of which client this is.
 */
export const helloMessageSchema = z
  .object({
    type: z.literal('hello'),
    token: z.string().min(1).max(200).optional(),
    account: z.literal(true).optional(),
    client: connectionClientSchema.optional(),
    attempt: connectionAttemptSchema.optional(),
    requestId,
  })
  .strict()
  .refine((m) => (m.token === undefined) !== (m.account === undefined), {
    message: 'hello takes a token or account: true, one of the two',
  })
  .refine((m) => (m.client === undefined) === (m.attempt === undefined), {
    message: 'client and attempt come together or not at all',
  });
/** An action for this connection's seat, made against state `version`. */
export const actionMessageSchema = z
  .object({ type: z.literal('action'), action: present, version: versionSchema, requestId })
  .strict();
/** Takes back this seat's last action, when nothing was revealed and nobody acted since. */
export const undoMessageSchema = z.object({ type: z.literal('undo'), version: versionSchema, requestId }).strict();
/** Gives this seat to a bot for the rest of the match (or frees it before the start). */
export const leaveMessageSchema = z.object({ type: z.literal('leave'), requestId }).strict();
/**
 * Asks for the current state frame again. With `patches: true`, the connection's later state
 * frames may come as `patch` frames against the view it last got (docs/protocol.md, "Patches").
 */
export const syncMessageSchema = z
  .object({ type: z.literal('sync'), patches: z.boolean().optional(), requestId })
  .strict();
export const pingMessageSchema = z.object({ type: z.literal('ping'), requestId }).strict();
/** A message to the table's chat: plain text of at most 500 characters, or one of the fixed phrases. */
export const chatSendMessageSchema = z
  .object({
    type: z.literal('chat'),
    text: z.string().min(1).max(CHAT_TEXT_MAX).optional(),
    phrase: chatPhraseSchema.optional(),
    requestId,
  })
  .strict()
  .refine((m) => (m.text === undefined) !== (m.phrase === undefined), {
    message: 'a chat message has a text or a phrase, one of the two',
  });
/** Stops (or starts again) hearing another seat's chat messages, at this seat only. */
export const muteMessageSchema = z
  .object({ type: z.literal('mute'), seat: seatSchema, muted: z.boolean(), requestId })
  .strict();
/** Gives up the match: the substitute bot plays the seat on, and the player ranks last when rated. */
export const resignMessageSchema = z.object({ type: z.literal('resign'), requestId }).strict();
/** Takes the seat back from the bot after its time ran out (it still counts as out of time). */
export const takeBackMessageSchema = z.object({ type: z.literal('take-back'), requestId }).strict();

/** Every message a client may send; anything else is refused with `bad-message`. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  helloMessageSchema,
  actionMessageSchema,
  undoMessageSchema,
  leaveMessageSchema,
  syncMessageSchema,
  pingMessageSchema,
  chatSendMessageSchema,
  muteMessageSchema,
  resignMessageSchema,
  takeBackMessageSchema,
]);

export type HelloMessage = z.infer<typeof helloMessageSchema>;
export type ActionMessage<A = unknown> = Omit<z.infer<typeof actionMessageSchema>, 'action'> & { action: A };
export type UndoMessage = z.infer<typeof undoMessageSchema>;
export type LeaveMessage = z.infer<typeof leaveMessageSchema>;
export type SyncMessage = z.infer<typeof syncMessageSchema>;
export type PingMessage = z.infer<typeof pingMessageSchema>;
export type ChatSendMessage = z.infer<typeof chatSendMessageSchema>;
export type MuteMessage = z.infer<typeof muteMessageSchema>;
export type ResignMessage = z.infer<typeof resignMessageSchema>;
export type TakeBackMessage = z.infer<typeof takeBackMessageSchema>;
export type ClientMessage<A = unknown> =
  | HelloMessage
  | ActionMessage<A>
  | UndoMessage
  | LeaveMessage
  | SyncMessage
  | PingMessage
  | ChatSendMessage
  | MuteMessage
  | ResignMessage
  | TakeBackMessage;

// ---------------------------------------------------------------- server → client

/** Sent once per connection (and again after `hello`): who you are and the log so far. */
export const welcomeFrameSchema = z.object({
  type: z.literal('welcome'),
  matchId: z.string(),
  game: z.string(),
  players: z.number().int().min(1),
  /** Your seat, or null for a spectator. */
  seat: seatSchema.nullable(),
  seats: z.array(seatInfoSchema),
  /** Lowercase hex SHA-256 of the match's seed, fixed before the first move; the seed comes with the end. */
  seedCommitment: seedCommitmentSchema,
  log: z.array(logLineSchema),
  /** How fast the match is played. */
  speed: speedSchema,
  /** The chat so far (its last 200 messages) as this connection may read it; empty for a spectator who may not. */
  chat: z.array(chatMessageSchema),
  /** Who may read the chat. */
  chatAudience: chatAudienceSchema,
  /** The seats this seat has muted. */
  muted: z.array(seatSchema),
  requestId,
});
export type WelcomeFrame = z.infer<typeof welcomeFrameSchema>;

/** Why a state frame was sent. */
export const stateCauseSchema = z.enum(['connect', 'start', 'action', 'undo', 'sync']);
export type StateCause = z.infer<typeof stateCauseSchema>;

/** The match as this connection may see it, after every change. */
export const stateFrameSchema = z.object({
  type: z.literal('state'),
  matchId: z.string(),
  /** Send this with your next action or undo; it grows by one with every action and every undo. */
  version: versionSchema,
  /** Actions in effect; log lines with a higher index were undone. */
  actionCount: z.number().int().min(0),
  status: matchStatusSchema,
  seat: seatSchema.nullable(),
  cause: stateCauseSchema,
  /** The seat that acted or undid (cause `action`/`undo`). */
  actor: seatSchema.nullable(),
  /** The log line the action wrote, as this viewer may read it (cause `action`). */
  log: logLineSchema.nullable(),
  view: z.unknown(),
  /** Exactly the actions this seat may send now; empty when it is not its turn. */
  legalActions: z.array(z.unknown()),
  activeSeats: z.array(seatSchema),
  /** True when this seat may undo its last action now. */
  undoable: z.boolean(),
  outcome: outcomeSchema.nullable(),
  endReason: z.string().nullable(),
  /** The seed, on the frames of a finished match whose replay is public (see WelcomeFrame.seedCommitment). */
  seed: z.string().optional(),
  /** Every seat's clock (docs/protocol.md "Clocks"); null for a match without a clock. */
  clocks: clocksSchema.nullable(),
  /** Present on the frame that answers your own request: your action or undo was stored. */
  requestId,
});
export type StateFrame<V = unknown, A = unknown> = Omit<z.infer<typeof stateFrameSchema>, 'view' | 'legalActions'> & {
  view: V;
  legalActions: A[];
};

/**
 * A state frame whose view is given as the changes to the view of the frame of version `base`,
 * the last one this connection got; sent only to a connection that asked for patches. A client
 * whose view is not of version `base` (or that the patch does not fit) sends `sync` again.
 */
export const patchFrameSchema = stateFrameSchema.omit({ type: true, view: true }).extend({
  type: z.literal('patch'),
  /** The version of the view this patch applies to. */
  base: versionSchema,
  patch: z.array(patchOpSchema),
});
export type PatchFrame<A = unknown> = Omit<z.infer<typeof patchFrameSchema>, 'legalActions' | 'patch'> & {
  legalActions: A[];
  patch: PatchOp[];
};

/** Seats joined, connected, disconnected, or were handed to a bot. */
export const seatsFrameSchema = z.object({
  type: z.literal('seats'),
  matchId: z.string(),
  seats: z.array(seatInfoSchema),
});
export type SeatsFrame = z.infer<typeof seatsFrameSchema>;

export const errorFrameSchema = errorBodySchema.extend({ type: z.literal('error'), requestId });
export type ErrorFrame = z.infer<typeof errorFrameSchema>;

export const pongFrameSchema = z.object({ type: z.literal('pong'), requestId });
export type PongFrame = z.infer<typeof pongFrameSchema>;

/** New chat messages (each once, in order), or the answer to your own (`requestId`). */
export const chatFrameSchema = z.object({
  type: z.literal('chat'),
  matchId: z.string(),
  messages: z.array(chatMessageSchema),
  requestId,
});
export type ChatFrame = z.infer<typeof chatFrameSchema>;

/** The seats this seat has muted, after a `mute`. */
export const mutedFrameSchema = z.object({ type: z.literal('muted'), seats: z.array(seatSchema), requestId });
export type MutedFrame = z.infer<typeof mutedFrameSchema>;

/** Every frame the server sends. */
export const serverFrameSchema = z.discriminatedUnion('type', [
  welcomeFrameSchema,
  stateFrameSchema,
  patchFrameSchema,
  seatsFrameSchema,
  errorFrameSchema,
  pongFrameSchema,
  chatFrameSchema,
  mutedFrameSchema,
]);
export type ServerFrame<V = unknown, A = unknown> =
  | WelcomeFrame
  | StateFrame<V, A>
  | PatchFrame<A>
  | SeatsFrame
  | ErrorFrame
  | PongFrame
  | ChatFrame
  | MutedFrame;
