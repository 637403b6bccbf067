import type { ErrorBody } from './protocol.ts';

/**
 * A refusal the server reports to a client: a code, a sentence, and the HTTP status it maps to
 * (WebSocket errors carry only code and message).
 */
export class ServiceError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, message: string, status = 400) {
    super(message);
    this.name = 'ServiceError';
    this.code = code;
    this.status = status;
  }

  toBody(): ErrorBody {
    return { code: this.code, message: this.message };
  }
}

export const notFound = (what: string, id: string): ServiceError =>
  new ServiceError(`unknown-${what}`, `There is no ${what} '${id}'.`, 404);
