import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineSession } from '../src/session/online.ts';

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
});
