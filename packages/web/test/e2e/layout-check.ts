/**
 * Issue #15 item 5: a layout check for any screen. In the page it looks for
 *
 * - overflow: a visible box holding text whose content is wider than the box
 *   (scrollWidth > clientWidth + 1) and some of whose own text lies past the box's sides, so that a
 *   selection ring or shadow drawn outside a card does not count, only text. Only the innermost
 *   overflowing box is reported (its ancestors overflow because of it). Not findings: a box that scrolls on purpose (overflow-x auto or scroll,
 *   such as the log scroller or a wide table's wrapper: its content is reachable), and a box that
 *   cuts its text with `text-overflow: ellipsis` while it or an ancestor carries the whole text in
 *   a title (the player can read it on hover). Inline boxes have no width of their own: their text
 *   counts against the block that holds them.
 * - covered: an interactive element (button, link, input, select, textarea, summary,
 *   [role=button], a focusable [tabindex]) whose centre, once scrolled into view, is not the
 *   element itself, a descendant, an ancestor (a gap in its own box) or its label. With a modal
 *   dialog open, only the dialog's own controls count: the page behind it is covered on purpose.
 *   Visually hidden controls (opacity 0, or smaller than 2 px, such as the radio inside a styled
 *   label) are skipped: their label is what the player clicks.
 *
 * Each finding names its element by a short selector path and its text.
 */
import type { Page } from 'playwright-core';

export interface LayoutFinding {
  readonly kind: 'overflow' | 'covered';
  /** A selector path such as `div.tw-side > button.tw-tab[data-testid=x]`. */
  readonly path: string;
  /** The element's text, shortened. */
  readonly text: string;
  /** Why: the widths, or what covers it. */
  readonly detail: string;
}

/** Runs the check in the page as it is now; restores the page's scroll position afterwards. */
export async function checkLayout(page: Page): Promise<LayoutFinding[]> {
  // Builds may keep function names with a helper the page does not have.
  await page.evaluate('globalThis.__name ??= (f) => f');
  return page.evaluate((): LayoutFinding[] => {
    const out: LayoutFinding[] = [];
    const describe = (el: Element): string => {
      const parts: string[] = [];
      for (let e: Element | null = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const cls = [...e.classList]
          .slice(0, 2)
          .map((c) => `.${c}`)
          .join('');
        const testid = e.getAttribute('data-testid');
        parts.unshift(`${e.tagName.toLowerCase()}${cls}${testid ? `[data-testid=${testid}]` : ''}`);
      }
      return parts.join(' > ');
    };
    const textOf = (el: Element): string => {
      const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      const label = el.getAttribute('aria-label') ?? el.getAttribute('title') ?? '';
      const text = own || label;
      return text.length > 60 ? `${text.slice(0, 57)}…` : text;
    };
    // Rendered and not hidden by visibility, a closed <details> or an ancestor's display.
    const shown = (el: Element): boolean =>
      el.getClientRects().length > 0 && el.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    // The visually-hidden pattern (a 1-px clipped box read by screen readers) is not seen at all.
    const screenReaderOnly = (el: HTMLElement, style: CSSStyleDeclaration): boolean =>
      el.clientWidth <= 1 || (style.clip !== 'auto' && style.clip !== '') || style.clipPath.startsWith('inset');

    // ----- overflow
    const overflowing: HTMLElement[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!(el instanceof HTMLElement) || el.closest('svg')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'inline' || style.display === 'contents' || style.display === 'none') continue;
      if (el.scrollWidth <= el.clientWidth + 1) continue;
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      if (!(el.textContent ?? '').trim() || screenReaderOnly(el, style) || !shown(el)) continue;
      if (style.textOverflow === 'ellipsis') {
        const titled = el.closest('[title]');
        const whole = (el.textContent ?? '').trim();
        if (titled && (titled.getAttribute('title') ?? '').includes(whole)) continue;
      }
      // Some of its text (not inside a deeper scroller) lies past its left or right side.
      const box = el.getBoundingClientRect();
      const left = box.left + el.clientLeft - 1;
      const right = left + el.clientWidth + 2;
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let past = false;
      for (let n = walker.nextNode(); n && !past; n = walker.nextNode()) {
        if (!n.textContent?.trim()) continue;
        const holder = n.parentElement;
        if (!holder || holder.closest('.visually-hidden')) continue;
        let scrolled = false;
        for (let a: HTMLElement | null = holder; a && a !== el; a = a.parentElement) {
          const ox = getComputedStyle(a).overflowX;
          if (ox === 'auto' || ox === 'scroll') scrolled = true;
        }
        if (scrolled) continue;
        const range = document.createRange();
        range.selectNodeContents(n);
        for (const r of range.getClientRects()) {
          if (r.width > 0 && (r.left < left || r.right > right)) past = true;
        }
      }
      if (past) overflowing.push(el);
    }
    for (const el of overflowing) {
      if (overflowing.some((other) => other !== el && el.contains(other))) continue;
      out.push({
        kind: 'overflow',
        path: describe(el),
        text: textOf(el),
        detail: `content ${el.scrollWidth}px wide in a ${el.clientWidth}px box`,
      });
    }

    // ----- covered
    const modal = [...document.querySelectorAll('[aria-modal=true], dialog[open]')].filter(shown).at(-1) ?? null;
    const scope: ParentNode = modal ?? document;
    const interactive = scope.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex]:not([tabindex="-1"])',
    );
    const sx = window.scrollX;
    const sy = window.scrollY;
    for (const el of interactive) {
      if (!shown(el) || el.closest('[inert]')) continue;
      if (el.closest('.visually-hidden')) continue;
      const style = getComputedStyle(el);
      if (style.opacity === '0' || style.pointerEvents === 'none') continue;
      el.scrollIntoView({ block: 'center', inline: 'center' });
      const r = el.getClientRects()[0];
      if (!r || r.width < 2 || r.height < 2) continue;
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      const what = textOf(el);
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
        out.push({
          kind: 'covered',
          path: describe(el),
          text: what,
          detail: 'its centre cannot be scrolled on screen',
        });
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit || el.contains(hit) || hit.contains(el)) continue;
      if (hit instanceof HTMLLabelElement && hit.control === el) continue;
      out.push({ kind: 'covered', path: describe(el), text: what, detail: `covered by ${describe(hit)}` });
    }
    window.scrollTo(sx, sy);
    return out;
  });
}

/** One line per finding, for a test's failure message and the report. */
export function formatFindings(findings: readonly LayoutFinding[]): string {
  return findings.map((f) => `${f.kind}: ${f.path} "${f.text}" (${f.detail})`).join('\n');
}
