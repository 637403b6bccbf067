/**
 * Passwords hashed with argon2id through a maintained binding (@node-rs/argon2), with OWASP's
 * parameters (Password Storage Cheat Sheet: m = 19 MiB, t = 2, p = 1). The hash runs on libuv's
 * thread pool, so a sign-in never blocks the event loop. No hashing of our own.
 */
import { hash, verify } from '@node-rs/argon2';

/**
 * `Algorithm.Argon2id` of the binding, which is a `const enum` (not importable under
 * `verbatimModuleSyntax`); its value is fixed by the binding's API.
 */
const ARGON2ID = 2;
const OWASP = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The PHC string of a password (salt and parameters included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP);
}

/**
 * A hash of nothing anyone knows, verified against when the name is unknown, so that a wrong
 * name takes as long to refuse as a wrong password and the timing tells nobody which it was.
 */
let decoy: Promise<string> | null = null;

/** Whether `password` matches `stored`; with `stored` null, the same work, and false. */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
