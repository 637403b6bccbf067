#!/usr/bin/env node
// Installs what Boardhall needs before `npm start` and `npm test`, so that a fresh clone works
// with those two commands alone:
// - npm packages, with `npm ci`, whenever package-lock.json changed since the last install;
// - with --browser (before tests): Debian's Chromium for the end-to-end tests, when missing.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.boardhall-deps');
const lockHash = createHash('sha256')
  .update(readFileSync(join(root, 'package-lock.json')))
  .digest('hex');

/**
 * Runs `npm ci`, saying what it does first and how long it has been at it every 20 s: npm itself
 * prints nothing until it is done, and a first install takes minutes.
 */
function installPackages() {
  console.log(
    'Installing npm packages (npm ci): about 760 packages, 400 MB in node_modules, and better-sqlite3\n' +
      'compiled for this Node when no ready-made binary can be fetched. This takes 1 to 9 minutes on\n' +
      "this project's 2-core machines (1 when quiet, more when busy); npm prints nothing until it is\n" +
      'done. Later starts skip it until ' +
      'package-lock.json changes.',
  );
  const started = Date.now();
  const ticker = setInterval(() => {
    console.log(`  …still installing (${Math.round((Date.now() - started) / 1000)} s)`);
  }, 20_000);
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearInterval(ticker);
      if (code === 0) resolve();
      else reject(new Error(`npm ci failed (${signal ?? `exit code ${code}`}); its output above says why.`));
    });
  });
}

const current = existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === lockHash;
if (!current) {
  try {
    await installPackages();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  writeFileSync(stamp, `${lockHash}\n`);
}

export const CHROMIUM = '/usr/bin/chromium';

if (process.argv.includes('--browser') && !existsSync(CHROMIUM)) {
  console.log("Installing Debian's Chromium for the browser tests (apt-get)…");
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0 ? [] : ['sudo'];
  const run = (args) => {
    const [cmd, ...rest] = [...asRoot, ...args];
    execFileSync(cmd, rest, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  run(['apt-get', 'update', '-qq']);
  run(['apt-get', 'install', '-y', '-qq', 'chromium', 'fonts-dejavu-core']);
}
