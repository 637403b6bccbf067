import type { Redis } from 'ioredis';
import type { ServiceLogger } from '../service/types.ts';
import type { Handshake } from '../ws/handshake.ts';

/**
 * What nodes say to each other, over Redis pub/sub, each node listening on its own inbox.
 * - `call` / `reply`: an HTTP request about a match served by another node (join, leave, …).
 * - `open` / `in` / `gone`: a WebSocket held by an edge node for a match another node owns: its
 *   opening, each message the client sent, its end.
 * - `out` / `shut`: the owner's frame for that WebSocket, or its close.
 * - `adopt`: a draining node asks another to serve one of its matches now.
 */
export type BusHeader =
  | { t: 'call'; from: string; id: number; method: string; matchId: string }
  | { t: 'reply'; id: number; ok: true }
  | { t: 'reply'; id: number; ok: false; code: string; message: string; status: number }
  | { t: 'open'; from: string; conn: string; matchId: string; handshake: Handshake }
  | { t: 'in'; conn: string }
  | { t: 'gone'; conn: string }
  | { t: 'out'; conn: string }
  | { t: 'shut'; conn: string; code: number; reason: string }
  | { t: 'adopt'; from: string; matchId: string };

/** A message as received: its header, and the body (a call's arguments, a frame) as text. */
export interface BusMessage {
  header: BusHeader;
  body: string;
}

/** Thrown when nobody listens on the node's inbox: that node is gone. */
export class NodeUnreachable extends Error {
  constructor(readonly nodeId: string) {
    super(`node ${nodeId} does not listen`);
    this.name = 'NodeUnreachable';
  }
}

/**
 * The inbox of every node: `<prefix>node:<id>`. A message is its JSON header, a newline, and the
 * body as it is (a frame already serialised for its client is not escaped a second time).
 * Redis delivers one publisher's messages to a channel in order, which the WebSocket relay relies
 * on; anything published while a node is disconnected is lost, which the cluster handles by
 * making the clients reconnect (cluster.ts).
 */
export class NodeBus {
  private handler: (message: BusMessage) => void = () => undefined;

  constructor(
    private readonly cmd: Redis,
    private readonly sub: Redis,
    /**
     * Names the inboxes: the cluster's name and the Redis database index, since pub/sub channels
     * are shared by every database of a Redis server while keys are not.
     */
    private readonly channelPrefix: string,
    readonly nodeId: string,
    private readonly log: ServiceLogger,
  ) {}

  private inbox(nodeId: string): string {
    return `${this.channelPrefix}node:${nodeId}`;
  }

  async listen(handler: (message: BusMessage) => void): Promise<void> {
    this.handler = handler;
    this.sub.on('message', (channel: string, text: string) => {
      if (channel !== this.inbox(this.nodeId)) return;
      const newline = text.indexOf('\n');
      try {
        const header = JSON.parse(newline < 0 ? text : text.slice(0, newline)) as BusHeader;
        this.handler({ header, body: newline < 0 ? '' : text.slice(newline + 1) });
      } catch (error) {
        this.log.error({ err: error }, 'bad message on the node bus');
      }
    });
    await this.sub.subscribe(this.inbox(this.nodeId));
  }

  /**
   * Which of these nodes listen on their inbox now. A node that died has no connection to Redis
   * left, so nobody listens there, even while its lease and heartbeat have yet to lapse.
   */
  async listening(nodeIds: readonly string[]): Promise<Set<string>> {
    if (nodeIds.length === 0) return new Set();
    const reply = (await this.cmd.pubsub('NUMSUB', ...nodeIds.map((id) => this.inbox(id)))) as (string | number)[];
    const out = new Set<string>();
    nodeIds.forEach((id, i) => {
      if (Number(reply[2 * i + 1]) > 0) out.add(id);
    });
    return out;
  }

  /** Publishes to a node's inbox; rejects with NodeUnreachable when nobody is listening there. */
  async send(nodeId: string, header: BusHeader, body = ''): Promise<void> {
    const receivers = await this.cmd.publish(this.inbox(nodeId), `${JSON.stringify(header)}\n${body}`);
    if (receivers === 0) throw new NodeUnreachable(nodeId);
  }
}
