import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLOSE_CODES, ERROR_CODES, isServerErrorCode } from './codes.ts';

const doc = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');

/** The backquoted words of the first column of the table under `heading` in docs/protocol.md. */
function firstColumn(heading: string): string[] {
  const start = doc.indexOf(`${heading}\n`);
  expect(start).toBeGreaterThanOrEqual(0);
  const rows = doc.slice(start).split('\n').slice(1);
  const table = rows.slice(rows.findIndex((r) => r.startsWith('|')));
  const body = table.slice(
    2,
    table.findIndex((r) => !r.startsWith('|')),
  );
  return body.flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string));
}

describe('the codes agree with docs/protocol.md', () => {
  it('lists every error code of the server, in the documented order', () => {
    expect([...ERROR_CODES]).toEqual(firstColumn('## Error codes'));
  });

  it('lists every close code', () => {
    expect(Object.values(CLOSE_CODES).map(String).sort()).toEqual(firstColumn('### Close codes').sort());
  });

  it('tells the server’s codes from an engine’s', () => {
    expect(isServerErrorCode('stale-version')).toBe(true);
    expect(isServerErrorCode('not-your-turn')).toBe(false);
  });
});
