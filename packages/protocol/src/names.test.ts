import { describe, expect, it } from 'vitest';
import { createMatchRequestSchema, joinRequestSchema } from './http.ts';

const hex = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

const between = (codePoint: number) => `a${String.fromCodePoint(codePoint)}b`;

/** Each end of every refused range, and a few inside. */
const REFUSED = [
  0x00, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9b, 0x9f, 0x2028, 0x2029, 0x202a, 0x202c, 0x202e, 0x2066,
  0x2068, 0x2069,
];
/** The neighbours of those ranges, and names people have. */
const ACCEPTED = [
  'Ann',
  'Олена',
  'Ann 🙂',
  'a~b',
  'x'.repeat(40),
  ...[0xa0, 0x2027, 0x202f, 0x2065, 0x206a].map(between),
];

/** Every name field a client sends: a human seat's, a bot seat's, and a join's. */
const NAME_FIELDS: [string, (name: string) => { success: boolean; error?: { issues: { message: string }[] } }][] = [
  ['human seat', (name) => createMatchRequestSchema.safeParse({ game: 'g', seats: [{ kind: 'human', name }] })],
  [
    'bot seat',
    (name) => createMatchRequestSchema.safeParse({ game: 'g', seats: [{ kind: 'bot', bot: 'random', name }] }),
  ],
  ['join', (name) => joinRequestSchema.safeParse({ name })],
];

describe('player names', () => {
  for (const [field, parse] of NAME_FIELDS) {
    it(`refuses controls, bidirectional overrides and isolates, and line separators in a ${field} name`, () => {
      for (const codePoint of REFUSED) {
        const parsed = parse(`Ann${String.fromCodePoint(codePoint)}x`);
        expect(parsed.success, hex(codePoint)).toBe(false);
        expect(parsed.error?.issues[0]?.message).toContain(`${hex(codePoint)} at character 4`);
      }
    });

    it(`accepts every other character in a ${field} name`, () => {
      for (const name of ACCEPTED) expect(parse(name).success, name).toBe(true);
    });
  }

  it('refuses a control even where trimming would have removed it', () => {
    expect(joinRequestSchema.safeParse({ name: 'Ann\n' }).success).toBe(false);
    expect(joinRequestSchema.safeParse({ name: '\u2028Ann' }).success).toBe(false);
  });
});
