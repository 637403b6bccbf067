import { execFile, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createRegistry, findGame, isDisplayControl, seedCommitment } from '@boardhall/engine';
import { games } from '@boardhall/games';
import { describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import { parseParking, parseTrustProxy } from '../src/args.ts';
import { EXIT_BAD_INPUT, memoryIo, runCli } from '../src/index.ts';

const registry = createRegistry([tally]);
const bin = join(import.meta.dirname, '..', 'bin', 'boardhall.mjs');
const run = async (...argv: string[]) => {
  const io = memoryIo();
  const code = await runCli(argv, registry, io);
  return { code, out: io.stdout.join(''), err: io.stderr.join('') };
};
const tmp = () => mkdtempSync(join(tmpdir(), 'boardhall-cli-'));

describe('boardhall (the real command)', () => {
  it('lists simulate, bench and replay in --help', async () => {
    const { stdout } = await promisify(execFile)('node', [bin, '--help']);
    expect(stdout).toMatch(/simulate/);
    expect(stdout).toMatch(/bench/);
    expect(stdout).toMatch(/replay/);
  });

  it('exits with code 2 and one line for an unknown game', async () => {
    const result = await promisify(execFile)('node', [bin, 'simulate', '--game', 'chess', '--players', '2']).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect('code' in result ? result.code : 0).toBe(2);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/Unknown game 'chess'/);
  });
});

