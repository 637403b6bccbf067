/** Refusals the match service gives in several places, each with its code and sentence. */
import { ServiceError } from '../errors.ts';

/** The refusal of a spectator over the match's cap (see `Attachment.admitted`). */
export function tooManySpectators(max: number): ServiceError {
  return new ServiceError(
    'too-many-spectators',
    `This match has as many spectators as it takes (${max}); a seat still gets in with hello.`,
    429,
  );
}

export function badToken(): ServiceError {
  return new ServiceError('bad-token', 'This token is not a seat of this match (or the seat was given up).', 401);
}

export function staleVersion(sent: number, current: number): ServiceError {
  return new ServiceError(
    'stale-version',
    `The game moved on: you acted on version ${sent}, the match is at version ${current}.`,
    409,
  );
}
