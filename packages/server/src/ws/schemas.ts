import { z } from 'zod';
import type { ClientMessage, RequestId } from '../protocol.ts';

const requestId = z.union([z.string().max(64), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)]).optional();
const version = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const present = z.custom<unknown>((v) => v !== undefined, 'an action is required');

/** Every message a client may send; anything else is refused with `bad-message`. */
export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), token: z.string().min(1).max(200), requestId }).strict(),
  z.object({ type: z.literal('action'), action: present, version, requestId }).strict(),
  z.object({ type: z.literal('undo'), version, requestId }).strict(),
  z.object({ type: z.literal('leave'), requestId }).strict(),
  z.object({ type: z.literal('sync'), requestId }).strict(),
  z.object({ type: z.literal('ping'), requestId }).strict(),
]);

export type ParsedMessage =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: string; message: string; requestId: RequestId | undefined };

/** The request id of a message that failed validation, if it had a usable one. */
function salvageRequestId(json: unknown): RequestId | undefined {
  if (json === null || typeof json !== 'object') return undefined;
  const id = (json as { requestId?: unknown }).requestId;
  const parsed = requestId.safeParse(id);
  return parsed.success ? parsed.data : undefined;
}

/** Parses one text frame. `{action, version}` without a type is read as an action. */
export function parseClientMessage(text: string): ParsedMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad-json', message: 'The message is not valid JSON.', requestId: undefined };
  }
  if (json !== null && typeof json === 'object' && !Array.isArray(json) && !('type' in json) && 'action' in json) {
    json = { type: 'action', ...json };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    const detail = parsed.error.issues
      .slice(0, 3)
      .map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
      .join('; ');
    return {
      ok: false,
      code: 'bad-message',
      message: `The message is not one the server understands (${detail}).`,
      requestId: salvageRequestId(json),
    };
  }
  return { ok: true, message: parsed.data as ClientMessage };
}