describe('simulate', () => {
  it('gives the same summary and replay files on worker threads as on one thread', async () => {
    const summaryOf = async (threads: number, save: string) => {
      const io = memoryIo();
      const argv = [
        'simulate',
        '--game',
        'tribes-of-the-wind',
        '--players',
        '2',
        '--games',
        '5',
        '--bots',
        'greedy,random',
      ];
      const code = await runCli(
        [...argv, '--seed', 'w', '--save', save, '--threads', String(threads), '--json'],
        games,
        io,
      );
      expect(code).toBe(0);
      const { gamesPerSecond: _g, actionsPerSecond: _a, ...rest } = JSON.parse(io.stdout.join(''));
      return rest;
    };
    const [one, two] = [tmp(), tmp()];
    const summary = await summaryOf(1, one);
    expect(summary).toMatchObject({ completed: 5, errors: 0 });
    expect(await summaryOf(2, two)).toEqual(summary);
    const files = readdirSync(one).sort();
    expect(files).toHaveLength(5);
    expect(readdirSync(two).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(two, f), 'utf8')).toBe(readFileSync(join(one, f), 'utf8'));
  });

  it('prints exactly one JSON object with the summary keys', async () => {
    const { code, out } = await run(
      'simulate',
      '--game',
      'tally',
      '--players',
      '3',
      '--games',
      '40',
      '--seed',
      '7',
      '--json',
    );
    expect(code).toBe(0);
    const summary = JSON.parse(out);
    for (const key of [
      'game',
      'players',
      'games',
      'completed',
      'errors',
      'avgActions',
      'winsBySeat',
      'gamesPerSecond',
      'actionsPerSecond',
    ]) {
      expect(summary).toHaveProperty(key);
    }
    expect(summary).toMatchObject({ game: 'tally', players: 3, games: 40, completed: 40, errors: 0 });
    expect(summary.winsBySeat).toHaveLength(3);
    expect(summary.winsBySeat.reduce((a: number, b: number) => a + b, 0)).toBeGreaterThanOrEqual(40);
    expect(summary.endReasons).toEqual({ 'hands-empty': 40 });
  });

  it('is deterministic for a seed and passes game options through the options schema', async () => {
    const args = ['simulate', '--game', 'tally', '--players', '2', '--games', '20', '--json', '--seed', '7'];
    const a = JSON.parse((await run(...args, '--option', 'handSize=2')).out);
    const b = JSON.parse((await run(...args, '--option', 'handSize=2')).out);
    expect(a.seed).toBe('7');
    expect(a.winsBySeat).toEqual(b.winsBySeat);
    expect(a.avgActions).toBe(b.avgActions);
    expect(a.options).toEqual({ handSize: 2 });
  });

  it('draws a fresh 128-bit seed (32 hex digits) when given none, and prints it', async () => {
    const args = ['simulate', '--game', 'tally', '--players', '2', '--games', '1', '--json'];
    const a = JSON.parse((await run(...args)).out);
    const b = JSON.parse((await run(...args)).out);
    expect(a.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(b.seed).toMatch(/^[0-9a-f]{32}$/);
    expect(a.seed).not.toBe(b.seed);
  });

  it('prints a readable summary without --json', async () => {
    const { code, out } = await run('simulate', '--game', 'tally', '--players', '2', '--games', '5');
    expect(code).toBe(0);
    expect(out).toMatch(/completed 5, errors 0/);
    expect(out).toMatch(/first place by seat: seat 1/);
  });

  it('saves replays that replay and verify', async () => {
    const dir = tmp();
    const { code } = await run(
      'simulate',
      '--game',
      'tally',
      '--players',
      '3',
      '--games',
      '3',
      '--save',
      dir,
      '--json',
    );
    expect(code).toBe(0);
    const files = readdirSync(dir);
    expect(files).toHaveLength(3);
    const replayed = await run('replay', join(dir, files[0] as string), '--verify');
    expect(replayed.code).toBe(0);
    expect(replayed.out).toMatch(/^Tally, 3 players, seed [0-9a-f]{32}-\d/);
    expect(replayed.out).toMatch(/Seat \d plays tok-\d\d for \d points\./);
    expect(replayed.out).toMatch(/Result: 1\. Seat/);
    expect(replayed.out).toMatch(/Verified: \d+ actions, every state hash matches/);
    const file = JSON.parse(readFileSync(join(dir, files[0] as string), 'utf8'));
    expect(file.version).toBe(2);
    expect(file.seats).toEqual([0, 1, 2].map(() => ({ name: null, bot: 'random' })));
    expect(replayed.out).toContain(
      `Seed commitment verified: SHA-256 of the revealed seed matches the commitment published at the start (${seedCommitment(file.seed)}).`,
    );
  });

  it('replays in Ukrainian and Russian, with the seats named as the file names them', async () => {
    const dir = tmp();
    expect(
      (await run('simulate', '--game', 'tally', '--players', '2', '--games', '1', '--save', dir, '--json')).code,
    ).toBe(0);
    const path = join(dir, readdirSync(dir)[0] as string);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    file.seats = [
      { name: 'Олена', bot: 'random' },
      { name: null, bot: 'random' },
    ];
    writeFileSync(path, JSON.stringify(file));
    const uk = await run('replay', path, '--lang', 'uk', '--verify');
    expect(uk.code).toBe(0);
    expect(uk.out).toMatch(/Олена — грає tok-\d\d за \d очок\./);
    expect(uk.out).toMatch(/Seat 2 — грає tok-\d\d/);
    expect(uk.out).toMatch(/Result: 1\. (Олена|Seat 2)/);
    const ru = await run('replay', path, '--lang', 'RU');
    expect(ru.code).toBe(0);
    expect(ru.out).not.toMatch(/ plays tok-/);
    const en = await run('replay', path);
    expect(en.out).toMatch(/Олена plays tok-\d\d for \d points\./);
  });

  it('says plainly that the shuffle was not verified when a version-2 file carries no seed commitment', async () => {
    const dir = tmp();
    await run('simulate', '--game', 'tally', '--players', '2', '--games', '1', '--save', dir, '--json');
    const path = join(dir, readdirSync(dir)[0] as string);
    const { seedCommitment: _deleted, ...file } = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify(file));
    const { code, err, out } = await run('replay', path, '--verify');
    expect(err).toBe('');
    // The moves and hashes still verify, so the exit code says so; the shuffle is another matter.
    expect(code).toBe(0);
    expect(out).toContain(`Verified: ${file.actions.length} actions, every state hash matches the replay.\n`);
    expect(out).not.toContain('Seed commitment verified');
    expect(out.trimEnd().split('\n').at(-1)).toBe(
      'Shuffle NOT verified: this file carries no seed commitment, so nothing shows the seed was fixed before the first move.',
    );
  });

  it('refuses a replay whose seed does not match its commitment, with one error line and exit 2', async () => {
    const dir = tmp();
    await run('simulate', '--game', 'tally', '--players', '2', '--games', '1', '--save', dir, '--json');
    const path = join(dir, readdirSync(dir)[0] as string);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    writeFileSync(path, JSON.stringify({ ...file, seedCommitment: seedCommitment(`${file.seed}x`) }));
    const { code, err, out } = await run('replay', path, '--verify');
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(out).toBe('');
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(err).toMatch(/^error: The revealed seed does not match the commitment published at the start/);
  });
});

