import { z } from 'zod';
import { ServiceError } from '../errors.ts';

const name = z.string().trim().min(1).max(40);

export const seatRequestSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human'), name: name.optional() }).strict(),
  z
    .object({
      kind: z.literal('bot'),
      bot: z.string().trim().min(1).max(100),
      level: z.enum(['easy', 'normal', 'hard']).optional(),
      name: name.optional(),
    })
    .strict(),
]);

export const createMatchSchema = z
  .object({
    game: z.string().min(1).max(64),
    options: z.record(z.string(), z.unknown()).optional(),
    seats: z.array(seatRequestSchema).min(1).max(16),
    seed: z.string().min(1).max(200).optional(),
    claim: z.number().int().min(0).max(15).optional(),
  })
  .strict();

export const joinSchema = z
  .object({
    seat: z.number().int().min(0).max(15).optional(),
    name: name.optional(),
  })
  .strict();

/** A malformed id names no match: 404 `unknown-match`, as for an id that could exist but does not. */
export const matchId = (params: unknown): string => parseOr(matchIdParams, params, 'unknown-match', 'match id', 404).id;

export const matchIdParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'not a match id') });

export const listQuery = z
  .object({
    status: z.enum(['open', 'playing', 'finished']).default('open'),
    game: z.string().min(1).max(64).optional(),
  })
  .strict();

export const wsQuery = z.object({ token: z.string().min(1).max(200).optional() }).strict();

export const bearer = z.string().regex(/^Bearer [A-Za-z0-9_-]{1,200}$/, 'expected "Bearer <seat token>"');

/** Parses untrusted input, turning the first problems into an error (400 unless told) with the given code. */
export function parseOr<T>(schema: z.ZodType<T>, value: unknown, code: string, what: string, status = 400): T {
  const parsed = schema.safeParse(value === undefined ? {} : value);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues
    .slice(0, 3)
    .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
    .join('; ');
  throw new ServiceError(code, `Invalid ${what}: ${detail}.`, status);
}
