/**
 * Issue #8 end-to-end: the lobby, a 3-player Four Humours game (you + 2 bots) played to the end by
 * clicking, a hotseat game for a few turns, the language switch, the replay viewer, an online game
 * through the server, and a console without errors. Screenshots in artifacts/screenshots/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fourHumours } from '@boardhall/four-humours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleReport, FIRST_LOAD_BUDGET } from '../../scripts/bundle-size.ts';
import { createLocal, hoverOutlines, lastMovesShown, nextStep, playOne } from './fh-play.ts';
import { beforeResolution, lateGame } from './fh-positions.ts';
import { expectHandAboveReplayBar, fastAnimations, type Harness, shot, startHarness } from './harness.ts';
import { openSaved } from './saved-match.ts';

/** The bot a new match seats by default: the normal search. */
const DEFAULT_BOT = 'ismcts:level=normal';

let h: Harness;

beforeAll(async () => {
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

describe('Four Humours in the browser', () => {
  it('keeps first-load JavaScript within 300 KB gzipped, games loaded on demand', () => {
    const r = bundleReport(h.webDir);
    expect(r.jsGzip).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
    // The game is not in the first load: no first-load chunk holds its log texts or content.
    expect(r.scripts.length).toBeGreaterThan(0);
    for (const c of r.scripts) {
      const text = readFileSync(join(h.webDir, c.file), 'utf8');
      expect(text, c.file).not.toContain('Winners and escapers move to the map');
      expect(text, c.file).not.toContain('The Black Knight');
    }
  });

  it('serves the lobby, with both layouts and a clean console', async () => {
    const { page, errors } = await h.page();
    await page.goto(h.base);
    await expect(page.getByRole('heading', { name: 'Choose a game' }).isVisible()).resolves.toBe(true);
    await page.waitForSelector('[data-testid=open-section][data-state=ok]');
    await shot(page, 'lobby-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'lobby-390');
    await page.goto(`${h.base}#/rules/four-humours`);
    await page.waitForSelector('[data-testid=rules]');
    await shot(page, 'rules-390');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('plays a 3-player game against 2 default bots to the end by clicking, with default options, then replays it', async () => {
    const { page, errors } = await h.page();
    await fastAnimations(page, h.base);
    await page.goto(`${h.base}#/new/four-humours`);
    await page.waitForSelector('[data-testid=create]');
    await shot(page, 'new-match');
    // The form with its default options and two default bots makes the match they sit at…
    await createLocal(page, h.base, ['human', DEFAULT_BOT, DEFAULT_BOT]);
    await expect(page.locator('.fh-players').textContent()).resolves.toMatch(/Bot 2 \(Normal\).*Bot 3 \(Normal\)/);
    await shot(page, 'fh-table-1280');
    // …and such a game, prepared up to two rounds before its end (the engine's game, played by a small
    // generator), is played on by clicking to its end, the two default bots searching for their moves.
    const late = lateGame(3, fourHumours.optionsSchema.parse({}), 'e2e-late', 2, [DEFAULT_BOT, DEFAULT_BOT]);
    expect(late.finished).toBe(false);
    await openSaved(page, h.base, 'late', late, '.fh-table');
    const shots = new Set<string>();
    let steps = 0;
    let placed = 0;
    // Issue #15 item 2: on each of my turns the bots' placements since my last one are outlined.
    let checked = 0;
    let hovered = false;
    for (;;) {
      if ((await nextStep(page)) === 'place') {
        const seen = await lastMovesShown(page);
        expect(seen.shown).toBe(seen.expected);
        expect(seen.outlined).toBe(seen.expected);
        checked += seen.expected;
        if (seen.expected > 0 && !shots.has('last-moves')) {
          shots.add('last-moves');
          await shot(page, 'fh-last-moves-1280');
        }
        if (!hovered && seen.expected > 0) {
          hovered = true;
          expect(await hoverOutlines(page)).toBe(true);
        }
      }
      const step = await playOne(page, shots, 'fh');
      if (step === 'end') break;
      if (step === 'place') placed++;
      steps++;
      expect(steps).toBeLessThan(600);
    }
    console.log(
      `a 3-player game from two rounds before its end: ${placed} placements of mine, ${checked} of the bots outlined`,
    );
    expect(placed).toBeGreaterThan(3);
    expect(checked).toBeGreaterThan(3);
    expect(hovered).toBe(true);
    await shot(page, 'fh-end-screen');
    const table = page.locator('[data-testid=score-table] tbody tr');
    await expect(table.count()).resolves.toBe(3);
    await expect(page.locator('[data-testid=end-reason]').textContent()).resolves.toMatch(/Why it ended: /);
    // Nothing can be undone after the end: the table has no Undo button any more.
    await page.click('[data-testid=show-table]');
    await expect(page.locator('[data-testid=undo]').count()).resolves.toBe(0);
    await page.click('[data-testid=show-end]');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=download-replay]')]);
    const replayFile = await download.path();

    await page.getByRole('button', { name: 'Replay', exact: true }).click();
    await page.waitForSelector('[data-testid=replay-position]');
    const end = await page.locator('[data-testid=replay-position]').textContent();
    await page.click('[data-testid=replay-back]');
    await page.click('[data-testid=replay-back]');
    const back = await page.locator('[data-testid=replay-position]').textContent();
    expect(back).not.toBe(end);
    // Stepping back to a placement: the replay outlines the slot the move filled.
    let outlined = 0;
    for (let i = 0; i < 12 && outlined === 0; i++) {
      outlined = await page.locator('head style[data-testid=marks-last]').count();
      if (outlined === 0) await page.click('[data-testid=replay-back]');
    }
    expect(outlined).toBe(1);
    await shot(page, 'fh-replay');
    await expectHandAboveReplayBar(page, '.fh-hand-tray', 'fh-replay-hand');
    // In the lobby the finished match is watched as its replay.
    await page.goto(`${h.base}#/`);
    await page.locator('[data-testid=my-matches] li').first().getByRole('button', { name: 'Watch' }).click();
    await page.waitForSelector('[data-testid=replay-position]');
    // The downloaded file, opened as a file, names the bots as the table did.
    await page.goto(`${h.base}#/replay`);
    await page.setInputFiles('[data-testid=replay-file]', replayFile);
    await page.waitForSelector('[data-testid=replay-position]');
    const viewers = await page.locator('[data-testid=replay-viewer] option').allTextContents();
    expect(viewers).toEqual(expect.arrayContaining(['Bot 2 (Normal)', 'Bot 3 (Normal)']));
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('Fiefdom and Solo: fiefs, plot choices and the Rival, a Solo game to the end', async (ctx) => {
    if (!fourHumours.optionsSchema.safeParse({ mode: 'solo' }).success) {
      ctx.skip();
      return;
    }
    const { page, errors } = await h.page();
    await fastAnimations(page, h.base);
    await createLocal(page, h.base, ['human', 'random', 'random'], 'Fiefdom mode');
    await expect(page.locator('[data-testid=fiefs]').isVisible()).resolves.toBe(true);
    await shot(page, 'fh-fiefdom');
    await createLocal(page, h.base, ['human'], 'Solo mode');
    await expect(page.locator('[data-testid=rival]').isVisible()).resolves.toBe(true);
    const shots = new Set<string>();
    // The Rival's placements, made within my own action, are outlined until my next one.
    let rival = 0;
    for (let steps = 0; ; steps++) {
      if ((await nextStep(page)) === 'place') {
        const seen = await lastMovesShown(page);
        expect(seen.shown).toBe(seen.expected);
        expect(seen.outlined).toBe(seen.expected);
        rival += seen.expected;
      }
      const step = await playOne(page, shots, 'fh-solo');
      if (step === 'end') break;
      expect(steps).toBeLessThan(600);
    }
    expect(rival).toBeGreaterThan(0);
    await shot(page, 'fh-solo-end');
    await expect(page.locator('.end-dialog h2').textContent()).resolves.toMatch(/Rival/);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('hotseat: covers the table between two humans on one device', async () => {
    const { page, errors } = await h.page();
    await fastAnimations(page, h.base);
    await createLocal(page, h.base, ['human', 'human']);
    let turns = 0;
    let covers = 0;
    while (turns < 6) {
      const step = await nextStep(page);
      if (step === 'cover') {
        covers++;
        if (covers === 1) await shot(page, 'hotseat-cover');
        // Behind the cover no hand is in the page: the table shows the spectator view.
        await expect(page.locator('.fh-hand-potion').count()).resolves.toBe(0);
        await page.locator('.cover button').click();
        continue;
      }
      await playOne(page, new Set(['walkthrough', 'walkthrough-scene', 'decision', 'potion-picked']), 'hotseat');
      if (step === 'place' || step === 'pass' || step === 'choose') turns++;
    }
    expect(covers).toBeGreaterThanOrEqual(2);
    await shot(page, 'hotseat-table');
    // The match is saved in this browser: the lobby lists it and Continue brings it back.
    const before = await page.locator('[data-testid=log] .log-entry').count();
    await page.goto(`${h.base}#/`);
    await page.locator('[data-testid=my-matches] li').first().getByRole('button', { name: 'Continue' }).click();
    await page.waitForSelector('.fh-table');
    await expect(page.locator('[data-testid=log] .log-entry').count()).resolves.toBe(before);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('on a touch screen the prompt and the log legend say tap and no key is named (Pass, the hand, Esc)', async () => {
    const promptWith = async (touch: boolean) => {
      const { page, errors } = await h.page({ width: 390, height: 844 }, touch);
      await fastAnimations(page, h.base);
      await createLocal(page, h.base, ['human', 'random']);
      expect(await nextStep(page)).toBe('place');
      const potion = page.locator('.fh-hand-potion:not([disabled])').first();
      await (touch ? potion.tap() : potion.click());
      const prompt = page.locator('[data-testid=prompt]');
      const text = (await prompt.locator('.fh-prompt-text > span:not(.fh-prompt-sizer)').textContent()) ?? '';
      // The key hints, Pass's "P" and the hand's 1–4: shown where there is a keyboard, not on a phone.
      const keyHint = [
        await page.locator('.fh-hand-tray .btn kbd').first().isVisible(),
        await page.locator('.fh-hand-key').first().isVisible(),
      ];
      if (touch) await shot(page, 'fh-touch-potion-picked-en-390');
      // The game log's legend says how to find a line's move on the table: point, or tap.
      const logLegend = (await page.locator('.log-legend').first().textContent()) ?? '';
      // The rules' "On screen" section of both games speaks of what this screen has.
      const onScreen: string[] = [];
      for (const game of ['four-humours', 'tribes-of-the-wind']) {
        await page.goto(`${h.base}#/rules/${game}`);
        await page.waitForSelector('[data-testid=rules]');
        onScreen.push((await page.locator('[data-testid=rules] section p').last().textContent()) ?? '');
      }
      expect(errors).toEqual([]);
      await page.context().close();
      return { text, keyHint, onScreen, logLegend };
    };
    const mouse = await promptWith(false);
    const touch = await promptWith(true);
    expect(mouse.text).toMatch(/selected\. Click a dashed slot .* Esc cancels\.$/);
    expect(touch.text).toMatch(/selected\. Tap a dashed slot to place it face down\.$/);
    for (const words of mouse.onScreen) expect(words).toMatch(/[Cc]lick /);
    for (const words of mouse.onScreen) expect(words).toMatch(/press 1–4|Keys: 1–5/);
    for (const words of touch.onScreen)
      expect(words).toMatch(/^Only .* Tap a [a-z]+ in your hand, then a [a-z ]+\. [^\d]*$/);
    expect(mouse.logLegend).toMatch(/Point at or focus a line to find it on the table\.$/);
    expect(touch.logLegend).toMatch(/Tap a line to find it on the table\.$/);
    expect([mouse.keyHint, touch.keyHint]).toEqual([
      [true, true],
      [false, false],
    ]);
  });

  it('no dead ends: a refused slot says why near it, and picking a potion moves nothing (1280 and 390)', async () => {
    for (const [width, height] of [
      [1280, 800],
      [390, 844],
    ] as const) {
      const { page, errors } = await h.page({ width, height });
      await fastAnimations(page, h.base);
      await createLocal(page, h.base, ['human', 'random']);
      expect(await nextStep(page)).toBe('place');
      // Every card's box (scenes and parties): picking a potion or reading a refusal may move none of them.
      const boxes = () =>
        page
          .locator('.fh-scene, .fh-party')
          .evaluateAll((els) => els.map((e) => JSON.stringify(e.getBoundingClientRect())));
      const before = await boxes();
      expect(before.length).toBeGreaterThan(0);
      await page.locator('.fh-hand-potion:not([disabled])').first().click();
      expect(await boxes()).toEqual(before);
      // The allowed slots' dashed ring is thick enough to see at a glance, on a tinted slot.
      const target = page.locator('[data-testid=display] .fh-slot-target').first();
      const ringWidth = await target
        .locator('.fh-target-ring circle[stroke-dasharray]')
        .evaluate((el) => Number(getComputedStyle(el).strokeWidth.replace('px', '')));
      expect(ringWidth).toBeGreaterThanOrEqual(3);
      await expect(target.evaluate((el) => getComputedStyle(el).backgroundColor)).resolves.not.toMatch(
        /rgba\(0, 0, 0, 0\)/,
      );
      const refused = page.locator('[data-testid=display] .fh-slot-refused').first();
      const key = await refused.evaluate((el) => {
        const row = el.closest('.fh-slots');
        return row ? [...row.querySelectorAll('.fh-slot')].indexOf(el) : -1;
      });
      expect(key).toBeGreaterThanOrEqual(0);
      // aria-disabled makes Playwright wait for it to be enabled; a browser clicks it all the same.
      await refused.click({ force: true });
      const note = page.locator('[data-testid=slot-note]');
      await expect(note.isVisible()).resolves.toBe(true);
      // The reason, in words, right under the clicked slot's row.
      await expect(note.textContent()).resolves.toMatch(/^(This slot|You|No potion|Pick a potion|Not your turn)/);
      const [slotBox, noteBox] = [await refused.boundingBox(), await note.boundingBox()];
      expect(noteBox && slotBox && noteBox.y - (slotBox.y + slotBox.height)).toBeLessThan(24);
      expect(await boxes()).toEqual(before);
      await shot(page, `fh-slot-refused-en-${width}`);
      // Any other click (here the language switch) dismisses the note; the same slot says it again in Ukrainian.
      await page.getByRole('button', { name: 'Українська' }).click();
      await expect(note.count()).resolves.toBe(0);
      await refused.click({ force: true });
      await expect(note.textContent()).resolves.toMatch(/^(Ця комірка|Ліміт|Зараз|Спершу|Комірку)/);
      await shot(page, `fh-slot-refused-uk-${width}`);
      await page.keyboard.press('Escape');
      await expect(note.count()).resolves.toBe(0);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it('the walkthrough holds nobody: bots place while it is open, and its switch stops it opening by itself', async () => {
    const { page, errors } = await h.page({ width: 1280, height: 800 });
    await fastAnimations(page, h.base);
    // A new player's first game, opened just before its first resolution.
    const options = fourHumours.optionsSchema.parse({});
    const game = beforeResolution(3, options, 'e2e-walk', 1, ['random', 'random']);
    await openSaved(page, h.base, 'walk', game, '.fh-table');
    const shots = new Set(['walkthrough', 'walkthrough-scene', 'decision', 'potion-picked']);
    const walk = page.locator('[data-testid=walkthrough]');
    const mine = page.locator('.fh-hand-potion:not([disabled])');
    const targets = page.locator('[data-target-cell], [data-target-plot]');
    let seen = 0;
    for (let steps = 0; seen === 0 && steps < 400; steps++) {
      const step = await nextStep(page);
      if (step === 'end') break;
      if (step !== 'walkthrough') {
        await playOne(page, shots, 'fh-hold');
        continue;
      }
      // A new player's first game: it opened by itself. Answer the resolution's questions under it,
      // never closing it, until the next placement is mine.
      if (await targets.count()) {
        await targets.first().click();
        continue;
      }
      const placing = /Placement/.test((await page.locator('[data-testid=round-phase]').textContent()) ?? '');
      if (!placing || (await mine.count()) === 0) {
        await page.waitForFunction(() => document.querySelector('.fh-hand-potion:not([disabled])') !== null);
        continue;
      }
      seen++;
      // I place under the open walkthrough and a bot places after me, while it stays open and nothing says anyone waits for it.
      const botLines = page.locator('[data-testid=log] .log-entry:not([data-seat="0"])');
      const before = await botLines.count();
      await mine.first().click();
      await page.locator('.fh-slot-target').first().click();
      await expect.poll(() => botLines.count(), { timeout: 20_000 }).toBeGreaterThan(before);
      await expect(walk.isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-testid=turn]').textContent()).resolves.not.toMatch(/waiting for you/);
      await shot(page, 'fh-walk-bots-play-on-1280');
      // The player asks it not to open by itself any more: it is remembered.
      await page.locator('[data-testid=walk-auto]').uncheck();
      await page.click('[data-testid=walk-close]');
    }
    expect(seen).toBe(1);
    // The next round's resolution does not open it; the prompt offers it instead.
    const opener = page.locator('[data-testid=walk-open]');
    const shownRound = async () => Number(((await opener.textContent()) ?? '').match(/round (\d+)/)?.[1] ?? 0);
    const first = await shownRound();
    for (let steps = 0; (await shownRound()) === first && steps < 400; steps++) {
      const step = await playOne(page, shots, 'fh-no-auto');
      expect(step).not.toBe('walkthrough');
      if (step === 'end') break;
    }
    expect(await shownRound()).toBe(first + 1);
    await expect(walk.count()).resolves.toBe(0);
    await opener.click();
    await expect(walk.isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-testid=walk-auto]').isChecked()).resolves.toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('fits a 390-px phone: tabs, the map, and a fixed hand tray; a question mid-resolution says tap', async () => {
    const { page, errors } = await h.page({ width: 390, height: 844 }, true);
    await fastAnimations(page, h.base);
    // A game opened just before the resolution of a round that asked seat 0 a question when the
    // engine played it (the player's own placements may put it off to a later round).
    const options = fourHumours.optionsSchema.parse({});
    await openSaved(page, h.base, 'phone', beforeResolution(2, options, 'e2e-phone-4', 1, ['random']), '.fh-table');
    await nextStep(page);
    await shot(page, 'fh-phone-scenes');
    await page.locator('.fh-tabs button').nth(1).click();
    await expect(page.locator('[data-testid=map]').isVisible()).resolves.toBe(true);
    await shot(page, 'fh-phone-map');
    await page.locator('.fh-tabs button').nth(0).click();
    let turns = 0;
    let asked = 0;
    const shots = new Set<string>();
    // On until the walkthrough has asked me a question (playOne checks it says "tap a dashed …").
    while (turns < 3 || asked === 0) {
      if ((await nextStep(page)) === 'choose' && (await page.locator('[data-testid=walkthrough]').count())) asked++;
      const step = await playOne(page, shots, 'fh-phone');
      if (step === 'place' || step === 'pass') turns++;
      if (step === 'end') break;
    }
    expect(asked).toBeGreaterThan(0);
    await shot(page, 'fh-phone-after');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('online: creates a match on the server, a second player joins by the link, both play, a reload reconnects', async () => {
    const a = await h.page();
    await fastAnimations(a.page, h.base);
    await a.page.goto(`${h.base}#/new/four-humours`);
    await a.page.waitForSelector('[data-testid=create]');
    await a.page.locator('label', { hasText: 'Online, with a link' }).click();
    await a.page.locator('[data-testid=seat-1] select').selectOption('human');
    await a.page.locator('[data-testid=seat-2] select').selectOption('bot:random');
    await a.page.locator('[data-testid=seat-0] input').fill('Ann');
    await a.page.click('[data-testid=create]');
    const link = (await a.page.locator('[data-testid=join-link]').textContent()) ?? '';
    expect(link).toMatch(/#\/match\/.+\?join/);
    await shot(a.page, 'online-waiting');
    // The seed commitment is published from the start, and the seed is not revealed yet.
    const matchId = /#\/match\/([^?]+)/.exec(link)?.[1] ?? '';
    const summary = (await (await fetch(`${h.base}api/matches/${matchId}`)).json()) as { seedCommitment: string };
    await a.page.click('[data-testid=shuffle-check]');
    await expect(a.page.locator('[data-testid=seed-commitment]').textContent()).resolves.toBe(summary.seedCommitment);
    await expect(a.page.locator('[data-testid=revealed-seed]').count()).resolves.toBe(0);
    await shot(a.page, 'online-shuffle-commitment');
    await a.page.keyboard.press('Escape');

    const b = await h.page();
    await b.page.goto(`${h.base}#/`);
    await b.page.waitForSelector('[data-testid=open-section][data-state=ok]');
    await expect(b.page.locator('[data-testid=open-matches] li').count()).resolves.toBeGreaterThan(0);
    await b.page.goto(link.replace(/^https?:\/\/[^/]+\//, h.base));
    // The join page says what the match is before anyone takes a seat: game, host, every seat.
    await b.page.waitForSelector('[data-testid=join-form]');
    await expect(b.page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Join a match of Four Humours');
    await expect(b.page.locator('[data-testid=join-host]').textContent()).resolves.toBe('Created by Ann');
    await expect(b.page.locator('[data-testid=join-seat-0]').textContent()).resolves.toContain('Ann');
    await expect(b.page.locator('[data-testid=join-seat-1] input[type=radio]').isChecked()).resolves.toBe(true);
    await expect(b.page.locator('[data-testid=join-seat-2]').textContent()).resolves.toContain('Bot 3 (Random)');
    await shot(b.page, 'online-join');
    await b.page.getByRole('textbox', { name: 'Your name' }).fill('Бо');
    // The host hears who joined (looked for from the click on: the notice goes after a few seconds).
    const heard = a.page.waitForSelector('[data-testid=seat-notice]:has-text("Бо joined")');
    await b.page.getByRole('button', { name: 'Join', exact: true }).click();
    await b.page.waitForSelector('.fh-table');
    // Joined: the address is the match's own, without `?join`.
    expect(b.page.url()).toMatch(/#\/match\/[^?]+$/);
    await heard;

    // Each plays until both have placed a potion (the bot plays on the server).
    const placedBy = new Set<string>();
    for (let i = 0; i < 200 && placedBy.size < 2; i++) {
      for (const [who, p] of [
        ['a', a.page],
        ['b', b.page],
      ] as const) {
        if ((await p.locator('.fh-hand-potion:not([disabled])').count()) === 0) continue;
        const step = await playOne(
          p,
          new Set(['walkthrough', 'walkthrough-scene', 'decision', 'potion-picked']),
          'online',
        );
        if (step === 'place') placedBy.add(who);
      }
      await a.page.waitForTimeout(50);
    }
    expect(placedBy.size).toBe(2);
    await shot(b.page, 'online-second-player');
    // The notice goes by itself while the match goes on (after about 8 s).
    await a.page.waitForSelector('[data-testid=seat-notice]', { state: 'detached', timeout: 20_000 });
    await expect(a.page.locator('[data-testid=log]').textContent()).resolves.toContain('Бо');

    // A reload reconnects with the stored seat token: the hand is back.
    await a.page.reload();
    await a.page.waitForSelector('.fh-hand-potion');
    await expect(a.page.locator('.fh-players li').first().textContent()).resolves.toContain('Ann');
    await shot(a.page, 'online-reconnected');
    // "Your matches" in the lobby says who plays against you (and whose turn it is).
    await b.page.goto(`${h.base}#/`);
    await b.page.waitForSelector('[data-testid=my-matches] .turn:has-text("vs Ann, Bot 3 (Random)")');
    await shot(b.page, 'online-my-matches');
    expect([...a.errors, ...b.errors]).toEqual([]);
    await a.page.context().close();
    await b.page.context().close();
  });

  it('online: after the end, a spectator sees the shuffle verified against the commitment', async () => {
    const res = await fetch(`${h.base}api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game: 'four-humours',
        seats: [
          { kind: 'bot', bot: 'random' },
          { kind: 'bot', bot: 'random' },
        ],
      }),
    });
    const created = (await res.json()) as { matchId: string; seedCommitment: string };
    const v = await h.page();
    // A join link with no free seat: the match is watched, and the address drops `?join`.
    await v.page.goto(`${h.base}#/match/${created.matchId}?join`);
    await v.page.waitForSelector('[data-testid=shuffle-check][data-verdict=verified]', { timeout: 120_000 });
    expect(v.page.url()).toMatch(/#\/match\/[^?]+$/);
    await expect(v.page.locator('[data-testid=shuffle-check]').textContent()).resolves.toContain('Shuffle verified');
    // The end screen says it too; closed, the header chip opens the details.
    await expect(v.page.locator('[data-testid=shuffle-line]').textContent()).resolves.toMatch(/Verified: the revealed/);
    await shot(v.page, 'online-end-shuffle-verified');
    await v.page.click('[data-testid=show-table]');
    await v.page.click('[data-testid=shuffle-check]');
    await expect(v.page.locator('[data-testid=seed-commitment]').textContent()).resolves.toBe(created.seedCommitment);
    await expect(v.page.locator('[data-testid=shuffle-verdict]').textContent()).resolves.toMatch(
      /^Verified: the revealed seed matches/,
    );
    await shot(v.page, 'online-shuffle-verified');
    // Kept in 'Your matches' (as creating or joining it would), the finished match is watched as its replay.
    await v.page.evaluate((id) => {
      const record = { v: 1, id, game: 'four-humours', seat: null, token: null, updatedAt: Date.now() };
      localStorage.setItem(`boardhall.online.${id}`, JSON.stringify(record));
    }, created.matchId);
    await v.page.goto(`${h.base}#/`);
    const row = v.page.locator('[data-testid=my-matches] li').first();
    await row.getByRole('button', { name: 'Watch' }).click();
    await v.page.waitForSelector('[data-testid=replay-position]');
    expect(v.page.url()).toContain(`replay?match=${created.matchId}`);
    // The replay shows the same shuffle check as the match page.
    await v.page.waitForSelector('.replay-bar [data-testid=shuffle-check][data-verdict=verified]');
    await v.page.click('.replay-bar [data-testid=shuffle-check]');
    await expect(v.page.locator('[data-testid=seed-commitment]').textContent()).resolves.toBe(created.seedCommitment);
    await shot(v.page, 'online-replay-shuffle-verified');
    await v.page.keyboard.press('Escape');
    expect(v.errors).toEqual([]);
    await v.page.context().close();
  });

  it('switches to Ukrainian and Russian, remembers it, and honours ?lang=', async () => {
    const { page, errors } = await h.page();
    await page.goto(h.base);
    await page.getByRole('button', { name: 'Українська' }).click();
    await expect(page.getByRole('heading', { name: 'Оберіть гру' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Чотири темпераменти').first().isVisible()).resolves.toBe(true);
    await shot(page, 'lobby-uk');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Оберіть гру' }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('heading', { name: 'Выберите игру' }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Четыре темперамента').first().isVisible()).resolves.toBe(true);
    await fastAnimations(page, h.base);
    await createLocal(page, h.base, ['human', 'random', 'random']);
    await expect(page.getByText('Карта королевства').first().isVisible()).resolves.toBe(true);
    await shot(page, 'fh-table-ru');
    await page.getByRole('button', { name: 'Українська' }).click();
    await expect(page.getByText('Карта королівства').first().isVisible()).resolves.toBe(true);
    await shot(page, 'fh-table-uk');
    const fresh = await h.page();
    await fresh.page.goto(`${h.base}?lang=ru#/`);
    await expect(fresh.page.getByRole('heading', { name: 'Выберите игру' }).isVisible()).resolves.toBe(true);
    expect([...errors, ...fresh.errors]).toEqual([]);
    await fresh.page.context().close();
    await page.context().close();
  });
});
