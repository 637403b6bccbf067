/**
 * `boardhall serve` as an operator runs it: under npx (a SIGTERM to npx stops the server too,
 * leaving no orphan), its logs (one line per match event, none per request at `info`; JSON when
 * not at a terminal), and its admin port with the `drain` command.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const bin = join(import.meta.dirname, '..', 'bin', 'boardhall.mjs');
const run = promisify(execFile);
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'boardhall-serve-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Starts a command and resolves once it prints `pattern`, with everything printed so far. */
function startUntil(
  command: string,
  args: string[],
  pattern: RegExp,
): Promise<{ child: ChildProcess; out: () => string; match: RegExpExecArray }> {
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let text = '';
  return new Promise((resolve, reject) => {
    const look = (chunk: Buffer) => {
      text += chunk.toString();
      const match = pattern.exec(text);
      if (match) resolve({ child, out: () => text, match });
    };
    child.stdout?.on('data', look);
    child.stderr?.on('data', look);
    child.once('exit', (code) =>
      reject(new Error(`${command} exited with ${code} before /${pattern.source}/: ${text}`)),
    );
  });
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function gone(pid: number, timeoutMs: number): Promise<boolean> {
  for (const until = Date.now() + timeoutMs; Date.now() < until; ) {
    if (!alive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return !alive(pid);
}

describe('boardhall serve', () => {
  it('stops when the npx that started it is stopped, leaving no orphan', async () => {
    const dir = tmp();
    const { child, match } = await startUntil(
      'npx',
      ['--no-install', 'boardhall', 'serve', '--port', '0', '--data', dir, '--log-format', 'json'],
      /"pid":(\d+)[^\n]*Server listening/,
    );
    const server = Number(match[1]);
    expect(server).not.toBe(child.pid);
    expect(alive(server)).toBe(true);
    child.kill('SIGTERM');
    expect(await gone(server, 20_000)).toBe(true);
  });

  it('logs match events and errors at info, one JSON object a line off a terminal, and no line per request', async () => {
    const dir = tmp();
    const { child, out, match } = await startUntil(
      'node',
      [bin, 'serve', '--port', '0', '--data', dir],
      /running at (http:\/\/\S+?)\/? /,
    );
    const url = match[1] as string;
    await fetch(`${url}/api/health`);
    const created = await fetch(`${url}/api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'four-humours',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
      }),
    });
    expect(created.status).toBe(201);
    await fetch(`${url}/api/nowhere`);
    for (let i = 0; i < 100 && !out().includes('match finished'); i++) await new Promise((r) => setTimeout(r, 100));
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    const json = out()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; level: number });
    const messages = json.map((e) => e.msg);
    expect(messages).toEqual(expect.arrayContaining(['match created', 'match started', 'match finished']));
    expect(messages).not.toContain('incoming request');
    expect(messages).not.toContain('request completed');
    expect(messages).not.toContain('request');
  });

  it('lists players on leaderboards from --leaderboard-min-games, else $BOARDHALL_LEADERBOARD_MIN_GAMES', async () => {
    const minGamesOf = async (args: string[], env: Record<string, string>): Promise<unknown> => {
      const child = spawn('node', [bin, 'serve', '--port', '0', '--data', tmp(), ...args], {
        cwd: root,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.push(child);
      let text = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout?.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          const found = /running at (http:\/\/\S+?)\/? /.exec(text);
          if (found) resolve(found[1] as string);
        });
        child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${text}`)));
      });
      const board = await fetch(`${url}/api/leaderboard/four-humours`);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      return ((await board.json()) as { minGames: unknown }).minGames;
    };
    expect(await minGamesOf(['--leaderboard-min-games', '3'], { BOARDHALL_LEADERBOARD_MIN_GAMES: '7' })).toBe(3);
    expect(await minGamesOf([], { BOARDHALL_LEADERBOARD_MIN_GAMES: '7' })).toBe(7);
  });

  it('serves metrics on its admin port, and `boardhall drain` stops it there', async () => {
    const dir = tmp();
    const { child, match } = await startUntil(
      'node',
      [bin, 'serve', '--port', '0', '--data', dir, '--admin-port', '0'],
      /Admin port \(metrics, drain\): (http:\/\/\S+?)\//,
    );
    const admin = match[1] as string;
    const metrics = await fetch(`${admin}/metrics`);
    expect(await metrics.text()).toContain('boardhall_action_seconds');
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const { stdout } = await run('node', [bin, 'drain', '--admin', admin]);
    expect(stdout).toMatch(
      /^Drained in \d+ ms: 0 unfinished matches handed over, 0 connections told to reconnect; the node stops\.\n$/,
    );
    expect(await exited).toBe(0);
    const refused = await run('node', [bin, 'drain', '--admin', admin]).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(refused).toMatchObject({ code: 2 });
    expect((refused as { stderr: string }).stderr).toMatch(
      /^error: The admin port at http:\/\/127\.0\.0\.1:\d+ could not drain the node: /,
    );
  });
});
