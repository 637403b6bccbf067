import type { AnyGameDefinition, Viewer } from '@boardhall/engine';
import { canonicalJson } from '@boardhall/engine';
import { stringsOf, ViewCache } from './view-cache.ts';

/** Whether an action may be taken back, and if not, why (a sentence for the player). */
export type UndoVerdict = { ok: true } | { ok: false; reason: string };

const refuse = (reason: string): UndoVerdict => ({ ok: false, reason });

function field(state: unknown, name: 'rng' | 'reveals'): unknown {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[name] : undefined;
}

/**
 * Decides whether the action that led from `before` to `after` was information-free, so taking
 * it back lets nobody exploit what it showed. The caller has already checked that it was the
 * match's last action and the undoing seat's own. The rule (docs/protocol.md, "Undo"):
 *
 * 1. the game did not end;
 * 2. nothing was drawn at random: the state's `rng` is unchanged (a game without an `rng` field
 *    cannot prove this, so it never allows undo);
 * 3. the game's own count of reveal points, the state's `reveals` field when it has one, is
 *    unchanged;
 * 4. no seat's secrets changed (`secretsOf`), so no hidden card or potion was drawn, played or
 *    handed over;
 * 5. no viewer sees a string it did not see before that was already in the state before, i.e. no
 *    pre-shuffled deck or stack revealed a hidden item without a random draw.
 *
 * Every test is conservative: when in doubt the undo is refused, which is always safe.
 */
export function undoVerdict(
  def: AnyGameDefinition,
  players: number,
  before: unknown,
  after: unknown,
  /** Views and secrets already computed for the two states (they must be of `before` and `after`). */
  views?: { before: ViewCache; after: ViewCache },
): UndoVerdict {
  if (def.outcome(after) !== null) return refuse('The game is over.');
  const rngBefore = field(before, 'rng');
  if (rngBefore === undefined) return refuse('This game cannot prove that nothing was drawn at random.');
  if (canonicalJson(rngBefore) !== canonicalJson(field(after, 'rng'))) {
    return refuse('Something was drawn at random since.');
  }
  // A game that counts its own reveal points (Tribes of the Wind, rules §7 note 4) knows best.
  if (canonicalJson(field(before, 'reveals')) !== canonicalJson(field(after, 'reveals'))) {
    return refuse('Something was revealed since.');
  }
  const viewsBefore = views?.before ?? new ViewCache(def, before);
  const viewsAfter = views?.after ?? new ViewCache(def, after);
  for (let p = 0; p < players; p++) {
    if (viewsBefore.secretsOf(p) !== viewsAfter.secretsOf(p)) {
      return refuse('Hidden information was drawn, played or revealed.');
    }
  }
  let inStateBefore: Set<string> | null = null;
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, p) => p), 'spectator'];
  for (const viewer of viewers) {
    const seen = viewsBefore.stringsOf(viewer);
    for (const s of viewsAfter.stringsOf(viewer)) {
      if (seen.has(s)) continue;
      // Walking the whole state is the costly part; most actions show nothing new at all.
      inStateBefore ??= stringsOf(before);
      if (inStateBefore.has(s)) return refuse('Something hidden was revealed.');
    }
  }
  return { ok: true };
}
