import { z } from 'zod';
import { BoardhallError } from './errors.ts';
import { Match } from './match.ts';
import { findGame, type GameRegistry } from './registry.ts';
import type { RngScheme } from './rng.ts';
import { seedCommitment } from './seed.ts';
import type { AnyGameDefinition, LogEntry, Outcome, Seat } from './types.ts';

export const REPLAY_FORMAT = 'boardhall-replay';
/** The version new matches are saved as: 2, whose seeds key ChaCha20 (see REPLAY_RNG_SCHEMES). */
export const REPLAY_VERSION = 2;
/** The replay versions this engine reads. */
export type ReplayVersion = 1 | 2;

/** The generator each replay version's seed builds: version 1 predates ChaCha20. */
export const REPLAY_RNG_SCHEMES: Readonly<Record<ReplayVersion, RngScheme>> = {
  1: 'xoroshiro128plus',
  2: 'chacha20',
};

/** A saved match: enough to rebuild every state exactly, with hashes to prove it. */
export interface ReplayFile {
  format: typeof REPLAY_FORMAT;
  version: ReplayVersion;
  game: string;
  players: number;
  options: unknown;
  seed: string;
  /**
   * Lowercase hex SHA-256 of the seed's UTF-8 bytes, as published when the match started
   * (`seedCommitment(seed)`); verifying checks the revealed seed against it. Optional.
   */
  seedCommitment?: string;
  initialHash: string;
  actions: { seat: Seat; action: unknown; hash: string }[];
  outcome: Outcome | null;
  /**
   * Who sat where, for people watching the replay: a name and, for a bot, its spec. Optional
   * (older files and the CLI's have none); it takes no part in rebuilding or verifying the match.
   */
  seats?: ReplaySeat[];
}

/** A seat as a replay names it: the player's name (null when unnamed) and, for a bot, its spec. */
export interface ReplaySeat {
  name: string | null;
  bot?: string;
}

const hashSchema = z.string().regex(/^[0-9a-f]{16}$/, 'a hash is 16 hexadecimal digits');

const replaySchema = z.object({
  format: z.literal(REPLAY_FORMAT),
  version: z.union([z.literal(1), z.literal(2)], { error: 'the replay version must be 1 or 2' }),
  game: z.string().min(1),
  players: z.number().int().min(1).max(16),
  options: z.unknown(),
  seed: z.string().min(1).max(200),
  seedCommitment: z
    .string()
    .regex(/^[0-9a-f]{64}$/, 'a seed commitment is 64 lowercase hexadecimal digits (SHA-256)')
    .optional(),
  initialHash: hashSchema,
  actions: z.array(z.object({ seat: z.number().int().min(0), action: z.unknown(), hash: hashSchema })),
  outcome: z.unknown(),
  seats: z
    .array(
      z.object({
        name: z.string().max(60, 'a seat name has at most 60 characters').nullable(),
        bot: z.string().min(1).max(100).optional(),
      }),
    )
    .optional(),
});

/** The replay version whose seeds build `scheme`. */
function versionOf(scheme: RngScheme): ReplayVersion {
  return scheme === 'xoroshiro128plus' ? 1 : 2;
}

/**
 * The replay file of a match, as plain JSON: version 2 with the seed's commitment, or version 1
 * for a match rebuilt from a version-1 file (its seed builds the old generator).
 */
export function toReplay<S, A, V, O>(match: Match<S, A, V, O>, seats?: readonly ReplaySeat[]): ReplayFile {
  const version = versionOf(match.rngScheme);
  if (seats !== undefined && seats.length !== match.players) {
    throw new BoardhallError('bad-replay', `A replay names ${match.players} seats, not ${seats.length}.`);
  }
  return {
    format: REPLAY_FORMAT,
    version,
    game: match.def.id,
    players: match.players,
    options: match.options,
    seed: match.seed,
    ...(version === 2 ? { seedCommitment: seedCommitment(match.seed) } : {}),
    initialHash: match.initialHash,
    actions: match.actions.map((a) => ({ seat: a.seat, action: a.action, hash: a.hash })),
    outcome: match.outcome(),
    ...(seats !== undefined ? { seats: seats.map(replaySeat) } : {}),
  };
}

/** A seat as the replay stores it: a bot's spec only when it has one. */
function replaySeat(seat: ReplaySeat): ReplaySeat {
  return seat.bot === undefined ? { name: seat.name } : { name: seat.name, bot: seat.bot };
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
  const seats = parsed.data.seats;
  if (seats !== undefined && seats.length !== parsed.data.players) {
    throw new BoardhallError(
      'bad-replay',
      `The file is not a Boardhall replay at seats: it names ${seats.length} seats for ${parsed.data.players} players.`,
    );
  }
  return parsed.data as ReplayFile;
}

/** The result of replaying a file: the rebuilt match and, when verifying, the first mismatch. */
export interface ReplayResult {
  match: Match<unknown, unknown, unknown, unknown>;
  game: AnyGameDefinition;
  /** The seed commitment that was checked against the seed; null when not verifying or the file has none. */
  verifiedCommitment: string | null;
}

/** Throws 'seed-commitment-mismatch' unless SHA-256 of the file's seed is its recorded commitment. */
function checkCommitment(file: ReplayFile): string | null {
  if (file.seedCommitment === undefined) return null;
  const actual = seedCommitment(file.seed);
  if (actual !== file.seedCommitment) {
    throw new BoardhallError(
      'seed-commitment-mismatch',
      `The revealed seed does not match the commitment published at the start: SHA-256 of the seed is ${actual}, but the replay records ${file.seedCommitment}.`,
    );
  }
  return actual;
}

/**
 * Rebuilds a match from a replay file by applying every action again, with the generator of the
 * file's version. With `verify`, SHA-256 of the seed must equal the recorded seed commitment (when
 * there is one), and the state hash after setup and after each action must equal the recorded one.
 * Any failure throws a BoardhallError: 'unknown-game', 'bad-replay' (illegal or malformed action),
 * 'seed-commitment-mismatch' or 'replay-mismatch'.
 */
export function replayMatch(
  registry: GameRegistry,
  file: ReplayFile,
  verify: boolean,
  onAction?: (before: unknown, seat: Seat, action: unknown, log: readonly LogEntry[]) => void,
): ReplayResult {
  const game = findGame(registry, file.game);
  const verifiedCommitment = verify ? checkCommitment(file) : null;
  const scheme = REPLAY_RNG_SCHEMES[file.version];
  if (scheme === undefined) throw new BoardhallError('bad-replay', `There is no replay version ${file.version}.`);
  let match: Match<unknown, unknown, unknown, unknown>;
  try {
    match = Match.restore(game, file.players, file.options, file.seed, scheme);
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
  return { match, game, verifiedCommitment };
}
