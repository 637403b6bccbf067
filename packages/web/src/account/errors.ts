/** A refusal of an account request as a sentence in the player's language. */

import type { Translate } from '../i18n/translator.ts';
import type { Locale } from '../i18n/types.ts';
import { ApiError } from '../session/api.ts';
import type { AccountKey } from './text/index.ts';

/** The refusals the account screens can meet, each with its own sentence. */
const TRANSLATED = [
  'name-taken',
  'bad-credentials',
  'too-many-attempts',
  'passkey-failed',
  'passkey-cancelled',
  'challenge-expired',
  'passkey-exists',
  'unknown-passkey',
  'last-sign-in',
  'bad-confirmation',
  'seat-held',
  'not-signed-in',
  'bad-origin',
  'rate-limited',
  'mail-not-configured',
  'bad-email',
  'no-confirmed-email',
  'too-many-emails',
  'mail-not-sent',
  'network',
] as const;
const KNOWN: ReadonlySet<string> = new Set(TRANSLATED);

export function accountErrorText(error: unknown, t: Translate<AccountKey>, locale: Locale): string {
  if (error instanceof ApiError) {
    if (KNOWN.has(error.code)) return t(`account.error.${error.code as (typeof TRANSLATED)[number]}`);
    if (error.code === 'no-server') return t('account.error.network');
    // Any other refusal says what was wrong in English; elsewhere the general sentence.
    if (locale === 'en' && error.message) return error.message;
  }
  return t('account.error.generic');
}
