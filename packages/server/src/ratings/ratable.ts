/**
 * Which matches are rated, decided once when a match is created (docs/protocol.md "Ratings"): a
 * signed-in creator, a clock, two or more human seats, every bot at a rated level, and no option
 * that fixes the deal. The creator may still turn it off; asking for it where it cannot be is refused.
 */
import type { AnyGameDefinition } from '@boardhall/engine';
import type { CreateMatchRequest } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';
import type { StoredMatch } from '../storage/types.ts';
import { ratedBotLevel } from './players.ts';

/** Why a match cannot be rated (a sentence), or null when it can. */
export function unratableReason(def: AnyGameDefinition, stored: StoredMatch, signedIn: boolean): string | null {
  if (!signedIn) return 'only a signed-in player can create a rated match';
  if ((stored.speed ?? { kind: 'none' }).kind === 'none') return 'a match without a clock ("no limit") is not rated';
  const humans = stored.seats.filter((s) => s.kind === 'human').length;
  if (humans < 2) return 'a match with fewer than two human seats is practice, and practice is not rated';
  const unrated = stored.seats.findIndex((s) => s.kind === 'bot' && (!s.bot || ratedBotLevel(s.bot) === null));
  if (unrated >= 0) {
    return `seat ${unrated + 1}'s bot '${stored.seats[unrated]?.bot}' is not a rated level (easy, normal or hard)`;
  }
  const fixed = def.fixedSetupOptions?.(stored.options) ?? [];
  if (fixed.length > 0) return `the option ${fixed.join(', ')} fixes the deal`;
  return null;
}

/**
 * Whether the new match is rated: when it can be, unless the request says `rated: false`. A
 * request that says `rated: true` for a match that cannot be is refused with `not-ratable`.
 */
export function decideRated(
  def: AnyGameDefinition,
  req: Pick<CreateMatchRequest, 'rated'>,
  stored: StoredMatch,
  signedIn: boolean,
): boolean {
  const reason = unratableReason(def, stored, signedIn);
  if (reason !== null && req.rated === true) {
    throw new ServiceError('not-ratable', `This match cannot be rated: ${reason}.`, 400);
  }
  return reason === null && req.rated !== false;
}

/** The refusal of a guest taking a seat in a rated match. */
export function ratedNeedsAccount(): ServiceError {
  return new ServiceError(
    'rated-needs-account',
    'This match is rated: sign in (or sign up) to take a seat in it, so the result counts for you.',
    403,
  );
}
