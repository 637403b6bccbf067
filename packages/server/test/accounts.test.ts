/**
 * Accounts over the HTTP API and WebSockets, on the store under test (SQLite, and PostgreSQL in
 * its run): passkeys and passwords, sessions and their cookie, names that cannot be mistaken, the
 * limits on guessing, forged cross-site requests, seats held by accounts, "my games", the export
 * and the deletion. Every hostile request gets a code and a sentence, and changes nothing.
 */
import type {
  AccountExport,
  AccountResponse,
  CreateMatchResponse,
  ErrorFrame,
  JoinResponse,
  MyMatchesResponse,
  PublicMatchResponse,
  SessionResponse,
  StateFrame,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestBrowser } from './accounts/browser.ts';
import { act, http, playToEnd, startTestServer, TestClient, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    trustProxy: true,
    signInLimits: { perAddress: 20, perAccount: 10 },
    clientLimits: { http: { creates: 1000, seatChanges: 1000 } },
  });
});
afterAll(() => server.close());

let names = 0;
/** A fresh name per test (names are unique on the server). */
const fresh = (prefix = 'Player') => `${prefix}${++names}x${Math.floor(Math.random() * 1e6)}`;
const browser = (origin?: string | null) => new TestBrowser(server.base, origin === undefined ? server.base : origin);

type ErrorBody = { error: { code: string; message: string } };
const codeOf = (r: { body: unknown }) => (r.body as ErrorBody).error?.code;
const refusal = (r: { status: number; body: unknown }) => ({ status: r.status, code: codeOf(r) });

describe('signing up and in', () => {
  it('registers with a passkey, signs out, and signs in again with it', async () => {
    const b = browser();
    const name = fresh('Passkey');
    const up = await b.signUpWithPasskey(name);
    expect(up.status, up.text).toBe(201);
    expect(up.body).toEqual({ account: { name, language: 'en' } });
    // The cookie: server-side session, HttpOnly, SameSite=Lax, no Secure over plain HTTP, 256 bits.
    expect(b.lastSetCookie).toMatch(/HttpOnly/);
    expect(b.lastSetCookie).toMatch(/SameSite=Lax/);
    expect(b.lastSetCookie).not.toMatch(/Secure/);
    expect(Buffer.from(b.cookie as string, 'base64url').length).toBeGreaterThanOrEqual(16);
    const account = await b.request<AccountResponse>('GET', '/api/account');
    expect(account.body).toMatchObject({ name, hasPassword: false, passkeys: [{ label: 'Test key' }] });
    const old = b.cookie as string;
    expect((await b.request('POST', '/api/auth/logout')).status).toBe(204);
    expect(b.cookie).toBeNull();
    // The old session id is worth nothing once signed out.
    b.cookie = old;
    expect(refusal(await b.request('GET', '/api/account'))).toEqual({ status: 401, code: 'not-signed-in' });
    b.cookie = null;
    const { result } = await b.signInWithPasskey();
    expect(result.status, result.text).toBe(200);
    expect(result.body).toEqual({ account: { name, language: 'en' } });
    expect((await b.request<AccountResponse>('GET', '/api/account')).body.passkeys[0]?.lastUsedAt).not.toBeNull();
  });

  it('registers with a password, signs out, and signs in again; a wrong name and a wrong password look alike', async () => {
    const b = browser();
    const name = fresh('Pass');
    expect((await b.signUp(name, 'correct horse battery')).status).toBe(201);
    expect((await b.request('POST', '/api/auth/logout')).status).toBe(204);
    const wrongPassword = await b.signIn(name, 'wrong horse battery');
    const wrongName = await b.signIn(`${name}q`, 'correct horse battery');
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.text).toBe(wrongName.text);
    expect(b.cookie).toBeNull();
    // Any case of the name signs in.
    const ok = await b.signIn(name.toUpperCase(), 'correct horse battery');
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ account: { name, language: 'en' } });
  });

  it('signs out everywhere: every session of the account ends', async () => {
    const name = fresh('Everywhere');
    const one = browser();
    const two = browser();
    await one.signUp(name, 'a long enough password');
    await two.signIn(name, 'a long enough password');
    const sessions = await one.request<AccountResponse>('GET', '/api/account');
    expect(sessions.body.sessions.map((s) => s.current).sort()).toEqual([false, true]);
    expect((await one.request('DELETE', '/api/account/sessions')).status).toBe(204);
    expect(refusal(await two.request('GET', '/api/account'))).toEqual({ status: 401, code: 'not-signed-in' });
  });
});

