import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { EXIT_BAD_INPUT, EXIT_OK, memoryIo, runCli } from '../src/index.ts';

const fixture = join(import.meta.dirname, 'fixtures', 'analysis', 'four-humours-2p.json');
const run = async (...argv: string[]) => {
  const io = memoryIo();
  const code = await runCli(argv, games, io);
  return { code, out: io.stdout.join(''), err: io.stderr.join('') };
};

describe('analyse', () => {
  it('prints the same JSON twice, and the same on two threads', async () => {
    const first = await run('analyse', fixture, '--budget', '20', '--seed', 'x', '--json');
    expect(first.code).toBe(EXIT_OK);
    expect(first.err).toBe('');
    const second = await run('analyse', fixture, '--budget', '20', '--seed', 'x', '--json');
    expect(second.out).toBe(first.out);
    const threads = await run('analyse', fixture, '--budget', '20', '--seed', 'x', '--threads', '2', '--json');
    expect(threads.out).toBe(first.out);
    const analysis = JSON.parse(first.out);
    expect(analysis).toMatchObject({ game: 'four-humours', players: 2, budget: 20, seed: 'x', result: [1, 0] });
    expect(analysis.seats).toHaveLength(2);
  });

  it('prints a table with the moves in the language asked for', async () => {
    const { code, out } = await run('analyse', fixture, '--budget', '10', '--lang', 'uk');
    expect(code).toBe(EXIT_OK);
    expect(out).toMatch(/^Four Humours, 2 players: \d+ decisions of 58 actions, 10 iterations each, seed boardhall/);
    expect(out).toMatch(/seat +accuracy +decisions +inaccuracies +mistakes +blunders +result/);
    expect(out).toMatch(/Turning points for Seat 1: #\d+/);
    expect(out).toMatch(/кладе жетон зілля/);
  });

  it('refuses a corrupt replay, a bad budget and a bad language with one error line and exit 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'boardhall-analyse-'));
    const corrupt = join(dir, 'corrupt.json');
    writeFileSync(corrupt, readFileSync(fixture, 'utf8').slice(0, 500));
    const refusedAction = join(dir, 'refused.json');
    const file = JSON.parse(readFileSync(fixture, 'utf8'));
    file.actions[3].action = { type: 'nonsense' };
    writeFileSync(refusedAction, JSON.stringify(file));
    for (const argv of [
      ['analyse', corrupt],
      ['analyse', refusedAction, '--budget', '5'],
      ['analyse', join(dir, 'missing.json')],
      ['analyse', fixture, '--budget', '0'],
      ['analyse', fixture, '--threads', 'two'],
      ['analyse', fixture, '--lang', 'fr'],
    ]) {
      const { code, out, err } = await run(...argv);
      expect(code, argv.join(' ')).toBe(EXIT_BAD_INPUT);
      expect(out).toBe('');
      expect(err).toMatch(/^error: /);
      expect(err.trim().split('\n')).toHaveLength(1);
    }
  });
});
