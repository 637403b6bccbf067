/**
 * Issue #36 end-to-end: a short local game against a bot played to its end by clicking, its
 * replay analysed in the browser (a small budget asked for through the page's setting), the chart
 * and its labelled moves, a labelled move selected showing the better move outlined on the board,
 * the analysis reopened from the browser's cache, and the analysis screen's layout in en/uk/ru at
 * 1280×800 and 390×844. Then hints: a local game against a bot offers Hint (three moves with
 * chances, the first outlined; in en/uk/ru at both sizes), a rated online match does not, one
 * created with hints does. Each seat's turning points jump to their decisions.
 * Screenshots in artifacts/screenshots/analysis-*.png and hint-*.png.
 */
import { fourHumours } from '@boardhall/four-humours';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_SETTING } from '../../src/analysis/client.ts';
import { signUp } from './account-steps.ts';
import { nextStep, playOne } from './fh-play.ts';
import { lateGame } from './fh-positions.ts';
import { fastAnimations, type Harness, shot, startHarness } from './harness.ts';
import { checkLayout, formatFindings } from './layout-check.ts';
import { openSaved } from './saved-match.ts';

/** Iterations per decision for the test: enough to find the generator's poor moves, fast to run. */
const TEST_BUDGET = 60;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** The analysis budget the page uses (its setting in this browser's storage). */
function setBudget(page: Page, budget: number): Promise<void> {
  return page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [BUDGET_SETTING, String(budget)]);
}

/** Elements drawn with the better move's outline (a thick solid one), visible on the page. */
function betterOutlined(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
        const s = getComputedStyle(el);
        return s.outlineStyle === 'solid' && s.outlineWidth === '4px' && el.getClientRects().length > 0;
      }).length,
  );
}

/** Opens the analysis (computed or kept) and waits for its chart. */
async function openAnalysis(page: Page): Promise<void> {
  await page.click('[data-testid=analyse]');
  await page.waitForSelector('[data-testid=win-chart] svg', { timeout: 240_000 });
}

type ProgressWatch = Window & { __progressCounted?: boolean };

