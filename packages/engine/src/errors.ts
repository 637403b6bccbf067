import type { MessageCatalogue } from './messages.ts';
import type { MessageParam, RuleError } from './types.ts';

/** Builds a RuleError: the English sentence for logs and the command line, the message for players. */
export function ruleError(
  code: string,
  message: string,
  key: string,
  params?: Readonly<Record<string, MessageParam>>,
): RuleError {
  return params ? { code, message, key, params } : { code, message, key };
}

/**
 * The refusals the engine makes itself, before a game's rules run. `renderMessage` looks here
 * after the game's catalogue, so every game renders them.
 */
export const ENGINE_MESSAGES: MessageCatalogue = {
  en: {
    'engine.error.bad-seat': 'There is no seat {seat} in this match.',
    'engine.error.bad-action': 'This is not a valid action of this game.',
    'engine.error.engine-error': 'The rules engine failed on this action.',
  },
  uk: {
    'engine.error.bad-seat': 'У цьому матчі немає місця {seat}.',
    'engine.error.bad-action': 'Це не дійсна дія цієї гри.',
    'engine.error.engine-error': 'Рушій правил не зміг обробити цю дію.',
  },
  ru: {
    'engine.error.bad-seat': 'В этом матче нет места {seat}.',
    'engine.error.bad-action': 'Это не допустимое действие этой игры.',
    'engine.error.engine-error': 'Движок правил не смог обработать это действие.',
  },
};

/** Thrown only by tools (never by rules): a bad replay file, an unknown game, a bad option. */
export class BoardhallError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'BoardhallError';
    this.code = code;
  }
}