/** The characters of `text` that would act on a terminal instead of showing (every line break aside). */
const displayControls = (text: string) =>
  [...text].filter((c) => c !== '\n' && isDisplayControl(c.codePointAt(0) as number)).map((c) => c.codePointAt(0));

describe('replay shows what a file holds and never writes its controls to the terminal', () => {
  it('escapes control characters of seat names and of the seed', async () => {
    const dir = tmp();
    // A seed is free text: this one starts a terminal's "set the window title" command.
    const seed = 'x\u001b]0;owned\u0007';
    const saved = await run(
      'simulate',
      '--game',
      'tally',
      '--players',
      '2',
      '--games',
      '1',
      '--seed',
      seed,
      '--save',
      dir,
    );
    expect(saved.code).toBe(0);
    const path = join(dir, readdirSync(dir)[0] as string);
    const file = JSON.parse(readFileSync(path, 'utf8'));
    // Names saved before the server refused them: a screen clear and a right-to-left override.
    file.seats = [{ name: 'Ann\u001b[2J\u009b31m' }, { name: 'Bob\u202egnp.exe\u2028' }];
    writeFileSync(path, JSON.stringify(file));
    const { code, out, err } = await run('replay', path, '--verify');
    expect(err).toBe('');
    expect(code).toBe(0);
    expect(displayControls(out)).toEqual([]);
    expect(out).toContain('seed x\\x1b]0;owned\\x07-0\n');
    expect(out).toMatch(/Ann\\x1b\[2J\\x9b31m plays tok-/);
    expect(out).toMatch(/Bob\\u202egnp\.exe\\u2028 plays tok-/);
    expect(out).toMatch(/Result: 1\. (Ann|Bob)\\(x1b|u202e)/);
  });

  it('escapes them in the error line too, which stays one line', async () => {
    const dir = tmp();
    const path = join(dir, 'r.json');
    await run('simulate', '--game', 'tally', '--players', '2', '--games', '1', '--save', dir);
    const file = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0] as string), 'utf8'));
    writeFileSync(path, JSON.stringify({ ...file, game: 'chess\u001b[2J\nerror: forged' }));
    const { code, out, err } = await run('replay', path);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(out).toBe('');
    expect(displayControls(err)).toEqual([]);
    expect(err).toBe("error: Unknown game 'chess\\x1b[2J\\x0aerror: forged' (available: tally).\n");
  });
});

