/**
 * Issue #37, item 2: after one visit the site works with no network. The site is loaded once; once
 * the service worker has precached the build, Chromium's network is cut through the DevTools
 * protocol and the page reloaded: the rules and a lesson open, and a local game against a bot in
 * each game and a hotseat game are started and played for 10 moves each. The lobby says it needs a connection, and lists the open
 * matches again by itself once the network is back. Without the service worker the offline reload
 * fails, and so does this test.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocal, nextStep, playOne as playFourHumours } from './fh-play.ts';
import { fastAnimations, type Harness, shot, startHarness } from './harness.ts';
import { controlled, noticeLayoutFindings, precacheComplete, savedMoves, setNetwork } from './pwa-steps.ts';
import { playOne as playTribes } from './totw-play.ts';

const MOVES = 10;
/** Screens each game's helpers would photograph once: none here (the game tests take them). */
const NO_SHOTS = () => new Set(['walkthrough', 'walkthrough-scene', 'decision', 'potion-picked']);
const NO_TRIBES_SHOTS = () =>
  new Set(
    ['your-turn', 'village-confirm', 'card-picked', 'temple-slots', 'temple-confirm', 'cleanse', 'firebreak'].concat([
      'plant',
      'plant-cell',
      'move',
      'catapult',
      'village-card',
      'village-card-side',
      'draw',
      'ability',
    ]),
  );

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

/** Plays Four Humours until the human seats saved `MOVES` moves, passing the device when asked. */
async function fourHumoursMoves(page: Page, humans: readonly number[]): Promise<void> {
  while ((await savedMoves(page, humans)) < MOVES) {
    const step = await nextStep(page);
    expect(step, 'the game ended before 10 moves').not.toBe('end');
    if (step === 'cover') await page.locator('.cover button').click();
    else await playFourHumours(page, NO_SHOTS(), 'offline-fh');
  }
}

async function tribesMoves(page: Page): Promise<void> {
  while ((await savedMoves(page, [0])) < MOVES) {
    const kind = await playTribes(page, NO_TRIBES_SHOTS(), 'offline-totw');
    expect(kind, 'the game ended before 10 moves').not.toBe('end');
  }
}

/** A 2-player Tribes of the Wind match against a greedy bot, from the create form. */
async function createTribes(page: Page): Promise<void> {
  await page.goto(`${h.base}#/new/tribes-of-the-wind`);
  await page.waitForSelector('[data-testid=create]');
  while (Number(await page.locator('[data-testid=player-count]').textContent()) > 2) {
    await page.getByRole('button', { name: 'One player fewer', exact: true }).click();
  }
  await page.locator('[data-testid=seat-1] select').selectOption('bot:greedy');
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=totw-table]');
}

describe('offline, after one visit', () => {
  it('plays local games with no network, and the lobby comes back with the network', async () => {
    const { page, errors } = await h.page({ width: 1280, height: 800 });
    await fastAnimations(page, h.base);
    await page.waitForSelector('[data-testid=open-section][data-state=ok]');
    // Nothing is asked of the network before the first visit ends: the precache is the worker's.
    const cached = await precacheComplete(page);
    expect(cached).toBeGreaterThan(40);
    const cdp = await page.context().newCDPSession(page);
    await setNetwork(page, cdp, false);
    await page.reload();
    expect(await controlled(page)).toBe(true);
    await page.waitForSelector('[data-testid=game-four-humours]');
    // The lobby's server parts say they need a connection; the rest of the home page works.
    await page.waitForSelector('[data-testid=offline-notice]');
    await page.waitForSelector('[data-testid=open-section][data-state=offline]');
    await shot(page, 'offline-home');
    expect(await noticeLayoutFindings(page, '[data-testid=offline-notice]')).toEqual([]);

    // The rules need no server.
    await page.goto(`${h.base}#/rules/tribes-of-the-wind`);
    await page.waitForSelector('[data-testid=rules]');

    // Nor do the lessons: "Learn to play" from the rules page opens its table and coach, and Next
    // moves on (the lesson's chunk and its recorded positions come from the precache).
    await page.click('[data-testid=learn-tribes-of-the-wind]');
    await page.waitForSelector('[data-testid=coach-next]');
    const first = await page.locator('[data-testid=coach-text]').textContent();
    await page.click('[data-testid=coach-next]');
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid=coach-text]')?.textContent !== before,
      first,
    );
    await expect(page.locator('[data-testid=offline-notice]').count()).resolves.toBe(0);
    await shot(page, 'offline-lesson');

    await createLocal(page, h.base, ['human', 'greedy']);
    await fourHumoursMoves(page, [0]);
    await shot(page, 'offline-four-humours');

    await createTribes(page);
    await tribesMoves(page);
    await shot(page, 'offline-tribes');

    await createLocal(page, h.base, ['human', 'human']);
    await fourHumoursMoves(page, [0, 1]);
    await shot(page, 'offline-hotseat');

    // The network returns: the notice goes and the open matches load, with no reload.
    await page.goto(`${h.base}#/`);
    await page.waitForSelector('[data-testid=open-section][data-state=offline]');
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    await setNetwork(page, cdp, true);
    await page.waitForSelector('[data-testid=open-section][data-state=ok]');
    await expect(page.locator('[data-testid=offline-notice]').count()).resolves.toBe(0);
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    // Errors while offline are the lobby's failed fetches, which it reports on the page itself.
    expect(errors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/.test(e))).toEqual(
      [],
    );
    await page.context().close();
  });
});
