import { hasTemplate, type Locale, type Seat } from '@boardhall/engine';
import type { AnyGamePlugin } from '../games/types.ts';
import type { AppKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/translator.ts';
import type { SessionError } from '../session/types.ts';

/**
 * The refusals a seat or a spectator can get on its socket that carry no message of the game
 * (docs/protocol.md, "Error codes"), each said in the player's language.
 */
export const SOCKET_REFUSALS = [
  'storage-unavailable',
  'storage-error',
  'match-moved',
  'cluster-unavailable',
  'rate-limited',
  'undo-not-allowed',
  'match-over',
  'match-not-started',
  'not-a-seat',
  'match-expired',
  'match-unavailable',
  'server-busy',
  'shutting-down',
  'internal-error',
] as const;
const TRANSLATED: ReadonlySet<string> = new Set(SOCKET_REFUSALS);

/** A refusal of the player's move (or of the server) as a sentence in the player's language. */
export function refusalText(
  e: SessionError,
  plugin: AnyGamePlugin,
  locale: Locale,
  t: Translate<AppKey>,
  seatName: (s: Seat) => string,
): string {
  if (e.code === 'stale-version') return t('app.error.stale');
  // A refusal of the rules comes with its message key (the game's or the engine's).
  if (e.text && hasTemplate(plugin.engine.messages, locale, e.text.key)) {
    return plugin.renderMessage(e.text, locale, seatName);
  }
  if (e.code === 'not-your-turn') return t('app.error.not-your-turn');
  if (TRANSLATED.has(e.code)) return t(`app.error.${e.code as (typeof SOCKET_REFUSALS)[number]}`);
  // Anything else is a fault of this client (a malformed message): its English detail helps only in English.
  return locale === 'en' && e.message ? e.message : t('app.error.generic');
}
