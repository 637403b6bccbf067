import {
  type ClientMessage,
  clientMessageSchema,
  describeZodIssues,
  type RequestId,
  requestIdSchema,
} from '@boardhall/protocol';

export { clientMessageSchema };

export type ParsedMessage =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: string; message: string; requestId: RequestId | undefined };

/** The request id of a message that failed validation, if it had a usable one. */
function salvageRequestId(json: unknown): RequestId | undefined {
  if (json === null || typeof json !== 'object') return undefined;
  const id = (json as { requestId?: unknown }).requestId;
  const parsed = requestIdSchema.safeParse(id);
  return parsed.success ? parsed.data : undefined;
}

const isVersion = (v: unknown): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= Number.MAX_SAFE_INTEGER;

/**
 * The action message as `actionMessageSchema` reads it, checked by hand: it is most of what
 * clients send, and zod's discriminated union costs more than the rest of reading it. Anything
 * that is not plainly a well-formed action (an unknown field, a bad version or request id) is
 * left to the schema, so refusals and their wording stay the schema's.
 */
function quickAction(json: Record<string, unknown>): ClientMessage | null {
  for (const key in json) {
    if (key !== 'type' && key !== 'action' && key !== 'version' && key !== 'requestId') return null;
  }
  const { type, action, version, requestId } = json;
  if ((type !== 'action' && type !== undefined) || action === undefined || !isVersion(version)) return null;
  const message: ClientMessage = { type: 'action', action, version };
  if ('requestId' in json) {
    if (typeof requestId === 'string' ? requestId.length > 64 : !isVersion(requestId)) return null;
    message.requestId = requestId as RequestId;
  }
  return message;
}

/** Parses one text frame. `{action, version}` without a type is read as an action. */
export function parseClientMessage(text: string): ParsedMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'bad-json', message: 'The message is not valid JSON.', requestId: undefined };
  }
  if (json !== null && typeof json === 'object' && !Array.isArray(json)) {
    const quick = quickAction(json as Record<string, unknown>);
    if (quick) return { ok: true, message: quick };
  }
  if (json !== null && typeof json === 'object' && !Array.isArray(json) && !('type' in json) && 'action' in json) {
    json = { type: 'action', ...json };
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    return {
      ok: false,
      code: 'bad-message',
      message: `The message is not one the server understands (${describeZodIssues(parsed.error)}).`,
      requestId: salvageRequestId(json),
    };
  }
  return { ok: true, message: parsed.data };
}
