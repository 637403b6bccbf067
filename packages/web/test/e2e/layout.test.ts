/**
 * Issue #15 item 5: the layout holds in every language and size. Every screen (the lobby, both
 * create-match forms, a Four Humours Kingdom and Solo table and the large map, a Tribes of the Wind table with a
 * card's details and a move to make, both end screens, both games' online join pages, both games'
 * tables as a spectator watches them, both rules pages, the replay viewer, and an online table's
 * clocks, short-time warning, out-of-time state, chat and resign confirmation, issue #34) is opened
 * in English, Ukrainian and Russian at 1280×800 and 390×844, and the layout check
 * (layout-check.ts) must find no text running out of its box and no control covered by another.
 * On a phone, the Four Humours tab bar shows every tab with the round and phase, the Tribes of
 * the Wind panel and hand leave most of the screen to the table, and the board of either game (a
 * seat's, a spectator's, the replay's) keeps at least 55 % of the screen (issue #39 item 2). Tribes
 * of the Wind's hand names, outlines, log and headings have checks of their own (item 3). Tables are prepared positions
 * made by the engines and opened as saved local matches.
 */
import type { TotwAction } from '@boardhall/tribes-of-the-wind';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fourHumoursGame } from './fh-positions.ts';
import { type Harness, shot, startHarness } from './harness.ts';
import { checkLayout, formatFindings } from './layout-check.ts';
import type { SavedMatch } from './saved-match.ts';
import { storeSaved } from './saved-match.ts';
import { coverageGame, PREPARED, preparePositions } from './totw-positions.ts';

const SIZES = [
  { width: 1280, height: 800, tag: '1280' },
  { width: 390, height: 844, tag: '390' },
] as const;
const LOCALES = ['en', 'uk', 'ru'] as const;

const totwSaved = (actions: readonly { seat: number; action: TotwAction }[], finished = false): SavedMatch => ({
  game: 'tribes-of-the-wind',
  players: 2,
  ...PREPARED,
  actions,
  finished,
});

let h: Harness;
const saved = new Map<string, SavedMatch>();
/** An online Tribes of the Wind match waiting for a second player: its join page. */
let joinMatch = '';
/** The same for Four Humours (issue #15: the join page describes its options). */
let joinFourHumours = '';
/** An online Four Humours match with a clock, played from seat 0 (its token), a second player seated. */
let clocked = { id: '', token: '' };

