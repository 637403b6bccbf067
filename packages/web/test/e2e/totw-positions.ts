/**
 * Prepared Tribes of the Wind positions for the browser tests: a crude village-seeking player
 * that reaches each decision quickly, and a way to open any position as a saved local match.
 */
import { type LogEntry, Match, type Message } from '@boardhall/engine';
import {
  CAT,
  clientHints,
  editionOf,
  tribesOfTheWind as g,
  type LeaderId,
  type TotwAction,
  type TotwOptions,
  type TotwView,
  tablesOf,
} from '@boardhall/tribes-of-the-wind';
import type { Page } from 'playwright-core';
import { openSaved } from './saved-match.ts';

/**
 * A crude village-seeking player for preparing positions (random play rarely builds a village):
 * build, plant, walk riders onto forest tiles that still lack riders, prefer cards that move.
 */
export function seeker(view: TotwView, legal: readonly TotwAction[], k: number): TotwAction {
  const b = view.boards[view.seat] as TotwView['boards'][number];
  const lacks = (n: 'capital' | { r: number; c: number }) => {
    if (n === 'capital') return false;
    const i = n.r * 4 + n.c;
    const tile = b.tiles[i];
    const def = tile ? CAT.forest.get(tile) : undefined;
    return def !== undefined && !b.village[i] && (b.riders[i] as number) < def.slots;
  };
  const effects = (a: TotwAction) => {
    if (a.type !== 'play') return [];
    const row = tablesOf(editionOf(view.config)).cards.get(a.card)?.rows[a.row === 'hard' ? 1 : 0];
    return row?.kind === 'plain' ? row.effects : (row?.tiers.at(-1)?.effects ?? []);
  };
  const find = (f: (a: TotwAction) => boolean) => legal.find(f) ?? null;
  return (
    find((a) => a.type === 'village') ??
    find((a) => a.type === 'plant') ??
    find((a) => a.type === 'villageCard' && a.side === 'tuck' && (a.replace ?? 0) === 0) ??
    find((a) => a.type === 'ability') ??
    find((a) => a.type === 'step' && lacks(a.to) && !lacks(a.from)) ??
    find((a) => a.type === 'step' && a.from === 'capital') ??
    find((a) => a.type === 'catapult' && lacks(a.to)) ??
    find((a) => a.type === 'play' && effects(a).some((e) => e.kind === 'move') && k % 3 !== 0) ??
    find((a) => a.type === 'play' && effects(a).some((e) => e.kind === 'plant')) ??
    find((a) => a.type === 'stopMoving') ??
    (legal[k % legal.length] as TotwAction)
  );
}

/** Options completed, as the app saves a new match: a saved record naming no content edition is read as edition 1. */
export const PREPARED = { seed: 'totw-e2e-prepared', options: g.optionsSchema.parse({ maxRounds: 30 }) };

/** The actions that lead to the first position where seat 0 faces each wanted decision. */
export function preparePositions(wanted: readonly string[]): Map<string, { seat: number; action: TotwAction }[]> {
  const m = Match.create(g, 2, PREPARED.options, PREPARED.seed);
  const out = new Map<string, { seat: number; action: TotwAction }[]>();
  for (let k = 0; m.outcome() === null && k < 4000 && out.size < wanted.length; k++) {
    const seat = g.activeSeats(m.state)[0] as number;
    const view = g.view(m.state, seat);
    const kind = view.phase === 'action' ? 'action' : (clientHints(view).pending?.kind ?? '');
    if (seat === 0 && wanted.includes(kind) && !out.has(kind) && view.round >= 2) {
      out.set(
        kind,
        m.actions.map((a) => ({ seat: a.seat, action: a.action as TotwAction })),
      );
    }
    m.submit(seat, seeker(view, g.legalActions(m.state, seat), k));
  }
  return out;
}

/**
 * A game with default options (so the round limit of 40) played by the village seeker, up to the
 * first position of round `round` where seat 0 is to act: a game a few rounds before its real end
 * (in 2-player games the seeker builds a village or two by then, never five).
 */
export function lateGame(round: number): {
  seed: string;
  options: TotwOptions;
  actions: { seat: number; action: TotwAction }[];
} {
  const options = g.optionsSchema.parse({});
  const seed = 'totw-e2e-late';
  const m = Match.create(g, 2, options, seed);
  for (let k = 0; m.outcome() === null && k < 4000; k++) {
    const seat = g.activeSeats(m.state)[0] as number;
    const view = g.view(m.state, seat);
    if (seat === 0 && view.round >= round && view.phase === 'action') break;
    m.submit(seat, seeker(view, g.legalActions(m.state, seat), k));
  }
  if (m.outcome() !== null || g.view(m.state, 0).round !== round) {
    throw new Error(`lateGame: the seeker's game did not reach round ${round} unfinished`);
  }
  return { seed, options, actions: m.actions.map((a) => ({ seat: a.seat, action: a.action as TotwAction })) };
}

