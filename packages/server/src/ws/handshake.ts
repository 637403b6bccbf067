import type { ConnectionMark } from '@boardhall/protocol';

/**
 * What a WebSocket said about itself when it connected: the node holding the socket reads it from
 * the address and passes it, as data, to the node serving the match (cluster mode: in the relay's
 * `open` message), which decides what the connection is.
 */
export interface Handshake {
  /** The seat token of `?token=`, or null: a spectator (who may still say `hello`). */
  token: string | null;
  /** `?client=&attempt=`: which connection of which client this is, when it said so. */
  mark: ConnectionMark | null;
  /**
   * The account signed in by the session cookie the socket was opened with, from a page of this
   * site (the edge checks the cookie and the `Origin`); null for a guest. Used only when the
   * connection asks for its account's seat (`hello` with `account: true`).
   */
  accountId: string | null;
  /**
   * Where it came from: the client's address as the per-client limits count it (`clientAddress`
   * of the upgrade request), read by the node holding the socket; the match's owner counts the
   * spectators of each address.
   */
  address: string;
}
