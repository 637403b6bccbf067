#!/usr/bin/env node
// Makes sure the services the tests use answer before `npm test` (run by `pretest`):
// - PostgreSQL at BOARDHALL_TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/test),
// - Redis at BOARDHALL_TEST_REDIS_URL (default redis://127.0.0.1:6379).
// Project machines and CI have both running. Where nothing answers on a loopback address, this
// installs Debian's `postgresql` / `redis-server` with apt-get when missing and starts throwaway
// instances (trust authentication, data in a temporary folder), printing what it did. Whatever it
// cannot do it says, and the tests that need the service then fail with their own sentence: they
// never skip.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PG_URL = new URL(process.env.BOARDHALL_TEST_PG_URL || 'postgres://postgres@127.0.0.1:5432/test');
const REDIS_URL = new URL(process.env.BOARDHALL_TEST_REDIS_URL || 'redis://127.0.0.1:6379');
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const say = (line) => console.log(`ensure-services: ${line}`);

/** Whether something accepts TCP connections on host:port. */
function answers(host, port) {
  return new Promise((resolve) => {
    const socket = connect({ host: host.replace(/^\[|\]$/g, ''), port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

async function waitFor(host, port, what) {
  for (let i = 0; i < 100; i++) {
    if (await answers(host, port)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start answering on ${host}:${port}`);
}

const run = (cmd, args, options = {}) =>
  execFileSync(cmd, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });

let aptUpdated = false;
function aptInstall(pkg) {
  const sudo = isRoot ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args) => {
    const [cmd, ...rest] = [...sudo, 'apt-get', ...args];
    run(cmd, rest, { env });
  };
  say(`installing Debian's ${pkg} (apt-get)…`);
  if (!aptUpdated) apt(['update', '-qq']);
  aptUpdated = true;
  apt(['install', '-y', '-qq', pkg]);
}

/** The newest installed PostgreSQL's bin folder, e.g. /usr/lib/postgresql/15/bin. */
function postgresBin() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : null;
}

async function ensurePostgres() {
  const host = PG_URL.hostname;
  const port = Number(PG_URL.port || 5432);
  if (await answers(host, port)) {
    say(`PostgreSQL answers at ${host}:${port}.`);
    // Some tests start a PostgreSQL of their own (to restart it mid-game), so the server's
    // binaries must be here even when a PostgreSQL already answers.
    if (!postgresBin()) aptInstall('postgresql');
    return;
  }
  if (!LOOPBACK.has(host)) {
    say(`nothing answers at PostgreSQL ${host}:${port}, and it is not this machine; the tests that need it will fail.`);
    return;
  }
  let bin = postgresBin();
  if (!bin) {
    aptInstall('postgresql');
    bin = postgresBin();
    if (!bin) throw new Error('apt-get installed postgresql, but no /usr/lib/postgresql/*/bin/initdb was found');
    // The package may have started its own cluster (password logins only) on the port.
    if (await answers(host, port)) {
      say(`stopping the cluster Debian's package started, to run a throwaway one with trust logins…`);
      run('pg_ctlcluster', [readdirSync('/usr/lib/postgresql').sort().at(-1), 'main', 'stop']);
    }
  }
  // PostgreSQL refuses to run as root: as root, run it as the package's `postgres` user.
  const dir = mkdtempSync(join(tmpdir(), 'boardhall-pg-'));
  chmodSync(dir, 0o777);
  const data = join(dir, 'data');
  const asOwner = (cmd, args) => (isRoot ? run('runuser', ['-u', 'postgres', '--', cmd, ...args]) : run(cmd, args));
  const user = decodeURIComponent(PG_URL.username || 'postgres');
  asOwner(join(bin, 'initdb'), ['-D', data, '-U', user, '--auth=trust', '-E', 'UTF8', '--no-instructions']);
  const serverOptions = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dir}`;
  asOwner(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'postgres.log'), '-o', serverOptions, '-w', 'start']);
  await waitFor('127.0.0.1', port, 'PostgreSQL');
  const database = decodeURIComponent(PG_URL.pathname.slice(1) || 'test');
  asOwner(join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', user, database]);
  say(
    `started a throwaway PostgreSQL on 127.0.0.1:${port} (database ${database}, trust logins, data in ${data}; ` +
      `stop it with: ${isRoot ? 'runuser -u postgres -- ' : ''}${join(bin, 'pg_ctl')} -D ${data} stop)`,
  );
}

async function ensureRedis() {
  const host = REDIS_URL.hostname;
  const port = Number(REDIS_URL.port || 6379);
  // The cluster tests start Redis instances of their own (to kill and restart one mid-game), so
  // the server binary must be here even when a Redis already answers.
  let server = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((p) => existsSync(p));
  if (await answers(host, port)) {
    say(`Redis answers at ${host}:${port}.`);
    if (!server) {
      aptInstall('redis-server');
      server = '/usr/bin/redis-server';
    }
    return;
  }
  if (!LOOPBACK.has(host)) {
    say(`nothing answers at Redis ${host}:${port}, and it is not this machine; the tests that need it will fail.`);
    return;
  }
  if (!server) {
    aptInstall('redis-server');
    if (await answers(host, port)) {
      say(`Debian's redis-server package started Redis on ${host}:${port}.`);
      return;
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'boardhall-redis-'));
  const args = ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(port), '--dir', dir];
  run(server ?? '/usr/bin/redis-server', [...args, '--save', '', '--appendonly', 'no', '--pidfile', join(dir, 'pid')]);
  await waitFor('127.0.0.1', port, 'Redis');
  say(
    `started a throwaway Redis on 127.0.0.1:${port} (no persistence; stop it with: redis-cli -p ${port} shutdown nosave)`,
  );
}

for (const [what, ensure] of [
  ['PostgreSQL', ensurePostgres],
  ['Redis', ensureRedis],
]) {
  try {
    await ensure();
  } catch (error) {
    say(`could not provide ${what}: ${error instanceof Error ? error.message : String(error)}`);
    say(`the tests that need ${what} will fail and say so.`);
  }
}
