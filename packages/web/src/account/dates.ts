/** A date the account screens show ("12 Mar 2026"), in the player's language. */
import type { Locale } from '../i18n/types.ts';

export const shortDate = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