describe('wrong input gets one line and exit code 2', () => {
  const cases: [string, string[], RegExp][] = [
    ['unknown game', ['simulate', '--game', 'chess', '--players', '2'], /Unknown game 'chess' \(available: tally\)/],
    ['players not a number', ['simulate', '--game', 'tally', '--players', 'four'], /--players must be a whole number/],
    ['too many players', ['simulate', '--game', 'tally', '--players', '9'], /Tally is played by 2 to 4 players; got 9/],
    [
      'games zero',
      ['simulate', '--game', 'tally', '--players', '2', '--games', '0'],
      /--games must be a whole number from 1/,
    ],
    [
      'games fractional',
      ['simulate', '--game', 'tally', '--players', '2', '--games', '2.5'],
      /--games must be a whole number/,
    ],
    ['unknown bot', ['simulate', '--game', 'tally', '--players', '2', '--bots', 'genius'], /Unknown bot 'genius'/],
    [
      'bot count',
      ['simulate', '--game', 'tally', '--players', '3', '--bots', 'random,random'],
      /2 bots were named for 3 seats/,
    ],
    [
      'bad option value',
      ['simulate', '--game', 'tally', '--players', '2', '--option', 'handSize=99'],
      /Invalid options for Tally: handSize/,
    ],
    [
      'unknown option key',
      ['simulate', '--game', 'tally', '--players', '2', '--option', 'colour=red'],
      /Invalid options for Tally/,
    ],
    [
      'malformed option',
      ['simulate', '--game', 'tally', '--players', '2', '--option', 'handSize'],
      /--option takes key=value/,
    ],
    ['missing --game', ['simulate', '--players', '2'], /required option '--game <id>' not specified/],
    ['unknown flag', ['simulate', '--game', 'tally', '--players', '2', '--fast'], /unknown option '--fast'/],
    ['unknown command', ['fly'], /unknown command 'fly'/],
    ['bench unknown game', ['bench', '--game', 'chess'], /Unknown game 'chess'/],
    ['bench bad seconds', ['bench', '--seconds', '-1'], /--seconds must be a number of seconds above 0/],
    [
      'replay missing file',
      ['replay', '/no/such/file.json'],
      /Cannot read the replay file '\/no\/such\/file.json': no such file/,
    ],
    ['replay of a folder', ['replay', '/tmp'], /it is a folder/],
    [
      'replay in an unknown language',
      ['replay', '/tmp', '--lang', 'fr'],
      /--lang must be one of en, uk, ru; got 'fr'\./,
    ],
  ];
  it.each(cases)('%s', async (_name, argv, message) => {
    const { code, err, out } = await run(...argv);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(err).toMatch(message);
    expect(err.trim().split('\n')).toHaveLength(1);
    expect(out).toBe('');
  });

  it('corrupt replay files: not JSON, not a replay, tampered hash', async () => {
    const dir = tmp();
    await run('simulate', '--game', 'tally', '--players', '2', '--games', '1', '--save', dir, '--json');
    const file = join(dir, readdirSync(dir)[0] as string);
    const replay = JSON.parse(readFileSync(file, 'utf8'));
    const write = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const notJson = await run('replay', write('a.json', '{"format": '));
    expect(notJson.code).toBe(2);
    expect(notJson.err).toMatch(/not valid JSON/);
    const notReplay = await run('replay', write('b.json', JSON.stringify({ hello: 'world' })));
    expect(notReplay.code).toBe(2);
    expect(notReplay.err).toMatch(/not a Boardhall replay at format/);
    replay.actions[1].hash = 'ffffffffffffffff';
    const tampered = await run('replay', write('c.json', JSON.stringify(replay)), '--verify');
    expect(tampered.code).toBe(2);
    expect(tampered.err).toMatch(
      /After action 2 the state has hash [0-9a-f]{16}, but the replay recorded ffffffffffffffff/,
    );
    expect(tampered.out).toBe('');
  });
});

/**
 * Runs the real command (its own process: a command that reads without end must not take the
 * test's memory with it). One still running after `guardMs` is killed; that is a liveness guard,
 * and the test then fails on its answer, never on its time.
 */
async function realCommand(argv: string[], guardMs = 60_000) {
  return promisify(execFile)('node', [bin, ...argv], { timeout: guardMs, killSignal: 'SIGKILL' }).then(
    (r) => ({ code: 0 as number | string, stdout: r.stdout, stderr: r.stderr }),
    (e: { code?: number | string; signal?: string; stdout: string; stderr: string }) => ({
      code: e.code ?? e.signal ?? 'killed',
      stdout: e.stdout,
      stderr: e.stderr,
    }),
  );
}

/** A named pipe that a `cat /dev/zero` fills for as long as anyone reads it. */
function endlessPipe(dir: string): { path: string; stop(): void } {
  const path = join(dir, 'endless');
  execFileSync('mkfifo', [path]);
  const writer = spawn('sh', ['-c', 'exec cat /dev/zero > "$0"', path], { stdio: 'ignore' });
  return { path, stop: () => writer.kill('SIGKILL') };
}

/** A file of `bytes` zero bytes that takes no room on the disk. */
function sparseFile(dir: string, bytes: number): string {
  const path = join(dir, `sparse-${bytes}`);
  writeFileSync(path, '');
  truncateSync(path, bytes);
  return path;
}

