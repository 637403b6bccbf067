/**
 * Issue #37, item 2: a new version never breaks a game in progress. Version A of the client is
 * served and installed; a local game is opened and played; the server is then restarted on the same
 * address with version B (a second real build whose entry differs, so every hash that depends on it
 * changes, and the service worker with them). The page checks for an update: B downloads and waits,
 * the page offers "Update", and the game is never reloaded by itself (a marker on `window` survives,
 * the game goes on). Only the player's click swaps B in; the game then resumes where it was.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from '@boardhall/server';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedClientBuild } from './client-build.ts';
import { createLocal, nextStep, playOne } from './fh-play.ts';
import { CHROMIUM_ARGS, fastAnimations, shot } from './harness.ts';
import { controlled, noticeLayoutFindings, precacheComplete, savedMoves } from './pwa-steps.ts';

const WEB_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const NO_SHOTS = () => new Set(['walkthrough', 'walkthrough-scene', 'decision', 'potion-picked']);

/**
 * Version B: the entry module says which build it is, as any change to the app's code would change
 * it; its hash, and the hash of every chunk that names it, change with it.
 */
function markBuildB(): Plugin {
  return {
    name: 'boardhall-test-build-b',
    transform(code, id) {
      return id.endsWith('/src/main.tsx') ? `${code}\ndocument.documentElement.dataset.build = 'B';\n` : null;
    },
  };
}

let versionA: string;
const versionB = mkdtempSync(join(tmpdir(), 'boardhall-e2e-web-b-'));
const data = mkdtempSync(join(tmpdir(), 'boardhall-data-'));
let app: FastifyInstance;
let port = 0;
let browser: Browser;

async function serve(webRoot: string): Promise<void> {
  app = await createServer({ dataDir: data, webRoot, logger: false, botThreads: 1 });
  await app.listen({ port, host: '127.0.0.1' });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  versionA = await sharedClientBuild();
  await build({
    configFile: join(WEB_ROOT, 'vite.config.ts'),
    root: WEB_ROOT,
    logLevel: 'error',
    build: { outDir: versionB, emptyOutDir: true },
    plugins: [markBuildB()],
  });
  await serve(versionA);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(versionB, { recursive: true, force: true });
  rmSync(data, { recursive: true, force: true });
});

const entryScript = (page: Page) =>
  page.evaluate(() => document.querySelector<HTMLScriptElement>('script[type=module]')?.src ?? '');

async function playUntil(page: Page, moves: number): Promise<void> {
  while ((await savedMoves(page, [0])) < moves) {
    expect(await nextStep(page)).not.toBe('end');
    await playOne(page, NO_SHOTS(), 'update');
  }
}

describe('a new version while a game is open', () => {
  it('offers "Update" and never reloads the game by itself; the click applies it and the game resumes', async () => {
    const base = `http://127.0.0.1:${port}/`;
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
    const page = await context.newPage();
    await fastAnimations(page, base);
    await precacheComplete(page);
    await page.reload();
    expect(await controlled(page)).toBe(true);
    const scriptA = await entryScript(page);

    await createLocal(page, base, ['human', 'greedy']);
    await playUntil(page, 2);
    const game = page.url();
    await page.evaluate(() => {
      (window as { openSince?: string }).openSince = 'version A';
    });

    // Version B goes live at the same address; the page asks whether its worker changed.
    await app.close();
    await serve(versionB);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await page.waitForSelector('[data-testid=update-offer]');
    await shot(page, 'update-offer-1280');
    // B is installed and waits; the page is the one it was, its game untouched and still playable.
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );
    expect(await page.evaluate(() => (window as { openSince?: string }).openSince)).toBe('version A');
    expect(page.url()).toBe(game);
    const before = await savedMoves(page, [0]);
    await playUntil(page, before + 2);
    expect(await page.evaluate(() => (window as { openSince?: string }).openSince)).toBe('version A');
    expect(await entryScript(page)).toBe(scriptA);
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBeUndefined();
    expect(await noticeLayoutFindings(page, '[data-testid=update-offer]')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'update-offer-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The player chooses: B takes over, the page reloads once, the game resumes from its save.
    const moves = await savedMoves(page, [0]);
    await Promise.all([page.waitForEvent('load'), page.click('[data-testid=update-apply]')]);
    await page.waitForSelector('.fh-table');
    expect(page.url()).toBe(game);
    expect(await page.evaluate(() => (window as { openSince?: string }).openSince)).toBeUndefined();
    expect(await entryScript(page)).not.toBe(scriptA);
    expect(await page.evaluate(() => document.documentElement.dataset.build)).toBe('B');
    expect(await savedMoves(page, [0])).toBe(moves);
    await expect(page.locator('[data-testid=update-offer]').count()).resolves.toBe(0);
    await context.close();
  });
});
