import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { memoryIo, runCli } from '../src/index.ts';

const run = async (...argv: string[]) => {
  const io = memoryIo();
  const code = await runCli(argv, games, io);
  return { code, out: io.stdout.join(''), err: io.stderr.join('') };
};

// Saved by `boardhall simulate --seed v1-fixture --save` at commit 65172d0, before ChaCha20.
const FIXTURES = join(import.meta.dirname, 'fixtures', 'replays-v1');

describe('version-1 replay files (FNV-1a + xoroshiro128+ seeds)', () => {
  const files = ['four-humours-v1-fixture-0.json', 'tribes-of-the-wind-v1-fixture-0.json'];

  for (const name of files) {
    it(`${name} still verifies, with the old generator`, async () => {
      expect(readdirSync(FIXTURES)).toContain(name);
      const path = join(FIXTURES, name);
      const file = JSON.parse(readFileSync(path, 'utf8'));
      expect(file.version).toBe(1);
      const { code, out, err } = await run('replay', path, '--verify');
      expect(err).toBe('');
      expect(code).toBe(0);
      expect(out).toContain(`Verified: ${file.actions.length} actions, every state hash matches the replay.`);
      expect(out).not.toContain('Seed commitment');
      // Version 1 predates commitments: the moves verify, and the output says the shuffle did not.
      expect(out.trimEnd().split('\n').at(-1)).toBe(
        'Shuffle NOT verified: this file carries no seed commitment (version-1 files were saved before there were any), so nothing shows the seed was fixed before the first move.',
      );
      // Read as version 2, the same seed builds ChaCha20's game, which is another game.
      const dir = mkdtempSync(join(tmpdir(), 'boardhall-v1-'));
      writeFileSync(join(dir, name), JSON.stringify({ ...file, version: 2 }));
      const asV2 = await run('replay', join(dir, name), '--verify');
      expect(asV2.code).toBe(2);
      expect(asV2.err).toMatch(/^error: The state after setup has hash [0-9a-f]{16}, but the replay recorded/);
    });
  }
});
