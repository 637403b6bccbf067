import { ANY_VIEWER, type Viewer, viewParts } from '@boardhall/engine';
import { cloneBoard } from './clone.ts';
import { ELEMENTS, type Element, type LeaderId } from './content/schema.ts';
import type { RulesConfig } from './options.ts';
import type { ScoreBreakdown } from './rules/scoring.ts';
import type { BoardState, EndReason, Task, TotwState, TurnAction } from './state.ts';
import { CAT, ELEMENT_INDEX } from './tables.ts';

export interface HolderView {
  /** The backs (elements): in holder order for its owner, sorted by element for everyone else. */
  backs: Element[];
  /** The owner's faces in holder order (null = a blind-drawn card not yet revealed); null for others. */
  cards: (string | null)[] | null;
}

export type BoardView = Omit<BoardState, 'tucked'> & { tucked: (string | null)[] };

export interface TotwView {
  viewer: Viewer;
  players: number;
  config: RulesConfig;
  leaders: LeaderId[];
  round: number;
  seat: number;
  phase: TotwState['phase'];
  setup: boolean;
  holders: HolderView[];
  row: (Element | null)[];
  deck: { size: number; top: Element | null };
  /** The discard, oldest first: every card with `discardVisibility` 'full', else just the top. */
  discard: { size: number; cards: string[] };
  inPlay: string[];
  market: (string | null)[];
  stack: { size: number; top: string | null };
  villageRow: (string | null)[];
  villageDeckSize: number;
  villageDiscard: string[];
  villageInPlay: string | null;
  boards: BoardView[];
  endToken: number | null;
  triggerRound: number | null;
  /** The final round once the end is triggered (T+1). */
  finalRound: number | null;
  endedBy: EndReason | null;
  /** The count of reveal points so far (§7 note 4); undo must not cross a change of it. */
  reveals: number;
  /** The whole resolution stack (top = last); it holds no hidden information. */
  queue: Task[];
  turn: {
    action: TurnAction | null;
    twinUsed: boolean;
    completed: boolean[];
    /** Backs of the cards taken so far in a blind draw step, in draw order (their faces are hidden). */
    blindBacks: Element[];
  };
}

function elementOf(id: string): Element {
  return ELEMENTS[CAT.elementOf.get(id) ?? 0] as Element;
}

/** Where the kept parts of a view are: the config, then two places per board. */
const PLACE_CONFIG = 0;
const PLACE_BOARDS = 1;

export function viewOf(s: TotwState, viewer: Viewer): TotwView {
  const blind = s.turn.blind;
  const holders: HolderView[] = s.holders.map((h, p) => {
    if (viewer === p) {
      return {
        backs: h.map(elementOf),
        cards: h.map((id) => (blind.length > 0 && p === s.seat && blind.includes(id) ? null : id)),
      };
    }
    return { backs: h.map(elementOf).sort((a, b) => ELEMENT_INDEX[a] - ELEMENT_INDEX[b]), cards: null };
  });
  const showTucked = (p: number) => s.config.tuckedCardsPublic || viewer === p;
  // A board is kept from the view before while it does not change (the engine's view-parts.ts):
  // most actions change one board, or none. Its tucked cards show to some viewers only, so each
  // board has two places, one per way of showing them.
  const shared = viewParts(s.config, ANY_VIEWER);
  const boards: BoardView[] = s.boards.map((b, p) => {
    const shown = showTucked(p);
    const inputs = [b.tiles, b.village, b.temple, b.riders, b.pollution, b.capital, b.water, b.markers].concat([
      b.slotUsed,
      b.tucked,
      b.abilities,
      b.tasks,
    ]);
    // The same fields as the state's board (a copy: views never share the state's lists).
    return shared.part(
      PLACE_BOARDS + 2 * p + (shown ? 1 : 0),
      inputs,
      (): BoardView => (shown ? cloneBoard(b) : { ...cloneBoard(b), tucked: b.tucked.map(() => null) }),
    );
  });
  const top = s.discard[s.discard.length - 1];
  return {
    viewer,
    players: s.players,
    // The match's config never changes (every state of the match shares it): one copy for all views.
    config: shared.part(PLACE_CONFIG, [s.config], () => ({
      ...s.config,
      tileScoreTable: [...s.config.tileScoreTable],
    })),
    leaders: [...s.leaders],
    round: s.round,
    seat: s.seat,
    phase: s.phase,
    setup: s.setup,
    holders,
    row: s.row.map((c) => (c === null ? null : elementOf(c))),
    deck: {
      size: s.deck.length,
      top: s.config.deckTopVisible && s.deck.length > 0 ? elementOf(s.deck[0] as string) : null,
    },
    discard: {
      size: s.discard.length,
      cards: s.config.discardVisibility === 'full' ? s.discard.slice() : top === undefined ? [] : [top],
    },
    inPlay: s.inPlay.slice(),
    market: s.market.slice(),
    stack: { size: s.stack.length, top: s.stack[0] ?? null },
    villageRow: s.villageRow.slice(),
    villageDeckSize: s.villageDeck.length,
    villageDiscard: s.villageDiscard.slice(),
    villageInPlay: s.villageInPlay,
    boards,
    endToken: s.endToken,
    triggerRound: s.triggerRound,
    finalRound: s.triggerRound === null ? null : s.triggerRound + 1,
    endedBy: s.endedBy,
    reveals: s.reveals,
    queue: s.queue.map((t) => ({ ...t })),
    turn: {
      action: s.turn.action,
      twinUsed: s.turn.twinUsed,
      completed: s.turn.completed.slice(),
      blindBacks: s.turn.blind.map(elementOf),
    },
  };
}

export type { ScoreBreakdown };
