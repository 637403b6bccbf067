/**
 * Issue #34 in the browser: two players in two browser contexts play an online Four Humours match
 * with a speed. The speed shows in the lobby and on the join page; the clocks show and count down
 * in English, Ukrainian and Russian; a chat message holding markup reaches the other player as
 * exactly its characters, creating no element and running nothing; a phrase reads in each reader's
 * language; resigning, once confirmed, hands the seat to the bot. Then a seat whose time ran out
 * is taken back from the bot.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastAnimations, type Harness, shot, startHarness } from './harness.ts';

const MARKUP = '<img src=x onerror="window.__pwned=1"><b>bold</b>';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The running clock in the header: its seat, text and spoken label. */
async function runningClock(page: Page): Promise<{ seat: string; text: string; label: string }> {
  const clock = page.locator('[data-testid=header-clocks] .seat-clock[data-running=true]').first();
  await clock.waitFor();
  const seat = ((await clock.getAttribute('data-testid')) ?? '').replace('clock-head-', '');
  const timer = clock.locator('[role=timer]');
  return { seat, text: (await timer.textContent()) ?? '', label: (await timer.getAttribute('aria-label')) ?? '' };
}

/** Reads the running clock, then waits for the same clock to show another time: it counts down. */
async function countsDown(page: Page, spoken: string): Promise<string> {
  const first = await runningClock(page);
  expect(first.text).toMatch(/^\d+:\d\d(:\d\d)?$/);
  expect(first.label).toContain(spoken);
  const selector = `[data-testid=clock-head-${first.seat}] [role=timer]`;
  await page.waitForFunction(
    ([sel, before]) => {
      const now = document.querySelector(sel as string)?.textContent ?? '';
      return now !== '' && now !== before;
    },
    [selector, first.text],
    { timeout: 10_000 },
  );
  const second = (await page.locator(selector).textContent()) ?? '';
  // Counting down: the later reading is the smaller time.
  const seconds = (t: string) => t.split(':').reduce((acc, part) => acc * 60 + Number(part), 0);
  expect(seconds(second)).toBeLessThan(seconds(first.text));
  return second;
}

