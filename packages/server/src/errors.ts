import type { Message } from '@boardhall/engine';
import type { ErrorBody } from '@boardhall/protocol';

/**
 * A refusal the server reports to a client: a code, a sentence, and the HTTP status it maps to
 * (WebSocket errors carry only code and message).
 */
export class ServiceError extends Error {
  readonly code: string;
  readonly status: number;
  /** For a 429 or 503: when trying again may succeed (sent as `retry-after`). */
  readonly retryAfterSeconds: number | undefined;
  /** A game's refusal as a message of its catalogue, for the client to render in its language. */
  readonly text: Message | undefined;

  constructor(code: string, message: string, status = 400, retryAfterSeconds?: number, text?: Message) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.status = status;
    this.retryAfterSeconds = retryAfterSeconds;
    this.text = text;
  }

  toBody(): ErrorBody {
    return this.text
      ? { code: this.code, message: this.message, text: this.text }
      : { code: this.code, message: this.message };
  }
}

export const notFound = (what: string, id: string): ServiceError =>
  new ServiceError(`unknown-${what}`, `There is no ${what} '${id}'.`, 404);
