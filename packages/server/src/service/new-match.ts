/**
 * A new match as the service stores it: the game's setup under a seed only the server chose, the
 * seats with their bot specs checked against the server's caps, and the claimed seat's token.
 */
import { type AnyGameDefinition, BoardhallError, Match } from '@boardhall/engine';
import type { CreateMatchRequest, SeatRequest } from '@boardhall/protocol';
import { newClocks } from '../clocks/clock.ts';
import { clockRulesOf } from '../clocks/rules.ts';
import { ServiceError } from '../errors.ts';
import type { StoredMatch, StoredSeat } from '../storage/types.ts';
import { assertBotAllowed } from './bot-policy.ts';
import { isClaimed } from './frames.ts';
import type { AnyMatch } from './rebuild.ts';
import { hashToken, newMatchId, newToken } from './tokens.ts';

export interface NewMatch {
  match: AnyMatch;
  stored: StoredMatch;
  /** The claimed seat's token, shown to the creator once; null when nothing was claimed. */
  token: string | null;
}

/** Builds a match from a create request, or throws the ServiceError that refuses it. */
export function newMatch(
  def: AnyGameDefinition,
  req: CreateMatchRequest,
  seed: string,
  creator: string | null,
): NewMatch {
  let match: AnyMatch;
  try {
    match = Match.create(def, req.seats.length, req.options ?? {}, seed);
  } catch (error) {
    if (error instanceof BoardhallError) throw new ServiceError(error.code, error.message, 400);
    throw error;
  }
  assertFixedSetupAllowed(def, match.options, req);
  const seats: StoredSeat[] = req.seats.map((s) =>
    s.kind === 'human'
      ? { kind: 'human', name: s.name ?? null }
      : { kind: 'bot', bot: botSpec(s, def.id), name: s.name ?? null },
  );
  let token: string | null = null;
  if (req.claim !== undefined) {
    const seat = seats[req.claim];
    if (seat?.kind !== 'human') {
      throw new ServiceError('bad-claim', `Seat ${req.claim} is not a human seat of this match.`, 400);
    }
    token = newToken();
    seat.tokenHash = hashToken(token);
  }
  const now = Date.now();
  const speed = req.speed ?? { kind: 'none' };
  const rules = clockRulesOf(speed, def.id, req.seats.length);
  const stored: StoredMatch = {
    id: newMatchId(),
    game: def.id,
    players: req.seats.length,
    options: match.options,
    seed,
    seats,
    status: seats.every(isClaimed) ? 'playing' : 'waiting',
    createdAt: now,
    updatedAt: now,
    outcome: null,
    creator,
    rngScheme: match.rngScheme,
    speed,
    // Stopped until the match starts (service/lobby.ts starts them).
    clocks: rules ? { ...newClocks(rules, req.seats.length), node: null, parked: null } : null,
    nextDeadline: null,
    chat: { audience: req.chat ?? 'seats', mutes: {} },
  };
  return { match, stored, token };
}

/** The seat's bot spec, refused with `bad-bot` unless this server runs it for the game. */
function botSpec(s: Extract<SeatRequest, { kind: 'bot' }>, gameId: string): string {
  const spec = s.level ? `${s.bot}:level=${s.level}` : s.bot;
  assertBotAllowed(spec, gameId);
  return spec;
}

/**
 * Options that fix the hidden deal are for practice only: every seat a bot or the creator's own
 * claimed seat, so nobody but the creator plays against a deal the creator knows.
 */
function assertFixedSetupAllowed(def: AnyGameDefinition, options: unknown, req: CreateMatchRequest): void {
  const fixed = def.fixedSetupOptions?.(options) ?? [];
  if (fixed.length === 0) return;
  const practice = req.seats.every((s, seat) => s.kind === 'bot' || seat === req.claim);
  if (practice) return;
  throw new ServiceError(
    'fixed-setup-not-allowed',
    `The option ${fixed.join(', ')} fixes the hidden deal, so it is allowed only in practice matches: every seat a bot or your own claimed seat.`,
    400,
  );
}