/** Creates an online Four Humours match from seat 0 (claimed) with a speed; its id and seat 0's token. */
async function createClocked(
  speed: object,
  seats: readonly object[],
  extra: object = {},
): Promise<{ id: string; token: string }> {
  const res = await fetch(`${h.base}api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'four-humours',
      options: { mode: 'kingdom', firstPlayer: 0 },
      seats: [{ kind: 'human', name: 'Олександра Ковальчук' }, ...seats],
      claim: 0,
      speed,
      ...extra,
    }),
  });
  const body = (await res.json()) as { matchId: string; claimed: { token: string } };
  return { id: body.matchId, token: body.claimed.token };
}

/** Opens an online match in the page as the seat whose token it holds. */
async function openSeated(page: Page, url: (route: string) => string, m: { id: string; token: string }) {
  await page.evaluate(
    ([id, token]) =>
      localStorage.setItem(
        `boardhall.online.${id}`,
        JSON.stringify({ v: 1, id, game: 'four-humours', seat: 0, token, updatedAt: Date.now() }),
      ),
    [m.id, m.token],
  );
  // From another route, so that the table opens anew (its chat closed) when the last screen showed it too.
  await go(page, url('#/'), '[data-testid=open-section]');
  await go(page, url(`#/match/${m.id}`), '[data-testid=header-clocks] .seat-clock');
}

/**
 * Bots that think a whole second a move (a time budget without an iteration cap), so that a match
 * whose seat 0 ran out of time is still on when the check runs.
 */
const SLOW_BOTS = [
  { kind: 'bot', bot: 'ismcts:ms=1000' },
  { kind: 'bot', bot: 'ismcts:ms=1000' },
] as const;
/** A running online match of each game, to watch as a spectator (by game id). */
const watched = new Map<string, string>();

beforeAll(async () => {
  // Each run opens two clocked matches of its own: more than one address may open by default.
  h = await startHarness({ clientLimits: { openMatchesPerAddress: 100, createsPerMinute: 100 } });
  saved.set('fh-kingdom', fourHumoursGame(3, { mode: 'kingdom' }, 'layout-kingdom', 2));
  saved.set('fh-solo', fourHumoursGame(1, { mode: 'solo' }, 'layout-solo', 2));
  saved.set('fh-end', fourHumoursGame(3, { mode: 'kingdom' }, 'layout-end', null));
  const positions = preparePositions(['action', 'move']);
  saved.set('totw-action', totwSaved(positions.get('action') ?? []));
  saved.set('totw-move', totwSaved(positions.get('move') ?? []));
  const end = coverageGame('layout-totw-end', ['sefu', 'mirren']);
  saved.set('totw-end', {
    game: 'tribes-of-the-wind',
    players: 2,
    options: end.options,
    seed: end.seed,
    actions: end.actions,
    finished: true,
  });
  // A long host name, a free seat, a bot and rules off their defaults: the join page's longest lines.
  const res = await fetch(`${h.base}api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'tribes-of-the-wind',
      options: { leaders: ['ysolde', 'karrek', 'mirren'], startingWater: 2, tuckedCardsPublic: false },
      seats: [
        { kind: 'human', name: 'Олександра Ковальчук' },
        { kind: 'human' },
        { kind: 'bot', bot: 'ismcts', level: 'hard' },
      ],
      claim: 0,
    }),
  });
  joinMatch = ((await res.json()) as { matchId: string }).matchId;
  const fh = await fetch(`${h.base}api/matches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      game: 'four-humours',
      options: { mode: 'kingdom', firstPlayer: 2 },
      seats: [{ kind: 'human', name: 'Олександра Ковальчук' }, { kind: 'human' }, { kind: 'bot', bot: 'random' }],
      claim: 0,
    }),
  });
  joinFourHumours = ((await fh.json()) as { matchId: string }).matchId;
  // Three hours each (h:mm:ss), a second player who never connects, and spectators may read the chat.
  clocked = await createClocked(
    { kind: 'custom', bankSeconds: 3 * 3600, incrementSeconds: 0 },
    [{ kind: 'human' }, { kind: 'bot', bot: 'random' }],
    { chat: 'everyone' },
  );
  await fetch(`${h.base}api/matches/${clocked.id}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ seat: 1, name: 'Bo' }),
  });
  // Issue #39 item 3: spectators' tables too. Two humans seated, so nobody moves while it is checked.
  for (const [game, options] of [
    ['four-humours', { mode: 'kingdom' }],
    ['tribes-of-the-wind', {}],
  ] as const) {
    const created = await fetch(`${h.base}api/matches`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        game,
        options,
        seats: [{ kind: 'human', name: 'Олександра Ковальчук' }, { kind: 'human' }],
        claim: 0,
      }),
    });
    const id = ((await created.json()) as { matchId: string }).matchId;
    await fetch(`${h.base}api/matches/${id}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ seat: 1, name: 'Костянтин Григоренко' }),
    });
    watched.set(game, id);
  }
});

afterAll(async () => {
  await h?.close();
});

/** Puts every prepared match in this page's storage, as "Your matches" would have saved it. */
async function storeMatches(page: Page): Promise<void> {
  await page.goto(h.base);
  await storeSaved(page, saved);
  // Bots wait for nobody here: the tables are opened where the player is to act.
  await page.evaluate(() => localStorage.setItem('boardhall.settings', JSON.stringify({ animations: 'off' })));
}

