/** WebSockets open at once per client address, so one address cannot hold every socket. */
export class ConnectionsPerAddress {
  private readonly open = new Map<string, number>();

  constructor(private readonly max: number) {}

  /** Counts a new connection of `address`; false (and nothing counted) when it is at its cap. */
  take(address: string): boolean {
    const n = this.open.get(address) ?? 0;
    if (n >= this.max) return false;
    this.open.set(address, n + 1);
    return true;
  }

  /** A connection of `address` closed. */
  release(address: string): void {
    const n = (this.open.get(address) ?? 0) - 1;
    if (n > 0) this.open.set(address, n);
    else this.open.delete(address);
  }
}
