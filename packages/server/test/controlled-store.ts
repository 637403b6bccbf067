import { StorageError } from '../src/storage/errors.ts';
import type { MatchStore, MatchUpdate, StoredAction } from '../src/storage/types.ts';

/**
 * A real store underneath, with action writes that a test can hold back or make fail, and reads
 * that it can make fail as an unreachable database does.
 */
export class ControlledStore implements MatchStore {
  private held: (() => void)[] = [];
  private onHeld: (() => void) | null = null;
  hold = false;
  failNext = false;
  /** Reads fail with `storage-unavailable`, as when the database cannot be reached. */
  unavailable = false;

  constructor(private readonly inner: MatchStore) {}

  async appendAction(row: StoredAction, update?: MatchUpdate): Promise<void> {
    if (this.failNext) {
      this.failNext = false;
      throw new Error('disk full (test)');
    }
    if (this.hold) {
      await new Promise<void>((resolve) => {
        this.held.push(resolve);
        this.onHeld?.();
      });
    }
    return this.inner.appendAction(row, update);
  }

  /** Resolves once a write is being held back. */
  waitForHeld(): Promise<void> {
    if (this.held.length > 0) return Promise.resolve();
    return new Promise((resolve) => {
      this.onHeld = resolve;
    });
  }

  release(): void {
    this.hold = false;
    for (const go of this.held.splice(0)) go();
  }

  createMatch: MatchStore['createMatch'] = (m) => this.inner.createMatch(m);
  updateMatch: MatchStore['updateMatch'] = (id, u) => this.inner.updateMatch(id, u);
  getMatch: MatchStore['getMatch'] = (id) => this.reading(() => this.inner.getMatch(id));
  listMatches: MatchStore['listMatches'] = (q) => this.reading(() => this.inner.listMatches(q));
  loadActions: MatchStore['loadActions'] = (id) => this.reading(() => this.inner.loadActions(id));
  appendChat: MatchStore['appendChat'] = (m, fence) => this.inner.appendChat(m, fence);
  loadChat: MatchStore['loadChat'] = (id, limit) => this.reading(() => this.inner.loadChat(id, limit));
  dueMatchIds: MatchStore['dueMatchIds'] = (h, limit) => this.reading(() => this.inner.dueMatchIds(h, limit));
  heartbeat: MatchStore['heartbeat'] = (life, at) => this.inner.heartbeat(life, at);
  lastAlive: MatchStore['lastAlive'] = (life) => this.reading(() => this.inner.lastAlive(life));
  uptime: MatchStore['uptime'] = () => this.reading(() => this.inner.uptime());
  ping: MatchStore['ping'] = () => this.reading(() => this.inner.ping());
  get kind(): MatchStore['kind'] {
    return this.inner.kind;
  }
  get accounts(): MatchStore['accounts'] {
    return this.inner.accounts;
  }

  get ratings(): MatchStore['ratings'] {
    return this.inner.ratings;
  }

  get mail(): MatchStore['mail'] {
    return this.inner.mail;
  }
  close: MatchStore['close'] = () => this.inner.close();

  private reading<T>(read: () => Promise<T>): Promise<T> {
    if (this.unavailable) {
      return Promise.reject(new StorageError('storage-unavailable', 'The test made the database unreachable.'));
    }
    return read();
  }
}