interface Screen {
  readonly name: string;
  /** Opens the screen in the page (in the language of the URL's ?lang=). */
  open(page: Page, url: (route: string) => string): Promise<void>;
}

/** On a phone a table shows one tab at a time: what is waited for may be on another tab. */
const go = async (page: Page, href: string, selector: string) => {
  await page.goto(href);
  await page.waitForSelector(selector, { state: 'attached' });
};
const table =
  (id: string, selector: string): Screen['open'] =>
  (page, url) =>
    go(page, url(`#/play/local/${id}`), selector);

const SCREENS: readonly Screen[] = [
  { name: 'lobby', open: (p, url) => go(p, url('#/'), '[data-testid=open-section][data-state=ok]') },
  { name: 'new-four-humours', open: (p, url) => go(p, url('#/new/four-humours'), '[data-testid=create]') },
  { name: 'new-tribes', open: (p, url) => go(p, url('#/new/tribes-of-the-wind'), '[data-testid=create]') },
  { name: 'fh-kingdom', open: table('fh-kingdom', '.fh-hand-potion') },
  {
    name: 'fh-large-map',
    open: async (p, url) => {
      await go(p, url('#/play/local/fh-kingdom'), '.fh-hand-potion');
      // On a phone the button is on the Map tab.
      const mapTab = p.locator('.fh-tabs button').nth(1);
      if (await mapTab.isVisible()) await mapTab.click();
      await p.click('[data-testid=map-large-button]');
      await p.waitForSelector('[data-testid=map-large]');
    },
  },
  { name: 'fh-solo', open: table('fh-solo', '[data-testid=rival]') },
  { name: 'fh-end', open: table('fh-end', '[data-testid=score-table]') },
  {
    name: 'fh-end-table',
    open: async (p, url) => {
      await go(p, url('#/play/local/fh-end'), '[data-testid=score-table]');
      await p.click('[data-testid=show-table]');
    },
  },
  { name: 'totw-table', open: table('totw-action', '[data-testid=prompt][data-kind=action]') },
  {
    name: 'totw-card',
    open: async (p, url) => {
      await go(p, url('#/play/local/totw-action'), '[data-testid=prompt][data-kind=action]');
      await p.locator('button[data-testid=hand-card]').first().click();
      await p.waitForSelector('[data-testid=card-detail]');
    },
  },
  { name: 'totw-move', open: table('totw-move', '[data-target=cell], [data-target=capital]') },
  { name: 'totw-end', open: table('totw-end', '[data-testid=score-table]') },
  {
    name: 'totw-end-breakdown',
    open: async (p, url) => {
      await go(p, url('#/play/local/totw-end'), '[data-testid=score-table]');
      // A table row's button on a wide screen, a card's summary on a phone.
      await p.locator('.tw-end-expand:visible, .tw-end-cards summary:visible').first().click();
      await p.waitForSelector('.tw-end-details:visible, .tw-end-cards details[open]');
    },
  },
  { name: 'join-tribes', open: (p, url) => go(p, url(`#/match/${joinMatch}?join`), '[data-testid=join-options]') },
  {
    name: 'join-four-humours',
    open: (p, url) => go(p, url(`#/match/${joinFourHumours}?join`), '[data-testid=join-options]'),
  },
  {
    name: 'new-online-custom-speed',
    open: async (p, url) => {
      await go(p, url('#/new/four-humours'), '[data-testid=create]');
      await p.locator('label:has(input[name=where])').nth(1).click();
      await p.locator('label:has([data-testid=speed-custom])').click();
      await p.fill('[data-testid=speed-bank]', '0');
      await p.waitForSelector('[data-testid=speed-error]');
    },
  },
  { name: 'online-clocks', open: (p, url) => openSeated(p, url, clocked) },
  {
    name: 'online-chat',
    open: async (p, url) => {
      await openSeated(p, url, clocked);
      await p.click('[data-testid=chat-open]');
      await p.fill(
        '[data-testid=chat-input]',
        'Олександра: <b>не жирний</b> — довгий рядок без пробілів_________________',
      );
      await p.keyboard.press('Enter');
      await p.waitForSelector('[data-testid=chat-message]');
    },
  },
  {
    name: 'online-resign-confirm',
    open: async (p, url) => {
      await openSeated(p, url, clocked);
      await p.locator('.table-menu summary').click();
      await p.click('[data-testid=resign]');
      await p.waitForSelector('[data-testid=resign-body]');
    },
  },
  {
    name: 'online-short-time',
    // 19 seconds: under the 20-second warning from the start, and the check is done well before it runs out.
    open: async (p, url) => {
      await openSeated(
        p,
        url,
        await createClocked({ kind: 'custom', bankSeconds: 19, incrementSeconds: 0 }, SLOW_BOTS),
      );
      await p.waitForSelector('[data-testid=clock-short]', { state: 'attached' });
    },
  },
  {
    name: 'spectate-four-humours',
    open: (p, url) => go(p, url(`#/match/${watched.get('four-humours')}`), '.fh-table'),
  },
  {
    name: 'spectate-tribes',
    open: (p, url) => go(p, url(`#/match/${watched.get('tribes-of-the-wind')}`), '[data-testid=totw-table]'),
  },
  { name: 'rules-four-humours', open: (p, url) => go(p, url('#/rules/four-humours'), '[data-testid=rules]') },
  { name: 'rules-tribes', open: (p, url) => go(p, url('#/rules/tribes-of-the-wind'), '[data-testid=rules]') },
  {
    name: 'replay-four-humours',
    open: async (p, url) => {
      await go(p, url('#/replay?local=fh-end'), '[data-testid=replay-position]');
      await p.click('[data-testid=replay-back]');
      await p.waitForSelector('.fh-table');
    },
  },
  {
    name: 'replay-tribes',
    open: async (p, url) => {
      await go(p, url('#/replay?local=totw-end'), '[data-testid=replay-position]');
      await p.click('[data-testid=replay-back]');
      await p.waitForSelector('[data-testid=totw-table]');
    },
  },
];

