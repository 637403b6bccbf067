/**
 * Server CPU per action, this tree against others, alternating (docs/benchmarks.md).
 *
 *   npx tsx packages/server/scripts/cpu-per-action.ts [--runs 3] [--matches 100] [--warmup 0] \
 *     [--configs four-humours:2,four-humours:4,tribes-of-the-wind:2] [--port 18080] <tree>…
 *
 * For every run, configuration and tree in turn: starts `boardhall serve` from that tree on a
 * fresh SQLite directory, sets the matches up with this tree's load generator, reads the server
 * process's user + system time from /proc/<pid>/stat when play starts and when it ends, and
 * divides by the actions (match setup is not counted). Prints one JSON line per run, then a table
 * of medians and their ratio to the first tree.
 *
 * `--warmup N` plays N unmeasured rounds of the same load on the same server first. A fresh
 * process spends its first seconds compiling (V8's optimising compilers run on helper threads,
 * whose CPU the process counts), which inflates a short cold run's figure by a third or more;
 * a server in service runs warm, so the warm figure is the one that says what an action costs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parseLoadTestArgs } from '../src/loadtest/options.ts';
import { runLoadTest } from '../src/loadtest/run.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    matches: { type: 'string', default: '100' },
    warmup: { type: 'string', default: '0' },
    configs: { type: 'string', default: 'four-humours:2,four-humours:4,tribes-of-the-wind:2' },
    port: { type: 'string', default: '18080' },
  },
});
const trees = positionals.map((t) => resolve(t));
const warmups = Number(values.warmup);
if (!Number.isInteger(warmups) || warmups < 0 || warmups > 20)
  throw new Error('--warmup must be a whole number from 0 to 20');
if (trees.length === 0) throw new Error('name at least one tree (a checkout of this repository)');
let port = Number(values.port);
const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ')[0] as string;

async function waitForHealth(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no server at ${url}`);
}

interface Sample {
  tree: string;
  game: string;
  players: number;
  actions: number;
  cpuMsPerAction: number;
  actionsPerSecond: number;
  errors: number;
  load: string;
}

async function measure(tree: string, game: string, players: number): Promise<Sample> {
  const data = mkdtempSync(join(tmpdir(), 'boardhall-cpu-'));
  // A port of its own per server: the last one may still hold its port while it shuts down.
  port++;
  const server = spawn(
    process.execPath,
    ['packages/cli/bin/boardhall.mjs', 'serve', '--port', String(port), '--host', '127.0.0.1', '--data', data],
    { cwd: tree, stdio: 'ignore' },
  );
  const exited = new Promise((r) => server.once('exit', r));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url);
    const pid = server.pid as number;
    // Each round its own matches (seeds and client addresses), as the capacity search does.
    const load = (round: number) => ({
      ...parseLoadTestArgs([
        ...['--url', url, '--matches', String(values.matches), '--game', game, '--players', String(players)],
        ...['--server-pid', String(pid), '--json'],
      ]),
      firstMatch: round * Number(values.matches),
    });
    for (let w = 0; w < warmups; w++) await runLoadTest(load(w + 1));
    const loadBefore = loadavg();
    // The load test reads the server's CPU itself once every match is set up (--server-pid).
    const r = await runLoadTest(load(0));
    const cpuMsPerAction = r.serverCpuMsPerAction ?? Number.NaN;
    return {
      tree,
      game,
      players,
      actions: r.actions,
      cpuMsPerAction,
      actionsPerSecond: r.actionsPerSecond,
      errors: r.errors,
      load: `${loadBefore} → ${loadavg()}`,
    };
  } finally {
    server.kill('SIGTERM');
    await exited;
    rmSync(data, { recursive: true, force: true });
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

const samples: Sample[] = [];
const configs = values.configs.split(',').map((c) => {
  const [game = '', players = '2'] = c.split(':');
  return { game, players: Number(players) };
});
for (let run = 0; run < Number(values.runs); run++) {
  for (const { game, players } of configs) {
    // Alternate which tree goes first, so that neither always runs on the warmer machine.
    const order = run % 2 === 0 ? trees : [...trees].reverse();
    for (const tree of order) {
      const s = await measure(tree, game, players);
      samples.push(s);
      process.stdout.write(`${JSON.stringify(s)}\n`);
    }
  }
}
process.stdout.write('\nconfiguration | tree | CPU ms/action (runs) | median | ratio to first tree\n');
for (const { game, players } of configs) {
  const base = median(
    samples.filter((s) => s.tree === trees[0] && s.game === game && s.players === players).map((s) => s.cpuMsPerAction),
  );
  for (const tree of trees) {
    const xs = samples
      .filter((s) => s.tree === tree && s.game === game && s.players === players)
      .map((s) => s.cpuMsPerAction);
    const m = median(xs);
    process.stdout.write(
      `${game} ${players}p | ${tree} | ${xs.join(' · ')} | ${m.toFixed(3)} | ${(m / base).toFixed(2)}\n`,
    );
  }
}