describe('names', () => {
  it('are unique regardless of case and of look-alike letters, and only Latin or Cyrillic', async () => {
    const name = `Anna${++names}`;
    expect((await browser().signUp(name, 'password one')).status).toBe(201);
    for (const twin of [name.toLowerCase(), name.toUpperCase(), `\u0410nn\u0430${names}`]) {
      const taken = await browser().signUp(twin, 'password two');
      expect(refusal(taken), twin).toEqual({ status: 409, code: 'name-taken' });
    }
    for (const bad of ['Al', 'A'.repeat(25), 'Ann😀x', 'Ελένη', 'ann..b', ' Ann', '1Ann']) {
      expect(refusal(await browser().signUp(bad, 'password three')), bad).toEqual({ status: 400, code: 'bad-request' });
    }
    expect((await browser().signUp(`Оля-${names}`, 'пароль цей')).status).toBe(201);
  });
});

describe('forged and hostile requests', () => {
  it('refuses a cross-origin request with a valid cookie, and one without Origin, changing nothing', async () => {
    const b = browser();
    const name = fresh('Csrf');
    await b.signUp(name, 'csrf password', 'en');
    const evil = new TestBrowser(server.base, 'https://evil.example');
    evil.cookie = b.cookie;
    expect(refusal(await evil.request('PATCH', '/api/account', { language: 'ru' }))).toEqual({
      status: 403,
      code: 'bad-origin',
    });
    expect(
      refusal(await evil.request('POST', '/api/matches', { game: 'tally', seats: [{ kind: 'human' }], claim: 0 })),
    ).toEqual({ status: 403, code: 'bad-origin' });
    const bare = new TestBrowser(server.base, null);
    bare.cookie = b.cookie;
    expect(refusal(await bare.request('DELETE', '/api/account/sessions'))).toEqual({ status: 403, code: 'bad-origin' });
    // Nothing changed: same language, session still valid, no match made for the account.
    const after = await b.request<AccountResponse>('GET', '/api/account');
    expect(after.body.language).toBe('en');
    expect((await b.request<MyMatchesResponse>('GET', '/api/account/matches')).body.matches).toEqual([]);
    // A sign-in started on another site's page is refused too (it would set a cookie).
    expect(refusal(await evil.signIn(name, 'csrf password'))).toEqual({ status: 403, code: 'bad-origin' });
  });

  it('limits wrong passwords from one address, then from many, refusing even the right one meanwhile', async () => {
    const name = fresh('Target');
    await browser().signUp(name, 'the right password');
    // 1,000 wrong passwords from one address, at this account and at names nobody has.
    const attacker = browser();
    attacker.from = '198.51.100.7';
    const codes: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const r = await attacker.signIn(i % 2 === 0 ? name : `${name}${i}`, `guess ${i}`);
      expect(r.status).not.toBe(200);
      codes.push(codeOf(r));
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill('bad-credentials'));
    expect(codes.filter((c) => c === 'bad-credentials').length).toBeLessThanOrEqual(20);
    // Then only refusals that check no password at all: the sign-in limits, and the requests' own.
    expect(new Set(codes.slice(20))).toEqual(new Set(['too-many-attempts', 'rate-limited']));
    expect(codes.filter((c) => c === 'too-many-attempts').length).toBeGreaterThan(0);
    // 1,000 more, each from an address of its own, at the one account: its own limit holds them.
    const victim = fresh('Victim');
    await browser().signUp(victim, 'the victim password');
    const spread: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const one = browser();
      one.from = `10.${Math.floor(i / 250)}.${i % 250}.9`;
      const r = await one.signIn(victim, `guess again ${i}`);
      expect(r.status).not.toBe(200);
      spread.push(codeOf(r));
    }
    expect(spread.slice(0, 10)).toEqual(Array(10).fill('bad-credentials'));
    expect(new Set(spread.slice(10))).toEqual(new Set(['too-many-attempts']));
    // Meanwhile even the right password is refused, without being checked.
    const honest = browser();
    honest.from = '192.0.2.44';
    expect(refusal(await honest.signIn(victim, 'the victim password'))).toEqual({
      status: 429,
      code: 'too-many-attempts',
    });
  });

  it('refuses oversized, malformed and replayed WebAuthn answers with a code, signing nobody in', async () => {
    const b = browser();
    await b.signUpWithPasskey(fresh('Replay'));
    await b.request('POST', '/api/auth/logout');
    const { body: verify, result } = await b.signInWithPasskey();
    expect(result.status).toBe(200);
    await b.request('POST', '/api/auth/logout');
    // The same answer again: its challenge was used.
    const replayed = await b.request('POST', '/api/auth/passkey/login/verify', verify);
    expect(refusal(replayed)).toEqual({ status: 400, code: 'challenge-expired' });
    expect(b.cookie).toBeNull();
    const tampered = (change: (body: { response: { response: Record<string, string> } }) => void) =>
      b.signInWithPasskey((body) => {
        const copy = structuredClone(body) as unknown as { response: { response: Record<string, string> } };
        change(copy);
        return copy;
      });
    const oversized = await tampered((body) => {
      body.response.response.clientDataJSON = 'A'.repeat(20_000);
    });
    expect([413, 400]).toContain(oversized.result.status);
    expect(['body-too-large', 'bad-request']).toContain(codeOf(oversized.result));
    const malformed = await tampered((body) => {
      body.response.response.signature = 'not base64url!';
    });
    expect(refusal(malformed.result)).toEqual({ status: 400, code: 'bad-request' });
    const forged = await tampered((body) => {
      body.response.response.signature = Buffer.alloc(70, 1).toString('base64url');
    });
    expect(refusal(forged.result)).toEqual({ status: 400, code: 'passkey-failed' });
    const unknown = await b.request('POST', '/api/auth/passkey/login/verify', {
      ...verify,
      challengeId: 'x'.repeat(32),
    });
    expect(refusal(unknown)).toEqual({ status: 400, code: 'challenge-expired' });
    expect(b.cookie).toBeNull();
  });
});