/** Phone-only promises the generic check cannot see. */
async function phoneFindings(page: Page, screen: string): Promise<string[]> {
  const out: string[] = [];
  if (screen.startsWith('fh-') || screen.startsWith('totw-')) {
    const off = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.fh-tabs button, .tw-tabs button')]
        .filter((b) => {
          const r = b.getBoundingClientRect();
          return r.left < 0 || r.right > window.innerWidth + 0.5;
        })
        .map((b) => b.textContent ?? ''),
    );
    for (const tab of off) out.push(`tab off-screen: "${tab}"`);
  }
  if (screen === 'fh-kingdom' || screen === 'totw-table') {
    // The others' moves are outlined (a double outline); each tab but the one showing flags them.
    const { outlined, flagged } = await page.evaluate(() => {
      const tabs = new Set<string>();
      for (const el of document.querySelectorAll<HTMLElement>('.fh-table *, .tw-table *')) {
        if (getComputedStyle(el).outlineStyle !== 'double') continue;
        const sec = el.closest('[data-sec]')?.getAttribute('data-sec');
        const current = document.querySelector('[data-tab]')?.getAttribute('data-tab');
        if (sec && sec !== current) tabs.add(sec);
      }
      const flags = [...document.querySelectorAll('[data-testid=tab-flag]')].map(
        (f) => f.closest('button')?.getAttribute('data-testid')?.replace('tab-', '') ?? '?',
      );
      return { outlined: [...tabs].sort(), flagged: flags.sort() };
    });
    // In the prepared Tribes of the Wind position the opponent took from the supply, off the board tab.
    if (screen === 'totw-table' && outlined.length === 0)
      out.push('no move of the others outlined off the tab showing');
    if (outlined.join() !== flagged.join())
      out.push(`tabs flagged ${flagged.join()}, moves outlined on ${outlined.join()}`);
  }
  if (screen === 'fh-kingdom' || screen === 'fh-solo') {
    const status = await page.evaluate(() => {
      const el = document.querySelector<HTMLElement>('[data-testid=round-phase]');
      return el && el.getClientRects().length > 0 ? (el.textContent ?? '') : '';
    });
    if (!status.trim()) out.push('round and phase not shown');
  }
  if (screen === 'totw-table' || screen === 'totw-card' || screen === 'totw-move') {
    // The fixed panel , hand tray and prompt at the bottom take this share of the screen.
    const share = await page.evaluate(() => {
      const top = Math.min(
        ...[...document.querySelectorAll<HTMLElement>('.tw-bottom')]
          .filter((el) => el.getClientRects().length > 0 && ['fixed', 'sticky'].includes(getComputedStyle(el).position))
          .map((el) => el.getBoundingClientRect().top),
        window.innerHeight,
      );
      return (window.innerHeight - top) / window.innerHeight;
    });
    if (share > 0.4) out.push(`panel and hand take ${Math.round(share * 100)} % of the screen`);
  }
  return out;
}

