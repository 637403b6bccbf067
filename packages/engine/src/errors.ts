import type { RuleError } from './types.ts';

/** Builds a RuleError. */
export function ruleError(code: string, message: string): RuleError {
  return { code, message };
}

/** Thrown only by tools (never by rules): a bad replay file, an unknown game, a bad option. */
export class BoardhallError extends Error {
  readonly code: string;

  constructor(code: string, message: string) {
    super(message);
    this.name = 'BoardhallError';
    this.code = code;
  }
}
