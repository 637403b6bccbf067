import { type AnyGameDefinition, type Seat, undoVerdict } from '@boardhall/engine';
import type { CreateMatchResponse, ErrorFrame, JoinResponse, StateFrame } from '@boardhall/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tally } from '../../engine/test/fixtures/toy-game.ts';
import type { MarksAction, MarksView } from './fixtures/marks-game.ts';
import { tallyMarks } from './fixtures/marks-game.ts';
import { act, http, startTestServer, TestClient, type TestServer, tempDir } from './helpers.ts';

const marks = tallyMarks as unknown as AnyGameDefinition;

describe('undoVerdict', () => {
  const before = tallyMarks.setup(2, { handSize: 3 }, 'verdict');
  const seat = before.turn;

  it('allows an information-free action', () => {
    const after = tallyMarks.apply(before, seat, { type: 'mark' });
    expect(undoVerdict(marks, 2, before, after)).toEqual({ ok: true });
  });

  it('refuses when a seat’s secrets changed (a token played and one drawn)', () => {
    const token = before.hands[seat]?.[0] as string;
    const after = tallyMarks.apply(before, seat, { type: 'play', token });
    expect(undoVerdict(marks, 2, before, after)).toMatchObject({ ok: false, reason: expect.stringMatching(/Hidden/) });
  });

  it('refuses when something hidden became visible without a random draw', () => {
    const after = tallyMarks.apply(before, seat, { type: 'peek' });
    expect(after.rng).toEqual(before.rng);
    expect(undoVerdict(marks, 2, before, after)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/revealed/),
    });
  });

  it('refuses when the game counted a reveal point (a `reveals` field), even if nothing else shows it', () => {
    const counted = { ...before, reveals: 3 };
    const after = { ...tallyMarks.apply(before, seat, { type: 'mark' }), reveals: 4 };
    expect(undoVerdict(marks, 2, counted, after)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/revealed/),
    });
    expect(undoVerdict(marks, 2, counted, { ...after, reveals: 3 })).toEqual({ ok: true });
  });

  it('refuses when the random generator moved', () => {
    const after = { ...tallyMarks.apply(before, seat, { type: 'mark' }), rng: [1, 2, 3, 4] };
    expect(undoVerdict(marks, 2, before, after)).toMatchObject({ ok: false, reason: expect.stringMatching(/random/) });
  });

  it('refuses for a game whose state has no rng field, and once the game is over', () => {
    const noRng = { ...(tally as unknown as AnyGameDefinition) };
    const { rng: _a, ...b } = before;
    const { rng: _b, ...a } = tallyMarks.apply(before, seat, { type: 'mark' });
    expect(undoVerdict(noRng, 2, b, a).ok).toBe(false);
    const over = { ...tallyMarks.apply(before, seat, { type: 'mark' }), over: true };
    expect(undoVerdict(marks, 2, before, over)).toMatchObject({ ok: false, reason: 'The game is over.' });
  });
});

describe('undo over the WebSocket', () => {
  const data = tempDir();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ dataDir: data.dir });
  });
  afterAll(async () => {
    await server.close();
    data.remove();
  });

  type Frame = StateFrame<MarksView, MarksAction>;

  it('takes back an information-free action only, only for its author, and survives a restart', async () => {
    const created = await http<CreateMatchResponse>(server.base, 'POST', '/api/matches', {
      game: 'tally-marks',
      seats: [{ kind: 'human' }, { kind: 'human' }],
      seed: 'undo-ws',
      claim: 0,
    });
    const id = created.body.matchId;
    const joined = await http<JoinResponse>(server.base, 'POST', `/api/matches/${id}/join`, {});
    const tokens = [created.body.claimed?.token as string, joined.body.token];
    const c0 = await TestClient.open(server.wsUrl(id, tokens[0]));
    const first = await c0.next<Frame>((f) => f.type === 'state');
    const mover = first.activeSeats[0] as Seat;
    const other = 1 - mover;
    const moving = mover === 0 ? c0 : await TestClient.open(server.wsUrl(id, tokens[mover]));
    const waiting = mover === 0 ? await TestClient.open(server.wsUrl(id, tokens[other])) : c0;
    await moving.next((f) => f.type === 'state');
    await waiting.next((f) => f.type === 'state');

    const marked = (await act(moving, { type: 'mark' }, 0)) as Frame;
    expect(marked).toMatchObject({ version: 1, actionCount: 1, undoable: true });
    expect(marked.view.marks[mover]).toBe(1);
    const seenByOther = await waiting.stateAt<MarksView>(1);
    expect(seenByOther.undoable).toBe(false);

    const send = async (client: TestClient, version: number, requestId: string) => {
      const from = client.mark();
      client.send({ type: 'undo', version, requestId });
      return client.next((f) => (f.type === 'state' || f.type === 'error') && f.requestId === requestId, from);
    };
    expect(await send(waiting, 1, 'u1')).toMatchObject({ type: 'error', code: 'undo-not-allowed' });
    expect(await send(moving, 0, 'u2')).toMatchObject({ type: 'error', code: 'stale-version' });
    const undone = (await send(moving, 1, 'u3')) as Frame;
    expect(undone).toMatchObject({ type: 'state', cause: 'undo', actor: mover, version: 2, actionCount: 0 });
    expect(undone.view.marks[mover]).toBe(0);
    expect(undone.undoable).toBe(false);
    const otherUndone = await waiting.stateAt<MarksView>(2);
    expect(otherUndone).toMatchObject({ cause: 'undo', actionCount: 0 });
    expect(await send(moving, 2, 'u4')).toMatchObject({ type: 'error', code: 'undo-not-allowed' });

    // Two marks in a row can be taken back one after the other.
    await act(moving, { type: 'mark' }, 2);
    await act(moving, { type: 'mark' }, 3);
    expect(await send(moving, 4, 'u5')).toMatchObject({ type: 'state', actionCount: 1, undoable: true });
    expect(await send(moving, 5, 'u6')).toMatchObject({ type: 'state', actionCount: 0, undoable: false });

    const peeked = (await act(moving, { type: 'peek' }, 6)) as Frame;
    expect(peeked).toMatchObject({ version: 7, undoable: false });
    const refused = (await send(moving, 7, 'u7')) as ErrorFrame;
    expect(refused).toMatchObject({ code: 'undo-not-allowed', message: expect.stringMatching(/revealed/) });
    await act(moving, { type: 'mark' }, 7);
    expect((moving.lastState() as Frame).undoable).toBe(true);
    await moving.close();
    await waiting.close();

    // The undos are rows of the history: a restart rebuilds exactly this state.
    await server.close();
    server = await startTestServer({ dataDir: data.dir });
    const back = await TestClient.open(server.wsUrl(id, tokens[mover]));
    const resumed = await back.next<Frame>((f) => f.type === 'state');
    expect(resumed).toMatchObject({ version: 8, actionCount: 2, undoable: true });
    expect(resumed.view.marks[mover]).toBe(1);
    expect(resumed.view.shown).toHaveLength(1);
    expect(await send(back, 8, 'u8')).toMatchObject({ type: 'state', version: 9, actionCount: 1 });
    await back.close();
  });
});
