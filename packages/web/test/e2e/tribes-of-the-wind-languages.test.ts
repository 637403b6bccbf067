/**
 * Issue #14: Tribes of the Wind in Ukrainian and in Russian shows none of the engine's English.
 * Three games are played by the engine to their end, each move chosen to write log sentences not
 * yet written or to bring seat 0 to a decision it has not met (skipped decisions and effects of
 * leader cards among them). Each is opened in the browser at every first decision of seat 0, at
 * points that bring every log line into the log panel, and at its end; the page's text, with
 * every hand card's details opened, must hold no piece of the engine's English templates.
 */
import { type LeaderId, messages, QUESTION_KINDS } from '@boardhall/tribes-of-the-wind';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishPieces } from './english-pieces.ts';
import { fastAnimations, type Harness, shot, startHarness } from './harness.ts';
import { type CoverageGame, coverageGame, openPosition } from './totw-positions.ts';

/** The log panel shows this many newest actions; a checkpoint comes at least this often. */
const LOG_WINDOW = 100;
const LANGUAGES = ['uk', 'ru'] as const;
type Locale = (typeof LANGUAGES)[number];
const LANGUAGE_BUTTON: Readonly<Record<Locale, string>> = { uk: 'Українська', ru: 'Русский' };

const ENGLISH = englishPieces(messages);

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The prefixes of the game to open: seat 0 to act at each, then the finished game. */
function checkpoints(game: CoverageGame): { at: number; why: string }[] {
  const out: { at: number; why: string }[] = [];
  const met = new Set<string>();
  let lastAt = 0;
  game.facing.forEach((kind, i) => {
    if (kind === null) return;
    const firstOfKind = !met.has(kind);
    met.add(kind);
    if (firstOfKind || i - lastAt >= LOG_WINDOW - 10) {
      out.push({ at: i, why: firstOfKind ? `first ${kind}` : 'log' });
      lastAt = i;
    }
  });
  out.push({ at: game.actions.length, why: 'end' });
  return out;
}

/**
 * The English pieces in the page's text; before the end, with every hand card's details opened in
 * turn (and closed again, so that the next look starts from the plain table).
 */
async function englishOnPage(page: Page, end: boolean): Promise<string[]> {
  const texts = [await page.evaluate(() => document.body.textContent ?? '')];
  const cards = end ? 0 : await page.locator('button[data-testid=hand-card]').count();
  for (let i = 0; i < cards; i++) {
    await page.locator('button[data-testid=hand-card]').nth(i).click();
    await page.waitForSelector('[data-testid=card-detail]');
    texts.push(await page.evaluate(() => document.body.textContent ?? ''));
  }
  if (cards > 0) {
    await page.keyboard.press('Escape');
    await page.waitForSelector('[data-testid=card-detail]', { state: 'detached' });
  }
  const text = texts.join('\n');
  return ENGLISH.filter((piece) => text.includes(piece));
}

/**
 * Switches the page's language, unless it speaks it already: with the language button, as a
 * player does, or, while the end screen covers the buttons, as the remembered choice read when the
 * page loads again.
 */
async function speak(page: Page, locale: Locale, end: boolean): Promise<void> {
  if ((await page.evaluate(() => document.documentElement.lang)) !== locale) {
    if (end) {
      await page.evaluate((lang) => localStorage.setItem('boardhall.lang', lang), locale);
      await page.reload();
      await page.waitForSelector('[data-testid=prompt]');
    } else await page.getByRole('button', { name: LANGUAGE_BUTTON[locale] }).click();
  }
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(locale);
}

async function scanGame(seed: string, leaders: LeaderId[], tag: string) {
  const game = coverageGame(seed, leaders);
  const points = checkpoints(game);
  const { page, errors } = await h.page();
  await fastAnimations(page, h.base);
  // The page loads in the first language (read when it loads), and each position is then opened in
  // the language the last one ended in and switched to the other one on the table: both languages
  // at every position, one opening of it.
  await page.goto(`${h.base}?lang=${LANGUAGES[0]}#/`);
  await page.waitForSelector('[data-testid=open-section]');
  const found: string[] = [];
  const kinds = new Set<string>();
  for (const [n, { at, why }] of points.entries()) {
    const end = at === game.actions.length;
    if (!end) kinds.add(game.facing[at] as string);
    await openPosition(page, h.base, `langs-${tag}-${at}`, game.actions.slice(0, at), end, game);
    for (const locale of n % 2 === 0 ? LANGUAGES : [...LANGUAGES].reverse()) {
      await speak(page, locale, end);
      for (const piece of await englishOnPage(page, end)) found.push(`${locale} ${why} (action ${at}): “${piece}”`);
      if (locale === 'ru' && why !== 'log') await shot(page, `totw-langs-${tag}-${why.replace(' ', '-')}-ru`);
    }
  }
  await page.evaluate(() => localStorage.removeItem('boardhall.lang'));
  expect(errors).toEqual([]);
  await page.context().close();
  return { found, kinds, seen: game.seen, points: points.length };
}

describe('Tribes of the Wind in Ukrainian and Russian', () => {
  it('shows no English of the engine, in the log, the prompts or the card details, at any decision', async () => {
    expect(ENGLISH.length).toBeGreaterThan(100);
    // Seeds chosen so that the three games together face every kind of decision (content edition 2).
    const a = await scanGame('totw-langs-57', ['mirren', 'karrek'], 'a');
    const b = await scanGame('totw-langs-2', ['ysolde', 'sefu'], 'b');
    const c = await scanGame('totw-langs-6', ['karrek', 'mirren'], 'c');
    const games = [a, b, c];
    const kinds = new Set(games.flatMap((g) => [...g.kinds]));
    const seen = new Set(games.flatMap((g) => [...g.seen]));
    console.log(
      `languages: ${a.points + b.points + c.points} positions in uk and ru, ${kinds.size} kinds of decision (${[...kinds].join(', ')}), ${seen.size} kinds of log line, ${ENGLISH.length} English pieces looked for`,
    );
    // Every kind of decision, the leader cards' own questions included, and skipped ones in the log:
    // a skipped leader-card decision (rooted riders) and effects whose source is a leader card.
    for (const kind of QUESTION_KINDS) expect(kinds, kind).toContain(kind);
    expect(kinds).toContain('action');
    expect(seen).toContain('skipped:rooted');
    expect([...seen].filter((s) => s.startsWith('skipped:')).length).toBeGreaterThanOrEqual(3);
    expect(seen).toContain('totw.source.ability');
    expect(games.flatMap((g) => g.found)).toEqual([]);
  });
});