/** The tables whose board's share of a phone's screen is measured (issue #39 item 2). */
const BOARD_SCREENS = new Set([
  'fh-kingdom',
  'fh-solo',
  'totw-table',
  'totw-move',
  'spectate-four-humours',
  'spectate-tribes',
  'replay-four-humours',
  'replay-tribes',
]);
/** The least share of a phone's screen the board keeps, at the top of the page. */
const BOARD_SHARE = 0.55;

/**
 * How much of the screen shows the table's current section (the scenes, the board…): points down
 * the middle of the screen whose topmost element belongs to it, with the page at its top. The app
 * bar, tabs, prompt, hand tray and replay controls are not the board.
 */
async function boardShare(page: Page): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, 0));
  return page.evaluate(() => {
    const current = document.querySelector('.fh-table, .tw-table')?.getAttribute('data-tab');
    let inside = 0;
    let all = 0;
    for (let y = 2; y < window.innerHeight; y += 4) {
      all++;
      const hit = document.elementFromPoint(window.innerWidth / 2, y);
      if (current && hit?.closest('[data-sec]')?.getAttribute('data-sec') === current) inside++;
    }
    return inside / all;
  });
}

/**
 * Tribes of the Wind promises of issue #39 item 3, at every size: a hand card shows its whole name,
 * and an outline (the last moves', a hovered log line's) is one box that covers no other text.
 */
async function tribesFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const name of document.querySelectorAll<HTMLElement>('.tw-hand .tw-art-name')) {
      if (name.getClientRects().length > 0 && name.scrollHeight > name.clientHeight + 1)
        out.push(`hand card name cut: "${name.textContent}"`);
    }
    for (const el of document.querySelectorAll<HTMLElement>('.tw-table *')) {
      const style = getComputedStyle(el);
      const width = Number.parseFloat(style.outlineWidth);
      if (style.outlineStyle === 'none' || !(width > 0) || el.getClientRects().length === 0) continue;
      const rects = [...el.getClientRects()];
      const what = (el.textContent ?? '').trim().slice(0, 40);
      if (rects.length > 1) out.push(`outline in ${rects.length} boxes: "${what}"`);
      const grow = width + Number.parseFloat(style.outlineOffset || '0');
      const r = el.getBoundingClientRect();
      const block = el.parentElement;
      if (!block) continue;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (!n.textContent?.trim() || el.contains(n)) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        const over = [...range.getClientRects()].some(
          (t) =>
            t.width > 0 &&
            t.bottom > r.top - grow + 1 &&
            t.top < r.bottom + grow - 1 &&
            t.right > r.left - grow + 1 &&
            t.left < r.right + grow - 1,
        );
        if (over) {
          out.push(`outline over the text "${n.textContent.trim().slice(0, 30)}": "${what}"`);
          break;
        }
      }
    }
    return out;
  });
}

