/**
 * "Learn to play" Tribes of the Wind (issue #37), followed as a newcomer would: read the coach,
 * press Next, or click what it outlines, in its order (a phone's marked tab first), answering the
 * table's confirmation like a person. Nothing here reads the lesson data. Also: a wrong move gets
 * the lesson's refusal and changes nothing; "Show me" and Enter make a move by keyboard; a reload
 * keeps the step; the end offers a first real game against an easy bot; the first three steps in
 * three languages at both sizes are screenshot and pass the layout check.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastAnimations, type Harness, shot, startHarness } from './harness.ts';
import { checkLayout, formatFindings } from './layout-check.ts';

const GAME = 'tribes-of-the-wind';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function openLesson(viewport: { width: number; height: number }, lang = 'en', touch = false) {
  const { page, errors } = await h.page(viewport, touch);
  await fastAnimations(page, h.base);
  await page.evaluate((l) => localStorage.setItem('boardhall.lang', l), lang);
  await page.goto(`${h.base}#/learn/${GAME}`);
  // Only the hash changed: the page is loaded again to read the remembered language.
  await page.reload();
  await page.waitForSelector('[data-testid=coach-text]');
  return { page, errors };
}

/** What the coach shows now: where in the lesson, and its words. */
const coachKey = (page: Page) =>
  page.evaluate(() => {
    const where = document.querySelector('.coach-where')?.textContent ?? '';
    const text = document.querySelector('[data-testid=coach-text]')?.textContent ?? '';
    return `${where}|${text}`;
  });

type Phase = 'next' | 'act' | 'finished';

/** Waits until the coach asks something: Next, a move, or (the end) the first real game. */
async function settled(page: Page): Promise<Phase> {
  const handle = await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=coach-play-easy]')
        ? 'finished'
        : document.querySelector('[data-testid=coach-next]')
          ? 'next'
          : document.querySelector('[data-testid=coach-your-move]')
            ? 'act'
            : false,
    undefined,
    { timeout: 20_000, polling: 50 },
  );
  return (await handle.jsonValue()) as Phase;
}

/** The outlined element with the lowest number not clicked yet, marked as being clicked (null: none now). */
async function nextTarget(page: Page) {
  const found = await page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLElement>('[data-tutorial-target]')].sort(
      (a, b) => Number(a.dataset.tutorialTarget) - Number(b.dataset.tutorialTarget),
    );
    const el = all.find((e) => e.dataset.e2eClicked !== '1');
    if (el) el.dataset.e2eClicked = '1';
    return el !== undefined;
  });
  return found ? page.locator('[data-e2e-clicked="1"]:not([data-e2e-done])') : null;
}

/** Two frames: the table re-renders after a click and the coach outlines again. */
const frames = (page: Page) =>
  page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Makes the step's move by clicking its outlined targets in order (and confirming, as a person would). */
async function actByTargets(page: Page, key: string): Promise<void> {
  // A table element clicked in an earlier step may be outlined again: this step starts afresh.
  await page.evaluate(() => {
    for (const e of document.querySelectorAll('[data-e2e-clicked]')) {
      e.removeAttribute('data-e2e-clicked');
      e.removeAttribute('data-e2e-done');
    }
  });
  for (let tries = 0; tries < 40; tries++) {
    if ((await coachKey(page)) !== key) return;
    const confirm = page.locator('[data-testid=confirm]');
    if (await confirm.isVisible()) {
      await confirm.click();
      await frames(page);
      continue;
    }
    const target = await nextTarget(page);
    if (!target) {
      await frames(page);
      continue;
    }
    await target.click({ timeout: 5000 });
    // The clicked element may be gone already (the table re-renders): marked without waiting for it.
    await page.evaluate(() => {
      for (const e of document.querySelectorAll('[data-e2e-clicked="1"]:not([data-e2e-done])'))
        e.setAttribute('data-e2e-done', '');
    });
    await frames(page);
  }
  if ((await coachKey(page)) === key) throw new Error(`the step did not end by its targets: ${key}`);
}

/** One step as the screen says; returns its phase. */
async function followStep(page: Page): Promise<Phase> {
  const phase = await settled(page);
  const key = await coachKey(page);
  if (phase === 'next') await page.click('[data-testid=coach-next]');
  else if (phase === 'act') await actByTargets(page, key);
  if (phase !== 'finished')
    await page.waitForFunction(
      (k) => {
        const where = document.querySelector('.coach-where')?.textContent ?? '';
        const text = document.querySelector('[data-testid=coach-text]')?.textContent ?? '';
        return `${where}|${text}` !== k;
      },
      key,
      { timeout: 20_000 },
    );
  return phase;
}

const coachText = (page: Page) => page.locator('[data-testid=coach-text]').textContent();

