import type { LogEntry, LogSink, Message, MessageParam, Seat } from '@boardhall/engine';
import { ELEMENTS } from '../content/schema.ts';

type Params = Record<string, MessageParam>;

/** Appends a public log line. Callers guard with `if (log)` so that building params costs nothing without a sink. */
export function say(log: LogSink, key: string, params: Params): void {
  log.push({ key, params });
}

/** A line only `only` may read; everyone else reads `others` (or nothing). */
export function sayPrivately(log: LogSink, only: Seat, key: string, params: Params, others?: Message): void {
  const entry: LogEntry = others ? { key, params, only: [only], others } : { key, params, only: [only] };
  log.push(entry);
}

export function player(seat: Seat): { seat: Seat } {
  return { seat };
}

/** An element's id for a message; `hidden` when the card is not known. */
export function elementWord(i: number): string {
  return ELEMENTS[i] ?? 'hidden';
}
