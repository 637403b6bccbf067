/**
 * Issue #8, Tribes of the Wind: a 2-player game (you + the default bot) created from the form with
 * default options and played by clicking for a few turns; a game with default options played by
 * clicking from round 39 to its real end, its end screen and replay; the guided decisions
 * (move, plant, village card) from prepared positions; the phone layout; Ukrainian and Russian on
 * the table; the rules page. Screenshots in artifacts/screenshots/.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectHandAboveReplayBar, fastAnimations, type Harness, SCREENSHOTS, shot, startHarness } from './harness.ts';
import { first, nextKind, playOne } from './totw-play.ts';
import { lateGame, openPosition, preparePositions } from './totw-positions.ts';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

/** Creates a local 2-player match (you + a greedy bot) from the create-match form. */
async function createTotw(page: Page, opts: { seed: string; shots?: string; leader?: string }): Promise<void> {
  await page.goto(`${h.base}#/new/tribes-of-the-wind`);
  await page.waitForSelector('[data-testid=create]');
  for (;;) {
    const count = Number(await page.locator('[data-testid=player-count]').textContent());
    if (count === 2) break;
    await page.getByRole('button', { name: count < 2 ? 'One player more' : 'One player fewer', exact: true }).click();
  }
  // A new match's bots are the game's default opponent: the normal search, not greedy.
  await expect.poll(() => page.locator('[data-testid=seat-1] select').inputValue()).toBe('bot:ismcts:level=normal');
  if (opts.leader) {
    // Leaders per seat: picking one seat's leader keeps the others distinct.
    await page.locator('label:has([data-testid=leaders-choose])').click();
    await page.locator('[data-testid=leader-0]').selectOption(opts.leader);
    const other = await page.locator('[data-testid=leader-1]').inputValue();
    expect(other).not.toBe(opts.leader);
  }
  // The rules options keep their defaults (the round limit included).
  await page.locator('[data-testid=totw-rules-options] summary').click();
  await expect(page.locator('[data-testid=max-rounds]').inputValue()).resolves.toBe('40');
  await page
    .locator('summary', { hasText: /^Seed$|^Зерно$|^Сид$/ })
    .first()
    .click();
  await page.locator('[data-testid=seed]').fill(opts.seed);
  if (opts.shots) await shot(page, opts.shots);
  await page.click('[data-testid=create]');
  await page.waitForSelector('[data-testid=totw-table]');
}

/**
 * Issue #15 item 2: the bot's moves since my last action, read from the log as a player reads it,
 * are outlined on the table: the card it played on the discard (while it is the top card), its
 * line in the players list, and, on its board (opened from that list), every cell a rider left or
 * reached, every cell it planted or built on, and the temple-track slot it used. Returns how many
 * marks were checked.
 */