describe('clocks, chat and resigning (issue #34)', () => {
  it('two players with a speed: clocks count down in three languages, chat is only text, resign hands the seat to the bot', async () => {
    const a = await h.page();
    await fastAnimations(a.page, h.base);
    await a.page.goto(`${h.base}#/new/four-humours`);
    await a.page.waitForSelector('[data-testid=create]');
    await a.page.locator('label', { hasText: 'Online, with a link' }).click();
    // Real time, normal, is the default; fast is chosen here.
    await expect(a.page.locator('[data-testid=speed-realtime]').isChecked()).resolves.toBe(true);
    await expect(a.page.locator('[data-testid=speed-preset-normal]').isChecked()).resolves.toBe(true);
    await a.page.locator('label:has([data-testid=speed-none])').click();
    await a.page.waitForSelector('text=For friends; never rated.');
    await a.page.locator('label:has([data-testid=speed-realtime])').click();
    await a.page.locator('label:has([data-testid=speed-preset-fast])').click();
    await a.page.locator('[data-testid=seat-1] select').selectOption('human');
    await a.page.locator('[data-testid=seat-2] select').selectOption('bot:random');
    await a.page.locator('[data-testid=seat-0] input').fill('Ann');
    await shot(a.page, 'clocks-new-match');
    await a.page.click('[data-testid=create]');
    const link = (await a.page.locator('[data-testid=join-link]').textContent()) ?? '';

    const b = await h.page();
    await fastAnimations(b.page, h.base);
    await b.page.goto(`${h.base}#/`);
    await b.page.waitForSelector('[data-testid=open-section][data-state=ok]');
    await expect(
      b.page.locator('[data-testid=open-matches] [data-testid=match-speed]').first().textContent(),
    ).resolves.toBe('Real time · fast');
    await b.page.goto(link.replace(/^https?:\/\/[^/]+\//, h.base));
    await b.page.waitForSelector('[data-testid=join-form]');
    await expect(b.page.locator('[data-testid=join-speed]').textContent()).resolves.toBe('Speed: Real time · fast');
    await b.page.getByRole('textbox', { name: 'Your name' }).fill('Bo');
    await b.page.getByRole('button', { name: 'Join', exact: true }).click();
    await b.page.waitForSelector('.fh-table');

    // The clocks: in the header and beside each seat, counting down, in every language.
    await a.page.waitForSelector('.fh-players [data-testid=clock-seat-1]');
    await countsDown(a.page, 'left');
    await shot(a.page, 'clocks-header-en');
    await a.page.getByRole('button', { name: 'Українська' }).click();
    await countsDown(a.page, 'залишилося');
    await a.page.getByRole('button', { name: 'Русский' }).click();
    await countsDown(a.page, 'осталось');
    await shot(a.page, 'clocks-header-ru');
    await countsDown(b.page, 'left');

    // The chat: markup arrives as its characters, and nothing of it runs.
    await a.page.click('[data-testid=chat-open]');
    await a.page.fill('[data-testid=chat-input]', MARKUP);
    await expect(a.page.locator('[data-testid=chat-counter]').textContent()).resolves.toContain(`${MARKUP.length}/500`);
    await a.page.keyboard.press('Enter');
    await b.page.waitForSelector('[data-testid=chat-unread]');
    await b.page.click('[data-testid=chat-open]');
    const message = b.page.locator('[data-testid=chat-panel] [data-testid=chat-message]').first();
    await message.waitFor();
    await expect(message.locator('.chat-text').textContent()).resolves.toBe(MARKUP);
    await expect(message.locator('.chat-author').textContent()).resolves.toBe('Ann');
    for (const p of [a.page, b.page]) {
      await expect(p.locator('[data-testid=chat-panel] img, [data-testid=chat-panel] b').count()).resolves.toBe(0);
      await expect(p.evaluate(() => (window as { __pwned?: unknown }).__pwned)).resolves.toBeUndefined();
    }
    // A phrase reads in each reader's language: Bo writes in English, Ann reads Russian.
    await b.page.click('[data-testid=chat-phrase-good-luck]');
    await a.page.waitForSelector('[data-testid=chat-message]:has-text("Удачи!")');
    await expect(b.page.locator('[data-testid=chat-message]').last().textContent()).resolves.toContain('Good luck!');
    await shot(b.page, 'chat-open-en');
    await shot(a.page, 'chat-open-ru');

    // Resigning: the table's menu, a confirmation that says what it means, then the bot plays on.
    await b.page.getByRole('button', { name: 'Hide chat' }).click();
    await b.page.locator('.table-menu summary').click();
    await b.page.click('[data-testid=resign]');
    await expect(b.page.locator('[data-testid=resign-body]').textContent()).resolves.toBe(
      'The bot takes your seat for the rest of the match and you rank last.',
    );
    await shot(b.page, 'resign-confirm');
    await b.page.click('[data-testid=resign-confirm]');
    await b.page.waitForSelector('[data-testid=resigned]');
    await a.page.waitForSelector('[data-testid=seat-status-1]:has-text("партия сдана — играет бот")');
    const summary = (await (
      await fetch(`${h.base}api/matches/${/#\/match\/([^?]+)/.exec(link)?.[1] ?? ''}`)
    ).json()) as { seats: { resigned?: boolean; substitute: boolean }[] };
    expect(summary.seats[1]).toMatchObject({ resigned: true, substitute: true });
    // Bo watches on: the menu is gone, the table is still there.
    await expect(b.page.locator('.table-menu').count()).resolves.toBe(0);
    await shot(a.page, 'resigned-ru');

    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.page.context().close();
    await b.page.context().close();
  });

  it('a seat out of time is played by the bot until its player takes it back', async () => {
    const res = await fetch(`${h.base}api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'four-humours',
        options: { mode: 'kingdom', firstPlayer: 0 },
        seats: [
          { kind: 'human', name: 'Ann' },
          // A second a move: the match is still on when the seat is taken back.
          { kind: 'bot', bot: 'ismcts:ms=1000' },
          { kind: 'bot', bot: 'ismcts:ms=1000' },
        ],
        claim: 0,
        speed: { kind: 'custom', bankSeconds: 1, incrementSeconds: 30 },
      }),
    });
    const created = (await res.json()) as { matchId: string; claimed: { seat: number; token: string } };
    const a = await h.page();
    await fastAnimations(a.page, h.base);
    await a.page.evaluate(
      ([id, token]) =>
        localStorage.setItem(
          `boardhall.online.${id}`,
          JSON.stringify({ v: 1, id, game: 'four-humours', seat: 0, token, updatedAt: Date.now() }),
        ),
      [created.matchId, created.claimed.token],
    );
    await a.page.goto(`${h.base}#/match/${created.matchId}`);
    await a.page.waitForSelector('[data-testid=out-of-time]');
    await expect(a.page.locator('[data-testid=seat-status-0]').textContent()).resolves.toBe(
      'out of time — the bot plays it',
    );
    await shot(a.page, 'out-of-time-en');
    await a.page.click('[data-testid=take-back]');
    await a.page.waitForSelector('[data-testid=out-of-time]', { state: 'detached' });
    await expect(a.page.locator('[data-testid=seat-status-0]').count()).resolves.toBe(0);
    expect(a.errors).toEqual([]);
    await a.page.context().close();
  });
});
