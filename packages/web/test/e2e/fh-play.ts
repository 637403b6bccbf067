/**
 * Playing Four Humours in the browser by clicking, for the end-to-end tests: a local match from
 * the create-match form, what the table offers now, and one human turn.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { TOUCH_ONLY } from '../../src/ui/media.ts';
import { shot, stuckPage } from './harness.ts';

/** Sets up a local match from the create-match form: seats as 'human' or a bot spec. */
export async function createLocal(page: Page, base: string, seats: readonly string[], mode?: string): Promise<void> {
  await page.goto(`${base}#/new/four-humours`);
  await page.waitForSelector('[data-testid=create]');
  if (mode) await page.locator('label', { hasText: mode }).click();
  // Solo has exactly one player: no count to change.
  while ((await page.locator('[data-testid=player-count]').count()) > 0) {
    const count = Number(await page.locator('[data-testid=player-count]').textContent());
    if (count === seats.length) break;
    await page
      .getByRole('button', { name: count < seats.length ? 'One player more' : 'One player fewer', exact: true })
      .click();
  }
  // A new match's bots are the game's default opponent: the normal search, not greedy.
  if (seats.length > 1) {
    await expect.poll(() => page.locator('[data-testid=seat-1] select').inputValue()).toBe('bot:ismcts:level=normal');
  }
  for (const [i, s] of seats.entries()) {
    await page.locator(`[data-testid=seat-${i}] select`).selectOption(s === 'human' ? 'human' : `bot:${s}`);
  }
  await page.locator('summary').click();
  await page.locator('[data-testid=seed]').fill('e2e-seed-7');
  await page.click('[data-testid=create]');
  await page.waitForSelector('.fh-table');
}

export type Step = 'walkthrough' | 'choose' | 'place' | 'pass' | 'end' | 'cover';

/** What the table offers now, waiting until it offers something. */
export async function nextStep(page: Page): Promise<Step> {
  const handle = await page
    .waitForFunction(
      () => {
        // Only what a player can see counts (on a phone, other tabs are hidden).
        const seen = (sel: string) =>
          [...document.querySelectorAll<HTMLElement>(sel)].some((el) => el.getClientRects().length > 0);
        if (seen('.end-dialog')) return 'end';
        if (seen('.cover')) return 'cover';
        if (seen('[data-target-cell], [data-target-plot]')) return 'choose';
        if (seen('[data-testid=walkthrough]')) return 'walkthrough';
        if (seen('.fh-hand-potion:not([disabled])')) return 'place';
        if (seen('[data-testid=pass]:not([disabled])')) return 'pass';
        return false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    )
    .catch(async (e: unknown) => {
      throw await stuckPage(page, 'The table offered no step within 60 s', e);
    });
  return (await handle.jsonValue()) as Step;
}

/** Takes one human turn by clicking; returns what it did. */
export async function playOne(page: Page, shots: Set<string>, prefix: string): Promise<Step> {
  const step = await nextStep(page);
  const once = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await shot(page, `${prefix}-${name}`);
  };
  // Checked outside the try below, which forgives only a table that moved on between look and click.
  if (step === 'walkthrough' && (await page.locator('.fh-hand-potion:not([disabled])').count())) {
    // My turn to place under an open walkthrough: the scene cards are on screen too.
    expect(await page.locator('[data-testid=display]').count()).toBe(1);
  }
  if (step === 'choose' && (await page.locator('[data-testid=walkthrough]').count())) {
    // A question mid-resolution: the walkthrough shows the page that asks it (on a phone, behind the
    // scenes tab while the map tab shows), and a target is on screen.
    expect(await page.locator('.fh-walk-chip').last().getAttribute('aria-current')).toBe('step');
    const inView = await page
      .locator('[data-target-cell], [data-target-plot]')
      .first()
      .evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight;
      });
    expect(inView).toBe(true);
    // The walkthrough asks for a plot on a fief, a cell on the map otherwise, and says "tap" on a
    // touch screen, "click" elsewhere (the words checked in English only).
    if ((await page.getAttribute('html', 'lang')) === 'en') {
      const where = (await page.locator('[data-target-plot]').count()) ? 'plot on your fief' : 'cell on the map';
      const touch = await page.evaluate((q) => window.matchMedia(q).matches, TOUCH_ONLY);
      await expect(page.locator('[data-testid=walkthrough]').textContent()).resolves.toContain(
        `Your choice: ${touch ? 'tap' : 'click'} a dashed ${where}.`,
      );
    }
  }
  try {
    if (step === 'walkthrough') {
      await once('walkthrough');
      if (!shots.has('walkthrough-scene') && (await walkNext(page))) await once('walkthrough-scene');
      await page.click('[data-testid=walk-close]', { timeout: 2000 });
    } else if (step === 'choose') {
      await once('decision');
      await page.locator('[data-target-cell], [data-target-plot]').first().click({ timeout: 2000 });
    } else if (step === 'place') {
      await page.locator('.fh-hand-potion:not([disabled])').first().click({ timeout: 2000 });
      await once('potion-picked');
      await page.locator('.fh-slot-target').first().click({ timeout: 2000 });
    } else if (step === 'pass') {
      await page.click('[data-testid=pass]', { timeout: 2000 });
    }
  } catch {
    // The table moved on between looking and clicking (a bot acted): look again.
  }
  return step;
}

