/**
 * Parts of views kept from one view to the next, for a game's `view` to use. The server builds
 * every seat's view after every action and sends each connection what changed since its last
 * view (docs/protocol.md, "Patches"); a part built from the same inputs as last time is handed
 * out again as the same (frozen) object, so building it is skipped and comparing it with the view
 * before costs one identity check. Most of a view (a Four Humours map, most of its party tiles
 * and scenes; a Tribes of the Wind player's board) is unchanged by any one action.
 */

/**
 * What a part is built from: primitives, lists of primitives and lists of such lists (compared
 * by content, copied when kept), and objects nothing changes (compared by identity).
 */
type Input = unknown;

interface Kept {
  readonly inputs: readonly Input[];
  readonly value: unknown;
}

/**
 * Parts kept per match and viewer: keyed by the match's options object, which every state of
 * the match shares (clones share it) and nothing else holds, so a finished match's parts go with it.
 */
const keptByMatch = new WeakMap<object, Map<unknown, ViewParts>>();

/** Lists by content (two levels deep, as the state's lists of cells are), anything else by identity. */
function same(a: unknown, b: unknown, depth: number): boolean {
  if (a === b) return true;
  if (depth === 0 || !Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!same(a[i], b[i], depth - 1)) return false;
  return true;
}

/**
 * Lists are compared by content, so they are copied: a search may change a state's lists in
 * place after viewing it. Other objects (the tables, the layout) must be ones nothing changes.
 */
const copied = (x: unknown, depth: number): unknown =>
  depth > 0 && Array.isArray(x) ? x.map((y: unknown) => copied(y, depth - 1)) : x;

/** Freezes a part built for views to share (fresh objects, so none is frozen yet). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    const obj = value as Record<string, unknown>;
    for (const k in obj) deepFreeze(obj[k]);
    Object.freeze(value);
  }
  return value;
}

/**
 * The parts kept for one viewer of one match, in numbered places. A part is built from its
 * inputs; the next view asking for the same place with the same inputs gets the same object.
 */
export class ViewParts {
  private readonly places: (Kept | undefined)[] = [];

  /**
   * The part in `place` built from `inputs`: the object built last time there when the inputs
   * are the same, else a new one. `build` must read nothing but its inputs (and what they name,
   * never changed). The part is frozen: views share it.
   */
  part<T>(place: number, inputs: readonly Input[], build: () => T): T {
    const last = this.places[place];
    if (last !== undefined && same(last.inputs, inputs, 3)) return last.value as T;
    const value = deepFreeze(build());
    this.places[place] = { inputs: copied(inputs, 3) as Input[], value };
    return value;
  }
}

/**
 * The parts kept for `viewer`'s views of a match (`match`: its options object, or another object
 * every state of the match shares and nothing else holds). Parts every viewer sees alike may be
 * kept under one viewer for all (`ANY_VIEWER`); a part that depends on the viewer must not.
 */
export function viewParts(match: object, viewer: unknown): ViewParts {
  let byViewer = keptByMatch.get(match);
  if (byViewer === undefined) {
    byViewer = new Map();
    keptByMatch.set(match, byViewer);
  }
  let parts = byViewer.get(viewer);
  if (parts === undefined) {
    parts = new ViewParts();
    byViewer.set(viewer, parts);
  }
  return parts;
}

/** The viewer under which parts every viewer sees alike are kept. */
export const ANY_VIEWER = 'any';
