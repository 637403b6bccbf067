/**
 * Steps shared by the installable-app tests (issue #37, item 2): waiting for the service worker,
 * cutting the network the way the issue asks (Chromium's DevTools protocol), counting the moves
 * a local game saved, and the layout check of the app's notices in every language at both sizes.
 */
import type { CDPSession, Page } from 'playwright-core';
import { checkLayout, formatFindings } from './layout-check.ts';

/**
 * Waits until the service worker is active, which Workbox reaches only once its install, the
 * precache of the whole build, has finished; returns how many files that cache holds.
 */
export async function precacheComplete(page: Page): Promise<number> {
  // Polled rather than awaiting `navigator.serviceWorker.ready`, which would wait forever for a
  // page that registers no worker: this fails instead.
  await page.evaluate(async () => {
    const giveUp = Date.now() + 60_000;
    for (;;) {
      const registration = await navigator.serviceWorker.getRegistration();
      if (registration?.active?.state === 'activated') return;
      if (Date.now() > giveUp) throw new Error('no service worker became active within a minute');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  return page.evaluate(async () => {
    let files = 0;
    for (const name of await caches.keys()) {
      if (name.includes('precache')) files += (await (await caches.open(name)).keys()).length;
    }
    return files;
  });
}

/** Whether the page is controlled by a service worker (it is, from the first reload after install). */
export const controlled = (page: Page): Promise<boolean> =>
  page.evaluate(() => navigator.serviceWorker.controller !== null);

/**
 * Cuts (or restores) the network: through the DevTools protocol (`Network.emulateNetworkConditions`
 * on the page, as the issue asks) and the browser context's offline switch too. Measured in headless
 * Chromium 156 (2026-12-06): each alone makes `navigator.onLine` false and fails the page's own
 * `fetch('/api/health')`, also when a service worker controls the page; neither stops the browser's
 * update check of `/sw.js` (`registration.update()` still reaches the server), which is why the
 * update test restarts the server rather than cutting the network.
 */
export async function setNetwork(page: Page, cdp: CDPSession, online: boolean): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: !online,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.context().setOffline(!online);
}

/** The local match this page shows (`#/play/local/<id>`): moves saved so far by the given seats. */
export async function savedMoves(page: Page, seats: readonly number[]): Promise<number> {
  return page.evaluate((humanSeats) => {
    const id = /#\/play\/local\/([^/?]+)/.exec(location.hash)?.[1];
    const raw = id ? localStorage.getItem(`boardhall.local.${decodeURIComponent(id)}`) : null;
    if (!raw) return 0;
    const record = JSON.parse(raw) as { actions: { seat: number }[] };
    return record.actions.filter((a) => humanSeats.includes(a.seat)).length;
  }, seats);
}

const LANGUAGES = [
  ['en', 'English'],
  ['uk', 'Українська'],
  ['ru', 'Русский'],
] as const;

/**
 * The layout check at 1280×800 and 390×844 in en, uk and ru, with `notice` (a selector) on screen;
 * the language is switched with the page's own switch, without a reload (a reload would be the very
 * thing an update offer must not cause). Returns the findings, empty when the layout holds.
 */
export async function noticeLayoutFindings(page: Page, notice: string): Promise<string[]> {
  const found: string[] = [];
  for (const size of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    for (const [locale, name] of LANGUAGES) {
      await page.locator('.lang-switch').getByRole('button', { name, exact: true }).click();
      await page.waitForFunction((l) => document.documentElement.lang === l, locale);
      await page.waitForSelector(notice);
      const findings = await checkLayout(page);
      if (findings.length > 0) found.push(`${locale} ${size.width}:\n${formatFindings(findings)}`);
    }
  }
  await page.locator('.lang-switch').getByRole('button', { name: 'English', exact: true }).click();
  await page.setViewportSize({ width: 1280, height: 800 });
  return found;
}