describe('a file named on the command line is read up to a cap', () => {
  it('replay refuses /dev/zero and an endless pipe with one error line and exit 2', async () => {
    const pipe = endlessPipe(tmp());
    try {
      for (const path of ['/dev/zero', pipe.path]) {
        const { code, stdout, stderr } = await realCommand(['replay', path]);
        expect({ path, code, stdout, stderr }).toEqual({
          path,
          code: EXIT_BAD_INPUT,
          stdout: '',
          stderr: `error: Cannot read the replay file '${path}': it holds more than 64 MiB, the most a replay file may hold.\n`,
        });
      }
    } finally {
      pipe.stop();
    }
  });

  it('replay refuses a file over 64 MiB, and reads one of 64 MiB to the end', async () => {
    const dir = tmp();
    const over = await run('replay', sparseFile(dir, 64 * 1024 * 1024 + 1));
    expect(over.code).toBe(EXIT_BAD_INPUT);
    expect(over.err).toMatch(
      /^error: Cannot read the replay file '.*': it holds more than 64 MiB, the most a replay file may hold\.\n$/,
    );
    // At the cap the whole file is read, and found to be no replay.
    const at = await run('replay', sparseFile(dir, 64 * 1024 * 1024));
    expect(at.code).toBe(EXIT_BAD_INPUT);
    expect(at.err).toMatch(/^error: The replay file is not valid JSON/);
  });

  it('tournament --resume refuses a games log that is a pipe, or over 256 MiB, and leaves it alone', async () => {
    const dir = tmp();
    // The real command has the real games; in this process, the toy one.
    const tournament = (game: string) => ['tournament', '--game', game, '--players', '2', '--bots', 'random,greedy'];
    const pipe = endlessPipe(dir);
    try {
      const piped = await realCommand([...tournament('four-humours'), '--games-log', pipe.path, '--resume']);
      expect({ code: piped.code, stdout: piped.stdout, stderr: piped.stderr }).toEqual({
        code: EXIT_BAD_INPUT,
        stdout: '',
        stderr: `error: Cannot read the games log '${pipe.path}': it is not a regular file (a device, a pipe or a socket).\n`,
      });
    } finally {
      pipe.stop();
    }
    const huge = sparseFile(dir, 256 * 1024 * 1024 + 1);
    const refused = await run(...tournament('tally'), '--games-log', huge, '--resume');
    expect(refused.code).toBe(EXIT_BAD_INPUT);
    expect(refused.err).toBe(
      `error: Cannot read the games log '${huge}': it holds more than 256 MiB, the most a games log may hold.\n`,
    );
    expect(statSync(huge).size).toBe(256 * 1024 * 1024 + 1);
  });
});

describe('bench', () => {
  it('reports actions and games per second as JSON', async () => {
    const { code, out } = await run(
      'bench',
      '--game',
      'tally',
      '--players',
      '2',
      '--seconds',
      '0.2',
      '--warmup',
      '0.1',
      '--json',
    );
    expect(code).toBe(0);
    const { results } = JSON.parse(out);
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ game: 'tally', players: 2 });
    expect(results[0].actionsPerSecond).toBeGreaterThan(0);
    expect(results[0].gamesPerSecond).toBeGreaterThan(0);
  });

  it("measures the search at the normal level's settings, at the bots' 2 players", async () => {
    const io = memoryIo();
    const argv = ['bench', '--game', 'tribes-of-the-wind', '--seconds', '0.2', '--warmup', '0.1', '--json'];
    expect(await runCli(argv, games, io)).toBe(0);
    const [result] = JSON.parse(io.stdout.join('')).results;
    const normal = findGame(games, 'tribes-of-the-wind').ai?.levels?.normal.iterations;
    expect(normal).toBe(2000);
    expect(result).toMatchObject({
      game: 'tribes-of-the-wind',
      players: 4,
      ismctsPlayers: 2,
      ismctsIterations: normal,
    });
    expect(result.ismctsIterationsPerSecond).toBeGreaterThan(0);
  });
});

