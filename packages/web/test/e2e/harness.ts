/**
 * End-to-end harness: builds the client once per test file (vite's JS API, into a temp folder),
 * serves it with the real Boardhall server, and drives Debian's Chromium with playwright-core.
 * Screenshots go to artifacts/screenshots/ (gitignored). No timing assertions anywhere.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '@boardhall/server';
import { type Browser, type ConsoleMessage, chromium, type Page } from 'playwright-core';
import { sharedClientBuild } from './client-build.ts';

const _WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SCREENSHOTS = fileURLToPath(new URL('../../../../artifacts/screenshots', import.meta.url));

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface Harness {
  readonly base: string;
  /** The built client being served. */
  readonly webDir: string;
  readonly browser: Browser;
  /**
   * A fresh page (own storage) with console errors collected in `errors`; with `touch`, a phone's
   * screen played by touch alone (no hovering pointer, so no keyboard assumed).
   */
  page(viewport?: { width: number; height: number }, touch?: boolean): Promise<{ page: Page; errors: string[] }>;
  close(): Promise<void>;
}

/** The client built from the current sources (shared by the e2e files; see client-build.ts). */
export async function buildClient(): Promise<{ dir: string; remove(): void }> {
  return { dir: await sharedClientBuild(), remove: () => undefined };
}

export interface HarnessOptions {
  /**
   * Serve the client at http://localhost:<port> and start the server with that `publicUrl`:
   * WebAuthn wants a secure context and a relying party that is a host name, not an address.
   */
  readonly localhost?: boolean;
  /**
   * An SMTP server (`smtp://127.0.0.1:<port>`) the server sends its e-mails to, as `serve --smtp`;
   * needs `localhost`, since the e-mails' links are absolute (the public URL).
   */
  readonly smtpUrl?: string;
  /** The server's limits for one address, for a test that opens more matches than a person would. */
  readonly clientLimits?: ClientLimitOverrides;
  /** Leaderboards list players with this many rated games (the server's default is 5; a test plays fewer). */
  readonly leaderboardMinGames?: number;
}

type ClientLimitOverrides = NonNullable<NonNullable<Parameters<typeof createServer>[0]>['clientLimits']>;

/** A port free on this machine now (the server is then told its public URL before it listens). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  if (options.smtpUrl !== undefined && !options.localhost) {
    throw new Error('startHarness: smtpUrl needs localhost (the e-mails carry the public URL in their links)');
  }
  const web = await buildClient();
  const data = mkdtempSync(join(tmpdir(), 'boardhall-data-'));
  const fixedPort = options.localhost ? await freePort() : 0;
  const publicUrl = options.localhost ? `http://localhost:${fixedPort}` : undefined;
  const app = await createServer({
    dataDir: data,
    webRoot: web.dir,
    logger: false,
    botThreads: 1,
    ...(publicUrl !== undefined ? { publicUrl } : {}),
    ...(options.smtpUrl !== undefined
      ? { mail: { smtpUrl: options.smtpUrl, from: 'Boardhall <noreply@example.org>' } }
      : {}),
    ...(options.clientLimits ? { clientLimits: options.clientLimits } : {}),
    ...(options.leaderboardMinGames !== undefined ? { leaderboardMinGames: options.leaderboardMinGames } : {}),
  });
  await app.listen({ port: fixedPort, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    base: publicUrl !== undefined ? `${publicUrl}/` : `http://127.0.0.1:${port}/`,
    webDir: web.dir,
    browser,
    async page(viewport = { width: 1280, height: 720 }, touch = false) {
      const context = await browser.newContext({ viewport, locale: 'en-GB', hasTouch: touch, isMobile: touch });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (m: ConsoleMessage) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      return { page, errors };
    },
    async close() {
      await browser.close();
      await app.close();
      web.remove();
      rmSync(data, { recursive: true, force: true });
    },
  };
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/**
 * An error for a page that stopped offering what a test waits for: a screenshot
 * (artifacts/screenshots/stuck-<time>.png) and what the page showed, so that a run that fails once
 * shows the screen it stopped on.
 */
export async function stuckPage(page: Page, what: string, cause: unknown): Promise<Error> {
  const name = `stuck-${Date.now()}`;
  await shot(page, name).catch(() => undefined);
  const said = await page
    // biome-ignore lint/performance/useDomNodeTextContent: what is shown, not hidden tabs' text
    .evaluate(() => document.body.innerText.replace(/\s+/g, ' ').slice(0, 1500))
    .catch(() => '(the page did not answer)');
  return new Error(`${what} (${page.url()}; screenshot ${name}.png). The page showed: ${said}`, { cause });
}

/** Fast bots for tests: no pause between bot moves. */
export async function fastAnimations(page: Page, base: string): Promise<void> {
  await page.goto(base);
  await page.evaluate(() => localStorage.setItem('boardhall.settings', JSON.stringify({ animations: 'off' })));
}

/**
 * In the replay viewer, seen as the first seat: at 1280×800 and at 390×844 the player's hand
 * (`hand`, a selector) shows whole above the replay's controls, not under them. Leaves the
 * viewport at 1280×800.
 */
export async function expectHandAboveReplayBar(page: Page, hand: string, name: string): Promise<void> {
  await page.selectOption('[data-testid=replay-viewer]', '0');
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      ([handSel]) => {
        const handBox = document.querySelector(handSel as string)?.getBoundingClientRect();
        const bar = document.querySelector('.replay-bar')?.getBoundingClientRect();
        return handBox !== undefined && bar !== undefined && handBox.height > 0 && handBox.bottom <= bar.top + 1;
      },
      [hand],
      { timeout: 5000 },
    );
    await shot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
