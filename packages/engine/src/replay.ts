import { z } from 'zod';
import { BoardhallError } from './errors.ts';
import { Match } from './match.ts';
import { findGame, type GameRegistry } from './registry.ts';
import type { AnyGameDefinition, LogEntry, Outcome, Seat } from './types.ts';

export const REPLAY_FORMAT = 'boardhall-replay';
export const REPLAY_VERSION = 1;

/** A saved match: enough to rebuild every state exactly, with hashes to prove it. */
export interface ReplayFile {
  format: typeof REPLAY_FORMAT;
  version: typeof REPLAY_VERSION;
  game: string;
  players: number;
  options: unknown;
  seed: string;
  initialHash: string;
  actions: { seat: Seat; action: unknown; hash: string }[];
  outcome: Outcome | null;
}

const hashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'a hash is 16 hexadecimal digits');

const replaySchema = z.object({
  format: z.literal(REPLAY_FORMAT),
  version: z.literal(REPLAY_VERSION),
  game: z.string().min(1),
  players: z.number().int().min(1).max(16),
  options: z.unknown(),
  seed: z.string().min(1).max(200),
  initialHash: hashSchema,
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown(), hash: hashSchema })),
  outcome: z.unknown(),
});

/** The replay file of a match, as plain JSON. */
export function toReplay<S, A, V, O>(match: Match<S, A, V, O>): ReplayFile {
  return {
    format: REPLAY_FORMAT,
    version: REPLAY_VERSION,
    game: match.def.id,
    players: match.players,
    options: match.options,
    seed: match.seed,
    initialHash: match.initialHash,
    actions: match.actions.map((a) => ({ seat: a.seat, action: a.action, hash: a.hash })),
    outcome: match.outcome(),
  };
}

/** Parses replay text, or throws a BoardhallError('bad-replay') saying what is wrong. */
export function parseReplay(text: string): ReplayFile {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new BoardhallError('bad-replay', `The replay file is not valid JSON (${(e as Error).message}).`);
  }
  const parsed = replaySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    throw new BoardhallError('bad-replay', `The file is not a Boardhall replay${where}: ${issue?.message}.`);
  }
  return parsed.data as ReplayFile;
}

/** The result of replaying a file: the rebuilt match and, when verifying, the first mismatch. */
export interface ReplayResult {
  match: Match<unknown, unknown, unknown, unknown>;
  game: AnyGameDefinition;
}

/**
 * Rebuilds a match from a replay file by applying every action again. With `verify`, the state
 * hash after setup and after each action must equal the recorded one. Any failure throws a
 * BoardhallError: 'unknown-game', 'bad-replay' (illegal or malformed action) or 'replay-mismatch'.
 */
export function replayMatch(
  registry: GameRegistry,
  file: ReplayFile,
  verify: boolean,
  onAction?: (before: unknown, seat: Seat, action: unknown, log: readonly LogEntry[]) => void,
): ReplayResult {
  const game = findGame(registry, file.game);
  let match: Match<unknown, unknown, unknown, unknown>;
  try {
    match = Match.create(game, file.players, file.options, file.seed);
  } catch (e) {
    if (e instanceof BoardhallError)
      throw new BoardhallError('bad-replay', `The replay's setup is invalid: ${e.message}`);
    throw e;
  }
  if (verify && match.initialHash !== file.initialHash) {
    throw new BoardhallError(
      'replay-mismatch',
      `The state after setup has hash ${match.initialHash}, but the replay recorded ${file.initialHash}.`,
    );
  }
  file.actions.forEach((entry, i) => {
    const before = match.state;
    const result = match.submit(entry.seat, entry.action);
    if (!result.ok) {
      throw new BoardhallError(
        'bad-replay',
        `Action ${i + 1} of the replay is refused: ${result.error.message} (${result.error.code}).`,
      );
    }
    if (verify && result.hash !== entry.hash) {
      throw new BoardhallError(
        'replay-mismatch',
        `After action ${i + 1} the state has hash ${result.hash}, but the replay recorded ${entry.hash}.`,
      );
    }
    const last = match.actions[match.actions.length - 1];
    onAction?.(before, entry.seat, last?.action, result.log);
  });
  return { match, game };
}
