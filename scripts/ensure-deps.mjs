#!/usr/bin/env node
// Installs what Boardhall needs before `npm start` and `npm test`, so that a fresh clone works
// with those two commands alone:
// - npm packages, with `npm ci`, whenever package-lock.json changed since the last install;
// - with --browser (before tests): Debian's Chromium for the end-to-end tests, when missing.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stamp = join(root, 'node_modules', '.boardhall-deps');
const lockHash = createHash('sha256')
  .update(readFileSync(join(root, 'package-lock.json')))
  .digest('hex');

const current = existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === lockHash;
if (!current) {
  console.log('Installing npm packages (npm ci)…');
  execFileSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
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
