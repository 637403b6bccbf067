/**
 * Issue #14, items 1 and 2: an online Tribes of the Wind game played in Ukrainian and in Russian
 * shows no English in the log or in a refusal. The page text is scanned for the phrases of the
 * engine's English templates; a refusal is provoked by changing one action on its way to the
 * server (the table itself only offers legal moves), so it comes back as a real error frame.
 */
import { type Locale, type Message, renderMessage } from '@boardhall/engine';
import { messages } from '@boardhall/tribes-of-the-wind';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fastAnimations, type Harness, shot, startHarness } from './harness.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

/** The literal phrases of every English template (two words or more), which no uk/ru page may show. */
const ENGLISH_PHRASES = [
  ...new Set(
    Object.values(messages.en)
      .flatMap((t) => t.split(/\{[^}]*\}/))
      .map((p) => p.replace(/^[\s.,:;()“”«»·→≥≤+−-]+|[\s.,:;()“”«»·→≥≤+−-]+$/g, ''))
      .filter((p) => /^[A-Za-z’'-]+(?: [A-Za-z’'-]+)+$/.test(p)),
  ),
];

async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.textContent ?? '');
  return ENGLISH_PHRASES.filter((p) => text.includes(p));
}

/** What the table asks the player now (waiting while the bot plays), or `end`. */
function kindNow(page: Page): Promise<string> {
  return page
    .waitForFunction(
      () => {
        if (document.querySelector('.end-dialog')) return 'end';
        const k = document.querySelector('[data-testid=prompt]')?.getAttribute('data-kind');
        return k && k !== 'wait' ? k : false;
      },
      undefined,
      { timeout: 60_000, polling: 50 },
    )
    .then((r) => r.jsonValue() as Promise<string>);
}

/** Plays what the prompt asks, by clicking, as a player would; returns the decision's kind. */
async function step(page: Page): Promise<string> {
  const kind = await kindNow(page);
  const first = (s: string) => page.locator(s).first();
  const has = async (s: string) => (await page.locator(s).count()) > 0;
  try {
    switch (kind) {
      case 'action': {
        // Play the first card with a playable row; else discard (or skip when nothing is legal).
        const cards = page.locator('button[data-testid=hand-card]');
        const n = await cards.count();
        for (let c = 0; c < n; c++) {
          await cards.nth(c).click({ timeout: 2000 });
          const play = page.locator('[data-testid^=play-]:not([disabled])');
          if ((await play.count()) > 0) {
            await play.first().click({ timeout: 2000 });
            return kind;
          }
        }
        if (await has('[data-testid=discard]')) {
          await page.click('[data-testid=discard]', { timeout: 2000 });
          while (!(await has('[data-testid=discard-go]')))
            await first('button.tw-card.is-target:not(.is-selected)').click({ timeout: 2000 });
          await page.click('[data-testid=discard-go]', { timeout: 2000 });
          await page.click('[data-testid=confirm]', { timeout: 2000 });
        } else await page.click('[data-testid=pass]', { timeout: 2000 });
        break;
      }
      case 'cleanse':
      case 'firebreak':
        await first('[data-target=cell]').click({ timeout: 2000 });
        break;
      case 'plant':
        await first('[data-target=market]').click({ timeout: 2000 });
        await first('[data-target=cell]').click({ timeout: 2000 });
        break;
      case 'move':
      case 'catapult':
        if (await has('[data-target=cell], [data-target=capital]'))
          await first('[data-target=cell], [data-target=capital]').click({ timeout: 2000 });
        else await page.click('[data-testid=skip]', { timeout: 2000 });
        break;
      case 'freeTemple':
        await first('[data-target=temple-slot]').click({ timeout: 2000 });
        await first('[data-target=cell]').click({ timeout: 2000 });
        break;
      case 'villageCard':
        await first('[data-target=village-card]').click({ timeout: 2000 });
        await first('[data-testid=vcard-tuck], [data-testid=vcard-use]').click({ timeout: 2000 });
        break;
      case 'rooted':
        await page.click('[data-testid=rooted-yes]', { timeout: 2000 });
        break;
      case 'draw':
        await first('[data-target=row], [data-target=deck]').click({ timeout: 2000 });
        break;
      case 'ability':
        await first('[data-target=ability]').click({ timeout: 2000 });
        break;
    }
  } catch {
    // The table moved on between looking and clicking (the bot acted): look again.
  }
  return kind;
}

const rendered = (lang: Locale, m: Message) => renderMessage(messages, lang, m);

describe('Tribes of the Wind in Ukrainian and Russian (issue #14)', () => {
  it('shows no English in the log or in a refusal', async () => {
    expect(ENGLISH_PHRASES.length).toBeGreaterThan(100);
    const { page, errors } = await h.page();
    await fastAnimations(page, h.base);
    // Every action the client sends passes through here; one is turned into an illegal play.
    let tamper = false;
    await page.routeWebSocket(/\/ws/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => {
        const text = String(m);
        if (tamper && text.includes('"type":"action"') && text.includes('"action":{"type":"play"')) {
          tamper = false;
          const frame = JSON.parse(text) as { action: unknown };
          frame.action = { type: 'play', card: 'Z99', row: 'easy' };
          server.send(JSON.stringify(frame));
          return;
        }
        server.send(m);
      });
      server.onMessage((m) => ws.send(m));
    });
    await page.goto(`${h.base}#/new/tribes-of-the-wind`);
    await page.waitForSelector('[data-testid=create]');
    await page.getByRole('button', { name: 'Українська' }).click();
    await page.locator('label:has(input[name=where])').nth(1).click();
    await page.locator('[data-testid=seat-0] input').fill('Аня');
    await page.locator('[data-testid=seat-1] select').selectOption('bot:greedy');
    await page.click('[data-testid=create]');
    await page.waitForSelector('[data-testid=totw-table]');

    const kinds = new Set<string>();
    for (let i = 0; i < 25 && !kinds.has('end'); i++) kinds.add(await step(page));
    expect(kinds.has('action')).toBe(true);
    expect(await englishOnPage(page)).toEqual([]);
    await shot(page, 'totw-languages-uk');

    // A refusal: a play goes to the server as a card the player does not hold.
    // The next card played is changed on its way out; play on until one is.
    tamper = true;
    for (let i = 0; i < 60 && tamper; i++) await step(page);
    expect(tamper).toBe(false);
    const alert = page.locator('[role=alert]').first();
    await alert.waitFor({ timeout: 10_000 });
    // The sentence in Ukrainian (the code below it stays a code).
    const refusal = (await alert.locator('div > div').first().textContent()) ?? '';
    expect(refusal).toBe(rendered('uk', { key: 'totw.error.card-not-in-hand', params: { card: 'Z99' } }));
    expect(await englishOnPage(page)).toEqual([]);
    await shot(page, 'totw-languages-uk-refusal');

    await page.getByRole('button', { name: 'Русский' }).click();
    for (let i = 0; i < 20 && !kinds.has('end'); i++) kinds.add(await step(page));
    expect(await englishOnPage(page)).toEqual([]);
    await shot(page, 'totw-languages-ru');
    // The decisions seen, for the record; a skipped leader card choice cannot arise in play
    // (the engine always lets a leader card be chosen), so its line is checked in the unit test.
    expect(rendered('uk', { key: 'totw.log.skipped', params: { player: { seat: 0 }, decision: 'ability' } })).toBe(
      'Seat 1 — пропускає: вибір карти лідера (немає можливих варіантів).',
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
