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
});