describe('tournament', () => {
  it('prints the per-bot results as one JSON object', async () => {
    const { code, out } = await run(
      'tournament',
      '--game',
      'tally',
      '--players',
      '2',
      '--games',
      '10',
      '--bots',
      'random,ismcts:iterations=30',
      '--json',
    );
    expect(code).toBe(0);
    const result = JSON.parse(out);
    expect(Object.keys(result)).toEqual(['game', 'players', 'games', 'errors', 'results']);
    expect(result.results.map((r: { bot: string }) => r.bot)).toEqual(['random', 'ismcts:iterations=30']);
    for (const r of result.results) expect(Object.keys(r)).toEqual(['bot', 'games', 'wins', 'winRate', 'ci95']);
  });

  it('writes one line per finished game to --games-log, agreeing with the tally', async () => {
    const log = join(tmp(), 'games.jsonl');
    const argv = [
      'tournament',
      '--game',
      'tally',
      '--players',
      '2',
      '--games',
      '6',
      '--bots',
      'random,ismcts:iterations=30',
    ];
    const { code, out } = await run(...argv, '--seed', 's', '--games-log', log, '--json');
    expect(code).toBe(0);
    const lines = readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.game).sort()).toEqual([0, 1, 2, 3, 4, 5]);
    for (const l of lines) {
      expect(l.seed).toBe(`s-${l.game}`);
      expect(l.seats).toEqual(
        l.game % 2 === 0 ? ['random', 'ismcts:iterations=30'] : ['ismcts:iterations=30', 'random'],
      );
      expect(l.error).toBeNull();
      // How it ended: the toy game ends when the hands are empty and counts no rounds.
      expect([l.endReason, l.round, l.actions > 0]).toEqual(['hands-empty', null, true]);
    }
    // The lines hold the whole result: the wins counted from them are the tally's.
    const wins = new Map<string, number>();
    for (const l of lines)
      for (const seat of l.ranking[0])
        wins.set(l.seats[seat], (wins.get(l.seats[seat]) ?? 0) + 1 / l.ranking[0].length);
    const results = JSON.parse(out).results as { bot: string; wins: number }[];
    for (const r of results) expect(r.wins).toBeCloseTo(wins.get(r.bot) ?? 0, 3);
  });

  it("resumes a stopped run from its games log: the tally is the uninterrupted run's", async () => {
    const dir = tmp();
    const argv = (games: string, log: string) => [
      ...['tournament', '--game', 'tally', '--players', '2', '--games', games],
      ...['--bots', 'random,ismcts:iterations=30', '--seed', 'r', '--games-log', join(dir, log), '--json'],
    ];
    const whole = await run(...argv('8', 'whole.jsonl'));
    expect(whole.code).toBe(0);
    // A run stopped after five games, with its last line half written.
    const lines = readFileSync(join(dir, 'whole.jsonl'), 'utf8').trim().split('\n');
    const five = lines.filter((l) => JSON.parse(l).game < 5);
    // A line written before the log kept how games ended still reads.
    const { endReason: _, round: __, actions: ___, ...older } = JSON.parse(five[0] as string);
    five[0] = JSON.stringify(older);
    writeFileSync(
      join(dir, 'part.jsonl'),
      `${five.join('\n')}\n${lines.find((l) => JSON.parse(l).game === 5)?.slice(0, 20)}`,
    );
    const resumed = await run(...argv('8', 'part.jsonl'), '--resume');
    expect(resumed.code).toBe(0);
    expect(JSON.parse(resumed.out)).toEqual(JSON.parse(whole.out));
    const after = readFileSync(join(dir, 'part.jsonl'), 'utf8').trim().split('\n');
    expect(after.map((l) => JSON.parse(l).game).sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // The kept lines stay as they were written, the older one included.
    const expected = lines.map((l) => (JSON.parse(l).game === older.game ? (five[0] as string) : l));
    expect([...after].sort()).toEqual(expected.sort());
  });

  it('refuses to resume from a log of another tournament, and leaves the log alone', async () => {
    const dir = tmp();
    const log = join(dir, 'games.jsonl');
    const argv = [
      'tournament',
      '--game',
      'tally',
      '--players',
      '2',
      '--games',
      '4',
      '--bots',
      'random,ismcts:iterations=30',
    ];
    expect((await run(...argv, '--seed', 'a', '--games-log', log, '--json')).code).toBe(0);
    const before = readFileSync(log, 'utf8');
    const other = await run(...argv, '--seed', 'b', '--games-log', log, '--resume');
    expect(other.code).toBe(EXIT_BAD_INPUT);
    expect(other.err).toMatch(/seeded a-\d with .* but this tournament's game \d is seeded b-\d/);
    const fewer = await run(...argv.slice(0, 6), '2', ...argv.slice(7), '--seed', 'a', '--games-log', log, '--resume');
    expect(fewer.code).toBe(EXIT_BAD_INPUT);
    expect(fewer.err).toMatch(/this tournament has 2 games/);
    const alone = await run(...argv, '--seed', 'a', '--resume');
    expect(alone.code).toBe(EXIT_BAD_INPUT);
    expect(alone.err).toMatch(/--resume needs --games-log/);
    writeFileSync(log, `not json\n${before}`);
    const broken = await run(...argv, '--seed', 'a', '--games-log', log, '--resume');
    expect(broken.code).toBe(EXIT_BAD_INPUT);
    expect(broken.err).toMatch(/line 1 is not JSON/);
    expect(readFileSync(log, 'utf8')).toBe(`not json\n${before}`);
    // A line whose round or action count is not a whole number is not a games-log line.
    const first = JSON.parse(before.split('\n')[0] as string);
    for (const bad of [{ round: 'x' }, { actions: -1 }, { endReason: 7 }]) {
      const text = `${JSON.stringify({ ...first, ...bad })}\n${before.split('\n').slice(1).join('\n')}`;
      writeFileSync(log, text);
      const refused = await run(...argv, '--seed', 'a', '--games-log', log, '--resume');
      expect([refused.code, refused.err]).toEqual([
        EXIT_BAD_INPUT,
        expect.stringMatching(/line 1 is not a games-log line/),
      ]);
      expect(readFileSync(log, 'utf8')).toBe(text);
    }
  });

  it('refuses a games log it cannot write, and leaves an existing log alone when the bots are wrong', async () => {
    const missing = await run(
      'tournament',
      '--game',
      'tally',
      '--players',
      '2',
      '--bots',
      'random',
      '--games-log',
      join(tmp(), 'no', 'x.jsonl'),
    );
    expect(missing.code).toBe(EXIT_BAD_INPUT);
    expect(missing.err).toMatch(/Cannot write the games log/);
    const log = join(tmp(), 'kept.jsonl');
    writeFileSync(log, 'earlier run\n');
    const wrong = await run(
      'tournament',
      '--game',
      'tally',
      '--players',
      '2',
      '--bots',
      'random,genius',
      '--games-log',
      log,
    );
    expect(wrong.code).toBe(EXIT_BAD_INPUT);
    expect(readFileSync(log, 'utf8')).toBe('earlier run\n');
  });

  it.each([
    [['tournament', '--game', 'tally', '--players', '2', '--bots', 'random,genius'], /Unknown bot 'genius'/],
    [
      ['tournament', '--game', 'tally', '--players', '2', '--bots', 'random', '--threads', '0'],
      /--threads must be a whole number from 1/,
    ],
    [['tournament', '--game', 'tally', '--players', '2'], /required option '--bots <list>' not specified/],
  ])('refuses wrong input %#', async (argv, message) => {
    const { code, err } = await run(...argv);
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(err).toMatch(message);
  });
});

