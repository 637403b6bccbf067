/**
 * What the web client needs beside the raw view (UI-DESIGN §8.2), computed from the view alone so
 * that it never reveals more than the view and survives determinize unchanged. The client calls
 * `clientHints(view)` itself: inside every view, the hints were most of the view's cost and of its
 * JSON, paid for every seat after every action by the server, which never reads them.
 */

import type { AbilityId, Effect, Element, LeaderId, TaskPredicate } from './content/schema.ts';
import { neighbourOf } from './neighbours.ts';
import { explainRow } from './rules/explain.ts';
import { type Counts, countHolderElements, rowMet, scalingTier } from './rules/requirements.ts';
import { type ScoreBreakdown, scoreBoard } from './rules/scoring.ts';
import { type TaskProgress, taskProgress } from './rules/tasks.ts';
import type { BoardState, QuestionKind, Source, Task } from './state.ts';
import { CAT, ELEMENT_INDEX, editionOf, leaderOf, tablesOf } from './tables.ts';
import type { TotwView } from './view.ts';

export interface PendingView {
  kind: QuestionKind;
  seat: number;
  /** Steps done and total for multi-step decisions (cleanse, move, draw, ability); 0/1 otherwise. */
  done: number;
  n: number;
  source: Source | null;
  /** Plant discount, or whether the draw is blind. */
  discount: number | null;
  blind: boolean | null;
  /** Effects still queued after this decision, top first, with their sources. */
  queued: { source: Source; effects: Effect[] }[];
}

export interface RowHint {
  row: 'easy' | 'hard' | 'only';
  ok: boolean;
  /**
   * Counts of the row's element: you, left, right, and the element row; `rowSide` names the side that
   * is the element row (2 players; with 3+ players the row is never a neighbour).
   */
  counts: {
    element: Element | null;
    self: number;
    left: number;
    right: number;
    row: number;
    rowSide: 'left' | 'right' | null;
  };
  /** For a scaling row, the tier that would pay (-1 none). */
  tier: number | null;
  text: string;
}

export interface HandCardHint {
  id: string | null;
  element: Element;
  rows: RowHint[] | null;
  /** Confluence: `both` may be declared. */
  both: boolean;
}

export interface TaskHint {
  task: 'colourPath' | 'unique';
  predicate: TaskPredicate;
  done: boolean;
  progress: TaskProgress;
}

export interface PlantCostHint {
  /** Market slot 0..3, or -1 for the stack top. */
  slot: number;
  tile: string;
  printed: number;
  cost: number;
  takeable: boolean;
}

export interface ClientHints {
  pending: PendingView | null;
  /** The viewer's holder with each row's playability now (null for spectators). */
  hand: HandCardHint[] | null;
  tasks: TaskHint[][];
  /** Costs for the viewer (or, for spectators, the seat to act) after discounts and Seed Bank. */
  plantCosts: PlantCostHint[];
  scores: ScoreBreakdown[];
}

function isQuestion(t: Task): t is Extract<Task, { t: QuestionKind }> {
  return (
    t.t === 'cleanse' ||
    t.t === 'move' ||
    t.t === 'plant' ||
    t.t === 'catapult' ||
    t.t === 'freeTemple' ||
    t.t === 'rooted' ||
    t.t === 'firebreak' ||
    t.t === 'villageCard' ||
    t.t === 'draw' ||
    t.t === 'ability'
  );
}

function pendingOf(v: TotwView): PendingView | null {
  const top = v.queue[v.queue.length - 1];
  if (v.phase !== 'resolve' || top === undefined || !isQuestion(top)) return null;
  const queued: PendingView['queued'] = [];
  for (let i = v.queue.length - 2; i >= 0; i--) {
    const t = v.queue[i] as Task;
    if (t.t === 'effs' && t.i < t.list.length) queued.push({ source: t.src, effects: t.list.slice(t.i) });
  }
  const multi = top.t === 'cleanse' || top.t === 'move' || top.t === 'draw' || top.t === 'ability';
  return {
    kind: top.t,
    seat: v.seat,
    done: multi ? top.done : 0,
    n: multi ? top.n : 1,
    source: 'src' in top ? top.src : top.t === 'draw' ? { kind: 'drawStep' } : { kind: 'endOfTurn' },
    discount: top.t === 'plant' ? top.d : null,
    blind: top.t === 'draw' ? top.blind : null,
    queued,
  };
}

