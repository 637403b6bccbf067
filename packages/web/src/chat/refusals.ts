/** The chat's refusals (docs/protocol.md "Error codes") as sentences of the table's dictionary. */
import type { TableKey } from '../clocks/i18n/index.ts';

const CHAT_REFUSALS = ['chat-too-fast', 'bad-chat', 'chat-full'] as const;
type ChatRefusalCode = (typeof CHAT_REFUSALS)[number];

const known = (code: string): code is ChatRefusalCode => (CHAT_REFUSALS as readonly string[]).includes(code);

/** The sentence for a refused chat or mute request; any other refusal reads "the message was not sent". */
export function chatRefusalKey(code: string): TableKey {
  return known(code) ? `chat.error.${code}` : 'chat.error.generic';
}
