/**
 * Issue #35 (the web half), end to end in Chromium against the real server: a signed-in player
 * creates a rated Tribes of the Wind match (two people and a Normal bot, one round: the game's
 * own round limit, so the match ends honestly and soon) from the form, whose "Rated match" switch
 * says why it is off until the table can be rated, and her waiting table shows where the seated
 * players stand; a guest finds it in the lobby and on the join
 * page with each seated player's rating and chance, is sent to sign up and back, and joins; both
 * play by clicking to the end. Then both profiles show the new ratings, the chart its point, the
 * recent match its replay, and the leaderboard (its minimum lowered to one game, the server's
 * `leaderboardMinGames`, `serve --leaderboard-min-games`) lists both players and the bot level.
 * Last, every ratings screen passes the layout check in English, Ukrainian and Russian at
 * 1280×800 and 390×844.
 */
import { join } from 'node:path';
import type { ProfileResponse, PublicMatchResponse } from '@boardhall/protocol';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignUp, signUp } from './account-steps.ts';
import { fastAnimations, type Harness, SCREENSHOTS, shot, startHarness } from './harness.ts';
import { checkLayout, formatFindings } from './layout-check.ts';
import { askedNow, playOne } from './totw-play.ts';

const GAME = 'tribes-of-the-wind';
const ANN = 'Rated Ann';
const BO = 'Rated Bo';

let h: Harness;
/** The rated match both played, and the pages of its two players (kept for the layout check). */
let matchId = '';
let ann: { page: Page; errors: string[] } | null = null;
let bo: { page: Page; errors: string[] } | null = null;

beforeAll(async () => {
  h = await startHarness({ leaderboardMinGames: 1 });
});

afterAll(async () => {
  await h?.close();
});

const publicMatch = async (id: string): Promise<PublicMatchResponse> =>
  (await (await fetch(`${h.base}api/matches/${id}`)).json()) as PublicMatchResponse;
const profileOf = async (name: string): Promise<ProfileResponse> =>
  (await (await fetch(`${h.base}api/players/${encodeURIComponent(name)}`)).json()) as ProfileResponse;

/** Plays both people's seats by clicking until both tables show the end. */
async function playToTheEnd(pages: readonly Page[]): Promise<void> {
  const shots = new Set<string>();
  for (let steps = 0; ; steps++) {
    expect(steps).toBeLessThan(400);
    const asked = await Promise.all(pages.map((p) => askedNow(p)));
    if (asked.every((k) => k === 'end')) return;
    const i = asked.findIndex((k) => k !== null && k !== 'end');
    const page = pages[i];
    // Nobody is asked anything now: the bot is thinking, or a frame is on its way.
    if (page === undefined) await pages[0]?.waitForTimeout(100);
    else await playOne(page, shots, `ratings-${i}`);
  }
}

/** Opens a player's profile and waits for the game's standing. */
async function openProfile(page: Page, route: string): Promise<void> {
  await page.goto(`${h.base}${route}`);
  await page.waitForSelector(`[data-testid=profile-game][data-game=${GAME}] [data-testid=rating-chart] svg`);
}

