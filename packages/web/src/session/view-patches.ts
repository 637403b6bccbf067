/**
 * The view an online session holds, kept in step with the server's patches (docs/protocol.md,
 * "Patches"): a patch applies to the view of its base version only. On any other view (a frame
 * was lost or dropped) or when it does not fit, the session must ask for the whole frame again,
 * and asks only once until it comes.
 */
import { applyPatch, type PatchFrame, PatchMismatch } from '@boardhall/protocol';

export type PatchResult =
  | { readonly kind: 'applied'; readonly view: unknown }
  /** The patch does not fit the view held: ask for a whole frame (`ask`: not yet asked). */
  | { readonly kind: 'resync'; readonly ask: boolean };

export class ViewPatches {
  /**
   * The version of the view held, which the next patch must name as its base; null when the
   * view cannot be trusted to be the server's (a frame was dropped) until a whole frame comes.
   */
  private base: number | null = null;
  /** A `sync` for a whole frame is on its way, so a patch that does not fit asks only once. */
  private resyncing = false;

  /** A new socket: nothing it sends can build on the view held until its whole frame. */
  reset(): void {
    this.base = null;
    this.resyncing = false;
  }

  /** A frame was dropped: it may have been a view the next patch builds on. */
  lost(): void {
    this.base = null;
  }

  /** A whole frame came: the view held is the server's at `version`. */
  whole(version: number): void {
    this.base = version;
    this.resyncing = false;
  }

  /** Applies `frame` to the view held, or says to ask for a whole frame. */
  apply(view: unknown, frame: PatchFrame): PatchResult {
    try {
      if (this.base === null || this.base !== frame.base || view === null) throw new PatchMismatch();
      const patched = applyPatch(view, frame.patch);
      this.base = frame.version;
      return { kind: 'applied', view: patched };
    } catch (error) {
      if (!(error instanceof PatchMismatch)) throw error;
      this.base = null;
      return { kind: 'resync', ask: !this.resyncing };
    }
  }

  /** Whether the `sync` asked for went out (if not, the next misfit asks again). */
  asked(sent: boolean): void {
    this.resyncing = sent;
  }
}
