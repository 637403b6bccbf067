/** Refusals the match service gives in several places, each with its code and sentence. */
import { ServiceError } from '../errors.ts';

/** The refusal of a spectator over the match's cap (see `Attachment.overCap`). */
export function tooManySpectators(max: number): ServiceError {
  return new ServiceError(
    'too-many-spectators',
    `This match has as many spectators as it takes (${max}); a seat still gets in with hello.`,
    429,
  );
}

/** The refusal of a spectator whose address already watches the match from as many connections as it may. */
export function tooManySpectatorsFromAddress(max: number): ServiceError {
  return new ServiceError(
    'too-many-spectators',
    `This match already has as many spectators from your address as one address may have (${max}); a seat still gets in with hello.`,
    429,
  );
}

/** Something only a signed-in player may do, asked without a session. */
export function notSignedIn(): ServiceError {
  return new ServiceError('not-signed-in', 'Sign in first: this needs an account.', 401);
}

/** A signed-in player asked for their seat in a match where their account plays none. */
export function noSeatOfAccount(): ServiceError {
  return new ServiceError('no-seat', 'Your account holds no seat of this match that is still yours to play.', 403);
}

export function badToken(): ServiceError {
  return new ServiceError('bad-token', 'This token is not a seat of this match (or the seat was given up).', 401);
}

/** The connection closed before it could be attached: nothing is done for it. */
export function connectionClosed(): ServiceError {
  return new ServiceError('connection-closed', 'The connection closed before it reached the match.', 409);
}

/** A connection older than the one of the same client that holds the seat now. */
export function supersededConnection(): ServiceError {
  return new ServiceError(
    'superseded-connection',
    'A newer connection of this client plays this seat; this older one is closed.',
    409,
  );
}

export function staleVersion(sent: number, current: number): ServiceError {
  return new ServiceError(
    'stale-version',
    `The game moved on: you acted on version ${sent}, the match is at version ${current}.`,
    409,
  );
}

/** A write or read the database could not take now (its connection is down): nothing changed. */
export function storageUnavailable(): ServiceError {
  return new ServiceError(
    'storage-unavailable',
    'The database cannot be reached right now, so nothing was changed; try again in a moment.',
    503,
    2,
  );
}

/** Cluster mode: the match is between nodes (its owner died, or just took it over); retry soon. */
export function matchMoved(): ServiceError {
  return new ServiceError(
    'match-moved',
    'This match is moving to another server of the cluster; try again in a moment.',
    503,
    1,
  );
}

/** Cluster mode: Redis, through which the nodes find each other, does not answer. */
export function clusterUnavailable(): ServiceError {
  return new ServiceError(
    'cluster-unavailable',
    'The servers cannot reach each other right now (Redis is down); try again in a moment.',
    503,
    2,
  );
}
