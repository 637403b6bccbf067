import type { LogEntry, Message, MessageParam, Seat, Viewer } from './types.ts';

/** How a renderer names seats: by default "Seat 1" for seat 0. */
export type SeatNamer = (seat: Seat) => string;

export const defaultSeatName: SeatNamer = (seat) => `Seat ${seat + 1}`;

function renderParam(param: MessageParam, templates: Readonly<Record<string, string>>, seatName: SeatNamer): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number' || typeof param === 'boolean') return String(param);
  if (Array.isArray(param)) return param.map((p) => renderParam(p, templates, seatName)).join(', ');
  if ('key' in param) return renderMessage(param, templates, seatName);
  return seatName((param as { seat: Seat }).seat);
}

/**
 * Renders a message with `{name}` placeholders from a template table. An unknown key renders as
 * the key and its parameters, so a missing translation is visible rather than silent.
 */
export function renderMessage(
  message: Message,
  templates: Readonly<Record<string, string>>,
  seatName: SeatNamer = defaultSeatName,
): string {
  const params = message.params ?? {};
  const template = templates[message.key];
  if (template === undefined) {
    const args = Object.entries(params)
      .map(([k, v]) => `${k}=${renderParam(v, templates, seatName)}`)
      .join(' ');
    return args ? `${message.key} (${args})` : message.key;
  }
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : renderParam(value, templates, seatName);
  });
}

/** The message a viewer may read of a log entry, or null when the entry is hidden from it. */
export function visibleMessage(entry: LogEntry, viewer: Viewer | 'all'): Message | null {
  if (entry.only === undefined || viewer === 'all') return { key: entry.key, params: entry.params ?? {} };
  if (viewer !== 'spectator' && entry.only.includes(viewer)) return { key: entry.key, params: entry.params ?? {} };
  return entry.others ?? null;
}

/** A log as one viewer may read it. */
export function visibleLog(entries: readonly LogEntry[], viewer: Viewer | 'all'): Message[] {
  const out: Message[] = [];
  for (const e of entries) {
    const m = visibleMessage(e, viewer);
    if (m) out.push(m);
  }
  return out;
}
