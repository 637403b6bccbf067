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
    return {
      ok: false,
      code: 'bad-message',
      message: `The message is not one the server understands (${describeZodIssues(parsed.error)}).`,
      requestId: salvageRequestId(json),
    };
  }
  return { ok: true, message: parsed.data };
}
