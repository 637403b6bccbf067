/**
 * The table chat and resigning over the WebSocket (docs/protocol.md "Chat", "Resigning"), on the
 * store under test: messages stored and read back, refused ones changing nothing, muting, who
 * may read, and a resign that hands the seat to the bot and is recorded with the match.
 */
import type {
  ChatFrame,
  CreateMatchResponse,
  JoinResponse,
  MatchSummary,
  SeatsFrame,
  StateFrame,
  WelcomeFrame,
} from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, playToEnd, startTestServer, TestClient, type TestServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A started match of `players` human seats (tally), with every seat's client and a spectator. */
async function table(players: number, chat?: 'seats' | 'everyone') {
  const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
    game: 'tally',
    seats: Array.from({ length: players }, () => ({ kind: 'human' })),
    claim: 0,
    ...(chat ? { chat } : {}),
  });
  const matchId = created.body.matchId;
  const tokens = [created.body.claimed?.token as string];
  for (let seat = 1; seat < players; seat++) {
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${matchId}/join`, { seat });
    tokens.push(joined.body.token);
  }
  const seats: TestClient[] = [];
  for (const token of tokens) {
    const c = await TestClient.open(server.wsUrl(matchId, token));
    await c.next((f) => f.type === 'state');
    seats.push(c);
  }
  const spectator = await TestClient.open(server.wsUrl(matchId));
  await spectator.next((f) => f.type === 'state');
  return { matchId, tokens, seats, spectator, all: [...seats, spectator] };
}

let ids = 0;
/** Sends a chat message and waits for its answer: the author's own chat frame, or an error. */
async function say(client: TestClient, body: Record<string, unknown>) {
  const requestId = `c${++ids}`;
  const from = client.mark();
  client.send({ type: 'chat', ...body, requestId });
  return client.next((f) => (f.type === 'chat' || f.type === 'error') && f.requestId === requestId, from);
}

const texts = (c: TestClient) =>
  c.frames.flatMap((f) => (f.type === 'chat' ? f.messages.map((m) => m.text ?? `:${m.phrase}`) : []));

describe('table chat', () => {
  it('reaches every seat, is stored with the match, and shows again on a new connection', async () => {
    const t = await table(3);
    const answer = await say(t.seats[0] as TestClient, { text: 'Hello, table' });
    expect(answer).toMatchObject({ type: 'chat', messages: [{ index: 1, seat: 0, text: 'Hello, table' }] });
    await say(t.seats[1] as TestClient, { phrase: 'good-luck' });
    for (const c of t.seats) await c.next((f) => f.type === 'chat' && f.messages[0]?.index === 2);
    expect(texts(t.seats[2] as TestClient)).toEqual(['Hello, table', ':good-luck']);
    // Spectators do not read a chat kept to the seats.
    expect(texts(t.spectator)).toEqual([]);
    // Another device of seat 2 gets the history in its welcome.
    const again = await TestClient.open(server.wsUrl(t.matchId, t.tokens[2]));
    const welcome = await again.next<WelcomeFrame>((f) => f.type === 'welcome');
    expect(welcome.chat.map((m) => m.text ?? m.phrase)).toEqual(['Hello, table', 'good-luck']);
    expect(welcome.chat[0]).toMatchObject({ seat: 0, index: 1 });
    for (const c of [...t.all, again]) await c.close();
  });

  it('sends markup as the text it is, never as markup', async () => {
    const t = await table(2);
    const payload = '<img src=x onerror="alert(1)"><b>bold</b> & <script>x</script>';
    await say(t.seats[0] as TestClient, { text: payload });
    const got = await (t.seats[1] as TestClient).next<ChatFrame>((f) => f.type === 'chat');
    expect(got.messages[0]?.text).toBe(payload);
    for (const c of t.all) await c.close();
  });

  it('refuses a 501-character message, a control character and a flood, each with a code, storing none of them', async () => {
    const t = await table(2);
    const c0 = t.seats[0] as TestClient;
    expect(await say(c0, { text: 'x'.repeat(501) })).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(await say(c0, { text: 'line\u202Eevil' })).toMatchObject({ type: 'error', code: 'bad-chat' });
    expect(await say(c0, { text: '   ' })).toMatchObject({ type: 'error', code: 'bad-chat' });
    expect(await say(c0, { text: 'a', phrase: 'hello' })).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(await say(c0, { phrase: 'free-money' })).toMatchObject({ type: 'error', code: 'bad-message' });
    expect(await say(c0, { text: 'x'.repeat(500) })).toMatchObject({ type: 'chat' });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await say(c0, { text: `flood ${i}` }));
    // Five in ten seconds: the 500-character one and four more; the rest are refused.
    expect(answers.map((a) => a.type)).toEqual(['chat', 'chat', 'chat', 'chat', 'error', 'error', 'error', 'error']);
    expect(answers[4]).toMatchObject({ code: 'chat-too-fast', message: expect.stringMatching(/wait \d+ s/) });
    // A spectator cannot write.
    expect(await say(t.spectator, { text: 'hi' })).toMatchObject({ type: 'error', code: 'not-a-seat' });
    const fresh = await TestClient.open(server.wsUrl(t.matchId, t.tokens[1]));
    const welcome = await fresh.next<WelcomeFrame>((f) => f.type === 'welcome');
    expect(welcome.chat.map((m) => m.index)).toEqual([1, 2, 3, 4, 5]);
    expect(welcome.chat.map((m) => m.text?.slice(0, 5))).toEqual(['xxxxx', 'flood', 'flood', 'flood', 'flood']);
    for (const c of [...t.all, fresh]) await c.close();
  });

  it('stops a muted seat’s messages reaching the seat that muted it, and no one else’s', async () => {
    const t = await table(3, 'everyone');
    const [c0, c1, c2] = t.seats as [TestClient, TestClient, TestClient];
    const from = c0.mark();
    c0.send({ type: 'mute', seat: 1, muted: true, requestId: 'm' });
    expect(await c0.next((f) => 'requestId' in f && f.requestId === 'm', from)).toMatchObject({
      type: 'muted',
      seats: [1],
    });
    await say(c1, { text: 'from one' });
    await say(c2, { text: 'from two' });
    await c0.next((f) => f.type === 'chat' && f.messages[0]?.text === 'from two');
    expect(texts(c0)).toEqual(['from two']);
    await c2.next((f) => f.type === 'chat' && f.messages[0]?.text === 'from two');
    expect(texts(c2)).toEqual(['from one', 'from two']);
    await t.spectator.next((f) => f.type === 'chat' && f.messages[0]?.text === 'from two');
    expect(texts(t.spectator)).toEqual(['from one', 'from two']);
    // The mute is the seat's: its next connection (another device) keeps it, history included.
    const again = await TestClient.open(server.wsUrl(t.matchId, t.tokens[0]));
    const welcome = await again.next<WelcomeFrame>((f) => f.type === 'welcome');
    expect(welcome.muted).toEqual([1]);
    expect(welcome.chat.map((m) => m.text)).toEqual(['from two']);
    // Unmuted, seat 1 is heard again.
    const unmuting = again.mark();
    again.send({ type: 'mute', seat: 1, muted: false, requestId: 'u' });
    expect(await again.next((f) => 'requestId' in f && f.requestId === 'u', unmuting)).toMatchObject({
      type: 'muted',
      seats: [],
    });
    await say(c1, { text: 'heard again' });
    await again.next((f) => f.type === 'chat' && f.messages[0]?.text === 'heard again');
    // (The new connection took the seat from c0, as a second device does.)
    expect(c0.closeCode).toBe(4409);
    expect(await say(again, { phrase: 'thanks' })).toMatchObject({ type: 'chat' });
    const self = again.mark();
    again.send({ type: 'mute', seat: 0, muted: true, requestId: 's' });
    expect(await again.next((f) => 'requestId' in f && f.requestId === 's', self)).toMatchObject({
      type: 'error',
      code: 'bad-seat',
    });
    for (const c of [...t.all, again]) await c.close();
  });
});

describe('resigning', () => {
  it('hands the seat to the bot mid-game, records it with the match, and the game goes on to its end', async () => {
    const t = await table(3);
    const [c0, c1, c2] = t.seats as [TestClient, TestClient, TestClient];
    // Play a few moves first, so it is mid-game.
    const moves = new Map([
      [0, c0],
      [1, c1],
      [2, c2],
    ]);
    for (let i = 0; i < 3; i++) {
      const state = [c0, c1, c2].map((c) => c.lastState() as StateFrame).sort((a, b) => b.version - a.version)[0];
      const mover = moves.get(state?.activeSeats[0] as number) as TestClient;
      const latest = mover.lastState() as StateFrame;
      const from = mover.mark();
      mover.send({ type: 'action', action: latest.legalActions[0], version: latest.version, requestId: `m${i}` });
      await mover.next((f) => f.type === 'state' && f.requestId === `m${i}`, from);
      for (const c of [c0, c1, c2]) await c.stateAt(latest.version + 1);
    }
    const from = c0.mark();
    c1.send({ type: 'resign' });
    const seats = await c0.next<SeatsFrame>((f) => f.type === 'seats' && f.seats[1]?.resigned === true, from);
    expect(seats.seats[1]).toMatchObject({ substitute: true, resigned: true, bot: 'random' });
    expect(await c1.waitClosed()).toBe(4410);
    // Recorded with the match: its summary says so, from the store.
    const summary = await http<MatchSummary>(server.base, 'GET', `/api/matches/${t.matchId}`);
    expect(summary.body.seats[1]).toMatchObject({ resigned: true, substitute: true });
    // Its token no longer opens the seat.
    const back = await TestClient.open(server.wsUrl(t.matchId, t.tokens[1]));
    expect(await back.waitClosed()).toBe(4401);
    // The others play on to the end, the bot playing seat 1.
    await playToEnd(
      new Map([
        [0, c0],
        [2, c2],
      ]),
    );
    const over = await http<MatchSummary>(server.base, 'GET', `/api/matches/${t.matchId}`);
    expect(over.body.status).toBe('finished');
    expect(over.body.seats[1]).toMatchObject({ resigned: true });
    for (const c of t.all) await c.close();
  });
});