/**
 * Wide-screen promises of Tribes of the Wind's side and board (issue #39 item 3): the game log
 * shows at least six lines, and once the board region has scrolled its headings stay on screen.
 */
async function tribesWideFindings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const log = document.querySelector<HTMLElement>('.tw-table [data-testid=log]');
    if (log) {
      const style = getComputedStyle(log);
      const line = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.2;
      if (log.clientHeight < 6 * line) out.push(`the game log shows ${(log.clientHeight / line).toFixed(1)} lines`);
    }
    const centre = document.querySelector<HTMLElement>('.tw-main > .tw-center');
    if (centre && centre.scrollHeight > centre.clientHeight + 40) {
      const before = centre.scrollTop;
      centre.scrollTop = 40;
      const top = centre.getBoundingClientRect().top;
      for (const head of centre.querySelectorAll<HTMLElement>('.tw-neighbour-head, .tw-board-panel > .tw-title')) {
        if (head.getClientRects().length > 0 && head.getBoundingClientRect().top < top - 1)
          out.push(`heading cut once the board has scrolled: "${(head.textContent ?? '').trim()}"`);
      }
      centre.scrollTop = before;
    }
    return out;
  });
}

/**
 * Wide-screen promise of Tribes of the Wind: the prompt and hand panel covers no control of the
 * table as the page first shows it (the generic check scrolls each control into view, which a
 * panel floating over the board's lower rows would survive).
 */
async function wideFindings(page: Page, screen: string): Promise<string[]> {
  if (!screen.startsWith('totw-') || screen.startsWith('totw-end')) return [];
  return page.evaluate(() => {
    const panel = document.querySelector('.tw-bottom');
    if (!panel) return [];
    const out: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('.tw-main button, .tw-main [role=button]')) {
      if (panel.contains(el) || el.getClientRects().length === 0) continue;
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < 0 || y >= window.innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && panel.contains(hit)) out.push(`covered by the action panel: "${(el.textContent ?? '').trim()}"`);
    }
    return out;
  });
}

describe('the layout holds in every language and size', () => {
  for (const size of SIZES) {
    for (const locale of LOCALES) {
      it(`${locale} at ${size.width}×${size.height}`, async () => {
        const { page, errors } = await h.page({ width: size.width, height: size.height });
        await storeMatches(page);
        const url = (route: string) => `${h.base}?lang=${locale}${route}`;
        const found: string[] = [];
        for (const screen of SCREENS) {
          await screen.open(page, url);
          const findings = await checkLayout(page);
          if (findings.length > 0) found.push(`${screen.name}:\n${formatFindings(findings)}`);
          const tribes = /^(totw-|spectate-tribes|replay-tribes)/.test(screen.name) && !screen.name.includes('end');
          if (tribes) {
            const own = await tribesFindings(page);
            if (size.width >= 1100) own.push(...(await tribesWideFindings(page)));
            if (own.length > 0) found.push(`${screen.name} (tribes):\n${own.join('\n')}`);
          }
          if (size.width >= 1100) {
            const wide = await wideFindings(page, screen.name);
            if (wide.length > 0) found.push(`${screen.name} (wide):\n${wide.join('\n')}`);
          }
          if (size.width < 600) {
            const phone = await phoneFindings(page, screen.name);
            if (BOARD_SCREENS.has(screen.name)) {
              const share = await boardShare(page);
              if (share < BOARD_SHARE) phone.push(`the board has ${Math.round(share * 100)} % of the screen`);
            }
            if (phone.length > 0) found.push(`${screen.name} (phone):\n${phone.join('\n')}`);
          }
          await shot(page, `layout-${screen.name}-${locale}-${size.tag}`);
        }
        expect(found.join('\n\n')).toBe('');
        expect(errors).toEqual([]);
        await page.context().close();
      });
    }
  }
});
