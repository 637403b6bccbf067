/**
 * What local play keeps about a match's last action so undo is decided the way the server decides
 * it (`LiveMatch` in packages/server): the state before that action, its author, the views of both
 * states, and the engine's `undoVerdict`, computed at most once per change. Replaying the game to
 * find the state before made every refresh cost the whole game.
 */
import { type AnyGameDefinition, type Seat, StateViews, undoVerdict } from '@boardhall/engine';

export class LastAction {
  /** Views of the current state, shared by the table and the undo check. */
  views: StateViews;
  private prevViews: StateViews | null = null;
  private prevState: unknown;
  private author: Seat | null;
  private verdict: boolean | null = null;

  constructor(
    private readonly def: AnyGameDefinition,
    private readonly players: number,
    state: unknown,
    /** The state before the last action and who made it; null when no action was made. */
    last: { readonly before: unknown; readonly seat: Seat } | null,
  ) {
    this.views = new StateViews(def, state);
    this.prevState = last?.before ?? null;
    this.author = last?.seat ?? null;
  }

  /** Who made the last action in effect, or null before the first. */
  get actor(): Seat | null {
    return this.author;
  }

  /** Records an applied action: the current views become those of the state before. */
  advance(before: unknown, after: unknown, seat: Seat): void {
    this.prevViews = this.views.state === before ? this.views : null;
    this.views = new StateViews(this.def, after);
    this.prevState = before;
    this.author = seat;
    this.verdict = null;
  }

  /**
   * Whether the last action was information-free, so its author may take it back (the engine's
   * undo rule). Who may ask (its author, a human) is the caller's business.
   */
  undoable(): boolean {
    if (this.author === null) return false;
    if (this.verdict === null) {
      this.prevViews ??= new StateViews(this.def, this.prevState);
      const after = this.views;
      this.verdict = undoVerdict(this.def, this.players, this.prevState, after.state, {
        before: this.prevViews,
        after,
      }).ok;
    }
    return this.verdict;
  }
}
