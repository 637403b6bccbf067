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

/** The file in a lock folder that names the process holding it. */
const HOLDER = 'pid';

/** Whether process `pid` has ended (a signal 0 only asks whether it exists). */
function processEnded(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Whether the lock's holder is known and has ended (a lock just taken may not name it yet). */
function holderDied(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, HOLDER), 'utf8'));
  } catch {
    return false;
  }
  return Number.isInteger(pid) && pid > 0 && processEnded(pid);
}

/** The folder of the client built from the current sources; builds it when no file has yet. */
export async function sharedClientBuild(): Promise<string> {
  const key = sourceKey();
  const dir = join(tmpdir(), `${PREFIX}${key}`);
  const lock = `${dir}.lock`;
  for (;;) {
    if (existsSync(join(dir, DONE))) return dir;
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, HOLDER), String(process.pid));
    } catch {
      // Another file is building it; wait, unless its lock is stale: its holder has died (a run
      // stopped mid-build, whose next run would otherwise wait out the age), or it is old.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS || holderDied(lock)) rmSync(lock, { recursive: true, force: true });
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
    if (!name.startsWith(PREFIX) || name.endsWith('.lock')) continue;
    const path = join(tmpdir(), name);
    // A build of these sources left half-done by a process that died (`<dir>.<pid>`).
    const builder = /\.(\d+)$/.exec(name)?.[1];
    if (name.startsWith(`${PREFIX}${key}`)) {
      if (builder !== undefined && processEnded(Number(builder))) rmSync(path, { recursive: true, force: true });
      continue;
    }
    if ((statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) < dayAgo) {
      rmSync(path, { recursive: true, force: true });
    }
  }
}
