// Rated matches end to end on a real server (the store under test): which matches are rated, who
// may sit in them, what their end does to the ratings, and what the leaderboard, the profiles and
// the match summaries then say. Unrated matches (a guest's, one without a clock, practice) are
// played to the end too, and change no rating.
import {
  type HttpErrorResponse,
  type LeaderboardResponse,
  leaderboardResponseSchema,
  type MatchListResponse,
  matchListResponseSchema,
  type PublicMatchResponse,
  profileResponseSchema,
  publicMatchResponseSchema,
  type SeatsFrame,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NEW_RATING, rateFreeForAll, type SkillRating } from '../../src/ratings/model.mjs';
import { placesOf } from '../../src/ratings/places.ts';
import { shownRating } from '../../src/ratings/scale.ts';
import type { StoredSeat } from '../../src/storage/types.ts';
import { http, type TestServer } from '../helpers.ts';
import { guest, player, playOut, profile, REALTIME, startRatingServer, table, tallyOf } from './rated-tables.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startRatingServer();
});
afterAll(() => server.close());

const EASY_BOT = { kind: 'bot', bot: 'ismcts', level: 'easy' } as const;
const HUMAN = { kind: 'human' } as const;

describe('a rated match', () => {
  it('is rated by default for accounts with a clock; its end rates the accounts and the bot level', async () => {
    const ann = await player(server, 'Ann Rated');
    const bo = await player(server, 'Bo Rated');
    const created = await ann.request<PublicMatchResponse>('POST', '/api/matches', {
      game: 'tally',
      seats: [HUMAN, HUMAN, EASY_BOT],
      claim: 0,
      speed: REALTIME,
    });
    expect(created.status).toBe(201);
    const matchId = (created.body as unknown as { matchId: string }).matchId;

    // Before anyone else sits: rated, with the seated players' ratings and chances.
    const open = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${matchId}`);
    publicMatchResponseSchema.parse(open.body);
    expect(open.body.rated).toBe(true);
    expect(open.body.ratings?.map((r) => r.seat)).toEqual([0, 2]);
    for (const r of open.body.ratings ?? []) {
      expect(r.rating).toMatchObject({ rating: 1500, provisional: true, games: 0 });
      expect(r.winChance).toBeCloseTo(0.5, 12);
    }

    // A guest may not take a seat of it, and changes nothing by trying.
    const refused = await guest(server).request<HttpErrorResponse>('POST', `/api/matches/${matchId}/join`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('rated-needs-account');
    const still = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${matchId}`);
    expect(still.body.freeSeats).toEqual([1]);

    const joined = await bo.request<{ token: string; seat: number }>('POST', `/api/matches/${matchId}/join`, {});
    expect(joined.status).toBe(200);
    const listed = await http<MatchListResponse>(server.base, 'GET', '/api/matches?status=playing&game=tally');
    matchListResponseSchema.parse(listed.body);
    const summary = listed.body.matches.find((m) => m.matchId === matchId);
    expect(summary?.rated).toBe(true);
    expect(summary?.ratings?.map((r) => r.seat)).toEqual([0, 1, 2]);
    const chances = summary?.ratings?.map((r) => r.winChance ?? 0) ?? [];
    expect(chances.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);

    const tokens = new Map([
      [0, (created.body as unknown as { claimed: { token: string } }).claimed.token],
      [1, joined.body.token],
    ]);
    const end = await playOut(server, { matchId, tokens });
    const seats: StoredSeat[] = [HUMAN, HUMAN, { kind: 'bot', bot: 'ismcts:level=easy' }];
    const places = placesOf(end.outcome as NonNullable<typeof end.outcome>, seats);
    const expected = rateFreeForAll([NEW_RATING, NEW_RATING, NEW_RATING], places);

    const annProfile = await profile(server.base, encodeURIComponent('ann rated'));
    expect(annProfile.status).toBe(200);
    profileResponseSchema.parse(annProfile.body);
    expect(annProfile.body.player).toEqual({ kind: 'account', name: 'Ann Rated' });
    const tally = tallyOf(annProfile.body);
    expect(tally.rating).toMatchObject({ mu: expected[0]?.mu, sigma: expected[0]?.sigma, games: 1 });
    expect(tally.rating?.rating).toBe(shownRating(expected[0] as SkillRating));
    expect(tally).toMatchObject({ played: 1, won: places[0] === 1 ? 1 : 0, place: expect.any(Number) });
    expect(tally.history).toEqual([
      { at: expect.any(String), matchId, rating: tally.rating?.rating, provisional: tally.rating?.provisional },
    ]);
    expect(annProfile.body.recent[0]).toMatchObject({
      matchId,
      rated: true,
      replay: true,
      place: places[0],
      players: 3,
      ratingChange: { before: 1500, after: tally.rating?.rating },
    });
    expect(annProfile.body.recent[0]?.opponents.map((o) => o.player)).toEqual([
      { kind: 'account', name: 'Bo Rated' },
      { kind: 'bot', level: 'easy' },
    ]);
    expect(annProfile.body.headToHead.map((h) => h.opponent)).toEqual(
      expect.arrayContaining([
        { kind: 'account', name: 'Bo Rated' },
        { kind: 'bot', level: 'easy' },
      ]),
    );
    const versusBo = annProfile.body.headToHead.find((h) => h.opponent.kind === 'account');
    expect(versusBo).toMatchObject({ games: 1 });
    expect((versusBo?.ahead ?? 0) + (versusBo?.behind ?? 0) + (versusBo?.tied ?? 0)).toBe(1);

    const bot = await profile(server.base, 'bot/easy');
    profileResponseSchema.parse(bot.body);
    expect(tallyOf(bot.body).rating).toMatchObject({ mu: expected[2]?.mu, sigma: expected[2]?.sigma, games: 1 });
    expect(bot.body.memberSince).toBeNull();

    const board = await http<LeaderboardResponse>(server.base, 'GET', '/api/leaderboard/tally');
    expect(board.status).toBe(200);
    leaderboardResponseSchema.parse(board.body);
    expect(board.body.minGames).toBe(1);
    const names = board.body.entries.map((e) =>
      e.player.kind === 'account' ? e.player.name : `bot ${e.player.level}`,
    );
    expect(names).toEqual(expect.arrayContaining(['Ann Rated', 'Bo Rated', 'bot easy']));
    const estimates = board.body.entries.map((e) => e.rating.conservative);
    expect([...estimates].sort((a, b) => b - a)).toEqual(estimates);
    expect(board.body.entries.find((e) => e.player.kind === 'account' && e.player.name === 'Ann Rated')?.place).toBe(
      tally.place,
    );
  });

  it('ranks a player who resigns last, whatever the bot playing on for them does', async () => {
    const [cy, di, ed] = [
      await player(server, 'Cy Leaver'),
      await player(server, 'Di Stays'),
      await player(server, 'Ed Stays'),
    ];
    const t = await table(cy, [di, ed], { seats: [HUMAN, HUMAN, HUMAN], speed: REALTIME });
    await playOut(server, t, async (clients) => {
      const leaver = clients.get(0);
      const watcher = clients.get(1);
      const from = watcher?.mark() ?? 0;
      leaver?.send({ type: 'resign', requestId: 'bye' });
      await watcher?.next<SeatsFrame>((f) => f.type === 'seats' && f.seats[0]?.resigned === true, from);
      await leaver?.close();
    });
    const cyProfile = await profile(server.base, encodeURIComponent('Cy Leaver'));
    const recent = cyProfile.body.recent[0];
    expect(recent?.place).toBe(3);
    expect(recent?.ratingChange?.after).toBeLessThan(1500);
    expect(tallyOf(cyProfile.body).won).toBe(0);
  });

  it('keeps a deleted account’s results under an anonymous key: others keep their ratings, nobody sees the account', async () => {
    const [kim, lou] = [await player(server, 'Kim Leaves Us'), await player(server, 'Lou Stays On')];
    const t = await table(kim, [lou], { seats: [HUMAN, HUMAN], speed: REALTIME });
    await playOut(server, t);
    const before = tallyOf((await profile(server.base, encodeURIComponent('Lou Stays On'))).body);
    expect(before.rating?.games).toBe(1);
    const deleted = await kim.request('DELETE', '/api/account', { confirm: 'Kim Leaves Us' });
    expect(deleted.status).toBe(204);

    expect((await profile(server.base, encodeURIComponent('Kim Leaves Us'))).status).toBe(404);
    const after = await profile(server.base, encodeURIComponent('Lou Stays On'));
    expect(tallyOf(after.body).rating).toEqual(before.rating);
    expect(tallyOf(after.body).history).toEqual(before.history);
    expect(
      after.body.headToHead.some((h) => h.opponent.kind === 'account' && h.opponent.name === 'Kim Leaves Us'),
    ).toBe(false);
    const board = await http<LeaderboardResponse>(server.base, 'GET', '/api/leaderboard/tally?limit=200');
    const listed = board.body.entries.map((e) => (e.player.kind === 'account' ? e.player.name : e.player.level));
    expect(listed).toContain('Lou Stays On');
    expect(listed).not.toContain('Kim Leaves Us');
    expect(after.body.recent[0]?.opponents[0]).toMatchObject({ player: null, name: 'Deleted player' });
  });

  it('refuses rated: true for a match that cannot be rated, naming why, and creates nothing', async () => {
    const fay = await player(server, 'Fay Asks');
    const asks = [
      { who: guest(server), body: { seats: [HUMAN, HUMAN], speed: REALTIME }, why: /signed-in/ },
      { who: fay, body: { seats: [HUMAN, HUMAN] }, why: /clock/ },
      { who: fay, body: { seats: [HUMAN, EASY_BOT], speed: REALTIME }, why: /practice/ },
      { who: fay, body: { seats: [HUMAN, HUMAN, { kind: 'bot', bot: 'random' }], speed: REALTIME }, why: /random/ },
    ];
    const before = await http<MatchListResponse>(server.base, 'GET', '/api/matches');
    for (const { who, body, why } of asks) {
      const refused = await who.request<HttpErrorResponse>('POST', '/api/matches', {
        game: 'tally',
        claim: 0,
        rated: true,
        ...body,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('not-ratable');
      expect(refused.body.error.message).toMatch(why);
    }
    const after = await http<MatchListResponse>(server.base, 'GET', '/api/matches');
    expect(after.body.matches.length).toBe(before.body.matches.length);
    // Turned off by its creator, a ratable match is not rated.
    const off = await table(fay, [], { seats: [HUMAN, HUMAN], speed: REALTIME, rated: false });
    const summary = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${off.matchId}`);
    expect(summary.body.rated).toBe(false);
    expect(summary.body.ratings).toBeUndefined();
  });

  it("names a rated match's people by their accounts, whatever name the request typed", async () => {
    const gil = await player(server, 'Gil Named');
    const hal = await player(server, 'Hal Named');
    const created = await gil.request<{ matchId: string }>('POST', '/api/matches', {
      game: 'tally',
      seats: [
        { kind: 'human', name: 'Somebody Else' },
        { kind: 'human', name: 'Not Hal' },
      ],
      claim: 0,
      speed: REALTIME,
    });
    expect(created.status).toBe(201);
    const joined = await hal.request('POST', `/api/matches/${created.body.matchId}/join`, { name: 'Fake Name' });
    expect(joined.status).toBe(200);
    const summary = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${created.body.matchId}`);
    expect(summary.body.seats.map((s) => s.name)).toEqual(['Gil Named', 'Hal Named']);
  });

  it('answers unknown-player for a name nobody has and for a level that is not rated', async () => {
    for (const path of ['Nobody%20Here', 'bot/random', 'bot/mega']) {
      const missing = await profile(server.base, path);
      expect(missing.status).toBe(404);
      expect((missing.body as unknown as HttpErrorResponse).error.code).toBe('unknown-player');
    }
    const board = await http<HttpErrorResponse>(server.base, 'GET', '/api/leaderboard/chess');
    expect(board.status).toBe(404);
    expect(board.body.error.code).toBe('unknown-game');
  });
});

