import { CLOSE_CODES } from '@boardhall/protocol';
import type { Client } from '../service/live-match.ts';
import type { Handshake } from '../ws/handshake.ts';
import type { SessionPort } from '../ws/session.ts';
import type { NodeBus } from './bus.ts';

/**
 * The WebSocket relay between an edge node (holding a client's socket) and the owner of its
 * match. The edge side keeps each relayed socket with the node it was sent to; the owner side
 * keeps each relayed session with the edge it came from. Either side can drop every relay at
 * once when the nodes may have missed each other's messages.
 */
export class Relays {
  /** Edge side: sockets here whose match another node serves. */
  readonly outgoing = new Map<string, { matchId: string; owner: string; client: Client }>();
  /** Owner side: sessions here whose socket another node holds. */
  readonly incoming = new Map<string, { edge: string; port: SessionPort }>();
  private next = 0;

  constructor(
    private readonly bus: NodeBus,
    private readonly nodeId: string,
    private readonly onSendFailure: (error: unknown) => void,
  ) {}

  /** Edge side: relays a socket's session to `owner`. */
  open(owner: string, matchId: string, handshake: Handshake, client: Client): SessionPort {
    const conn = `${this.nodeId}/${++this.next}`;
    this.outgoing.set(conn, { matchId, owner, client });
    const send = (header: Parameters<NodeBus['send']>[1], body?: string) =>
      this.bus.send(owner, header, body).catch((error: unknown) => {
        this.onSendFailure(error);
        // The client reconnects and finds the match where it is now.
        this.shut(conn, CLOSE_CODES.matchMoved, 'match moved');
      });
    // The handshake travels as data: the owner decides what the connection is (its seat, its
    // account, its address's spectator places), as it would for a socket of its own.
    void send({ t: 'open', from: this.nodeId, conn, matchId, handshake });
    return {
      receive: (text) => void send({ t: 'in', conn }, text),
      closed: () => {
        if (this.outgoing.delete(conn)) void send({ t: 'gone', conn });
      },
    };
  }

  /** Owner side: a client for a relayed socket, whose frames go back to its edge. */
  clientFor(edge: string, conn: string): Client {
    return {
      send: (data) => {
        const body = typeof data === 'string' ? data : data.toString('utf8');
        this.bus.send(edge, { t: 'out', conn }, body).catch(() => this.closeIncoming(conn));
      },
      close: (code, reason) => {
        this.bus.send(edge, { t: 'shut', conn, code, reason }).catch(() => undefined);
        this.closeIncoming(conn);
      },
      // Until the edge says the socket is gone (or this side ended the relay).
      isOpen: () => this.incoming.has(conn),
    };
  }

  /** Owner side: a relayed session began. */
  addIncoming(conn: string, edge: string, port: SessionPort): void {
    this.incoming.set(conn, { edge, port });
  }

  /** Owner side: the relayed socket is gone; its session ends as a local one would. */
  closeIncoming(conn: string): void {
    const session = this.incoming.get(conn);
    if (!session) return;
    this.incoming.delete(conn);
    session.port.closed();
  }

  /** Edge side: a frame or a close for one of the sockets here. */
  deliver(conn: string, data: string): void {
    this.outgoing.get(conn)?.client.send(data);
  }

  shut(conn: string, code: number, reason: string): void {
    const socket = this.outgoing.get(conn);
    if (!socket) return;
    this.outgoing.delete(conn);
    socket.client.close(code, reason);
  }

  /** Both sides: every relay ends (after an outage of Redis, when messages may have been lost). */
  dropAll(code: number, reason: string): void {
    for (const conn of [...this.outgoing.keys()]) this.shut(conn, code, reason);
    for (const conn of [...this.incoming.keys()]) this.closeIncoming(conn);
  }
}
