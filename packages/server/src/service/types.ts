import type { BotRequest } from '@boardhall/bots';

/** Something that decides bot moves off the main thread (the bots package's BotPool). */
export interface BotChooser {
  choose(request: BotRequest): Promise<unknown>;
}

/** The subset of pino the service logs through. */
export interface ServiceLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
