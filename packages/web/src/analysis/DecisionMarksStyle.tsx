/** Draws a judged decision's outlines (decision-marks.ts) as a style sheet in the document's head, like MarksStyle. */
import { createPortal } from 'react-dom';
import { type DecisionMarks, decisionMarksCss } from './decision-marks.ts';

export function DecisionMarksStyle({ marks }: { marks: DecisionMarks }) {
  const css = decisionMarksCss(marks);
  if (!css) return null;
  return createPortal(
    <style data-testid="marks-analysis" data-played={marks.played.length} data-better={marks.better.length}>
      {css}
    </style>,
    document.head,
  );
}