describe('serve', () => {
  it('refuses a bad port with exit code 2', async () => {
    const { code, err } = await run('serve', '--port', 'http');
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(err).toMatch(/--port must be a whole number from 0 to 65535; got 'http'/);
  });

  it('refuses a bot thread count below 1 with exit code 2', async () => {
    const { code, err } = await run('serve', '--port', '0', '--bot-threads', '0');
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(err).toMatch(/--bot-threads must be a whole number from 1 to 256; got '0'/);
  });

  it('refuses a background bot thread count below 1 with exit code 2', async () => {
    const { code, err } = await run('serve', '--port', '0', '--background-bot-threads', '0');
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(err).toMatch(/--background-bot-threads must be a whole number from 1 to 256; got '0'/);
  });

  it('reads --trust-proxy as a hop count or a list of proxy addresses', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('loopback, 10.0.0.0/8,::1')).toEqual(['loopback', '10.0.0.0/8', '::1']);
  });

  it('refuses a --trust-proxy that is neither a hop count nor proxy addresses, with exit code 2', async () => {
    for (const [value, message] of [
      ['0', /--trust-proxy takes 1 to 16 hops; got 0/],
      ['everyone', /--trust-proxy takes a hop count or proxy addresses .*got 'everyone'/],
      ['10.0.0.1,evil', /got 'evil'/],
    ] as const) {
      const { code, err } = await run('serve', '--port', '0', '--trust-proxy', value);
      expect(code).toBe(EXIT_BAD_INPUT);
      expect(err).toMatch(message);
    }
  });

  it('refuses mail flags it cannot use, with a sentence and exit code 2, before starting anything', async () => {
    for (const [args, message] of [
      [['--smtp', 'smtp://127.0.0.1:25'], /--smtp needs --public-url/],
      [
        ['--smtp', 'http://mail.example.org', '--public-url', 'https://play.example.org'],
        /--smtp takes an smtp:\/\/ or smtps:\/\/ URL/,
      ],
      [
        ['--smtp', 'not a url', '--public-url', 'https://play.example.org'],
        /--smtp takes an smtp:\/\/ or smtps:\/\/ URL.*got 'not a url'/,
      ],
      [
        [
          '--smtp',
          'smtp://user:secret@mail.example.org',
          '--public-url',
          'https://play.example.org',
          '--mail-from',
          'nobody',
        ],
        /--mail-from takes one address, e.g. "Boardhall <noreply@example.org>"; got 'nobody'/,
      ],
    ] as const) {
      const { code, err } = await run('serve', '--port', '0', ...args);
      expect(code, err).toBe(EXIT_BAD_INPUT);
      expect(err).toMatch(message);
      expect(err).not.toContain('secret');
    }
  });

  it('reads --parking as milliseconds per setting, any of them', () => {
    expect(parseParking('idle=300,horizon=2000, lookahead=1000,scan=100')).toEqual({
      idleMs: 300,
      horizonMs: 2_000,
      lookaheadMs: 1_000,
      scanMs: 100,
    });
    expect(parseParking('idle=60000')).toEqual({ idleMs: 60_000 });
  });

  it('refuses a --parking, --max-live-matches or --leaderboard-min-games it cannot use, with a sentence and exit code 2', async () => {
    for (const [args, message] of [
      [['--parking', 'nap=5'], /--parking takes idle=, horizon=, lookahead=, scan= .*got 'nap=5'/],
      [['--parking', 'idle=soon'], /--parking idle must be a whole number/],
      [['--parking', 'scan=1'], /--parking scan must be a whole number from 10/],
      [['--parking', 'horizon=1000'], /the lookahead must be shorter than the horizon/],
      [['--max-live-matches', '0'], /--max-live-matches must be a whole number from 1/],
      [['--leaderboard-min-games', '0'], /--leaderboard-min-games must be a whole number from 1 to 1000000; got '0'/],
      [['--leaderboard-min-games', 'five'], /--leaderboard-min-games must be a whole number/],
    ] as const) {
      const { code, err } = await run('serve', '--port', '0', ...args);
      expect(code).toBe(EXIT_BAD_INPUT);
      expect(err).toMatch(message);
    }
  });

  it('refuses cluster flags it cannot use, with a sentence and exit code 2, before starting anything', async () => {
    const pg = 'postgres://postgres@127.0.0.1:5432/test';
    for (const [args, message] of [
      [['--redis', 'redis://127.0.0.1:6379'], /--redis needs --database postgres:\/\//],
      [['--redis', 'redis://127.0.0.1:6379', '--database', 'sqlite:/tmp/x'], /--redis needs --database postgres/],
      [['--redis', 'http://127.0.0.1:6379', '--database', pg], /--redis takes a redis:\/\/ or rediss:\/\/ URL/],
      [['--redis', 'not a url', '--database', pg], /--redis takes a redis:\/\/host:port URL; got 'not a url'/],
      [['--redis', 'redis://127.0.0.1:6379', '--database', pg, '--node-id', 'a b'], /--node-id takes 1 to 64 letters/],
      [
        ['--redis', 'redis://127.0.0.1:6379', '--database', pg, '--lease-ms', '100'],
        /--lease-ms must be a whole number from 500/,
      ],
      [
        ['--redis', 'redis://127.0.0.1:6379', '--database', pg, '--advertise-url', 'nowhere'],
        /--advertise-url takes an http/,
      ],
    ] as const) {
      const { code, err } = await run('serve', '--port', '0', ...args);
      expect(code, err).toBe(EXIT_BAD_INPUT);
      expect(err).toMatch(message);
    }
  });

  it('serves the API on the port it was given', async () => {
    const dir = tmp();
    const child = spawn('node', [bin, 'serve', '--port', '0', '--data', dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let text = '';
        child.stdout.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const match = /running at (http:\/\/\S+?)\/? /.exec(text);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
      });
      const health = await (await fetch(`${url}/api/health`)).json();
      expect(health.status).toBe('ok');
      expect(readdirSync(dir).some((f) => f.endsWith('.sqlite') || f.endsWith('.db'))).toBe(true);
    } finally {
      child.kill('SIGTERM');
    }
  });
});

describe('--mode', () => {
  it('is a shorthand for --option mode=…, validated by the game', async () => {
    const { code, err } = await run('simulate', '--game', 'tally', '--players', '2', '--mode', 'solo');
    expect(code).toBe(EXIT_BAD_INPUT);
    expect(err).toMatch(/Invalid options for Tally/);
  });
});
