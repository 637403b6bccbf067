/**
 * The matches ready for their next bot decision on one lane, in the order they get a thread:
 * clients take turns (round-robin), and each client's matches take turns among themselves, so a
 * client with ten matches gets one decision a round, as a client with one does.
 */
export class ClientTurns {
  /** Clients with a match ready, in turn order. */
  private readonly clients: string[] = [];
  /** Each of those clients' ready matches, in turn order. */
  private readonly matches = new Map<string, string[]>();

  /** A match of `client` is ready: it goes behind that client's other ready matches. */
  add(client: string, matchId: string): void {
    const mine = this.matches.get(client);
    if (mine) mine.push(matchId);
    else {
      this.matches.set(client, [matchId]);
      this.clients.push(client);
    }
  }

  /** The match whose turn it is, taken off the turns; its client goes to the back of the round. */
  next(): string | undefined {
    const client = this.clients.shift();
    if (client === undefined) return undefined;
    const mine = this.matches.get(client) ?? [];
    const matchId = mine.shift();
    if (mine.length > 0) this.clients.push(client);
    else this.matches.delete(client);
    return matchId;
  }

  clear(): void {
    this.clients.length = 0;
    this.matches.clear();
  }
}