function countsFor(v: TotwView, seat: number): Counts {
  const rowSide = v.config.twoPlayerRowSide;
  const left = neighbourOf(v.players, rowSide, seat, 'left');
  const right = neighbourOf(v.players, rowSide, seat, 'right');
  return {
    self: countHolderElements(v.holders[seat]?.backs ?? []),
    left: countHolderElements(left === null ? v.row : (v.holders[left]?.backs ?? [])),
    right: countHolderElements(right === null ? v.row : (v.holders[right]?.backs ?? [])),
    rowSide: v.players === 2 ? rowSide : null,
  };
}

function handOf(v: TotwView, seat: number): HandCardHint[] {
  const h = v.holders[seat];
  if (!h?.cards) return [];
  const base = countsFor(v, seat);
  const rowCounts = countHolderElements(v.row);
  const confluence = v.boards[seat]?.abilities.includes('confluence') ?? false;
  return h.cards.map((id, k) => {
    const element = h.backs[k] as Element;
    const card = id === null ? undefined : tablesOf(editionOf(v.config)).cards.get(id);
    if (!card) return { id, element, rows: null, both: false };
    let counts = base;
    if (!v.config.playedCardCounts) {
      const self = base.self.slice();
      self[ELEMENT_INDEX[card.element]] = (self[ELEMENT_INDEX[card.element]] as number) - 1;
      counts = { ...base, self };
    }
    const names: ('easy' | 'hard' | 'only')[] = card.rows.length === 2 ? ['easy', 'hard'] : ['only'];
    const rows = card.rows.map((r, i): RowHint => {
      const el = r.kind === 'scaling' ? r.element : 'element' in r.requirement ? r.requirement.element : null;
      const e = el === null ? -1 : ELEMENT_INDEX[el];
      return {
        row: names[i] as 'easy' | 'hard' | 'only',
        ok: rowMet(r, counts),
        counts: {
          element: el,
          self: e < 0 ? 0 : (counts.self[e] as number),
          left: e < 0 ? 0 : (counts.left[e] as number),
          right: e < 0 ? 0 : (counts.right[e] as number),
          row: e < 0 ? 0 : (rowCounts[e] as number),
          rowSide: counts.rowSide,
        },
        tier: r.kind === 'scaling' ? scalingTier(r, counts) : null,
        text: explainRow(r, counts),
      };
    });
    const both = confluence && card.element === 'water' && rows.length === 2 && rows.every((r) => r.ok);
    return { id, element, rows, both };
  });
}

function tasksOf(v: TotwView, seat: number): TaskHint[] {
  const leader = leaderOf(v.leaders[seat] as LeaderId);
  const b = v.boards[seat] as BoardState;
  const path: TaskPredicate = { kind: 'colourPath', colours: [...leader.colourPath] };
  return [
    { task: 'colourPath', predicate: path, done: b.tasks[0] === true, progress: taskProgress(b, path) },
    {
      task: 'unique',
      predicate: leader.uniqueTask,
      done: b.tasks[1] === true,
      progress: taskProgress(b, leader.uniqueTask),
    },
  ];
}

function plantCostsOf(v: TotwView, seat: number, discount: number): PlantCostHint[] {
  const abilities: readonly AbilityId[] = v.boards[seat]?.abilities ?? [];
  const bank = abilities.includes('seedBank') ? 1 : 0;
  const out: PlantCostHint[] = [];
  const add = (slot: number, tile: string | null, takeable: boolean) => {
    if (tile === null) return;
    const printed = CAT.forest.get(tile)?.waterCost ?? 0;
    out.push({ slot, tile, printed, cost: Math.max(0, printed - discount - bank), takeable });
  };
  v.market.forEach((t, i) => {
    add(i, t, true);
  });
  add(-1, v.stack.top, v.config.forestStackTopTakeable);
  return out;
}

/** The hints of one view; a pure function of the view (memoise it per view when calling it often). */
export function clientHints(v: TotwView): ClientHints {
  const pending = pendingOf(v);
  const me = typeof v.viewer === 'number' ? v.viewer : null;
  const costSeat = me ?? v.seat;
  const discount = pending?.kind === 'plant' && pending.seat === costSeat ? (pending.discount ?? 0) : 0;
  return {
    pending,
    hand: me === null ? null : handOf(v, me),
    tasks: v.boards.map((_, p) => tasksOf(v, p)),
    plantCosts: plantCostsOf(v, costSeat, discount),
    scores: v.boards.map((_, p) => scoreBoard(v, p)),
  };
}
