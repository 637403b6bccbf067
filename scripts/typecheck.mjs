#!/usr/bin/env node
// `npm run typecheck`: the whole repository under the root tsconfig.json (tests included), then every
// package's own tsconfig.json, which gives its shipped code only the environment it may use: the engine,
// the games and the protocol neither DOM nor Node types, the server side no DOM, the web no Node.
// Two at a time, since tsc is mostly single-threaded and the machine has few cores.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const projects = [
  join(root, 'tsconfig.json'),
  ...readdirSync(join(root, 'packages'))
    .map((name) => join(root, 'packages', name, 'tsconfig.json'))
    .filter((file) => existsSync(file)),
];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, '--noEmit', '-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ project: relative(root, project), ok: code === 0, output }));
  });
}

const queue = [...projects];
const failures = [];
async function worker() {
  for (let project = queue.shift(); project; project = queue.shift()) {
    const result = await check(project);
    if (!result.ok) failures.push(result);
  }
}
await Promise.all([worker(), worker()]);

for (const { project, output } of failures) console.error(`tsc -p ${project} failed:\n${output}`);
if (failures.length > 0) process.exit(1);
console.log(`typecheck: ${projects.length} projects, no errors`);
