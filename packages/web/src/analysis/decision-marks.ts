/**
 * The board outlines of a judged decision: the move played and the better one, found by the
 * game's own `marks` (the "last moves" outlines, ui/last-moves.ts) on the analysis's `describe`
 * messages, and drawn in two styles of their own, unlike a last move's double outline: the move
 * played dashed, the better move solid. Pure: no React here.
 */
import type { DecisionAnalysis } from '@boardhall/bots/core';
import type { Message, Seat } from '@boardhall/engine';
import type { Mark, MarksOf } from '../ui/last-moves.ts';

export interface DecisionMarks {
  readonly played: readonly Mark[];
  readonly better: readonly Mark[];
}

/**
 * A `describe` message with its mover named: some games' descriptions leave the mover implied
 * (they describe the seat's own move), while marks find the mover's board by `player`.
 */
function withMover(text: Message, seat: Seat): Message {
  if (text.params && 'player' in text.params) return text;
  return { ...text, params: { ...text.params, player: { seat } } };
}

function marksOfMove(marksOf: MarksOf, text: Message, seat: Seat): Mark[] {
  const m = marksOf(withMover(text, seat));
  return (m?.selectors ?? []).map((selector) => ({ selector, seat: m?.actor ?? seat }));
}

/** Whether the move played was the one the search found best (a turning point need not be a mistake). */
export function playedTheBest(d: DecisionAnalysis): boolean {
  return JSON.stringify(d.best.action) === JSON.stringify(d.played.action);
}

/** What to outline for a decision; the better move's marks are empty when the move played was the best. */
export function decisionMarks(marksOf: MarksOf, d: DecisionAnalysis): DecisionMarks {
  const played = marksOfMove(marksOf, d.played.text, d.seat);
  return { played, better: playedTheBest(d) ? [] : marksOfMove(marksOf, d.best.text, d.seat) };
}

/**
 * The style sheet: the move played in a dashed outline of the error colour, the better move in a
 * thick solid one of the information colour, on top where both name the same element.
 */
export function decisionMarksCss(marks: DecisionMarks): string {
  const rules: string[] = [];
  if (marks.played.length > 0) {
    rules.push(
      `:is(${marks.played.map((m) => m.selector).join(',\n')}) {\n  outline: 3px dashed var(--error) !important;\n  outline-offset: 2px !important;\n}`,
    );
  }
  if (marks.better.length > 0) {
    rules.push(
      `:is(${marks.better.map((m) => m.selector).join(',\n')}) {\n  outline: 4px solid var(--info) !important;\n  outline-offset: 3px !important;\n}`,
    );
  }
  return rules.length ? `${rules.join('\n')}\n` : '';
}