async function checkLastMoves(page: Page, shots: Set<string>): Promise<number> {
  const moves = await page.evaluate(() => {
    const entries = [...document.querySelectorAll<HTMLElement>('[data-testid=log] .log-entry')];
    let from = entries.findLastIndex((e) => e.dataset.seat === '0');
    if (from < 0) from = 0;
    const texts = entries
      .slice(from)
      .flatMap((e) => [...e.querySelectorAll('p, summary')].map((p) => p.textContent ?? ''))
      .filter((text) => text.startsWith('Bot 2'));
    const nodes = new Set<string>();
    const cards: string[] = [];
    const temples: number[] = [];
    for (const text of texts) {
      const step = /(?:moves|catapults) a rider: (\S+) → (\S+)\.$/.exec(text);
      if (step) for (const n of step.slice(1)) nodes.add(n as string);
      const at = /(?:plants .* at|builds a village on .* at|builds temple T\d on|cleanses) ([A-D][1-3])\b/.exec(text);
      if (at) nodes.add(at[1] as string);
      const temple = /builds temple T(\d) on/.exec(text);
      if (temple) temples.push(Number(temple[1]));
      const played = /plays .+? \(([A-Z]\d\d); /.exec(text);
      if (played) cards.push(played[1] as string);
    }
    return { nodes: [...nodes], cards, temples };
  });
  const outlined = (selector: string, style = 'double') =>
    page.evaluate(
      ([sel, st]) => {
        const el = document.querySelector(sel as string);
        return el ? getComputedStyle(el).outlineStyle === st : null;
      },
      [selector, style],
    );
  let checked = 0;
  for (const card of moves.cards) {
    const on = await outlined(`[data-discard-top="${card}"]`);
    // Not the top card any more (something was discarded over it): nothing to outline.
    if (on === null) continue;
    expect(on, `discard ${card}`).toBe(true);
    checked++;
  }
  if (moves.nodes.length === 0) return checked;
  expect(await outlined('[data-testid=player-1]'), 'players list').toBe(true);
  await page.click('[data-testid=player-1]');
  await page.waitForSelector('.tw-board[data-seat="1"]');
  for (const node of moves.nodes) {
    const sel = node === 'capital' ? '.tw-board .tw-capital' : `.tw-board [data-cell="${node}"]`;
    expect(await outlined(sel), node).toBe(true);
    checked++;
  }
  for (const slot of moves.temples) {
    expect(await outlined(`.tw-temple-slots > :nth-child(${slot})`), `temple T${slot}`).toBe(true);
    checked++;
  }
  if (!shots.has('last-moves')) {
    shots.add('last-moves');
    await page.screenshot({ path: join(SCREENSHOTS, 'totw-last-moves-1280.png'), animations: 'disabled' });
    // Pointing at the bot's last line in the log outlines what it names, in ink.
    await page.locator('[data-testid=log] .log-entry[data-marks][data-seat="1"]').last().hover();
    await expect.poll(() => outlined('[data-testid=player-1]', 'solid'), { message: 'hovered line' }).toBe(true);
    await page.screenshot({ path: join(SCREENSHOTS, 'totw-log-hover-1280.png'), animations: 'disabled' });
    await page.mouse.move(0, 0);
  }
  await page.click('[data-testid=back-to-mine]');
  await page.waitForSelector('.tw-board[data-seat="0"]');
  return checked;
}

interface Played {
  /** The bot's moves found outlined on the table (checkLastMoves). */
  marks: number;
  /** The kinds of step taken. */
  seen: Set<string>;
}

/**
 * Plays by clicking, checking the bot's last moves at each of my actions, until `enough` says so
 * or the game ends (the end dialog shows).
 */
async function playOn(page: Page, prefix: string, enough: (played: Played) => boolean): Promise<Played> {
  const shots = new Set<string>();
  const played: Played = { marks: 0, seen: new Set() };
  for (let steps = 0; !enough(played); steps++) {
    if ((await nextKind(page)) === 'action') played.marks += await checkLastMoves(page, shots);
    const kind = await playOne(page, shots, prefix);
    if (kind === 'end') break;
    played.seen.add(kind);
    expect(steps).toBeLessThan(3000);
  }
  return played;
}

describe('Tribes of the Wind in the browser', () => {
  it('creates a 2-player match from the form with default options and plays it against the default bot: badges, the bot’s moves outlined, a draw', async () => {
    const { page, errors } = await h.page();
    await fastAnimations(page, h.base);
    await page.goto(h.base);
    await expect(page.getByRole('heading', { name: 'Tribes of the Wind' }).isVisible()).resolves.toBe(true);
    await createTotw(page, { seed: 'totw-e2e-4', shots: 'totw-new-match', leader: 'sefu' });
    await expect(page.locator('.tw-board-panel .tw-title').textContent()).resolves.toContain('Sefu');
    // Your board between your neighbours: with two players the opponent is left, the row right.
    await expect(page.locator('[data-testid=neighbour-left]').textContent()).resolves.toContain('Bot 2');
    await expect(page.locator('[data-testid=neighbour-right]').textContent()).resolves.toContain('element row');
    await expect(page.locator('[data-testid=board] [data-cell]').count()).resolves.toBe(12);
    // Every card in your hand carries a playability badge for each of its rows.
    expect(await nextKind(page)).toBe('action');
    const cards = await page.locator('[data-testid=hand-card]').count();
    expect(cards).toBe(5);
    for (let i = 0; i < cards; i++) {
      const badges = await page.locator('[data-testid=hand-card]').nth(i).locator('.tw-badge').count();
      expect(badges).toBeGreaterThanOrEqual(1);
    }
    // Played by clicking against the default bot until its moves were outlined a few times and a
    // draw was asked for; the game's real end is the next test's (from a position near it).
    const { marks, seen } = await playOn(page, 'totw', (played) => played.marks > 3 && played.seen.has('draw'));
    expect(seen.has('action')).toBe(true);
    expect(marks).toBeGreaterThan(3);
    expect(seen.has('draw')).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays on by clicking from round 39 of a game with default options to its real end: the end screen and the replay', async () => {
    const late = lateGame(39);
    const { page, errors } = await h.page();
    await fastAnimations(page, h.base);
    await openPosition(page, h.base, 'late', late.actions, false, late);
    await expect(page.locator('[data-testid=round]').textContent()).resolves.toMatch(/39/);
    const { seen } = await playOn(page, 'totw-late', () => false);
    expect(seen.has('action')).toBe(true);
    await shot(page, 'totw-end-screen');
    await expect(page.locator('[data-testid=score-table] tbody tr[data-seat]').count()).resolves.toBe(2);
    // Its real end: a fifth village, or the default round limit of 40.
    const reason = (await page.locator('[data-testid=end-reason]').textContent()) ?? '';
    expect(reason).toMatch(
      /Why it ended: (A fifth village was built; the final round \(\d+\) has been played\.|Nobody built a fifth village: the game ended at the round limit, after round 40\.)/,
    );
    // The breakdown opens per player (§6.2 categories).
    await first(page, '.tw-end-expand').click();
    await expect(page.locator('.tw-end-details').textContent()).resolves.toContain('Polluted cells');
    await shot(page, 'totw-end-breakdown');
    await page.getByRole('button', { name: 'Show the table' }).click();
    await expect(page.locator('[data-testid=prompt]').textContent()).resolves.toContain('The game is over.');
    await expect(page.locator('[data-testid=log]').textContent()).resolves.toMatch(
      /round limit|builds a fifth village/,
    );
    await shot(page, 'totw-after-end');
    // The replay viewer renders the same table read-only, at any step.
    await page.goto(`${h.base}#/replay?local=late`);
    await page.waitForSelector('[data-testid=replay-position]');
    await page.click('[data-testid=replay-back]');
    await page.click('[data-testid=replay-back]');
    await page.waitForSelector('[data-testid=totw-table]');
    await expect(page.locator('[data-testid=totw-table] [data-target]').count()).resolves.toBe(0);
    await shot(page, 'totw-replay');
    await expectHandAboveReplayBar(page, '[data-testid=hand]', 'totw-replay-hand');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('guides multi-step decisions: moving riders, planting, choosing a village card side', async () => {
    const positions = preparePositions(['move', 'plant', 'villageCard', 'action']);
    expect([...positions.keys()].sort()).toEqual(['action', 'move', 'plant', 'villageCard']);
    for (const [w, hgt, tag] of [
      [1280, 720, '1280'],
      [390, 844, '390'],
    ] as const) {
      const { page, errors } = await h.page({ width: w, height: hgt });
      await fastAnimations(page, h.base);

      // Your hand: each row's badge, and a picked card's rows with their reasons.
      await openPosition(page, h.base, `hand${tag}`, positions.get('action') ?? []);
      await expect(page.locator('[data-testid=hand-card] .tw-badge').count()).resolves.toBeGreaterThan(4);
      await shot(page, `totw-hand-${tag}`);
      await first(page, 'button[data-testid=hand-card]').click();
      await expect(page.locator('[data-testid=card-detail]').textContent()).resolves.toMatch(
        /Requirement (met|not met)/,
      );
      await shot(page, `totw-hand-picked-${tag}`);
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-testid=card-detail]').count()).resolves.toBe(0);
      if (tag === '1280') {
        // The number of a card that cannot be played says why (issue #39 item 4).
        const kinds = await page.locator('[data-testid=hand-card]').evaluateAll((cards) => cards.map((c) => c.tagName));
        const unplayable = kinds.indexOf('SPAN');
        expect(unplayable).toBeGreaterThanOrEqual(0);
        await page.keyboard.press(`Digit${unplayable + 1}`);
        await expect(page.locator('[data-testid=key-note]').textContent()).resolves.toMatch(
          /cannot be played: .*Requirement not met/,
        );
        await shot(page, 'totw-key-unplayable-1280');
      }

      // Move: the prompt counts the steps; dashed nodes are the legal destinations.
      await openPosition(page, h.base, `move${tag}`, positions.get('move') ?? []);
      const before = await page.locator('[data-testid=prompt]').textContent();
      expect(before).toMatch(/Steps left: \d/);
      await shot(page, `totw-move-${tag}`);
      if (tag === '1280') {
        // Focus is on the first destination, and Tab goes on through the others (issue #39 item 4).
        await page.waitForFunction(() => document.activeElement?.hasAttribute('data-target') === true);
        const firstFocused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
        await page.keyboard.press('Tab');
        const next = await page.evaluate(() => ({
          target: document.activeElement?.getAttribute('data-target'),
          label: document.activeElement?.getAttribute('aria-label'),
        }));
        expect(next.target).toMatch(/^(cell|capital)$/);
        expect(next.label).not.toBe(firstFocused);
      }
      await first(page, '[data-target=cell], [data-target=capital]').click();
      await page.waitForFunction((b) => document.querySelector('[data-testid=prompt]')?.textContent !== b, before);

      // Plant: affordable tiles dashed in the market, then the legal cells on the board.
      await openPosition(page, h.base, `plant${tag}`, positions.get('plant') ?? []);
      await expect(page.locator('[data-testid=prompt]').textContent()).resolves.toContain('Choose a tile, then a cell');
      await shot(page, `totw-plant-${tag}`);
      const tilesBefore = await page.locator('[data-testid=board] .tw-cell.has-tile').count();
      await first(page, '[data-target=market]').click();
      await expect(page.locator('[data-testid=prompt]').textContent()).resolves.toMatch(
        /Choose a cell for .+ \([MAD]\d\d\)/,
      );
      await shot(page, `totw-plant-cell-${tag}`);
      await first(page, '[data-target=cell]').click();
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=board] .tw-cell.has-tile').length === n + 1,
        tilesBefore,
      );

      // Village card: pick one in the row, then use it now or tuck it as a task.
      await openPosition(page, h.base, `vcard${tag}`, positions.get('villageCard') ?? []);
      await expect(page.locator('[data-testid=prompt]').textContent()).resolves.toContain('Choose a village card');
      await shot(page, `totw-village-card-${tag}`);
      const tucked = await page
        .locator('[data-testid=tucked] [data-target=tucked], [data-testid=tucked] .tw-vcard:not(.is-empty)')
        .count();
      await first(page, '[data-target=village-card]').click();
      await expect(page.locator('[data-testid=vcard-use]').textContent()).resolves.toMatch(/^Use now: /);
      await expect(page.locator('[data-testid=vcard-tuck]').textContent()).resolves.toMatch(/^Tuck as a task: .+ VP$/);
      await shot(page, `totw-village-card-side-${tag}`);
      await page.click('[data-testid=vcard-tuck]');
      await page.waitForFunction(
        (n) => document.querySelectorAll('[data-testid=tucked] .tw-vcard:not(.is-empty)').length === n + 1,
        tucked,
      );
      await shot(page, `totw-village-card-tucked-${tag}`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('shows the table in Ukrainian and Russian, and the rules summary', async () => {
    const positions = preparePositions(['action']);
    const { page, errors } = await h.page();
    await fastAnimations(page, h.base);
    await openPosition(page, h.base, 'langs', positions.get('action') ?? []);
    await page.getByRole('button', { name: 'Українська' }).click();
    await expect(page.getByText('Ваш планшет').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Ряд стихій').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Ринок плиток лісу').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid=prompt]').textContent()).resolves.toContain('Ваш хід');
    await expect(page.locator('[data-testid=log]').textContent()).resolves.toMatch(/ — (бере|грає|переміщує)/);
    await shot(page, 'totw-table-uk');
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByText('Ваш планшет').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Ряд стихий').first().isVisible()).resolves.toBe(true);
    await expect(page.getByText('Рынок плиток леса').first().isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid=log]').textContent()).resolves.toMatch(/ — (берёт|играет|перемещает)/);
    await first(page, 'button[data-testid=hand-card]').click();
    await expect(page.locator('[data-testid=card-detail]').textContent()).resolves.toMatch(
      /Требование (выполнено|не выполнено)/,
    );
    await shot(page, 'totw-table-ru');
    await page.goto(`${h.base}#/rules/tribes-of-the-wind`);
    await page.waitForSelector('[data-testid=rules]');
    await expect(page.locator('[data-testid=rules]').textContent()).resolves.toContain('Построить поселение');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'totw-rules-ru-390');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
