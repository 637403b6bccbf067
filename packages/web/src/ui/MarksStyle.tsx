/**
 * Draws a set of marks (`last-moves.ts`) as a style sheet, so the game's components need no prop
 * for them. It lives in the document's head: its selectors are not text on the page.
 */
import { createPortal } from 'react-dom';
import { type Mark, marksCss } from './last-moves.ts';

export function MarksStyle({ marks, kind }: { marks: readonly Mark[]; kind: 'last' | 'hover' }) {
  if (marks.length === 0) return null;
  return createPortal(
    <style data-testid={`marks-${kind}`} data-count={marks.length}>
      {marksCss(marks, kind)}
    </style>,
    document.head,
  );
}
