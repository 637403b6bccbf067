import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  HANDSHAKE_MS,
  OnlineSession,
  REPLACED_CHECK_MS,
  SILENCE_DROP_MS,
  SILENCE_PING_MS,
} from '../src/session/online.ts';

/** Just enough of a browser WebSocket for the session: the test plays the server. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  readonly sent: string[] = [];
  readonly readyState = 1;
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {}
}

describe('online session', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { href: 'http://boardhall.test/' });
    vi.stubGlobal('WebSocket', { OPEN: 1 });
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('stops at an expired match instead of reconnecting to it', () => {
    const sockets: FakeSocket[] = [];
    const session = new OnlineSession({
      matchId: 'm1',
      game: 'tally',
      token: null,
      connect: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
    });
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({
      data: JSON.stringify({ type: 'error', code: 'match-expired', message: 'This match expired.' }),
    });
    socket.onclose?.({ code: 4408, reason: 'match expired' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(session.getState()).toMatchObject({ connection: 'closed', status: 'expired' });
    session.dispose();
  });

  /** A session on fake sockets, and the sockets it opened so far. */
  function sessionOnFakes(): { session: OnlineSession; sockets: FakeSocket[] } {
    const sockets: FakeSocket[] = [];
    const session = new OnlineSession({
      matchId: 'm1',
      game: 'tally',
      token: null,
      connect: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
    });
    return { session, sockets };
  }

  it('stops at a malformed address (4400) instead of reconnecting to it', () => {
    const { session, sockets } = sessionOnFakes();
    (sockets[0] as FakeSocket).onclose?.({ code: 4400, reason: 'bad address' });
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(session.getState()).toMatchObject({ connection: 'closed' });
    session.dispose();
  });

  it('drops a frame that is not the protocol, and keeps its state', () => {
    const { session, sockets } = sessionOnFakes();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    const before = session.getState();
    socket.onmessage?.({ data: JSON.stringify({ type: 'welcome', seat: 0 }) });
    socket.onmessage?.({ data: JSON.stringify({ type: 'state', matchId: 'm1', version: 'three' }) });
    expect(session.getState()).toEqual(before);
    session.dispose();
  });

  /** A state frame of the test match, with the fields a test cares about. */
  function stateFrame(version: number, view: unknown, extra: Record<string, unknown> = {}): string {
    return JSON.stringify({
      type: 'state',
      matchId: 'm1',
      version,
      actionCount: version,
      status: 'playing',
      seat: null,
      cause: 'sync',
      actor: null,
      log: null,
      view,
      legalActions: [],
      activeSeats: [0],
      undoable: false,
      outcome: null,
      endReason: null,
      clocks: null,
      ...extra,
    });
  }

  /** The patch frame from `base` to `version`. */
  function patchFrame(base: number, version: number, patch: unknown[]): string {
    const { view: _view, ...fields } = JSON.parse(stateFrame(version, null)) as Record<string, unknown>;
    return JSON.stringify({ ...fields, type: 'patch', base, patch });
  }

  it('asks for patches and applies them to the view it holds, sharing what did not change', () => {
    const { session, sockets } = sessionOnFakes();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    expect(socket.sent.map((t) => JSON.parse(t))).toContainEqual({ type: 'sync', patches: true, requestId: 'patches' });
    socket.onmessage?.({ data: stateFrame(3, { a: { x: 1 }, b: [1, 2] }) });
    const before = session.getState().view as Record<string, unknown>;
    socket.onmessage?.({ data: patchFrame(3, 4, [[0, ['b', 2], 3]]) });
    const after = session.getState();
    expect(after.version).toBe(4);
    expect(after.view).toEqual({ a: { x: 1 }, b: [1, 2, 3] });
    expect((after.view as Record<string, unknown>).a).toBe(before.a);
    session.dispose();
  });

  it('asks for the whole frame again when a patch is not for the view it holds', () => {
    const { session, sockets } = sessionOnFakes();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({ data: stateFrame(3, { b: [1] }) });
    socket.sent.length = 0;
    // Version 4 never arrived: the patch from 4 to 5 cannot apply to version 3.
    socket.onmessage?.({ data: patchFrame(4, 5, [[0, ['b', 0], 9]]) });
    expect(session.getState()).toMatchObject({ version: 3, view: { b: [1] } });
    // A patch that does not fit its view is refused the same way, and only one sync goes out.
    socket.onmessage?.({ data: patchFrame(3, 4, [[0, ['c', 'd'], 9]]) });
    expect(socket.sent.map((t) => JSON.parse(t))).toEqual([{ type: 'sync', patches: true, requestId: 'patches' }]);
    socket.onmessage?.({ data: stateFrame(5, { b: [9] }) });
    socket.onmessage?.({ data: patchFrame(5, 6, [[0, ['b', 0], 7]]) });
    expect(session.getState()).toMatchObject({ version: 6, view: { b: [7] } });
    session.dispose();
  });

  it('carries on with whole frames when the server refuses patches', () => {
    const { session, sockets } = sessionOnFakes();
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({
      data: JSON.stringify({ type: 'error', code: 'bad-message', message: 'no', requestId: 'patches' }),
    });
    expect(session.getState().error).toBeNull();
    socket.onmessage?.({ data: stateFrame(1, { b: 1 }) });
    expect(session.getState()).toMatchObject({ version: 1, view: { b: 1 } });
    session.dispose();
  });

  /** A seat's session (token `t0`) on fake sockets, with the seats the server would report. */
  function seatOnFakes(seatsNow: () => { seat: number; connected: boolean }[]) {
    const sockets: FakeSocket[] = [];
    const session = new OnlineSession({
      matchId: 'm1',
      game: 'tally',
      token: 't0',
      connect: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
      fetchSeats: async () =>
        seatsNow().map((s) => ({ ...s, kind: 'human' as const, name: null, claimed: true, substitute: false })),
    });
    return { session, sockets };
  }

  const welcome = (seat: number | null) =>
    JSON.stringify({
      type: 'welcome',
      matchId: 'm1',
      game: 'tally',
      players: 2,
      seat,
      seats: [],
      seedCommitment: 'a'.repeat(64),
      log: [],
      speed: { kind: 'realtime', preset: 'fast' },
      chat: [],
      chatAudience: 'seats',
      muted: [],
    });

  it('marks every connection with its client and attempt, so an old handshake cannot take the seat', () => {
    const { session, sockets } = seatOnFakes(() => []);
    const first = sockets[0] as FakeSocket;
    first.onopen?.();
    const hello = JSON.parse(first.sent[0] as string) as { type: string; client: string; attempt: number };
    expect(hello).toMatchObject({ type: 'hello', token: 't0', attempt: 0 });
    expect(hello.client).toMatch(/^[A-Za-z0-9_-]{16}$/);
    first.onclose?.({ code: 1006, reason: '' });
    vi.advanceTimersByTime(600);
    const second = sockets[1] as FakeSocket;
    second.onopen?.();
    expect(JSON.parse(second.sent[0] as string)).toMatchObject({ client: hello.client, attempt: 1 });
    session.dispose();
  });

  it('pings a silent connection and leaves it for another when the ping goes unanswered', () => {
    const { session, sockets } = seatOnFakes(() => []);
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({ data: welcome(0) });
    socket.onmessage?.({ data: stateFrame(3, { b: 1 }) });
    expect(session.getState().connection).toBe('connected');
    vi.advanceTimersByTime(SILENCE_PING_MS + 1_000);
    expect(socket.sent.map((t) => JSON.parse(t))).toContainEqual({ type: 'ping', requestId: 'heartbeat' });
    // An answer keeps the connection.
    socket.onmessage?.({ data: JSON.stringify({ type: 'pong', requestId: 'heartbeat' }) });
    vi.advanceTimersByTime(SILENCE_DROP_MS + 1_000);
    expect(sockets).toHaveLength(1);
    // Silence after the next ping (a frozen server): the session reconnects within seconds.
    vi.advanceTimersByTime(SILENCE_PING_MS + SILENCE_DROP_MS + 1_000);
    expect(session.getState().connection).toBe('reconnecting');
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    session.dispose();
  });

  it('gives up a handshake nobody answers and tries again', () => {
    const { session, sockets } = seatOnFakes(() => []);
    // The socket never opens: the server accepted the connection and froze.
    vi.advanceTimersByTime(HANDSHAKE_MS + 1_000);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(2);
    // Opened, but no welcome comes either.
    (sockets[1] as FakeSocket).onopen?.();
    vi.advanceTimersByTime(HANDSHAKE_MS + 2_000);
    expect(sockets.length).toBeGreaterThanOrEqual(3);
    session.dispose();
  });

  it('takes its seat back by itself when the connection that took it is gone, and waits while it plays', async () => {
    let heldElsewhere = true;
    const { session, sockets } = seatOnFakes(() => [
      { seat: 0, connected: heldElsewhere },
      { seat: 1, connected: true },
    ]);
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({ data: welcome(0) });
    socket.onclose?.({ code: 4409, reason: 'another connection took this seat' });
    expect(session.getState().connection).toBe('replaced');
    // Another window plays the seat: the session waits, reconnecting to nothing.
    await vi.advanceTimersByTimeAsync(REPLACED_CHECK_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(session.getState().connection).toBe('replaced');
    // That connection went away (a handshake this client had abandoned, say): the seat is taken back.
    heldElsewhere = false;
    await vi.advanceTimersByTimeAsync(REPLACED_CHECK_MS + 100);
    expect(sockets).toHaveLength(2);
    (sockets[1] as FakeSocket).onopen?.();
    expect(JSON.parse((sockets[1] as FakeSocket).sent[0] as string)).toMatchObject({ type: 'hello', attempt: 1 });
    session.dispose();
  });

  it('plays here when asked, while another window holds the seat', async () => {
    const { session, sockets } = seatOnFakes(() => [{ seat: 0, connected: true }]);
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({ data: welcome(0) });
    socket.onclose?.({ code: 4409, reason: 'another connection took this seat' });
    await vi.advanceTimersByTimeAsync(10);
    session.retry();
    expect(sockets).toHaveLength(2);
    expect(session.getState().connection).toBe('connecting');
    session.dispose();
  });

  it('sends chat and mutes, shows chat frames once, and keeps their refusals for the chat panel', () => {
    const { session, sockets } = seatOnFakes(() => []);
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({ data: welcome(0) });
    expect(session.table.get().speed).toEqual({ kind: 'realtime', preset: 'fast' });
    const markup = '<img src=x onerror="window.__pwned=1"><b>bold</b>';
    expect(session.chat({ text: markup })).toBe(true);
    expect(session.chat({ text: '   ' })).toBe(false);
    expect(session.chat({ text: 'x'.repeat(501) })).toBe(false);
    session.chat({ phrase: 'good-luck' });
    session.mute(1, true);
    const sent = socket.sent.slice(-3).map((m) => JSON.parse(m) as Record<string, unknown>);
    expect(sent[0]).toMatchObject({ type: 'chat', text: markup });
    expect(sent[1]).toMatchObject({ type: 'chat', phrase: 'good-luck' });
    expect(sent[2]).toMatchObject({ type: 'mute', seat: 1, muted: true });
    const message = { index: 1, seat: 0, name: null, text: markup, at: '2026-12-06T10:00:00.000Z' };
    socket.onmessage?.({ data: JSON.stringify({ type: 'chat', matchId: 'm1', messages: [message] }) });
    socket.onmessage?.({ data: JSON.stringify({ type: 'chat', matchId: 'm1', messages: [message] }) });
    expect(session.table.get().chat).toEqual([message]);
    socket.onmessage?.({ data: JSON.stringify({ type: 'muted', seats: [1], requestId: sent[2]?.requestId }) });
    expect(session.table.get().muted).toEqual([1]);
    socket.onmessage?.({
      data: JSON.stringify({
        type: 'error',
        code: 'chat-too-fast',
        message: 'wait 4 s',
        requestId: sent[1]?.requestId,
      }),
    });
    expect(session.table.get().chatRefusal).toMatchObject({ code: 'chat-too-fast' });
    // A chat refusal is the panel's: no toast.
    expect(session.getState().error).toBeNull();
    session.dispose();
  });

  it('after resigning, forgets the seat and watches the match on as a spectator', () => {
    const sockets: FakeSocket[] = [];
    let resigned = 0;
    const session = new OnlineSession({
      matchId: 'm1',
      game: 'tally',
      token: 't0',
      connect: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s as unknown as WebSocket;
      },
      onResigned: () => resigned++,
    });
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({ data: welcome(0) });
    session.resign();
    expect(JSON.parse(socket.sent.at(-1) as string)).toMatchObject({ type: 'resign' });
    socket.onclose?.({ code: 4410, reason: 'resigned' });
    expect(resigned).toBe(1);
    expect(session.table.get().resigned).toBe(true);
    expect(session.getState()).toMatchObject({ viewer: 'spectator', connection: 'connecting', error: null });
    expect(sockets).toHaveLength(2);
    const again = sockets[1] as FakeSocket;
    again.onopen?.();
    // No hello: the new connection is a spectator's.
    expect(again.sent.map((m) => (JSON.parse(m) as { type: string }).type)).toEqual(['sync']);
    session.dispose();
  });

  it('treats a 4410 close it did not ask for as final, as before', () => {
    const { session, sockets } = seatOnFakes(() => []);
    const socket = sockets[0] as FakeSocket;
    socket.onopen?.();
    socket.onmessage?.({ data: welcome(0) });
    socket.onclose?.({ code: 4410, reason: 'seat left' });
    expect(sockets).toHaveLength(1);
    expect(session.getState().connection).toBe('closed');
    expect(session.table.get().resigned).toBe(false);
    session.dispose();
  });
});
