/**
 * The package boundaries that tooling enforces (issue #14, item 8), each proved on a probe file that breaks it:
 * Biome's noRestrictedImports rules of biome.json, and the environments the packages' own tsconfig.json give.
 * Probes live in a temporary directory, never in the source tree other tools are reading.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const scratch = mkdtempSync(join(tmpdir(), 'boardhall-boundaries-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

describe('import rules (biome.json noRestrictedImports)', () => {
  const probes: { path: string; source: string; refused: boolean }[] = [
    {
      path: 'packages/web/src/probe-server.ts',
      source: "export { createServer } from '@boardhall/server';",
      refused: true,
    },
    {
      path: 'packages/web/src/probe-deep.ts',
      source: "export * from '@boardhall/server/src/errors.ts';",
      refused: true,
    },
    {
      path: 'packages/web/src/a/probe-relative.ts',
      source: "export * from '../../../server/src/errors.ts';",
      refused: true,
    },
    {
      path: 'packages/web/src/probe-protocol.ts',
      source: "export { CLOSE_CODES } from '@boardhall/protocol';",
      refused: false,
    },
    {
      path: 'packages/web/test/e2e/probe-harness.ts',
      source: "export { createServer } from '@boardhall/server';",
      refused: false,
    },
    { path: 'packages/four-humours/src/probe-bots.ts', source: "export * from '@boardhall/bots';", refused: true },
    {
      path: 'packages/tribes-of-the-wind/src/probe-games.ts',
      source: "export * from '@boardhall/games';",
      refused: true,
    },
    { path: 'packages/engine/src/probe-protocol.ts', source: "export * from '@boardhall/protocol';", refused: true },
    { path: 'packages/protocol/src/probe-server.ts', source: "export * from '@boardhall/server';", refused: true },
    {
      path: 'packages/four-humours/src/a/probe-sibling.ts',
      source: "export * from '../../../tribes-of-the-wind/src/index.ts';",
      refused: true,
    },
    { path: 'packages/four-humours/src/probe-engine.ts', source: "export * from '@boardhall/engine';", refused: false },
    { path: 'packages/four-humours/src/a/probe-own.ts', source: "export * from '../index.ts';", refused: false },
  ];

  it('refuses exactly the forbidden imports', () => {
    const dir = join(scratch, 'lint');
    const { $schema: _schema, ...config } = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
    write(join(dir, 'biome.json'), JSON.stringify({ ...config, vcs: { enabled: false } }));
    for (const probe of probes) write(join(dir, probe.path), `${probe.source}\n`);
    const biome = join(root, 'node_modules', '.bin', 'biome');
    const run = spawnSync(biome, ['lint', '--max-diagnostics=100', ...probes.map((p) => p.path)], {
      cwd: dir,
      encoding: 'utf8',
    });
    const output = run.stdout + run.stderr;
    const refused = probes
      .filter((p) => new RegExp(`${p.path}:\\d+:\\d+ lint/style/noRestrictedImports`).test(output))
      .map((p) => p.path);
    expect(refused).toEqual(probes.filter((p) => p.refused).map((p) => p.path));
    expect(run.status).toBe(1);
  });
});

describe('package environments (packages/*/tsconfig.json)', () => {
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');

  /** Type-checks one probe file under a package's own compiler options; returns tsc's output, '' when clean. */
  function check(pkg: string, source: string): string {
    const dir = join(scratch, 'tsc', pkg, String(Math.random()).slice(2));
    write(join(dir, 'probe.ts'), source);
    const extendsPath = join(root, 'packages', pkg, 'tsconfig.json');
    write(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        extends: extendsPath,
        // From a temporary directory, `types` must be told where the repository's @types are.
        compilerOptions: { typeRoots: [join(root, 'node_modules', '@types')] },
        files: ['probe.ts'],
        include: [],
      }),
    );
    const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    return run.status === 0 ? '' : run.stdout + run.stderr;
  }

  const usesNode = 'export const home = process.env.HOME;\n';
  const usesDom = 'export const title = document.title;\n';
  const plain = 'export const sum = [1, 2].reduce((a, b) => a + b, 0);\n';

  it.each(['engine', 'four-humours', 'tribes-of-the-wind', 'games', 'protocol'])(
    '%s gets neither Node nor DOM types',
    (pkg) => {
      expect(check(pkg, plain)).toBe('');
      expect(check(pkg, usesNode)).toMatch(/Cannot find name 'process'/);
      expect(check(pkg, usesDom)).toMatch(/Cannot find name 'document'/);
    },
  );

  it('the server gets Node types but no DOM; the web gets the DOM but no Node types', () => {
    expect(check('server', usesNode)).toBe('');
    expect(check('server', usesDom)).toMatch(/Cannot find name 'document'/);
    expect(check('web', usesDom)).toBe('');
    expect(check('web', usesNode)).toMatch(/Cannot find name 'process'/);
  });
});
