import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientMessageSchema, parseClientMessage } from '../src/ws/schemas.ts';

/** What the schema alone makes of a text (the reading before the action's quick path). */
function bySchema(text: string): unknown {
  let json: unknown = JSON.parse(text);
  if (json !== null && typeof json === 'object' && !Array.isArray(json) && !('type' in json) && 'action' in json) {
    json = { type: 'action', ...json };
  }
  const parsed = clientMessageSchema.safeParse(json);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false };
}

const field = fc.oneof(
  fc.constantFrom('type', 'action', 'version', 'requestId'),
  fc.constantFrom('token', 'extra', '__proto__'),
);
const value = fc.oneof(
  fc.constantFrom('action', 'undo', 'sync', 'ping', 'x'.repeat(64), 'x'.repeat(65), '', null),
  fc.constantFrom(0, -0, -1, 1.5, 17, Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER + 2),
  fc.jsonValue({ maxDepth: 2 }),
);

describe('reading a client message', () => {
  it('reads actions as the schema does, quick path or not', () => {
    fc.assert(
      fc.property(fc.dictionary(field, value, { maxKeys: 5 }), (message) => {
        const text = JSON.stringify(message);
        const got = parseClientMessage(text);
        const want = bySchema(text);
        if (got.ok) expect(want).toEqual({ ok: true, message: got.message });
        else expect(want).toEqual({ ok: false });
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the common action message', () => {
    expect(parseClientMessage('{"type":"action","action":{"type":"pass"},"version":3,"requestId":7}')).toEqual({
      ok: true,
      message: { type: 'action', action: { type: 'pass' }, version: 3, requestId: 7 },
    });
    expect(parseClientMessage('{"action":1,"version":0}')).toEqual({
      ok: true,
      message: { type: 'action', action: 1, version: 0 },
    });
    expect(parseClientMessage('{"type":"action","action":1,"version":-1}')).toMatchObject({ ok: false });
  });
});
