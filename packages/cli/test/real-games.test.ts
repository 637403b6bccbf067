import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { memoryIo, runCli } from '../src/index.ts';

const run = async (...argv: string[]) => {
  const io = memoryIo();
  const code = await runCli(argv, games, io);
  return { code, out: io.stdout.join(''), err: io.stderr.join('') };
};

describe('the command line with the real games', () => {
  it('simulates every Four Humours mode', async () => {
    for (const [mode, players] of [
      ['kingdom', '4'],
      ['fiefdom', '3'],
      ['solo', '1'],
    ] as const) {
      const { code, out } = await run(
        'simulate',
        '--game',
        'four-humours',
        '--mode',
        mode,
        '--players',
        players,
        '--games',
        '5',
        '--json',
      );
      expect(code).toBe(0);
      const summary = JSON.parse(out);
      expect(summary).toMatchObject({ completed: 5, errors: 0 });
      expect(summary.options.mode).toBe(mode);
      if (mode === 'solo') {
        const { win, draw, loss } = summary.soloResults;
        expect(win + draw + loss).toBe(5);
      } else {
        expect(summary.soloResults).toBeUndefined();
      }
    }
  });

  it('refuses a mode and player count that do not go together', async () => {
    const { code, err } = await run('simulate', '--game', 'four-humours', '--mode', 'solo', '--players', '3');
    expect(code).toBe(2);
    expect(err).toMatch(/^error: .*[Ss]olo.*\n$/);
  });

  it('simulates Tribes of the Wind', async () => {
    const { code, out } = await run(
      'simulate',
      '--game',
      'tribes-of-the-wind',
      '--players',
      '3',
      '--games',
      '3',
      '--json',
    );
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ completed: 3, errors: 0 });
  });
});
