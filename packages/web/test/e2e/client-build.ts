/**
 * The built client for the end-to-end files, built once per change of its sources instead of once
 * per file: a vite build takes a core for half a minute, and every e2e file needs the same one.
 * The build is keyed by a hash of everything that goes into it (the packages' sources, the web
 * client's page, config and scripts, the lockfile) and kept in the system's temp folder; files
 * running at the same time wait for the one that builds (a lock folder, taken over when stale).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const REPO = fileURLToPath(new URL('../../../..', import.meta.url));
const WEB_ROOT = join(REPO, 'packages/web');
const PREFIX = 'boardhall-e2e-web-';
/** A lock older than this belongs to a file that died mid-build. */
const STALE_LOCK_MS = 5 * 60_000;
const DONE = '.built';

function filesUnder(dir: string, out: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) filesUnder(path, out);
    else out.push(path);
  }
}

/** A hash of every file the client build reads from this repository. */
export function sourceKey(): string {
  const files: string[] = [];
  for (const pkg of readdirSync(join(REPO, 'packages'))) filesUnder(join(REPO, 'packages', pkg, 'src'), files);
  filesUnder(join(WEB_ROOT, 'scripts'), files);
  filesUnder(join(WEB_ROOT, 'public'), files);
  for (const f of ['index.html', 'vite.config.ts', 'package.json']) files.push(join(WEB_ROOT, f));
  files.push(join(REPO, 'package-lock.json'));
  const hash = createHash('sha256');
  for (const file of files.sort()) {
    if (!existsSync(file)) continue;
    hash.update(relative(REPO, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

async function buildInto(dir: string): Promise<void> {
  await build({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    root: WEB_ROOT,
    logLevel: 'error',
    build: { outDir: dir, emptyOutDir: true },
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The folder of the client built from the current sources; builds it when no file has yet. */
export async function sharedClientBuild(): Promise<string> {
  const key = sourceKey();
  const dir = join(tmpdir(), `${PREFIX}${key}`);
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(join(dir, DONE))) return dir;
    try {
      mkdirSync(lock);
    } catch {
      // Another file is building it; wait, unless its lock is stale.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
      else await sleep(500);
      continue;
    }
    try {
      if (existsSync(join(dir, DONE))) return dir;
      const building = `${dir}.${process.pid}`;
      await buildInto(building);
      writeFileSync(join(building, DONE), new Date().toISOString());
      rmSync(dir, { recursive: true, force: true });
      renameSync(building, dir);
      removeOtherBuilds(key);
      return dir;
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** Builds of other sources a day old: no run still uses them (other checkouts may use newer ones). */
function removeOtherBuilds(key: string): void {
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(PREFIX) || name.startsWith(`${PREFIX}${key}`) || name.endsWith('.lock')) continue;
    const path = join(tmpdir(), name);
    if ((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) < dayAgo) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}
