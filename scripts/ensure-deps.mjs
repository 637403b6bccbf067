#!/usr/bin/env node
// Installs what Boardhall needs before `npm start` and `npm test`, so that a fresh clone works
// with those two commands alone. npm packages are (re)installed with `npm ci` whenever
// package-lock.json changed since the last install; nothing is done when they are current.
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