/** Opens a prepared position as a saved local match (you + a random bot), as "Your matches" would. */
export async function openPosition(
  page: Page,
  base: string,
  id: string,
  actions: readonly { seat: number; action: TotwAction }[],
  finished = false,
  setup: { seed: string; options: object } = PREPARED,
) {
  const game = { game: 'tribes-of-the-wind', players: 2, seed: setup.seed, options: setup.options, actions, finished };
  await openSaved(
    page,
    base,
    id,
    game,
    finished ? '[data-testid=prompt]' : '[data-testid=prompt]:not([data-kind=wait])',
  );
}

/** What a log entry shows: its keys, nested messages' keys, and which decision a skip names. */
function signatures(entry: Message, out: Set<string>): void {
  out.add(entry.key);
  const decision = entry.params?.decision;
  if (entry.key === 'totw.log.skipped' && typeof decision === 'string') out.add(`skipped:${decision}`);
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object' && 'key' in value) signatures(value as Message, out);
  };
  for (const value of Object.values(entry.params ?? {})) walk(value);
}

/** Leader cards whose effect is a decision of its own kind. */
const QUESTIONING_ABILITIES: ReadonlySet<string> = new Set(['rootedRiders', 'firebreak']);

export interface CoverageGame {
  seed: string;
  options: TotwOptions;
  actions: { seat: number; action: TotwAction }[];
  /** Before action i: the decision seat 0 faces ('action', 'move', …), or null when another seat acts. */
  facing: (string | null)[];
  /** Every log signature the game wrote (keys, nested keys, `skipped:<decision>`). */
  seen: Set<string>;
}

/** The decision a seat faces in its view: 'action', a question's kind, or null. */
const decisionOf = (view: TotwView): string | null =>
  view.phase === 'action' ? 'action' : (clientHints(view).pending?.kind ?? null);

/**
 * A 2-player game to its end in which each move is the one that writes log lines not yet seen,
 * or brings seat 0 to a decision it has not faced yet, when one does (the village seeker's
 * otherwise): a game whose log holds most sentences the engine writes, skipped decisions among
 * them, and whose seat 0 meets most kinds of decision.
 */
export function coverageGame(seed: string, leaders: LeaderId[]): CoverageGame {
  const options = g.optionsSchema.parse({ maxRounds: 30, leaders });
  const m = Match.create(g, 2, options, seed);
  const seen = new Set<string>();
  for (const entry of m.setupLog) signatures(entry, seen);
  const facing: (string | null)[] = [];
  const faced = new Set<string>();
  for (let k = 0; m.outcome() === null && k < 4000; k++) {
    const seat = g.activeSeats(m.state)[0] as number;
    const view = g.view(m.state, seat);
    const now = seat === 0 ? decisionOf(view) : null;
    facing.push(now);
    if (now !== null) faced.add(now);
    const legal = g.legalActions(m.state, seat);
    let best: TotwAction = seeker(view, legal, k);
    let bestScore = 0;
    for (const action of legal.slice(0, 60)) {
      const log: LogEntry[] = [];
      const after = g.apply(m.state, seat, action, log);
      const sigs = new Set<string>();
      for (const entry of log) signatures(entry, sigs);
      let score = [...sigs].filter((s) => !seen.has(s)).length;
      const next = g.activeSeats(after)[0];
      if (next === 0 && g.outcome(after) === null) {
        const then = decisionOf(g.view(after, 0));
        if (then !== null && !faced.has(then)) score += 3;
      }
      // The leader cards that ask questions of their own (rooted riders, firebreak) open two more kinds.
      if (action.type === 'ability' && QUESTIONING_ABILITIES.has(action.id)) score += 2;
      if (score > bestScore) {
        best = action;
        bestScore = score;
      }
    }
    m.submit(seat, best);
    for (const entry of m.actionLogs.at(-1) ?? []) signatures(entry, seen);
  }
  return {
    seed,
    options,
    actions: m.actions.map((a) => ({ seat: a.seat, action: a.action as TotwAction })),
    facing,
    seen,
  };
}