/** Records in the page whether the analysis's progress bar ever shows a count of decisions. */
async function watchProgressCounts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as ProgressWatch;
    w.__progressCounted = false;
    new MutationObserver(() => {
      if (document.querySelector('[data-testid=analysis-progress][value]')) w.__progressCounted = true;
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** Selects the labelled moves one by one until one whose better move is outlined; its index, or -1. */
async function selectOutlined(page: Page): Promise<number> {
  const marks = page.locator('[data-testid=analysis-mark]');
  const count = await marks.count();
  for (let i = 0; i < count; i++) {
    await marks.nth(i).click();
    await page.waitForSelector('[data-testid=analysis-decision]');
    if ((await page.locator('head style[data-testid=marks-analysis]').count()) === 0) continue;
    if (Number(await page.getAttribute('head style[data-testid=marks-analysis]', 'data-better')) === 0) continue;
    if ((await betterOutlined(page)) > 0) return i;
  }
  return -1;
}

describe('post-game analysis in the browser', () => {
  it('analyses a game played to the end against a bot, and shows a labelled move’s better move on the board', async () => {
    const { page, errors } = await h.page({ width: 1280, height: 800 });
    await fastAnimations(page, h.base);
    await page.evaluate(
      ([k, v]) => localStorage.setItem(k as string, v as string),
      [BUDGET_SETTING, String(TEST_BUDGET)],
    );
    const late = lateGame(2, fourHumours.optionsSchema.parse({}), 'e2e-analysis', 1, ['ismcts:level=easy']);
    expect(late.finished).toBe(false);
    await openSaved(page, h.base, 'analysed', late, '.fh-table');
    const shots = new Set<string>();
    for (let steps = 0; (await playOne(page, shots, 'analysis-play')) !== 'end'; steps++) {
      expect(steps).toBeLessThan(400);
    }
    await nextStep(page);

    await page.goto(`${h.base}#/replay?local=analysed`);
    await page.waitForSelector('[data-testid=replay-position]');
    // The progress bar and Cancel show while it runs (a budget large enough to be still running
    // when Cancel is clicked); cancelled, it can be asked for again.
    await setBudget(page, 20_000);
    await page.click('[data-testid=analyse]');
    await page.waitForSelector('[data-testid=analysis-progress]');
    await shot(page, 'analysis-progress-1280');
    await page.click('[data-testid=analysis-cancel]');
    await page.waitForSelector('[data-testid=analysis-note]');
    await setBudget(page, TEST_BUDGET);
    const started = Date.now();
    await watchProgressCounts(page);
    await openAnalysis(page);
    // The watch below sees a computed analysis count its decisions.
    await expect(page.evaluate(() => (window as ProgressWatch).__progressCounted)).resolves.toBe(true);
    console.log(`analysis at ${TEST_BUDGET} iterations: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const marks = Number(await page.getAttribute('[data-testid=win-chart]', 'data-marks'));
    expect(marks).toBeGreaterThan(0);
    await expect(page.locator('[data-testid=analysis-seat]').count()).resolves.toBe(2);
    await expect(page.locator('[data-testid=analysis-accuracy]').first().textContent()).resolves.toMatch(
      /accuracy \d+%/,
    );

    const picked = await selectOutlined(page);
    expect(picked).toBeGreaterThanOrEqual(0);
    // The viewer stands before the decision, and says what was played and what was better, with chances.
    const mark = page.locator('[data-testid=analysis-mark]').nth(picked);
    const index = Number(await mark.getAttribute('data-index'));
    await expect(page.locator('[data-testid=replay-position]').textContent()).resolves.toContain(`${index}`);
    const text = (await page.locator('[data-testid=analysis-decision]').textContent()) ?? '';
    expect(text).toMatch(/Played: .+ kept a \d+% chance\..*Better: .+ kept \d+%\./);
    await expect(mark.getAttribute('aria-pressed')).resolves.toBe('true');
    await shot(page, 'analysis-1280');
    // Stepping away hides the judged moves; the keyboard selects a mark again.
    await page.click('[data-testid=replay-forward]');
    await expect(page.locator('head style[data-testid=marks-analysis]').count()).resolves.toBe(0);
    await mark.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('head style[data-testid=marks-analysis]').count()).resolves.toBe(1);

    // Reopened, the analysis comes from this browser's cache: no decision is searched again, so the
    // progress bar never counts one (a computed analysis reports its count from the first decision).
    await page.reload();
    await page.waitForSelector('[data-testid=replay-position]');
    await watchProgressCounts(page);
    await openAnalysis(page);
    await expect(page.evaluate(() => (window as ProgressWatch).__progressCounted)).resolves.toBe(false);
    expect(Number(await page.getAttribute('[data-testid=win-chart]', 'data-marks'))).toBe(marks);

    // Each seat's turning points: a button per point, which shows that decision on the board.
    const turns = page.locator('[data-testid=analysis-turning-point]');
    const turnCount = await turns.count();
    expect(turnCount).toBeGreaterThanOrEqual(2);
    expect(turnCount).toBeLessThanOrEqual(6);
    const turn = turns.last();
    await expect(turn.getAttribute('title')).resolves.toMatch(/^Move \d+: .+’s chance \d+% → \d+%$/);
    const turnMove = Number(await turn.textContent().then((t) => t?.match(/\d+/)?.[0]));
    await turn.click();
    await page.waitForSelector('[data-testid=analysis-decision]');
    await expect(page.locator('[data-testid=analysis-decision]').textContent()).resolves.toMatch(
      new RegExp(`move ${turnMove}(?!\\d)`, 'i'),
    );
    await expect(page.locator('[data-testid=replay-position]').textContent()).resolves.toContain(`${turnMove - 1}`);

    // The analysis screen in each language and size.
    const found: string[] = [];
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      for (const locale of ['en', 'uk', 'ru']) {
        await page.goto(`${h.base}?lang=${locale}#/replay?local=analysed`);
        await page.waitForSelector('[data-testid=replay-position]');
        // The replay bar with its Analyse control, then the open analysis.
        await shot(page, `analysis-idle-${locale}-${size.width}`);
        const idle = await checkLayout(page);
        if (idle.length > 0) found.push(`${locale} ${size.width}, Analyse:\n${formatFindings(idle)}`);
        await openAnalysis(page);
        await page.locator('[data-testid=analysis-mark]').nth(picked).click();
        await page.waitForSelector('[data-testid=analysis-decision]');
        await shot(page, `analysis-${locale}-${size.width}`);
        const findings = await checkLayout(page);
        if (findings.length > 0) found.push(`${locale} ${size.width}:\n${formatFindings(findings)}`);
      }
    }
    expect(found.join('\n')).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('offers a Hint in a local game against a bot: three moves with chances, the first outlined', async () => {
    const { page, errors } = await h.page({ width: 1280, height: 800 });
    await fastAnimations(page, h.base);
    const late = lateGame(2, fourHumours.optionsSchema.parse({}), 'e2e-hint', 2, ['ismcts:level=easy']);
    await openSaved(page, h.base, 'hinted', late, '.fh-table');
    while ((await nextStep(page)) !== 'place') await playOne(page, new Set(), 'hint-play');
    const started = Date.now();
    await page.click('[data-testid=hint]');
    await page.waitForSelector('[data-testid=hint-moves]', { timeout: 120_000 });
    console.log(`hint at the hard level's budget: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const moves = await page.locator('[data-testid=hint-move]').allTextContents();
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.length).toBeLessThanOrEqual(3);
    for (const m of moves) expect(m).toMatch(/: \d+%$/);
    await expect(page.locator('head style[data-testid=marks-analysis]').count()).resolves.toBe(1);
    expect(await betterOutlined(page)).toBeGreaterThan(0);
    await shot(page, 'hint-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'hint-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Playing a move ends the hint of the position it was for.
    await playOne(page, new Set(), 'hint-play');
    await expect.poll(() => page.locator('[data-testid=hint-panel]').count()).toBe(0);

    // The hint in each language, at both sizes, with the layout check.
    const found: string[] = [];
    for (const locale of ['en', 'uk', 'ru']) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${h.base}?lang=${locale}#/play/local/hinted`);
      await page.waitForSelector('.fh-table');
      while ((await nextStep(page)) !== 'place') await playOne(page, new Set(), 'hint-play');
      await page.click('[data-testid=hint]');
      await page.waitForSelector('[data-testid=hint-moves]', { timeout: 120_000 });
      for (const m of await page.locator('[data-testid=hint-move]').allTextContents()) expect(m).toMatch(/\d+\s?%$/);
      for (const width of [1280, 390]) {
        await page.setViewportSize(width === 1280 ? { width, height: 800 } : { width, height: 844 });
        await shot(page, `hint-${locale}-${width}`);
        const findings = await checkLayout(page);
        if (findings.length > 0) found.push(`${locale} ${width}:\n${formatFindings(findings)}`);
      }
    }
    expect(found.join('\n')).toBe('');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('shows no Hint in a rated online match, and shows it where the match was created with hints', async () => {
    const a = await h.page({ width: 1280, height: 800 });
    const b = await h.page({ width: 1280, height: 800 });
    for (const p of [a.page, b.page]) await fastAnimations(p, h.base);
    await signUp(a.page, h.base, 'Hint Ann', 'ann learns from hints');
    await signUp(b.page, h.base, 'Hint Bo', 'bo learns from hints');
    const create = (body: object) =>
      a.page.evaluate(async (request) => {
        const res = await fetch('api/matches', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        });
        return { status: res.status, body: (await res.json()) as { matchId?: string; error?: { code: string } } };
      }, body);
    const table = { game: 'four-humours', seats: [{ kind: 'human' }, { kind: 'human' }], claim: 0 };
    const turnBased = { kind: 'turn-based', days: 3 };
    // Never both: a rated match refuses hints (asked from here, so the page's console stays clean).
    const both = await fetch(`${h.base}api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...table, speed: turnBased, rated: true, hints: true }),
    });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { error: { code: string } }).error.code).toBe('hints-in-rated');
    const rated = await create({ ...table, speed: turnBased, rated: true });
    const hinted = await create({ ...table, speed: turnBased, hints: true });
    for (const [created, allowed] of [
      [rated, false],
      [hinted, true],
    ] as const) {
      const id = created.body.matchId as string;
      const summary = (await (await fetch(`${h.base}api/matches/${id}`)).json()) as { rated: boolean; hints: boolean };
      expect(summary).toMatchObject({ rated: !allowed, hints: allowed });
      await b.page.goto(`${h.base}#/match/${id}?join`);
      await b.page.waitForSelector('[data-testid=join-form]');
      await expect(b.page.locator('[data-testid=join-hints]').count()).resolves.toBe(allowed ? 1 : 0);
      await b.page.getByRole('button', { name: 'Join', exact: true }).click();
      await b.page.waitForSelector('.fh-table');
      await a.page.goto(`${h.base}#/match/${id}`);
      await a.page.waitForSelector('.fh-table');
      // Whoever is to act first sees the Hint button only where the match allows hints.
      const mine = await Promise.race(
        [a.page, b.page].map((p) => p.waitForSelector('[data-testid=turn].mine', { timeout: 30_000 }).then(() => p)),
      );
      await expect(mine.locator('[data-testid=hint]').count()).resolves.toBe(allowed ? 1 : 0);
      await shot(mine, allowed ? 'hint-online-allowed' : 'hint-online-rated');
    }
    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.page.context().close();
    await b.page.context().close();
  });
});
