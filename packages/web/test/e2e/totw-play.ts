/**
 * Playing Tribes of the Wind in the browser by clicking, for the end-to-end tests: what the table
 * asks now, and one step taken as a player would take it.
 */
import type { Page } from 'playwright-core';
import { shot, stuckPage } from './harness.ts';

export type Kind = 'end' | 'wait' | string;

/** In the page: what the table asks the player now ('end' once over), or false while it asks nothing. */
function asked(): string | false {
  if (document.querySelector('.end-dialog')) return 'end';
  const p = document.querySelector('[data-testid=prompt]');
  const kind = p?.getAttribute('data-kind');
  return kind && kind !== 'wait' ? kind : false;
}

/** What the table asks now, waiting until it asks the human something (or the game is over). */
export async function nextKind(page: Page): Promise<Kind> {
  const handle = await page
    .waitForFunction(asked, undefined, { timeout: 60_000, polling: 50 })
    .catch(async (e: unknown) => {
      throw await stuckPage(page, 'The table asked nothing within 60 s', e);
    });
  return (await handle.jsonValue()) as Kind;
}

/** What the table asks now, without waiting: null while it asks this player nothing. */
export async function askedNow(page: Page): Promise<Kind | null> {
  return (await page.evaluate(asked)) || null;
}

export const first = (page: Page, selector: string) => page.locator(selector).first();
export const has = async (page: Page, selector: string) => (await page.locator(selector).count()) > 0;

/** Takes one step by clicking what a player would click; returns the kind of step. */
export async function playOne(page: Page, shots: Set<string>, prefix: string): Promise<Kind> {
  const kind = await nextKind(page);
  const once = async (name: string) => {
    if (shots.has(name)) return;
    shots.add(name);
    await shot(page, `${prefix}-${name}`);
  };
  try {
    switch (kind) {
      case 'end':
        break;
      case 'action':
        await once('your-turn');
        if (await has(page, '[data-testid=village]')) {
          await page.click('[data-testid=village]', { timeout: 2000 });
          await once('village-confirm');
          await page.click('[data-testid=confirm]', { timeout: 2000 });
        } else if (await has(page, 'button[data-testid=hand-card]')) {
          await first(page, 'button[data-testid=hand-card]').click({ timeout: 2000 });
          await once('card-picked');
          const row = (await has(page, '[data-testid=play-hard]')) ? '[data-testid=play-hard]' : '[data-testid^=play-]';
          await first(page, row).click({ timeout: 2000 });
        } else if (await has(page, '[data-testid=temple]')) {
          await page.click('[data-testid=temple]', { timeout: 2000 });
          while (await has(page, 'button.tw-card.is-target:not(.is-selected)')) {
            if (await has(page, '[data-target=temple-slot]')) break;
            await first(page, 'button.tw-card.is-target:not(.is-selected)').click({ timeout: 2000 });
          }
          await once('temple-slots');
          await first(page, '[data-target=temple-slot]').click({ timeout: 2000 });
          await first(page, '[data-target=cell]').click({ timeout: 2000 });
          await once('temple-confirm');
          await page.click('[data-testid=confirm]', { timeout: 2000 });
        } else if (await has(page, '[data-testid=discard]')) {
          await page.click('[data-testid=discard]', { timeout: 2000 });
          while (!(await has(page, '[data-testid=discard-go]'))) {
            await first(page, 'button.tw-card.is-target:not(.is-selected)').click({ timeout: 2000 });
          }
          await page.click('[data-testid=discard-go]', { timeout: 2000 });
          await page.click('[data-testid=confirm]', { timeout: 2000 });
        } else {
          await page.click('[data-testid=pass]', { timeout: 2000 });
        }
        break;
      case 'cleanse':
      case 'firebreak':
        await once(kind);
        await first(page, '[data-target=cell]').click({ timeout: 2000 });
        break;
      case 'plant':
        await once('plant');
        await first(page, '[data-target=market]').click({ timeout: 2000 });
        await once('plant-cell');
        await first(page, '[data-target=cell]').click({ timeout: 2000 });
        break;
      case 'move':
      case 'catapult':
        await once(kind);
        if (await has(page, '[data-target=cell], [data-target=capital]')) {
          await first(page, '[data-target=cell], [data-target=capital]').click({ timeout: 2000 });
        } else await page.click('[data-testid=skip]', { timeout: 2000 });
        break;
      case 'freeTemple':
        await first(page, '[data-target=temple-slot]').click({ timeout: 2000 });
        await first(page, '[data-target=cell]').click({ timeout: 2000 });
        break;
      case 'villageCard':
        await once('village-card');
        await first(page, '[data-target=village-card]').click({ timeout: 2000 });
        await once('village-card-side');
        if (await has(page, '[data-testid=vcard-tuck]'))
          await page.click('[data-testid=vcard-tuck]', { timeout: 2000 });
        else await page.click('[data-testid=vcard-use]', { timeout: 2000 });
        break;
      case 'rooted':
        await page.click('[data-testid=rooted-yes]', { timeout: 2000 });
        break;
      case 'draw':
        await once('draw');
        await first(page, '[data-target=row], [data-target=deck]').click({ timeout: 2000 });
        break;
      case 'ability':
        await once('ability');
        // The prompt lists the leader cards with a Choose button each (the cards on the board are
        // targets too, but may lie under a tall prompt).
        await first(page, '[data-testid=ability-choice]').click({ timeout: 2000 });
        break;
      default:
        throw new Error(`unexpected prompt kind ${kind}`);
    }
  } catch (e) {
    // The table moved on between looking and clicking (a bot acted): look again.
    if (e instanceof Error && e.message.startsWith('unexpected')) throw e;
  }
  return kind;
}
