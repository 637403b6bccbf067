import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';

/**
 * What a game's bots know lives in the game's `ai` part: the bots package must not name a game,
 * or a third game would have to edit it to get good bots.
 */
describe('the bots package', () => {
  it('names no game: no registered game id or name appears in its sources', () => {
    const dir = join(import.meta.dirname, '../src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(ts|mjs)$/.test(f));
    expect(files.length).toBeGreaterThan(10);
    // Both games are registered, so the check below reads real words; each is looked for as its
    // id, its name and the id's other spellings in code (`four humours`, `fourHumours`, `FOUR_HUMOURS`).
    expect([...games.keys()].sort()).toEqual(expect.arrayContaining(['four-humours', 'tribes-of-the-wind']));
    const words = [...games.values()].flatMap((g) => [
      g.id,
      g.name,
      g.id.replaceAll('-', ' '),
      g.id.replaceAll('-', ''),
      g.id.replaceAll('-', '_'),
    ]);
    expect(words.every((w) => w.length >= 8)).toBe(true);
    const found: string[] = [];
    for (const f of files) {
      const text = readFileSync(join(dir, f), 'utf8').toLowerCase();
      for (const w of words) if (text.includes(w.toLowerCase())) found.push(`${f}: ${w}`);
    }
    expect(found).toEqual([]);
  });
});
