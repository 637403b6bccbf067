/**
 * Issue #14: Four Humours in Ukrainian and in Russian shows none of the engine's English. A game of
 * each mode (you against bots) is opened in one language just before the resolution of its first
 * round, then of its second (prepared positions), and played on by clicking through them; the
 * page's text, with every page of each resolution walkthrough opened, must hold no piece of the
 * English templates and no English name of the game's content.
 */
import { fourHumours, messages } from '@boardhall/four-humours';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishPieces } from './english-pieces.ts';
import { nextStep, playOne, walkNext } from './fh-play.ts';
import { beforeResolution } from './fh-positions.ts';
import { fastAnimations, type Harness, shot, startHarness } from './harness.ts';
import { openSaved } from './saved-match.ts';

const ENGLISH = englishPieces(messages);
const LANGUAGE_BUTTON = { uk: 'Українська', ru: 'Русский' } as const;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function englishOnPage(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.textContent ?? '');
  return ENGLISH.filter((piece) => text.includes(piece));
}

/**
 * A game of one mode in one language: opened (a prepared position) just before the resolution of
 * round 1, then of round 2, and played on by clicking until that resolution's walkthrough opens by
 * itself; every page of it is scanned, and the table after it.
 */
async function scanGame(players: number, options: object, bots: readonly string[], locale: 'uk' | 'ru', tag: string) {
  const { page, errors } = await h.page({ width: 1440, height: 1000 });
  await fastAnimations(page, h.base);
  const found = new Set<string>();
  const note = async (where: string) => {
    for (const piece of await englishOnPage(page)) found.add(`${where}: “${piece}”`);
  };
  // The walkthroughs are opened here, page by page; playOne only plays.
  const played = new Set(['walkthrough', 'walkthrough-scene', 'decision', 'potion-picked']);
  let walked = 0;
  for (const round of [1, 2]) {
    const seed = `langs-${tag}`;
    const game = beforeResolution(players, fourHumours.optionsSchema.parse(options), seed, round, bots);
    await openSaved(page, h.base, `${tag}-${round}`, game, '.fh-table');
    if (round === 1) {
      await page.getByRole('button', { name: LANGUAGE_BUTTON[locale] }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
    }
    for (let steps = 0; walked < round && steps < 200; steps++) {
      const step = await nextStep(page);
      if (step === 'end') break;
      if (step !== 'walkthrough') {
        await playOne(page, played, tag);
        continue;
      }
      walked++;
      for (let p = 0; p < 12; p++) {
        await note(`walkthrough ${walked}, page ${p + 1}`);
        if (!(await walkNext(page))) break;
      }
      // A question of mine may have turned it to its last page meanwhile.
      await note(`walkthrough ${walked}, the page it stands on`);
      if (walked === 1) await shot(page, `fh-langs-${tag}-walkthrough`);
      await page.click('[data-testid=walk-close]');
      await note(`after walkthrough ${walked}`);
    }
  }
  await note('last position');
  await shot(page, `fh-langs-${tag}`);
  expect(errors).toEqual([]);
  await page.context().close();
  return { found: [...found], walked };
}

describe('Four Humours in Ukrainian and Russian', () => {
  it('shows no English of the engine in the log, the prompts or the walkthrough, in every mode', async () => {
    expect(ENGLISH.length).toBeGreaterThan(150);
    // Names of the content are among the pieces: a scene left in English would be found.
    expect(ENGLISH).toContain('The Throne Room');
    const games = [
      await scanGame(3, { mode: 'kingdom' }, ['random', 'greedy'], 'uk', 'kingdom-uk'),
      await scanGame(3, { mode: 'fiefdom' }, ['greedy', 'random'], 'ru', 'fiefdom-ru'),
      await scanGame(1, { mode: 'solo' }, [], 'uk', 'solo-uk'),
    ];
    for (const g of games) expect(g.walked).toBe(2);
    expect(games.flatMap((g) => g.found)).toEqual([]);
  });
});
