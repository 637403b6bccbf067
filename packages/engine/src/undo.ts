/**
 * The undo rule, shared by the server and the web client's local play so both take back exactly
 * the same actions (docs/protocol.md, "Undo").
 */
import { canonicalJson } from './hash.ts';
import type { AnyGameDefinition, Seat, Viewer } from './types.ts';

/** Why an action cannot be taken back. */
export type UndoRefusal =
  | 'game-over'
  | 'no-rng'
  | 'random-draw'
  | 'reveal-counted'
  | 'secrets-changed'
  | 'hidden-revealed';

/** Whether an action may be taken back; if not, a code and a sentence for the player. */
export type UndoVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: UndoRefusal; readonly reason: string };

const REASONS: Readonly<Record<UndoRefusal, string>> = {
  'game-over': 'The game is over.',
  'no-rng': 'This game cannot prove that nothing was drawn at random.',
  'random-draw': 'Something was drawn at random since.',
  'reveal-counted': 'Something was revealed since.',
  'secrets-changed': 'Hidden information was drawn, played or revealed.',
  'hidden-revealed': 'Something hidden was revealed.',
};

const refuse = (code: UndoRefusal): UndoVerdict => ({ ok: false, code, reason: REASONS[code] });

/** Every object key and string value in a JSON-like value. */
export function stringsOf(value: unknown, out: Set<string> = new Set()): Set<string> {
  if (typeof value === 'string') out.add(value);
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') stringsOf(v, out);
    }
  } else if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const k in obj) {
      out.add(k);
      const v = obj[k];
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') stringsOf(v, out);
    }
  }
  return out;
}

/**
 * The views (and secrets) of one state, each computed at most once: the server's broadcast and
 * the undo checks of this action and the next share them.
 */
export class StateViews {
  private readonly views = new Map<Viewer, unknown>();
  private readonly strings = new Map<Viewer, Set<string>>();
  private readonly secrets = new Map<Seat, string>();

  constructor(
    private readonly def: AnyGameDefinition,
    readonly state: unknown,
  ) {}

  view(viewer: Viewer): unknown {
    if (this.views.has(viewer)) return this.views.get(viewer);
    const v = this.def.view(this.state, viewer);
    this.views.set(viewer, v);
    return v;
  }

  /** `secretsOf(state, seat)` as a canonical text, order ignored. */
  secretsOf(seat: Seat): string {
    let s = this.secrets.get(seat);
    if (s === undefined) {
      s = canonicalJson([...this.def.secretsOf(this.state, seat)].sort());
      this.secrets.set(seat, s);
    }
    return s;
  }

  stringsOf(viewer: Viewer): Set<string> {
    let s = this.strings.get(viewer);
    if (!s) {
      s = stringsOf(this.view(viewer));
      this.strings.set(viewer, s);
    }
    return s;
  }
}

function field(state: unknown, name: 'rng' | 'reveals' | 'seats'): unknown {
  return state !== null && typeof state === 'object' ? (state as Record<string, unknown>)[name] : undefined;
}

/**
 * The seats whose secrets count: the match's players, or more when the state seats someone else
 * too (the Four Humours Solo Rival sits in seat 1 of a one-player match).
 */
function seatsOf(state: unknown, players: number): number {
  const seats = field(state, 'seats');
  return typeof seats === 'number' && seats > players ? seats : players;
}

/**
 * Decides whether the action that led from `before` to `after` was information-free, so taking
 * it back lets nobody exploit what it showed. The caller has already checked that it was the
 * match's last action and the undoing seat's own. The rule:
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
  views?: { before: StateViews; after: StateViews },
): UndoVerdict {
  if (def.outcome(after) !== null) return refuse('game-over');
  const rngBefore = field(before, 'rng');
  if (rngBefore === undefined) return refuse('no-rng');
  if (canonicalJson(rngBefore) !== canonicalJson(field(after, 'rng'))) return refuse('random-draw');
  // A game that counts its own reveal points (Tribes of the Wind, rules §7 note 4) knows best.
  if (canonicalJson(field(before, 'reveals')) !== canonicalJson(field(after, 'reveals'))) {
    return refuse('reveal-counted');
  }
  const viewsBefore = views?.before ?? new StateViews(def, before);
  const viewsAfter = views?.after ?? new StateViews(def, after);
  const seats = seatsOf(after, players);
  for (let p = 0; p < seats; p++) {
    if (viewsBefore.secretsOf(p) !== viewsAfter.secretsOf(p)) return refuse('secrets-changed');
  }
  let inStateBefore: Set<string> | null = null;
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, p) => p), 'spectator'];
  for (const viewer of viewers) {
    const seen = viewsBefore.stringsOf(viewer);
    for (const s of viewsAfter.stringsOf(viewer)) {
      if (seen.has(s)) continue;
      // Walking the whole state is the costly part; most actions show nothing new at all.
      inStateBefore ??= stringsOf(before);
      if (inStateBefore.has(s)) return refuse('hidden-revealed');
    }
  }
  return { ok: true };
}