/**
 * Turns the walkthrough to its next page; false when there is none. The table may also jump to the
 * last page on its own between looking and clicking: a question of mine arrived mid-resolution and
 * the walkthrough shows the page that asks it, where Next is disabled.
 */
export async function walkNext(page: Page): Promise<boolean> {
  const next = page.locator('[data-testid=walk-next]');
  if (await next.isDisabled()) return false;
  try {
    await next.click({ timeout: 10_000 });
    return true;
  } catch (error) {
    if (await next.isDisabled()) return false;
    throw error;
  }
}

/**
 * The other players' placements since my last action (issue #15 item 2), read from the log as a
 * player reads it, against the slots outlined on the table: `expected` placements whose card is
 * still on the table, `shown` of them outlined, and `outlined` slots in all (no others may be).
 */
export async function lastMovesShown(page: Page): Promise<{ expected: number; shown: number; outlined: number }> {
  return page.evaluate(() => {
    const entries = [...document.querySelectorAll<HTMLElement>('[data-testid=log] .log-entry')];
    let from = entries.findLastIndex((e) => e.dataset.seat === '0');
    if (from < 0) from = 0;
    const lines = entries
      .slice(from)
      .flatMap((e) => [...e.querySelectorAll('p, summary')].map((p) => p.textContent ?? ''));
    const outlined = (el: Element | undefined) => !!el && getComputedStyle(el).outlineStyle === 'double';
    let expected = 0;
    let shown = 0;
    for (const text of lines) {
      const m = /places (?:a potion|it face down) on (the party tile )?“([^”]+)”, slot (\d+)/.exec(text);
      if (!m || text.includes('(you)')) continue;
      const cards = [...document.querySelectorAll(m[1] ? '.fh-party' : '.fh-scene')];
      const card = cards.find((c) => c.querySelector('h3')?.textContent === m[2]);
      // The card may have left the table since (a round ended): nothing to outline then.
      const slot = card?.querySelectorAll('.fh-slots > .fh-slot')[Number(m[3]) - 1];
      if (!slot) continue;
      expected++;
      if (outlined(slot)) shown++;
    }
    const all = [...document.querySelectorAll('.fh-slot')].filter(outlined).length;
    return { expected, shown, outlined: all };
  });
}

/** Hovering a log line that names a slot outlines a slot solidly; returns whether it did. */
export async function hoverOutlines(page: Page): Promise<boolean> {
  const line = page.locator('[data-testid=log] .log-entry[data-marks]').last();
  if ((await line.count()) === 0 || !(await line.isVisible())) return false;
  await line.hover();
  // The outline follows the pointer on React's next render: wait for it, within reason.
  const solid = await page
    .waitForFunction(
      () => [...document.querySelectorAll('.fh-slot')].some((el) => getComputedStyle(el).outlineStyle === 'solid'),
      undefined,
      { timeout: 5000, polling: 50 },
    )
    .then(
      () => true,
      () => false,
    );
  await page.mouse.move(0, 0);
  return solid;
}
