/**
 * Accounts (docs/protocol.md "Accounts"): signing up and in with a passkey or a password, the
 * account itself, the matches it plays. Playing never needs an account; these only add a name
 * that lasts and "my games" on every device.
 */
import { z } from 'zod';
import { speedSchema } from './clocks.ts';
import { matchStatusSchema, seatInfoSchema, seatSchema } from './common.ts';
import { accountEmailSchema } from './mail.ts';

/** The languages of the web client; an account chooses one, which the client follows. */
export const languageSchema = z.enum(['en', 'uk', 'ru']);
export type Language = z.infer<typeof languageSchema>;

/**
 * An account's display name, after Unicode NFC: 3–24 characters, Latin or Cyrillic letters and
 * digits, starting with a letter, with single spaces, dots, hyphens or underscores between them.
 * Unique regardless of case and of look-alike letters (Cyrillic "а" against Latin "a"), which the
 * server checks (the names' skeletons, Unicode TR39).
 */
/** A Latin or Cyrillic letter (a letter of either script; their other signs are not letters). */
const LETTER = String.raw`(?:(?=\p{L})[\p{sc=Latin}\p{sc=Cyrillic}])`;
export const DISPLAY_NAME_PATTERN = new RegExp(String.raw`^${LETTER}(?:[ ._-]?(?:${LETTER}|[0-9]))*$`, 'u');
export const displayNameSchema = z
  .string()
  .transform((text) => text.normalize('NFC'))
  .pipe(
    z
      .string()
      .min(3, 'a name has at least 3 characters')
      .max(24, 'a name has at most 24 characters')
      .regex(
        DISPLAY_NAME_PATTERN,
        'a name is Latin or Cyrillic letters and digits, starting with a letter, with single spaces, dots, hyphens or underscores between them',
      ),
  );

/**
 * A password: 8–256 characters (NIST SP 800-63B's floor; the ceiling keeps hashing cheap to
 * refuse). Compared after Unicode NFKC, so the same password typed on another keyboard matches.
 */
export const passwordSchema = z
  .string()
  .min(8, 'a password has at least 8 characters')
  .max(256, 'a password has at most 256 characters')
  .transform((text) => text.normalize('NFKC'));

/** A passkey's label, chosen by its owner ("Phone", "Work laptop"). */
export const passkeyLabelSchema = z.string().trim().min(1).max(40);

/** A base64url string of at most `max` characters (WebAuthn's binary fields, as JSON carries them). */
const base64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'not base64url');

/** What `navigator.credentials.create()` gave, as @simplewebauthn/browser serialises it. */
export const registrationResponseSchema = z
  .object({
    id: base64url(1024).min(1),
    rawId: base64url(1024).min(1),
    type: z.literal('public-key'),
    response: z
      .object({
        clientDataJSON: base64url(4096),
        attestationObject: base64url(12_000),
        authenticatorData: base64url(4096).optional(),
        transports: z.array(z.string().max(32)).max(10).optional(),
        publicKeyAlgorithm: z.number().int().optional(),
        publicKey: base64url(2048).optional(),
      })
      .strict(),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string().max(64), z.unknown()),
  })
  .strict();
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

/** What `navigator.credentials.get()` gave, as @simplewebauthn/browser serialises it. */
export const authenticationResponseSchema = z
  .object({
    id: base64url(1024).min(1),
    rawId: base64url(1024).min(1),
    type: z.literal('public-key'),
    response: z
      .object({
        clientDataJSON: base64url(4096),
        authenticatorData: base64url(4096),
        signature: base64url(1024),
        userHandle: base64url(256).optional(),
      })
      .strict(),
    authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
    clientExtensionResults: z.record(z.string().max(64), z.unknown()),
  })
  .strict();
export type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** A challenge the server issued for one ceremony, answered once. */
const challengeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'not a challenge id');

// ---------------------------------------------------------------- requests

/** POST /api/auth/signup — an account with a password (for browsers without passkeys). */
export const passwordSignupRequestSchema = z
  .object({ name: displayNameSchema, password: passwordSchema, language: languageSchema })
  .strict();
/** POST /api/auth/login */
export const passwordLoginRequestSchema = z
  .object({ name: z.string().min(1).max(64), password: z.string().min(1).max(256) })
  .strict();
/** POST /api/auth/passkey/register — the options for a new account's first passkey. */
export const passkeySignupOptionsRequestSchema = z
  .object({ name: displayNameSchema, language: languageSchema })
  .strict();
/** POST /api/auth/passkey/register/verify — creates the account, signed in. */
export const passkeySignupVerifyRequestSchema = z
  .object({
    challengeId: challengeIdSchema,
    response: registrationResponseSchema,
    label: passkeyLabelSchema.optional(),
  })
  .strict();
/** POST /api/auth/passkey/login/verify */
export const passkeyLoginVerifyRequestSchema = z
  .object({ challengeId: challengeIdSchema, response: authenticationResponseSchema })
  .strict();
/** POST /api/account/passkeys/verify — another passkey for the signed-in account. */
export const passkeyAddVerifyRequestSchema = z
  .object({ challengeId: challengeIdSchema, response: registrationResponseSchema, label: passkeyLabelSchema })
  .strict();
/** PATCH /api/account — `turnEmails: true` needs a confirmed address (docs/protocol.md "Turn e-mails"). */
export const accountUpdateRequestSchema = z
  .object({
    name: displayNameSchema.optional(),
    language: languageSchema.optional(),
    turnEmails: z.boolean().optional(),
  })
  .strict()
  .refine((u) => u.name !== undefined || u.language !== undefined || u.turnEmails !== undefined, {
    message: 'nothing to change',
  });
