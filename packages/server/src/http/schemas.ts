import { connectionAttemptSchema, connectionClientSchema, describeZodIssues } from '@boardhall/protocol';
import { z } from 'zod';
import { ServiceError } from '../errors.ts';

// The bodies' schemas are @boardhall/protocol's; these parse the address and headers, the server's own business.

/** A malformed id names no match: 404 `unknown-match`, as for an id that could exist but does not. */
export const matchId = (params: unknown): string => parseOr(matchIdParams, params, 'unknown-match', 'match id', 404).id;

export const matchIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a match id') });

export const wsQuery = z
  .object({
    token: z.string().min(1).max(200).optional(),
    client: connectionClientSchema.optional(),
    attempt: z.coerce.number().pipe(connectionAttemptSchema).optional(),
  })
  .strict()
  .refine((q) => (q.client === undefined) === (q.attempt === undefined), {
    message: 'client and attempt come together or not at all',
  });

export const bearer = z.string().regex(/^Bearer [A-Za-z0-9_-]{1,200}$/, 'expected "Bearer <seat token>"');

/** Parses untrusted input, turning the first problems into an error (400 unless told) with the given code. */
export function parseOr<T>(schema: z.ZodType<T>, value: unknown, code: string, what: string, status = 400): T {
  const parsed = schema.safeParse(value === undefined ? {} : value);
  if (parsed.success) return parsed.data;
  throw new ServiceError(code, `Invalid ${what}: ${describeZodIssues(parsed.error)}.`, status);
}
