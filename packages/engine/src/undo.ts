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

/** Adds to `out` every string `stringsOf(value)` holds, in any order and possibly repeated. */
function collectStrings(value: unknown, out: string[]): void {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') collectStrings(v, out);
    }
  } else if (value !== null && typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    for (const k in obj) {
      out.push(k);
      const v = obj[k];
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') collectStrings(v, out);
    }
  }
}

const isOwnEnumerable = (obj: object, key: string): boolean => Object.prototype.propertyIsEnumerable.call(obj, key);

/**
 * Adds to `out` the strings of `after` that may be missing from `stringsOf(before)`: every string
 * of `after` except those at a place where `before` holds the same string or the same object
 * (so they are in `stringsOf(before)`). Walks the two side by side, mirroring `stringsOf`, so a
 * view that changed a little costs one comparison walk and no set of every string.
 */
export function changedStrings(before: unknown, after: unknown, out: string[]): void {
  if (before === after) return;
  if (typeof after === 'string') {
    out.push(after);
    return;
  }
  if (after === null || typeof after !== 'object') return;
  if (Array.isArray(after)) {
    if (!Array.isArray(before)) {
      collectStrings(after, out);
      return;
    }
    for (let i = 0; i < after.length; i++) {
      const v: unknown = after[i];
      if (v === null || typeof v === 'number' || typeof v === 'boolean') continue;
      if (i < before.length) changedStrings(before[i], v, out);
      else collectStrings(v, out);
    }
    return;
  }
  if (before === null || typeof before !== 'object' || Array.isArray(before)) {
    collectStrings(after, out);
    return;
  }
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const proto: unknown = Object.getPrototypeOf(b);
  if (proto === Object.prototype || proto === null) {
    // Plain objects: `for…in` visits exactly `Object.keys`, and two objects of one shape (most of
    // a view that changed a little) list the same keys, each then an own enumerable key of `a`.
    const keysB = Object.keys(b);
    const keysA = Object.keys(a);
    let same = keysA.length === keysB.length;
    for (let i = 0; same && i < keysB.length; i++) same = keysA[i] === keysB[i];
    for (let i = 0; i < keysB.length; i++) {
      const k = keysB[i] as string;
      const v = b[k];
      if (same || isOwnEnumerable(a, k)) {
        if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') changedStrings(a[k], v, out);
      } else {
        out.push(k);
        if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') collectStrings(v, out);
      }
    }
    return;
  }
  for (const k in b) {
    const v = b[k];
    // An own enumerable key of `before` is one its `for…in` (so `stringsOf`) visits with its value.
    if (isOwnEnumerable(a, k)) {
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') changedStrings(a[k], v, out);
    } else {
      out.push(k);
      if (v !== null && typeof v !== 'number' && typeof v !== 'boolean') collectStrings(v, out);
    }
  }
}

/** The kinds of value whose JSON the quick comparison below knows: 0 for anything else. */
function jsonKind(v: unknown): number {
  switch (typeof v) {
    case 'string':
      return 1;
    case 'boolean':
      return 2;
    case 'number':
      return Number.isFinite(v) ? 3 : 0;
    case 'object': {
      if (v === null) return 4;
      if (Array.isArray(v)) return 5;
      const proto: unknown = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return 0;
      return typeof (v as { toJSON?: unknown }).toJSON === 'function' ? 0 : 6;
    }
    default:
      return 0;
  }
}

/** true or false when the answer is plain from the values; undefined when only the texts can tell. */
function quickSameJson(a: unknown, b: unknown): boolean | undefined {
  if (a === b) return true;
  const ka = jsonKind(a);
  const kb = jsonKind(b);
  if (ka === 0 || kb === 0) return undefined;
  // Different kinds of plain JSON never write the same text.
  if (ka !== kb) return false;
  if (ka === 5) {
    const x = a as unknown[];
    const y = b as unknown[];
    if (x.length !== y.length) return false;
    let result: boolean | undefined = true;
    for (let i = 0; i < x.length; i++) {
      const r = quickSameJson(x[i], y[i]);
      if (r === false) return false;
      if (r === undefined) result = undefined;
    }
    return result;
  }
  if (ka === 6) {
    const x = a as Record<string, unknown>;
    const y = b as Record<string, unknown>;
    const keys = Object.keys(x);
    if (keys.length !== Object.keys(y).length) return undefined;
    let result: boolean | undefined = true;
    for (const k of keys) {
      if (!Object.hasOwn(y, k)) return undefined;
      const r = quickSameJson(x[k], y[k]);
      if (r === false) return false;
      if (r === undefined) result = undefined;
    }
    return result;
  }
  // Strings, booleans and finite numbers that are not === (0 and -0 are, and both write 0).
  return false;
}