describe('unrated matches change no rating', () => {
  /** Neither player, nor the easy bot level, has a Tally rating or a rated match. */
  async function expectUnrated(names: string[], matchId: string): Promise<void> {
    const summary = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${matchId}`);
    expect(summary.body.status).toBe('finished');
    expect(summary.body.rated).toBe(false);
    for (const name of names) {
      const p = await profile(server.base, encodeURIComponent(name));
      expect(tallyOf(p.body)).toMatchObject({ rating: null, played: 1, history: [] });
      expect(p.body.recent[0]).toMatchObject({ matchId, rated: false, ratingChange: null });
    }
  }

  it('a match with a guest in it', async () => {
    const gus = guest(server);
    const gil = await player(server, 'Gil With Guest');
    // A guest creates it, so it cannot be rated; an account joins.
    const t = await table(gus, [gil], { seats: [HUMAN, HUMAN], speed: REALTIME });
    await playOut(server, t);
    await expectUnrated(['Gil With Guest'], t.matchId);
  });

  it('a match without a clock ("no limit")', async () => {
    const [hal, ivy] = [await player(server, 'Hal No Clock'), await player(server, 'Ivy No Clock')];
    const t = await table(hal, [ivy], { seats: [HUMAN, HUMAN] });
    await playOut(server, t);
    await expectUnrated(['Hal No Clock', 'Ivy No Clock'], t.matchId);
  });

  it('practice: one account against bots', async () => {
    const jo = await player(server, 'Jo Practice');
    const t = await table(jo, [], { seats: [HUMAN, { kind: 'bot', bot: 'ismcts', level: 'normal' }], speed: REALTIME });
    await playOut(server, t);
    await expectUnrated(['Jo Practice'], t.matchId);
    const bot = await profile(server.base, 'bot/normal');
    expect(tallyOf(bot.body)).toMatchObject({ rating: null, played: 0 });
  });
});
