/**
 * Which sections of a table hold an element outlined as one of the others' last moves
 * (`last-moves.ts`). On a phone each section is a tab and only one shows at a time, so a tab
 * whose section holds such an element is flagged: the player learns that something happened
 * out of sight (a tile taken from the market while the board is showing).
 */
import { type RefObject, useLayoutEffect, useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** The `data-sec` names of the sections under `root` that contain an element matching a selector. */
export function markedSections(root: ParentNode, selectors: readonly string[]): ReadonlySet<string> {
  if (selectors.length === 0) return NONE;
  let found: NodeListOf<Element>;
  try {
    found = root.querySelectorAll(selectors.join(','));
  } catch {
    // The selectors are built from plain ids (`attr`), so this should not happen; flag nothing then.
    return NONE;
  }
  const out = new Set<string>();
  for (const el of found) {
    const sec = el.closest('[data-sec]')?.getAttribute('data-sec');
    if (sec) out.add(sec);
  }
  return out;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

/**
 * `markedSections` of the element behind `ref`, looked up again after every render (the table's
 * elements change with the view as well as with the marks); the state changes only when the set does.
 */
export function useMarkedSections(
  ref: RefObject<HTMLElement | null>,
  selectors: readonly string[],
): ReadonlySet<string> {
  const [marked, setMarked] = useState<ReadonlySet<string>>(NONE);
  useLayoutEffect(() => {
    const root = ref.current;
    const next = root ? markedSections(root, selectors) : NONE;
    setMarked((prev) => (sameSet(prev, next) ? prev : next));
  });
  return marked;
}