/**
 * `canonicalJson(a) === canonicalJson(b)`, without building the texts when the values are plain
 * JSON (the generator states compared after every action); anything unusual (an undefined field,
 * a non-finite number, a class instance) is decided by the texts themselves.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return quickSameJson(a, b) ?? canonicalJson(a) === canonicalJson(b);
}

/**
 * The views (and secrets) of one state, each computed at most once: the server's broadcast and
 * the undo checks of this action and the next share them.
 */
export class StateViews {
  private readonly views = new Map<Viewer, unknown>();
  private readonly hintsOf = new Map<Viewer, unknown>();
  private readonly strings = new Map<Viewer, Set<string>>();
  private readonly secrets = new Map<Seat, readonly string[]>();

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

  /** The game's client hints of `viewer`'s view (undefined for a game without them). */
  hints(viewer: Viewer): unknown {
    if (!this.def.clientHints) return undefined;
    if (this.hintsOf.has(viewer)) return this.hintsOf.get(viewer);
    const h = this.def.clientHints(this.view(viewer));
    this.hintsOf.set(viewer, h);
    return h;
  }

  /**
   * `secretsOf(state, seat)` sorted, so that two lists of the same secrets in any order are equal
   * (compared with `sameSecrets`, not written out as text: this runs for every seat after every
   * action).
   */
  secretsOf(seat: Seat): readonly string[] {
    let s = this.secrets.get(seat);
    if (s === undefined) {
      s = [...this.def.secretsOf(this.state, seat)].sort();
      this.secrets.set(seat, s);
    }
    return s;
  }

  /** Every string `viewer` sees: in its view, and in the client hints shown beside it. */
  stringsOf(viewer: Viewer): Set<string> {
    let s = this.strings.get(viewer);
    if (!s) {
      s = stringsOf(this.view(viewer));
      if (this.def.clientHints) stringsOf(this.hints(viewer), s);
      this.strings.set(viewer, s);
    }
    return s;
  }
}

/**
 * Decides whether the action that led from `before` to `after` was information-free, so taking
 * it back lets nobody exploit what it showed. The caller has already checked that it was the
 * match's last action and the undoing seat's own. What the rule reads of a state it reads through
 * the game's `undo` hooks, so any game can have undo without the engine knowing its fields:
 *
 * 1. the game did not end;
 * 2. nothing was drawn at random: `undo.randomness` is unchanged (a game without `undo` hooks
 *    cannot prove this, so it never allows undo);
 * 3. the game's own count of reveal points, `undo.reveals` when it has one, is unchanged;
 * 4. no seat's secrets changed (`secretsOf`, for the players and any further seats `undo.seats`
 *    names), so no hidden card or potion was drawn, played or handed over;
 * 5. no viewer sees a string it did not see before that was already in the state before, i.e. no
 *    pre-shuffled deck or stack revealed a hidden item without a random draw (what a viewer sees
 *    is its view and the game's `clientHints` of it).
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
  const hooks = def.undo;
  const randomBefore = hooks?.randomness(before);
  if (hooks === undefined || randomBefore === undefined) return refuse('no-rng');
  if (!sameJson(randomBefore, hooks.randomness(after))) return refuse('random-draw');
  // A game that counts its own reveal points (Tribes of the Wind, rules §7 note 4) knows best.
  if (hooks.reveals && hooks.reveals(before) !== hooks.reveals(after)) return refuse('reveal-counted');
  const viewsBefore = views?.before ?? new StateViews(def, before);
  const viewsAfter = views?.after ?? new StateViews(def, after);
  const seats = Math.max(players, hooks.seats?.(after) ?? players);
  for (let p = 0; p < seats; p++) {
    if (!sameJson(viewsBefore.secretsOf(p), viewsAfter.secretsOf(p))) return refuse('secrets-changed');
  }
  let inStateBefore: Set<string> | null = null;
  const viewers: Viewer[] = [...Array.from({ length: seats }, (_, p) => p), 'spectator'];
  const candidates: string[] = [];
  for (const viewer of viewers) {
    // Only the changed parts of a view can hold a string it did not hold before.
    candidates.length = 0;
    changedStrings(viewsBefore.view(viewer), viewsAfter.view(viewer), candidates);
    if (def.clientHints) changedStrings(viewsBefore.hints(viewer), viewsAfter.hints(viewer), candidates);
    if (candidates.length === 0) continue;
    const seen = viewsBefore.stringsOf(viewer);
    for (const s of candidates) {
      if (seen.has(s)) continue;
      // Walking the whole state is the costly part; most actions show nothing new at all.
      inStateBefore ??= stringsOf(before);
      if (inStateBefore.has(s)) return refuse('hidden-revealed');
    }
  }
  return { ok: true };
}
