/**
 * "What just happened" (issue #15 item 2): the table elements the other seats' moves touched since
 * the viewer's own last action, read from the log the viewer already has, and the CSS that outlines
 * them. Pure: the game says what a message names (`GamePlugin.marks`), this module decides which
 * messages count and draws nothing itself.
 */
import type { Message, Seat } from '@boardhall/engine';
import type { LogLine, MessageMarks } from '../games/types.ts';

/** One element to outline, and whose move it was (its colour); null: no seat's. */
export interface Mark {
  readonly selector: string;
  readonly seat: Seat | null;
}

export type MarksOf = (message: Message) => MessageMarks | null;

/**
 * The marks of the moves since the viewer's last action: every line from that action on (its own
 * line too, since one action can carry others' automatic moves, such as the Solo Rival's), minus
 * the viewer's own moves. A spectator sees the last action's marks. Later marks of an element win.
 */
export function lastMoves(log: readonly LogLine[], viewer: Seat | 'spectator', marksOf: MarksOf): Mark[] {
  if (log.length === 0) return [];
  let from = log.length - 1;
  if (viewer !== 'spectator') {
    from = log.findLastIndex((line) => line.seat === viewer);
    if (from < 0) from = 0;
  }
  const out = new Map<string, Mark>();
  for (const line of log.slice(from)) {
    for (const message of line.messages) {
      const m = marksOf(message);
      if (!m || (viewer !== 'spectator' && m.actor === viewer)) continue;
      for (const selector of m.selectors) {
        out.delete(selector);
        out.set(selector, { selector, seat: m.actor });
      }
    }
  }
  return [...out.values()];
}

/** Everything one log line names, whoever did it (hovering or focusing the line shows it). */
export function lineMarks(line: LogLine, marksOf: MarksOf): Mark[] {
  const out = new Map<string, Mark>();
  for (const message of line.messages) {
    const m = marksOf(message);
    for (const selector of m?.selectors ?? []) out.set(selector, { selector, seat: m?.actor ?? null });
  }
  return [...out.values()];
}

/** Ids become parts of CSS selectors: only plain ids may, so a message can never inject a rule. */
export const SAFE_ID = /^[A-Za-z0-9_-]{1,40}$/;

/** `[name="value"]`, or null when the value is not a plain id. */
export function attr(name: string, value: string | number): string | null {
  const v = String(value);
  return SAFE_ID.test(v) ? `[${name}="${v}"]` : null;
}

/**
 * The style sheet of a set of marks. `last`: a double outline in the mover's seat colour that
 * lands on the element once (never loops; none under reduced motion, the outline stays). `hover`:
 * a solid ink outline, above the `last` one.
 */
export function marksCss(marks: readonly Mark[], kind: 'last' | 'hover'): string {
  if (marks.length === 0) return '';
  const all = marks.map((m) => m.selector).join(',\n');
  // The hover outline is on top of any other, whatever the selectors' weights: it is the one asked for now.
  if (kind === 'hover')
    return `:is(${all}) {\n  outline: 3px solid var(--ink) !important;\n  outline-offset: 3px !important;\n}\n`;
  const rules = [`:is(${all}) {\n  outline: 5px double var(--hl, var(--ink));\n  outline-offset: 2px;\n}`];
  const bySeat = new Map<Seat, string[]>();
  for (const m of marks) if (m.seat !== null) bySeat.set(m.seat, [...(bySeat.get(m.seat) ?? []), m.selector]);
  for (const [seat, selectors] of bySeat)
    rules.push(`:is(${selectors.join(', ')}) {\n  --hl: var(--seat-${(seat % 6) + 1});\n}`);
  rules.push(
    `@media (prefers-reduced-motion: no-preference) {\n  :is(${all}) {\n    animation: last-move-land calc(var(--motion) * 4) ease-out;\n  }\n}`,
  );
  return `${rules.join('\n')}\n`;
}
