import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnlineSession } from '../src/session/online.ts';

/** Just enough of a browser WebSocket for the session: the test plays the server. */
class FakeSocket {
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  readonly sent: string[] = [];
  send(text: string): void {
    this.sent.push(text);
  }
  close(): void {}
}

describe('online session', () => {
  beforeEach(() => {
    vi.stubGlobal('location', { href: 'http://boardhall.test/' });
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
});
