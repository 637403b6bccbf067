/**
 * Points at a step's targets on the table: every element its selectors find gets
 * `data-tutorial-target="<n>"` (the coach's CSS outlines it; n is its order, 1 first). On a phone a
 * section can be a hidden tab: then the tab's button is marked instead, and its label returned for
 * the coach's "Look in the … tab". Looked up again whenever the table changes.
 */
import { useEffect, useState } from 'react';

export const TARGET_ATTR = 'data-tutorial-target';

function visible(el: Element): boolean {
  return el.getClientRects().length > 0;
}

/** The button of the hidden tab that holds `el`, on tables whose tabs are `[data-testid=tab-<section>]`. */
function tabButtonOf(root: ParentNode, el: Element): HTMLElement | null {
  const holder = el.closest('[data-sec]');
  // Hidden inside a section that is shown: hidden on purpose (a copy laid out for the other
  // screen size), so its tab is not where to look.
  if (!holder || (holder !== el && visible(holder))) return null;
  const section = holder.getAttribute('data-sec');
  if (!section) return null;
  const button = root.querySelector<HTMLElement>(`[data-testid="tab-${CSS.escape(section)}"]`);
  return button && visible(button) ? button : null;
}

export interface MarkedTargets {
  /** The first marked element, for "Show me". */
  readonly first: HTMLElement | null;
  /** The label of a tab the learner must open first (phone), or null. */
  readonly tab: string | null;
}

function mark(root: ParentNode, selectors: readonly string[]): MarkedTargets {
  for (const el of root.querySelectorAll(`[${TARGET_ATTR}]`)) el.removeAttribute(TARGET_ATTR);
  let order = 0;
  let first: HTMLElement | null = null;
  let tab: string | null = null;
  for (const selector of selectors) {
    let found: NodeListOf<HTMLElement>;
    try {
      found = root.querySelectorAll<HTMLElement>(selector);
    } catch {
      continue; // A lesson's selector that does not parse points at nothing (the lesson test catches it).
    }
    for (const el of found) {
      const shown = visible(el) ? el : tabButtonOf(root, el);
      if (!shown || shown.hasAttribute(TARGET_ATTR)) continue;
      order += 1;
      shown.setAttribute(TARGET_ATTR, String(order));
      first ??= shown;
      if (shown !== el && tab === null) tab = shown.textContent?.trim() ?? null;
    }
  }
  return { first, tab };
}

const NONE: MarkedTargets = { first: null, tab: null };

/** Marks what `selectors` find on the page while the step lasts; `key` names the step. */
export function useLessonTargets(selectors: readonly string[], key: string): MarkedTargets {
  const [marked, setMarked] = useState<MarkedTargets>(NONE);
  const joined = selectors.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new step (its key) marks afresh even with the same selectors
  useEffect(() => {
    const root = document.body;
    const list = joined ? joined.split('\n') : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      observer.disconnect();
      const next = mark(root, list);
      setMarked((prev) => (prev.first === next.first && prev.tab === next.tab ? prev : next));
      observer.observe(root, OBSERVE);
    };
    const observer = new MutationObserver(() => {
      if (frame === 0) frame = requestAnimationFrame(update);
    });
    update();
    return () => {
      observer.disconnect();
      if (frame !== 0) cancelAnimationFrame(frame);
      for (const el of root.querySelectorAll(`[${TARGET_ATTR}]`)) el.removeAttribute(TARGET_ATTR);
      setMarked(NONE);
    };
  }, [joined, key]);
  return marked;
}

// Our own attribute is not watched, so marking never wakes the observer again.
const OBSERVE: MutationObserverInit = {
  childList: true,
  subtree: true,
  attributes: true,
  attributeFilter: ['class', 'style', 'hidden', 'aria-pressed', 'data-tab', 'disabled'],
};
