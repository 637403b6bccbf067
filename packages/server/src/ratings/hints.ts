/**
 * Whether a new match allows hints (docs/protocol.md "Hints"), decided once at its creation.
 * Hints are a teaching aid, so never part of a rated match: asking for hints makes a match
 * unrated, and asking for both is refused.
 */
import type { CreateMatchRequest } from '@boardhall/protocol';
import { ServiceError } from '../errors.ts';

/** The request's hints, and the `rated` wish ratings are then decided by (`decideRated`). */
export function decideHints(req: Pick<CreateMatchRequest, 'rated' | 'hints'>): {
  readonly hints: boolean;
  readonly rated: boolean | undefined;
} {
  if (req.hints !== true) return { hints: false, rated: req.rated };
  if (req.rated === true) {
    throw new ServiceError(
      'hints-in-rated',
      'A rated match never allows hints: ask for a rated match or for hints, not both.',
      400,
    );
  }
  return { hints: true, rated: false };
}