describe('ratings in the browser', () => {
  it('two signed-in players and a Normal bot play a rated match; profiles, chart and leaderboard show the new ratings', async () => {
    ann = await h.page();
    const a = ann.page;
    await fastAnimations(a, h.base);
    await signUp(a, h.base, ANN, 'ann plays for rating');

    // The form: online, three seats. One person and two bots is practice, and says so.
    await a.goto(`${h.base}#/new/${GAME}`);
    await a.waitForSelector('[data-testid=create]');
    await a.locator('label', { hasText: 'Online, with a link' }).click();
    const choice = a.locator('[data-testid=rated-choice]');
    await expect(choice.getAttribute('data-blocker')).resolves.toBe('people');
    await expect(a.locator('[data-testid=rated]').isDisabled()).resolves.toBe(true);
    await expect(a.locator('[data-testid=rated-why]').textContent()).resolves.toBe(
      'A rated match needs at least two people.',
    );
    await a.locator('[data-testid=seat-1] select').selectOption('human');
    await expect.poll(() => choice.getAttribute('data-blocker')).toBe('');
    await expect(a.locator('[data-testid=seat-2] select').inputValue()).resolves.toBe('bot:ismcts:level=normal');
    // "No limit" is never rated; back to the default real time, the switch is on again.
    await a.locator('label:has([data-testid=speed-none])').click();
    await expect.poll(() => choice.getAttribute('data-blocker')).toBe('clock');
    await a.locator('label:has([data-testid=speed-realtime])').click();
    await expect.poll(() => choice.getAttribute('data-blocker')).toBe('');
    await expect(a.locator('[data-testid=rated]').isChecked()).resolves.toBe(true);
    // One round: the game's own round limit ends it after everybody's first turn.
    await a.locator('[data-testid=totw-rules-options] summary').click();
    await a.fill('[data-testid=max-rounds]', '1');
    await shot(a, 'ratings-new-match');
    await a.click('[data-testid=create]');
    await a.waitForSelector('[data-testid=totw-table]');
    matchId = /#\/match\/([^?]+)/.exec(a.url())?.[1] ?? '';
    expect(matchId).not.toBe('');
    const created = await publicMatch(matchId);
    expect(created.rated).toBe(true);
    const link = (await a.locator('[data-testid=join-link]').textContent()) ?? '';
    // Waiting for Bo, Ann's table says the match is rated and where the seated players stand.
    await a.waitForSelector('[data-testid=waiting-ratings] [data-testid=seat-rating-2] [data-testid=win-chance]');
    await expect(a.locator('[data-testid=waiting-ratings] [data-testid=rated-tag]').count()).resolves.toBe(1);

    // Bo, not signed in, finds it in the lobby: rated, with Ann's rating and the bot's.
    bo = await h.page();
    const b = bo.page;
    await fastAnimations(b, h.base);
    await b.goto(h.base);
    const row = b.locator(`[data-testid=open-match][data-match="${matchId}"]`);
    await row.waitFor();
    await expect(row.locator('[data-testid=rated-tag]').textContent()).resolves.toBe('Rated');
    await expect(
      row.locator('[data-testid=seat-rating-0] [data-testid=rating]').getAttribute('data-rating'),
    ).resolves.toBe('1500');
    await expect(row.locator('[data-testid=seat-ratings]').textContent()).resolves.toContain(ANN);

    // The join page: every seated player's rating and chance; a guest cannot join, and is sent to sign in.
    await b.goto(link.replace(/^https?:\/\/[^/]+\//, h.base));
    await b.waitForSelector('[data-testid=join-form] [data-testid=rated-join]');
    await expect(b.locator('[data-testid=rated-needs-account]').textContent()).resolves.toBe(
      'Only signed-in players can join a rated match.',
    );
    await expect(b.getByRole('button', { name: 'Join', exact: true }).isDisabled()).resolves.toBe(true);
    for (const seat of [0, 2]) {
      const line = b.locator(`[data-testid=seat-rating-${seat}]`);
      const rating = line.locator('[data-testid=rating]');
      await expect(rating.getAttribute('data-rating')).resolves.toBe('1500');
      await expect(rating.getAttribute('data-provisional')).resolves.toBe('true');
      await expect(rating.getAttribute('title')).resolves.toMatch(/^Provisional: /);
      await expect(line.locator('[data-testid=win-chance]').textContent()).resolves.toMatch(/^\d{1,3}% to win$/);
    }
    await shot(b, 'ratings-join-guest');
    await b.click('[data-testid=rated-sign-in]');
    await b.waitForSelector('[data-testid=signin]');
    await b.getByRole('link', { name: 'Create an account' }).click();
    await b.waitForSelector('[data-testid=signup]');
    await fillSignUp(b, BO, 'bo plays for rating');
    // Signed up, Bo is back on the join page, where he plays under his account's name.
    await b.waitForSelector('[data-testid=join-form] [data-testid=rated-join]');
    await expect(b.locator('[data-testid=rated-join]').textContent()).resolves.toContain(`You play as ${BO}.`);
    await b.getByRole('button', { name: 'Join', exact: true }).click();
    await b.waitForSelector('[data-testid=totw-table]');

    await playToTheEnd([a, b]);
    await shot(a, 'ratings-end');
    const finished = await publicMatch(matchId);
    expect(finished.status).toBe('finished');
    const ranking = finished.outcome?.ranking ?? [];
    const placeOf = (seat: number) => ranking.findIndex((group) => group.includes(seat)) + 1;

    // Both profiles: the new rating (the server's), one rated game, its point on the chart, the match with its replay.
    for (const [page, name, seat] of [
      [a, ANN, 0],
      [b, BO, 1],
    ] as const) {
      const profile = await profileOf(name);
      const standing = profile.games.find((g) => g.game === GAME);
      expect(standing?.rating?.games).toBe(1);
      expect(standing?.played).toBe(1);
      const rating = standing?.rating?.rating ?? 0;
      // Alone in first place the rating rises; alone in last it falls.
      const place = placeOf(seat);
      const tiedWithAll = ranking.length === 1;
      if (place === 1 && !tiedWithAll) expect(rating).toBeGreaterThan(1500);
      if (place === ranking.length && !tiedWithAll) expect(rating).toBeLessThan(1500);
      await openProfile(page, `#/players/${encodeURIComponent(name)}`);
      const card = page.locator(`[data-testid=profile-game][data-game=${GAME}]`);
      await expect(
        card.locator('[data-testid=profile-rating] [data-testid=rating]').getAttribute('data-rating'),
      ).resolves.toBe(String(rating));
      await expect(card.locator('[data-testid=profile-played]').textContent()).resolves.toBe('1');
      await expect(card.locator('[data-testid=chart-point]').count()).resolves.toBe(1);
      await expect(card.locator('[data-testid=chart-point]').getAttribute('data-rating')).resolves.toBe(String(rating));
      const recent = page.locator(`[data-testid=profile-match][data-match="${matchId}"]`);
      await expect(recent.locator('[data-testid=rating-change]').textContent()).resolves.toMatch(
        new RegExp(`^Rating: 1500 → ${rating} \\(`),
      );
      await expect(recent.textContent()).resolves.toContain(`Place: ${place} of 3`);
      await shot(page, `ratings-profile-${seat}`);
    }
    // Ann's profile leads to the replay, to the bot level's profile and to the leaderboard.
    await openProfile(a, `#/players/${encodeURIComponent(ANN)}`);
    await a.locator(`[data-testid=profile-match][data-match="${matchId}"] [data-testid=profile-replay]`).click();
    await a.waitForSelector('[data-testid=replay-position]');
    await openProfile(a, `#/players/${encodeURIComponent(ANN)}`);
    await a.locator('[data-testid=profile-h2h]').getByRole('link', { name: 'Bot (Normal)' }).click();
    await a.waitForSelector('[data-testid=profile] h1:has-text("Bot (Normal)")');
    await expect(a.locator('[data-testid=profile-played]').first().textContent()).resolves.toBe('1');
    await a.locator('[data-testid=profile-game] a', { hasText: 'Leaderboard' }).click();
    await a.waitForSelector('[data-testid=leaderboard-row]');
    await expect(a.locator('[data-testid=leaderboard-rule]').textContent()).resolves.toContain(
      'at least 1 rated game are listed',
    );
    const listed = await a.locator('[data-testid=leaderboard-row] [data-testid=player-link]').allTextContents();
    expect([...listed].sort()).toEqual(['Bot (Normal)', ANN, BO].sort());
    await expect(a.locator('[data-testid=leaderboard-row][aria-current=true]').textContent()).resolves.toContain(ANN);
    await shot(a, 'ratings-leaderboard');
    expect([...ann.errors, ...bo.errors]).toEqual([]);
  });

  it('lays out every ratings screen in every language at both sizes', async () => {
    expect(ann).not.toBeNull();
    const signedIn = (ann as { page: Page }).page;
    // A rated match waiting for a second player: its row in the lobby and its join page, as a guest sees them.
    await signedIn.goto(`${h.base}#/`);
    const waiting = await signedIn.evaluate(async () => {
      const res = await fetch('api/matches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          game: 'four-humours',
          options: { mode: 'kingdom' },
          seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'bot', bot: 'ismcts', level: 'hard' }],
          claim: 0,
          speed: { kind: 'turn-based', days: 3 },
          rated: true,
        }),
      });
      return ((await res.json()) as { matchId: string }).matchId;
    });
    const guest = await h.page();
    const screens: readonly { name: string; page: Page; route: string; ready: string }[] = [
      {
        name: 'profile',
        page: signedIn,
        route: `#/players/${encodeURIComponent(ANN)}`,
        ready: '[data-testid=rating-chart] svg',
      },
      { name: 'profile-bot', page: guest.page, route: '#/players/bot/normal', ready: '[data-testid=rating-chart] svg' },
      { name: 'leaderboard', page: guest.page, route: `#/leaderboard/${GAME}`, ready: '[data-testid=leaderboard-row]' },
      {
        name: 'leaderboard-empty',
        page: guest.page,
        route: '#/leaderboard/four-humours',
        ready: '[data-testid=leaderboard-rule]',
      },
      { name: 'new-match', page: signedIn, route: `#/new/${GAME}`, ready: '[data-testid=create]' },
      { name: 'lobby', page: guest.page, route: '#/', ready: `[data-testid=open-match][data-match="${waiting}"]` },
      { name: 'join', page: guest.page, route: `#/match/${waiting}?join`, ready: '[data-testid=rated-join]' },
      { name: 'waiting', page: signedIn, route: `#/match/${waiting}`, ready: '[data-testid=waiting-ratings]' },
    ];
    const found: string[] = [];
    for (const size of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      for (const locale of ['en', 'uk', 'ru']) {
        for (const screen of screens) {
          await screen.page.setViewportSize(size);
          await screen.page.goto(`${h.base}?lang=${locale}${screen.route}`);
          await screen.page.waitForSelector(screen.ready);
          if (screen.name === 'new-match') {
            await screen.page.locator('label:has(input[name=where])').nth(1).click();
            await screen.page.locator('[data-testid=seat-1] select').selectOption('human');
            await screen.page.waitForSelector('[data-testid=rated-choice][data-blocker=""]');
          }
          const findings = await checkLayout(screen.page);
          if (findings.length > 0) found.push(`${screen.name} ${locale} ${size.width}:\n${formatFindings(findings)}`);
          await screen.page.screenshot({
            path: join(SCREENSHOTS, `ratings-${screen.name}-${locale}-${size.width}.png`),
            fullPage: true,
          });
        }
      }
    }
    expect(found.join('\n\n')).toBe('');
    expect([...(ann?.errors ?? []), ...guest.errors]).toEqual([]);
    await guest.page.context().close();
    await signedIn.context().close();
    await bo?.page.context().close();
  });
});