/** Follows the coach until the text matches (exclusive). */
async function followUntil(page: Page, text: RegExp): Promise<void> {
  for (let i = 0; i < 200; i++) {
    await settled(page);
    if (text.test((await coachText(page)) ?? '')) return;
    await followStep(page);
  }
  throw new Error(`never reached ${text}`);
}

describe('Learn to play Tribes of the Wind', () => {
  it('is completed at 1280×800 by following the screen, refuses a wrong move, works by keyboard and survives a reload', async () => {
    const { page, errors } = await openLesson(DESKTOP);

    // A wrong move: G03 instead of G18's hard row. The coach says why, and nothing changes.
    await followUntil(page, /^G18’s hard row/);
    const hand = () =>
      page.locator('[data-testid=hand] [data-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
    const before = {
      hand: await hand(),
      water: await page.locator('[data-testid=water]').textContent(),
      key: await coachKey(page),
    };
    await page.click('[data-testid=hand] [data-card=G03]');
    await page.click('[data-testid=play-only]');
    await expect(page.locator('[data-testid=coach-refusal]').textContent()).resolves.toBe(
      'In this lesson, play the hard row of G18.',
    );
    expect({
      hand: await hand(),
      water: await page.locator('[data-testid=water]').textContent(),
      key: await coachKey(page),
    }).toEqual(before);
    await shot(page, 'tutorial-tribes-of-the-wind-refusal');
    await followStep(page);

    // By keyboard: Show me focuses each target in turn, Enter takes it.
    expect(await coachText(page)).toMatch(/^Forest tiles are bought/);
    const key = await coachKey(page);
    await page.click('[data-testid=coach-show]');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-tile'))).resolves.toBe('D01');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid=board] button[data-cell=B1][data-tutorial-target]');
    // The second press goes on to the step's second target, the cell.
    await page.click('[data-testid=coach-show]');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-cell'))).resolves.toBe('B1');
    await page.keyboard.press('Enter');
    await page.waitForFunction((k) => {
      const where = document.querySelector('.coach-where')?.textContent ?? '';
      const text = document.querySelector('[data-testid=coach-text]')?.textContent ?? '';
      return `${where}|${text}` !== k;
    }, key);

    // Progress is kept: a reload shows the same step.
    await followUntil(page, /^Each cleanse removes/);
    const kept = await coachKey(page);
    await page.reload();
    await page.waitForSelector('[data-testid=coach-text]');
    await settled(page);
    expect(await coachKey(page)).toBe(kept);

    // The rest, as the screen says.
    let steps = 0;
    try {
      while ((await followStep(page)) !== 'finished') {
        steps += 1;
        if (steps > 80) throw new Error('the lesson never ends');
      }
    } catch (e) {
      await shot(page, 'tutorial-tribes-of-the-wind-stuck');
      throw new Error(`stuck at “${await coachKey(page)}”: ${e instanceof Error ? e.message : String(e)}`);
    }
    await shot(page, 'tutorial-tribes-of-the-wind-en-1280-end');
    await page.click('[data-testid=coach-play-easy]');
    await page.waitForFunction(() => location.hash.startsWith('#/play/local/'));
    // A real game: a fresh table (round 1, no lesson coach) against a bot.
    await page.waitForSelector('[data-testid=totw-table] [data-testid=prompt]');
    await expect(page.locator('[data-testid=coach]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid=round]').textContent()).resolves.toMatch(/Round 1/);
    await expect(page.locator('[data-testid=players]').textContent()).resolves.toMatch(/bot/);
    await shot(page, 'tutorial-tribes-of-the-wind-first-game');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 180_000);

  it('is completed on a 390×844 phone by touch', async () => {
    const { page, errors } = await openLesson(PHONE, 'en', true);
    let steps = 0;
    try {
      while ((await followStep(page)) !== 'finished') {
        steps += 1;
        if (steps > 80) throw new Error('the lesson never ends');
      }
    } catch (e) {
      await shot(page, 'tutorial-tribes-of-the-wind-phone-stuck');
      throw new Error(`stuck at “${await coachKey(page)}”: ${e instanceof Error ? e.message : String(e)}`);
    }
    await shot(page, 'tutorial-tribes-of-the-wind-en-390-end');
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  for (const lang of ['en', 'uk', 'ru'] as const) {
    for (const [size, touch] of [
      [DESKTOP, false],
      [PHONE, true],
    ] as const) {
      it(`shows its first three steps in ${lang} at ${size.width}×${size.height}`, async () => {
        const { page, errors } = await openLesson(size, lang, touch);
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(lang);
        const found: string[] = [];
        for (let n = 1; n <= 3; n++) {
          await settled(page);
          await shot(page, `tutorial-${GAME}-${lang}-${size.width}-step${n}`);
          const findings = await checkLayout(page);
          if (findings.length > 0) found.push(`step ${n}:\n${formatFindings(findings)}`);
          await followStep(page);
        }
        expect(found).toEqual([]);
        expect(errors).toEqual([]);
        await page.context().close();
      }, 60_000);
    }
  }
});
