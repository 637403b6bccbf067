/**
 * Bytes a browser is sent on its first visit (docs/benchmarks.md, "Web client: bytes sent on first
 * load"): the real server (`boardhall serve`) on a built client, Debian's Chromium with an empty
 * cache, and the bytes each response took on the wire as Chromium's network log reports them
 * (`encodedDataLength`: headers and compressed body). Pages: the home page (the lobby), and a local
 * table of each game opened from the create form with its defaults (everything from the first
 * request until the table shows); then the home page again in the same browser (a repeat visit,
 * what the cache saves). Each is measured as a browser asks (brotli and gzip accepted) and, for
 * comparison, accepting no compression. The service worker's precache, which it fetches in the
 * background after the first visit (issue #37), is counted apart: files, bytes on the wire and
 * bytes stored. A screenshot of each goes to artifacts/screenshots/first-load-N.png.
 *
 *   npm run build -w @boardhall/web && npx tsx packages/web/scripts/first-load.ts [distDir] [--json]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SCREENSHOTS = join(ROOT, 'artifacts', 'screenshots');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LoadFigure {
  readonly page: string;
  readonly encodings: 'br, gzip' | 'none';
  readonly requests: number;
  /** Bytes on the wire: response headers and (compressed) bodies. */
  readonly sent: number;
  /** The bodies once decoded: what the browser had to parse. */
  readonly decoded: number;
}

/** Starts `boardhall serve` on a free port over `webRoot`; resolves its address and a stop function. */
async function startServer(webRoot: string): Promise<{ base: string; stop(): Promise<void> }> {
  const data = mkdtempSync(join(tmpdir(), 'boardhall-first-load-'));
  const bin = join(ROOT, 'packages', 'cli', 'bin', 'boardhall.mjs');
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--port', '0', '--host', '127.0.0.1', '--data', data, '--web', webRoot, '--bot-threads', '1'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const base = await new Promise<string>((done, fail) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const url = /running at (http:\/\/\S+?)\/? /.exec(out)?.[1];
      if (url) done(`${url}/`);
    });
    child.on('exit', (code) => fail(new Error(`boardhall serve exited (${code}) before listening:\n${out}`)));
  });
  return {
    base,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(data, { recursive: true, force: true });
    },
  };
}

/** Runs `visit` in `context` and sums what Chromium's network log says each response took. */
async function measure(
  context: BrowserContext,
  page: Page,
  visit: () => Promise<void>,
): Promise<{ requests: number; sent: number; decoded: number }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  let requests = 0;
  let sent = 0;
  let decoded = 0;
  cdp.on('Network.loadingFinished', (e) => {
    requests += 1;
    sent += e.encodedDataLength;
  });
  cdp.on('Network.dataReceived', (e) => {
    decoded += e.dataLength;
  });
  await visit();
  // Late chunks (lazy modules a screen imports after showing) are counted too.
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { requests, sent, decoded };
}

/**
 * Counts what the service worker fetches for its precache: Playwright reports a worker's own
 * requests on the context (a page's CDP log does not see them). Resolves, once the worker is
 * active, the files it cached, the bytes they took on the wire, and their size as stored.
 */
function watchPrecache(
  context: BrowserContext,
): (page: Page) => Promise<{ requests: number; sent: number; decoded: number }> {
  let sent = 0;
  context.on('requestfinished', (request) => {
    if (request.serviceWorker() === null) return;
    void request.sizes().then((sizes) => {
      sent += sizes.responseHeadersSize + sizes.responseBodySize;
    });
  });
  return async (page) => {
    const stored = await page.evaluate(async () => {
      const giveUp = Date.now() + 120_000;
      while ((await navigator.serviceWorker.getRegistration())?.active?.state !== 'activated') {
        if (Date.now() > giveUp) throw new Error('no service worker became active within two minutes');
        await new Promise((done) => setTimeout(done, 200));
      }
      let files = 0;
      let bytes = 0;
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          files += 1;
          bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
        }
      }
      return { files, bytes };
    });
    return { requests: stored.files, sent, decoded: stored.bytes };
  };
}

async function openTable(page: Page, base: string, game: string, ready: string): Promise<void> {
  await page.goto(`${base}#/new/${game}`);
  await page.waitForSelector('[data-testid=create]');
  await page.click('[data-testid=create]');
  await page.waitForSelector(ready);
}

export async function firstLoad(webRoot: string): Promise<LoadFigure[]> {
  const server = await startServer(webRoot);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  const figures: LoadFigure[] = [];
  try {
    for (const encodings of ['br, gzip', 'none'] as const) {
      const headers: Record<string, string> = encodings === 'none' ? { 'accept-encoding': 'identity' } : {};
      const fresh = async (name: string, visit: (page: Page) => Promise<void>, context?: BrowserContext) => {
        const ctx =
          context ?? (await browser.newContext({ viewport: { width: 1280, height: 800 }, extraHTTPHeaders: headers }));
        const page = await ctx.newPage();
        figures.push({ page: name, encodings, ...(await measure(ctx, page, () => visit(page))) });
        // What was measured, to look at: a page that rendered from compressed files.
        mkdirSync(SCREENSHOTS, { recursive: true });
        await page.screenshot({ path: join(SCREENSHOTS, `first-load-${figures.length}.png`) });
        await page.close();
        return ctx;
      };
      const homeContext = await browser.newContext({
        viewport: { width: 1280, height: 800 },
        extraHTTPHeaders: headers,
      });
      const precached = watchPrecache(homeContext);
      const home = await fresh(
        'home page (lobby)',
        async (page) => {
          await page.goto(server.base);
          await page.waitForSelector('[data-testid=game-four-humours]');
        },
        homeContext,
      );
      // After the first paint, in the background: the service worker caches the whole build.
      const probe = await home.newPage();
      await probe.goto(server.base);
      figures.push({ page: 'service worker precache (after load)', encodings, ...(await precached(probe)) });
      await probe.close();
      await fresh(
        'home page again, same browser (repeat visit)',
        (page) => page.goto(server.base).then(() => {}),
        home,
      );
      await home.close();
      for (const [game, ready] of [
        ['four-humours', '.fh-table'],
        ['tribes-of-the-wind', '[data-testid=totw-table]'],
      ] as const) {
        const ctx = await fresh(`a ${game} table (from the first request)`, (page) =>
          openTable(page, server.base, game, ready),
        );
        await ctx.close();
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return figures;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(ROOT, 'packages', 'web', 'dist'));
  const figures = await firstLoad(dir);
  if (args.includes('--json')) {
    console.log(JSON.stringify(figures, null, 2));
  } else {
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    for (const f of figures) {
      console.log(
        `${f.page}, compression ${f.encodings}: ${f.requests} requests, ${kb(f.sent)} sent (${f.sent} bytes), ${kb(f.decoded)} decoded`,
      );
    }
  }
}