/** A tally match created by `b` (signed in or not), seat 0 claimed; returns its id and seat-0 token. */
async function tallyMatch(b: TestBrowser, players = 2): Promise<{ id: string; token: string }> {
  const created = await b.request<CreateMatchResponse>('POST', '/api/matches', {
    game: 'tally',
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    claim: 0,
  });
  expect(created.status, created.text).toBe(201);
  return { id: created.body.matchId, token: created.body.claimed?.token as string };
}

/** A WebSocket as `b`'s browser opens it (its cookie, its page's Origin). */
function socketOf(b: TestBrowser, id: string): Promise<TestClient> {
  return TestClient.open(server.wsUrl(id), { headers: b.headers() });
}

describe('seats held by accounts', () => {
  it('opens its seat without a token on a signed-in socket; another account cannot', async () => {
    const owner = browser();
    const stranger = browser();
    await owner.signUp(fresh('Owner'), 'owner password');
    await stranger.signUp(fresh('Stranger'), 'stranger password');
    const { id } = await tallyMatch(owner);
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    expect(joined.status).toBe(200);
    const mine = await socketOf(owner, id);
    await mine.next((f) => f.type === 'state');
    mine.send({ type: 'hello', account: true, requestId: 'h' });
    expect(await mine.next((f) => f.type === 'welcome' && f.seat === 0)).toMatchObject({ seat: 0, requestId: 'h' });
    // Account A's cookie on a match where only account B holds a seat.
    const theirs = await socketOf(stranger, id);
    await theirs.next((f) => f.type === 'state');
    theirs.send({ type: 'hello', account: true, requestId: 'x' });
    expect(await theirs.next<ErrorFrame>((f) => f.type === 'error')).toMatchObject({ code: 'no-seat', requestId: 'x' });
    expect(refusal(await stranger.request('POST', `/api/matches/${id}/leave`))).toEqual({
      status: 403,
      code: 'no-seat',
    });
    // A guest's socket has no account at all.
    const guest = await TestClient.open(server.wsUrl(id));
    await guest.next((f) => f.type === 'state');
    guest.send({ type: 'hello', account: true });
    expect(await guest.next<ErrorFrame>((f) => f.type === 'error')).toMatchObject({ code: 'not-signed-in' });
    // A page of another site cannot use the owner's cookie on a socket either.
    const evil = new TestBrowser(server.base, 'https://evil.example');
    evil.cookie = owner.cookie;
    const hijack = await socketOf(evil, id);
    await hijack.next((f) => f.type === 'state');
    hijack.send({ type: 'hello', account: true });
    expect(await hijack.next<ErrorFrame>((f) => f.type === 'error')).toMatchObject({ code: 'not-signed-in' });
    // The owner's seat was never taken from it.
    expect(mine.closeCode).toBeNull();
    for (const c of [mine, theirs, guest, hijack]) await c.close();
    // Spectators and guests see the display name, never the account.
    const publicView = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${id}`);
    expect(publicView.body.seats[0]?.name).toMatch(/^Owner/);
    expect(publicView.text).not.toMatch(/accountId/);
  });

  it("lists the account's matches with whose turn it is, and a guest's seats once claimed after signing up", async () => {
    const guest = browser();
    const { id, token } = await tallyMatch(guest);
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    // The guest signs up in the same browser and claims the seat its token holds.
    await guest.signUp(fresh('Claimer'), 'claimer password');
    const claimed = await guest.request('POST', '/api/account/claim', {
      seats: [
        { matchId: id, token },
        { matchId: id, token: 'not-a-token' },
      ],
    });
    expect(claimed.body).toMatchObject({
      claimed: [{ matchId: id, seat: 0 }],
      refused: [{ matchId: id, code: 'bad-token' }],
    });
    // On another device, signed in to the same account: the match is there, and the seat plays.
    const phone = browser();
    phone.cookie = null;
    const account = (await guest.request<AccountResponse>('GET', '/api/account')).body;
    await guest.request('PUT', '/api/account/password', { current: 'claimer password', password: 'second device pw' });
    expect((await phone.signIn(account.name, 'second device pw')).status).toBe(200);
    const mine = await phone.request<MyMatchesResponse>('GET', '/api/account/matches');
    const listed = mine.body.matches.find((m) => m.matchId === id);
    expect(listed).toMatchObject({ game: 'tally', status: 'playing', seat: 0 });
    const socket = await socketOf(phone, id);
    await socket.next((f) => f.type === 'state');
    socket.send({ type: 'hello', account: true });
    const state = await socket.next<StateFrame>((f) => f.type === 'state' && f.seat === 0);
    const other = await TestClient.open(server.wsUrl(id, joined.body.token));
    const otherState = await other.next<StateFrame>((f) => f.type === 'state');
    const mover = state.activeSeats[0] === 0 ? socket : other;
    const moverState = mover === socket ? state : otherState;
    expect(listed?.yourTurn).toBe(state.activeSeats.includes(0));
    const played = await act(mover, moverState.legalActions[0], moverState.version);
    expect(played).toMatchObject({ type: 'state', version: 1 });
    const after = await phone.request<MyMatchesResponse>('GET', '/api/account/matches');
    const now = after.body.matches.find((m) => m.matchId === id);
    expect(now?.activeSeats).toEqual(
      (await other.next<StateFrame>((f) => f.type === 'state' && f.version === 1)).activeSeats,
    );
    for (const c of [socket, other]) await c.close();
  });
});

describe('my games', () => {
  it('puts the matches waiting for the account first, the soonest deadline on top, with its time left', async () => {
    const b = browser();
    await b.signUp(fresh('Busy'), 'busy player pw');
    const speeds = [
      { kind: 'custom', bankSeconds: 600, incrementSeconds: 0 },
      { kind: 'custom', bankSeconds: 60, incrementSeconds: 0 },
      { kind: 'turn-based', days: 2 },
      { kind: 'none' },
      { kind: 'custom', bankSeconds: 30, incrementSeconds: 0 },
    ];
    const ids: string[] = [];
    for (const speed of speeds) {
      const created = await b.request<CreateMatchResponse>('POST', '/api/matches', {
        game: 'tally',
        seats: [{ kind: 'human' }, { kind: 'human' }],
        claim: 0,
        speed,
        // A guest plays the other seat: a match a guest may join is not rated.
        rated: false,
      });
      expect(created.status, created.text).toBe(201);
      const id = created.body.matchId;
      ids.push(id);
      // The opponent, a guest, joins; whoever the shuffle asks first, play until it is seat 0's turn.
      const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
      const guest = await TestClient.open(server.wsUrl(id, joined.body.token));
      const state = await guest.next<StateFrame>((f) => f.type === 'state');
      if (state.activeSeats.includes(1)) await act(guest, state.legalActions[0], state.version);
      await guest.close();
    }
    // The last (30 s) match: the account moves, so it now waits for the opponent.
    const mine = await socketOf(b, ids[4] as string);
    await mine.next((f) => f.type === 'state');
    mine.send({ type: 'hello', account: true });
    const turn = await mine.next<StateFrame>((f) => f.type === 'state' && f.seat === 0);
    expect(turn.activeSeats).toEqual([0]);
    expect(await act(mine, turn.legalActions[0], turn.version)).toMatchObject({ type: 'state' });
    await mine.close();

    const listed = (await b.request<MyMatchesResponse>('GET', '/api/account/matches')).body.matches;
    // 60 s, then 600 s, then two days, then the unclocked match; the match waiting for the other last.
    expect(listed.map((m) => m.matchId)).toEqual([ids[1], ids[0], ids[2], ids[3], ids[4]]);
    expect(listed.map((m) => m.yourTurn)).toEqual([true, true, true, true, false]);
    const [sixty, , days, none, waiting] = listed;
    expect(sixty?.speed).toEqual(speeds[1]);
    expect(sixty?.clock?.outOfTime).toBe(false);
    const left = Date.parse(sixty?.clock?.deadline as string) - Date.now();
    expect(left).toBeGreaterThan(50_000);
    expect(left).toBeLessThanOrEqual(60_000);
    expect(Date.parse(days?.clock?.deadline as string) - Date.now()).toBeGreaterThan(2 * 86_400_000 - 60_000);
    expect(none?.clock).toBeNull();
    expect(waiting?.clock).toMatchObject({ deadline: null, outOfTime: false });
    expect(waiting?.clock?.remainingMs).toBeGreaterThan(20_000);
  });
});

describe('the account itself', () => {
  it('follows a language, renames and removes passkeys, exports its data, and is deleted leaving the moves', async () => {
    const b = browser();
    const name = fresh('Leaving');
    await b.signUpWithPasskey(name, 'uk');
    expect((await b.request<SessionResponse>('PATCH', '/api/account', { language: 'ru' })).body).toEqual({
      account: { name, language: 'ru' },
    });
    const view = (await b.request<AccountResponse>('GET', '/api/account')).body;
    const passkey = view.passkeys[0]?.id as string;
    expect((await b.request('PATCH', `/api/account/passkeys/${passkey}`, { label: 'Laptop' })).status).toBe(204);
    // The only way in cannot be removed.
    expect(refusal(await b.request('DELETE', `/api/account/passkeys/${passkey}`))).toEqual({
      status: 409,
      code: 'last-sign-in',
    });
    // A match finished, another in play.
    const finished = await tallyMatch(b);
    const playing = await tallyMatch(b);
    const second = new Map<string, string>();
    for (const m of [finished, playing]) {
      second.set(m.id, (await http<JoinResponse>(server.base, 'POST', `/api/matches/${m.id}/join`, {})).body.token);
    }
    const seats = new Map([
      [0, await TestClient.open(server.wsUrl(finished.id, finished.token))],
      [1, await TestClient.open(server.wsUrl(finished.id, second.get(finished.id)))],
    ]);
    for (const c of seats.values()) await c.next((f) => f.type === 'state');
    await playToEnd(seats);
    for (const c of seats.values()) await c.close();
    const exported = await b.request<AccountExport>('GET', '/api/account/export');
    expect(exported.body).toMatchObject({
      account: { name, language: 'ru', hasPassword: false },
      passkeys: [{ label: 'Laptop' }],
      sessions: [{ current: true }],
    });
    expect(exported.body.matches.map((m) => m.matchId).sort()).toEqual([finished.id, playing.id].sort());
    expect(refusal(await b.request('DELETE', '/api/account', { confirm: 'someone else' }))).toEqual({
      status: 400,
      code: 'bad-confirmation',
    });
    expect((await b.request('DELETE', '/api/account', { confirm: name })).status).toBe(204);
    expect(refusal(await b.request('GET', '/api/account'))).toEqual({ status: 401, code: 'not-signed-in' });
    const over = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${finished.id}`);
    expect(over.body.status).toBe('finished');
    expect(over.body.seats[0]).toMatchObject({ name: 'Deleted player', substitute: false });
    expect(over.body.log.length).toBeGreaterThan(0);
    const on = await http<PublicMatchResponse>(server.base, 'GET', `/api/matches/${playing.id}`);
    expect(on.body.seats[0]).toMatchObject({ name: 'Deleted player', substitute: true });
    // The name is free again.
    expect((await browser().signUp(name, 'a new life here')).status).toBe(201);
  });
});
