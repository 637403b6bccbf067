/**
 * Turn e-mails (docs/protocol.md "Turn e-mails"): an account's e-mail address, confirmed by a
 * one-time link, and its choice of an e-mail when it is its turn in a turn-based match.
 */
import { z } from 'zod';

/**
 * An e-mail address: at most 254 characters (RFC 5321's path limit), one `@`, a domain with a
 * dot, no spaces or control characters (zod's pragmatic address pattern).
 */
export const emailAddressSchema = z
  .string()
  .trim()
  .max(254, 'an e-mail address has at most 254 characters')
  .pipe(z.email('not an e-mail address'));

/** PUT /api/account/email — a new address; a confirmation link is sent to it. */
export const emailSetRequestSchema = z.object({ email: emailAddressSchema }).strict();
export type EmailSetRequest = z.infer<typeof emailSetRequestSchema>;

/** The account's address, and whether its owner opened the confirmation link. */
export const accountEmailSchema = z.object({ address: z.string(), confirmed: z.boolean() });
export type AccountEmail = z.infer<typeof accountEmailSchema>;

/** PUT /api/account/email's answer (202): the address as it is now, unconfirmed, and the choice (off). */
export const emailSettingsSchema = z.object({ email: accountEmailSchema.nullable(), turnEmails: z.boolean() });
export type EmailSettingsResponse = z.infer<typeof emailSettingsSchema>;