/** PUT /api/account/password — sets or changes the password (the current one when there is one). */
export const passwordChangeRequestSchema = z
  .object({ current: z.string().min(1).max(256).optional(), password: passwordSchema })
  .strict();
/** PATCH /api/account/passkeys/:id */
export const passkeyRenameRequestSchema = z.object({ label: passkeyLabelSchema }).strict();
/** POST /api/account/claim — seats this browser holds tokens of, to be the account's from now on. */
export const claimSeatsRequestSchema = z
  .object({
    seats: z
      .array(
        z.object({ matchId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/), token: z.string().min(1).max(200) }).strict(),
      )
      .min(1)
      .max(100),
  })
  .strict();
/** DELETE /api/account — the account's display name again, as a deliberate confirmation. */
export const accountDeleteRequestSchema = z.object({ confirm: z.string().min(1).max(64) }).strict();

export type PasswordSignupRequest = z.infer<typeof passwordSignupRequestSchema>;
export type PasswordLoginRequest = z.infer<typeof passwordLoginRequestSchema>;
export type PasskeySignupOptionsRequest = z.infer<typeof passkeySignupOptionsRequestSchema>;
export type PasskeySignupVerifyRequest = z.infer<typeof passkeySignupVerifyRequestSchema>;
export type PasskeyLoginVerifyRequest = z.infer<typeof passkeyLoginVerifyRequestSchema>;
export type PasskeyAddVerifyRequest = z.infer<typeof passkeyAddVerifyRequestSchema>;
export type AccountUpdateRequest = z.infer<typeof accountUpdateRequestSchema>;
export type PasswordChangeRequest = z.infer<typeof passwordChangeRequestSchema>;
export type PasskeyRenameRequest = z.infer<typeof passkeyRenameRequestSchema>;
export type ClaimSeatsRequest = z.infer<typeof claimSeatsRequestSchema>;
export type AccountDeleteRequest = z.infer<typeof accountDeleteRequestSchema>;

// ---------------------------------------------------------------- responses

/** Who is signed in (or `account: null`): GET /api/auth/session and every sign-in's answer. */
export const sessionResponseSchema = z.object({
  account: z.object({ name: z.string(), language: languageSchema }).nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

/**
 * The options of a WebAuthn ceremony, for @simplewebauthn/browser's `startRegistration` or
 * `startAuthentication`, and the id of the challenge they carry (its answer names it).
 */
export const webAuthnOptionsResponseSchema = z.object({
  challengeId: challengeIdSchema,
  options: z.record(z.string(), z.unknown()),
});
export type WebAuthnOptionsResponse = z.infer<typeof webAuthnOptionsResponseSchema>;

export const passkeyInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyInfo = z.infer<typeof passkeyInfoSchema>;

export const sessionInfoSchema = z.object({
  /** The session this request came with. */
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The browser that signed in, as it named itself (shortened). */
  userAgent: z.string().nullable(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** GET /api/account */
export const accountResponseSchema = z.object({
  name: z.string(),
  language: languageSchema,
  createdAt: z.string(),
  hasPassword: z.boolean(),
  passkeys: z.array(passkeyInfoSchema),
  sessions: z.array(sessionInfoSchema),
  /** The account's e-mail address, or null. */
  email: accountEmailSchema.nullable(),
  /** An e-mail when it is the account's turn in a turn-based match (only with a confirmed address). */
  turnEmails: z.boolean(),
  /** Whether this server sends e-mail at all (`serve --smtp`): without it, there is nothing to offer. */
  emailAvailable: z.boolean(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/**
 * One match the account plays, for "my games" (GET /api/account/matches): those waiting for the
 * account come first, the one whose clock runs out soonest at the top; then the others, the
 * latest changed first.
 */
export const myMatchSchema = z.object({
  matchId: z.string(),
  game: z.string(),
  gameName: z.string(),
  status: matchStatusSchema,
  /** The account's seat. */
  seat: seatSchema,
  seats: z.array(seatInfoSchema),
  /** Seats to act now (empty once over). */
  activeSeats: z.array(seatSchema),
  /** It is this account's turn. */
  yourTurn: z.boolean(),
  /** How fast it is played. */
  speed: speedSchema,
  /**
   * The account's own clock, when the match has clocks: its time left when the row was last
   * written, and while it runs when it runs out (ISO 8601).
   */
  clock: z
    .object({ remainingMs: z.number().int().min(0), deadline: z.string().nullable(), outOfTime: z.boolean() })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyMatch = z.infer<typeof myMatchSchema>;
export const myMatchesResponseSchema = z.object({ matches: z.array(myMatchSchema) });
export type MyMatchesResponse = z.infer<typeof myMatchesResponseSchema>;

/** POST /api/account/claim */
export const claimSeatsResponseSchema = z.object({
  claimed: z.array(z.object({ matchId: z.string(), seat: seatSchema })),
  refused: z.array(z.object({ matchId: z.string(), code: z.string(), message: z.string() })),
});
export type ClaimSeatsResponse = z.infer<typeof claimSeatsResponseSchema>;

/** GET /api/account/export: everything the server holds of the account. */
export const accountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    name: z.string(),
    language: languageSchema,
    createdAt: z.string(),
    hasPassword: z.boolean(),
    email: accountEmailSchema.nullable(),
    turnEmails: z.boolean(),
  }),
  passkeys: z.array(passkeyInfoSchema),
  sessions: z.array(sessionInfoSchema),
  matches: z.array(
    z.object({
      matchId: z.string(),
      game: z.string(),
      seat: seatSchema,
      status: matchStatusSchema,
      createdAt: z.string(),
      updatedAt: z.string(),
      /** The places of a finished match (first place first). */
      ranking: z.array(z.array(seatSchema)).nullable(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExportSchema>;
