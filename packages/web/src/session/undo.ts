/**
 * Whether an action may be taken back: the same rule the server applies (docs/protocol.md, "Undo"),
 * so local and online play agree. The caller has already checked that it was the match's last
 * action and the undoing seat's own.
 */
import { type AnyGameDefinition, canonicalJson, type Viewer } from '@boardhall/engine';

export type UndoVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

const refuse = (reason: string): UndoVerdict => ({ ok: false, reason });

function stringsOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) for (const v of value) stringsOf(v, out);
  else if (value !== null && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      stringsOf(v, out);
    }
  }
  return out;
}

const field = (state: unknown, name: string): unknown =>
  state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[name] : undefined;
const rngOf = (state: unknown): unknown => field(state, 'rng');

/**
 * 1. the game did not end; 2. nothing was drawn at random (`rng` unchanged); 3. the game's own
 * reveal count (`reveals`) is unchanged; 4. no seat's secrets changed; 5. no viewer sees a string
 * from the state that it did not see before.
 */
export function undoVerdict(def: AnyGameDefinition, players: number, before: unknown, after: unknown): UndoVerdict {
  if (def.outcome(after) !== null) return refuse('over');
  const rngBefore = rngOf(before);
  if (rngBefore === undefined) return refuse('no-rng');
  if (canonicalJson(rngBefore) !== canonicalJson(rngOf(after))) return refuse('random');
  if (canonicalJson(field(before, 'reveals')) !== canonicalJson(field(after, 'reveals'))) return refuse('revealed');
  const seats = typeof (after as { seats?: unknown }).seats === 'number' ? (after as { seats: number }).seats : players;
  for (let p = 0; p < seats; p++) {
    const a = [...def.secretsOf(before, p)].sort();
    const b = [...def.secretsOf(after, p)].sort();
    if (canonicalJson(a) !== canonicalJson(b)) return refuse('secrets');
  }
  const inStateBefore = stringsOf(before);
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, p) => p), 'spectator'];
  for (const viewer of viewers) {
    const seen = stringsOf(def.view(before, viewer));
    for (const s of stringsOf(def.view(after, viewer))) {
      if (!seen.has(s) && inStateBefore.has(s)) return refuse('revealed');
    }
  }
  return { ok: true };
}
