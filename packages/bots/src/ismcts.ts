import type {
  AnyGameDefinition,
  GameDefinition,
  Outcome,
  Rng,
  SearchBudget,
  SearchLevel,
  SearchTuning,
  Seat,
} from '@boardhall/engine';
import { followOwnDecisions, relativeScore } from './greedy.ts';
import type { Evaluator, GameHeuristics } from './heuristics.ts';
import { heuristicRewards, marginRewards, outcomeRewards, SEARCH_PLACE_WEIGHT } from './rewards.ts';
import { addChild, childOf, childrenOf, type Key, newNode, type SearchNode } from './search-node.ts';

/** The search settings: a budget and everything else (see `SearchTuning` in the engine). */
export interface IsmctsOptions extends SearchBudget, SearchTuning {}

export type IsmctsLevel = SearchLevel;

/**
 * The levels' budgets for a game that gives none in its `ai` part. Iteration budgets keep
 * decisions reproducible; the time limit is a safety net so that `normal` never thinks longer
 * than a second. A game whose iterations cost more gives itself fewer of them.
 */
export const ISMCTS_LEVELS: Readonly<Record<IsmctsLevel, SearchBudget>> = {
  easy: { iterations: 150, ms: 1000 },
  normal: { iterations: 1000, ms: 1000 },
  hard: { iterations: 4000, ms: 3000 },
};

/** The search settings that are not a budget: exploration, playouts and their scoring. */
export type IsmctsTuning = SearchTuning;

const DEFAULT_TUNING: Readonly<IsmctsTuning> = {
  exploration: 0.7,
  rolloutDepth: 20,
  bias: 0,
  marginScale: 0,
  playoutEpsilon: 0.1,
  policyPrior: 0,
  priorFollowUp: 0,
};

/** The search settings for a game (its `ai.tuning` over the defaults), before a bot spec's own parameters. */
export function gameTuning(def: AnyGameDefinition | undefined): IsmctsTuning {
  return { ...DEFAULT_TUNING, ...def?.ai?.tuning };
}

/** The search settings of a level for a game: its tuning, with the level's own over it. */
export function levelTuning(def: AnyGameDefinition | undefined, level: IsmctsLevel): IsmctsTuning {
  return { ...gameTuning(def), ...def?.ai?.levelTuning?.[level] };
}

/** The budget of a level for a game: its `ai.levels`, else the defaults. */
export function levelBudget(def: AnyGameDefinition | undefined, level: IsmctsLevel): SearchBudget {
  return (def?.ai?.levels ?? ISMCTS_LEVELS)[level];
}

/** `Math.log` of the counts seen so far, kept: the walk takes one per child of every node it passes. */
let logs = new Float64Array(0);

function logOf(n: number): number {
  if (n >= logs.length) {
    const more = new Float64Array(Math.max(1024, n + 1, 2 * logs.length));
    more.set(logs);
    for (let i = logs.length; i < more.length; i++) more[i] = Math.log(i);
    logs = more;
  }
  return logs[n] as number;
}

/** A game without an `ai` part gets its actions keyed by their JSON: correct, only slower. */
const jsonKey = (_s: unknown, action: unknown): Key => JSON.stringify(action);

/** A uniformly random legal move: the game's own way of drawing one, or a pick from the full list. */
function uniformPolicy<S, A, V, O>(def: GameDefinition<S, A, V, O>): (s: S, seat: Seat, rng: Rng) => A {
  const own = def.ai?.randomAction;
  if (own) return own;
  return (s, seat, rng) => {
    const actions = def.legalActions(s, seat);
    return actions[rng.int(actions.length)] as A;
  };
}

/** Parts per 2^16 of playout moves drawn at random, for an integer test against the generator. */
const EPSILON_SCALE = 65536;

/**
 * The move of a playout: the game's informed policy, except for a share ε of uniform random
 * moves; uniform throughout when the game has no policy.
 */
function playoutPolicy<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  epsilon: number,
): (s: S, seat: Seat, rng: Rng) => A {
  const uniform = uniformPolicy(def);
  const informed = def.ai?.playoutAction;
  if (!informed || epsilon >= 1) return uniform;
  const threshold = Math.round(Math.max(0, epsilon) * EPSILON_SCALE);
  return (s, seat, rng) => (rng.int(EPSILON_SCALE) < threshold ? uniform(s, seat, rng) : informed(s, seat, rng));
}

/** A move the search must weigh whatever it thinks of it: a played move an analysis judges. */
export interface ForcedMove<A> {
  readonly action: A;
  /** The least share of the iterations spent below it (0..1), so its value is measured, not guessed. */
  readonly share: number;
}

/** What a search is asked beyond its settings: by the analysis; a bot asks nothing more. */
export interface SearchRequest<A> {
  /** A move kept among the root's moves (even one `searchActions` would leave out) and visited often enough. */
  readonly forced?: ForcedMove<A>;
  /**
   * How playouts are scored: `search` (the bots' reward: first place, and a little for every seat
   * beaten) or `first-place` (the seat's share of first place only: 1 for a win, 1/k for a k-way
   * tie, the evaluator's leader for a cut-off playout), whose mean is a win chance.
   */
  readonly scoring?: 'search' | 'first-place';
}

/** One of the root's moves and what the search learnt of it. */
export interface RootMove<A> {
  readonly action: A;
  readonly key: Key;
  readonly visits: number;
  /** The seat's mean reward after this move; null when the search never tried it. */
  readonly value: number | null;
}

/** The root's moves, most visited first (ties in the order they were first tried), and the iterations run. */
export interface SearchResult<A> {
  readonly moves: readonly RootMove<A>[];
  readonly iterations: number;
  /** The forced move among `moves`; null when none was asked for. */
  readonly forced: RootMove<A> | null;
}

/**
 * Single-observer information-set MCTS, choosing a move: the search's most visited root move.
 */
export function ismctsChoose<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  options: IsmctsOptions,
): A {
  if (legal.length === 1) return legal[0] as A;
  return (ismctsSearch(def, view, seat, legal, rng, options).moves[0]?.action ?? legal[0]) as A;
}

/**
 * Single-observer information-set MCTS. Every iteration samples one full state consistent with
 * the seat's view (the search never sees the real state), walks the shared tree restricted to the
 * actions legal in that sample, plays out randomly, and credits each node to the seat that chose it.
 * Returns the root's statistics: a bot plays the most visited move, an analysis reads the values.
 */
export function ismctsSearch<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  options: IsmctsOptions,
  request: SearchRequest<A> = {},
): SearchResult<A> {
  const evaluate = def.ai?.evaluate as Evaluator | undefined;
  const keyOf: (s: S, a: A) => Key = def.ai?.actionKey ?? jsonKey;
  const randomAction = playoutPolicy(def, options.playoutEpsilon ?? 1);
  const policyWeight = options.policyPrior ?? 0;
  const informed = policyWeight > 0 ? def.ai?.playoutAction : undefined;
  const movesOf = def.ai?.searchActions ?? ((s: S, p: Seat) => def.legalActions(s, p));
  const sample = def.ai?.prepareDeterminize?.(view, seat) ?? ((r: Rng) => def.determinize(view, seat, r));
  const placeWeight = request.scoring === 'first-place' ? 0 : SEARCH_PLACE_WEIGHT;
  // The root's moves are the real legal ones (those worth searching), the same in every sample: keyed once.
  const first = sample(rng);
  const { moves: rootMoves, keys: rootKeys } = rootMovesOf(def, first, seat, legal, keyOf, request.forced?.action);
  const root = newNode(null, '', seat);
  const forcedKey = request.forced ? keyOf(first, request.forced.action) : undefined;
  // A bot has nothing to choose between; an analysis still wants the forced move's value.
  if (rootMoves.length === 1 && forcedKey === undefined) return rootResult(root, rootMoves, rootKeys, 0, undefined);
  const forcedShare = request.forced?.share ?? 0;
  const followUp = (options.priorFollowUp ?? 0) > 0 ? (def.ai as GameHeuristics | undefined) : undefined;
  const prior =
    options.bias > 0 && evaluate ? rootPrior(def, evaluate, view, seat, rootMoves, rng, followUp, sample) : null;
  const deadline = options.ms > 0 ? performance.now() + options.ms : Number.POSITIVE_INFINITY;
  // The nodes of this iteration's walk: the first `depth` entries.
  const path: SearchNode[] = [];
  let depth = 0;
  // Reused by every node of every iteration: the untried moves and their keys, the first
  // `untriedCount` of each (counted rather than cut, as setting an array's length is not cheap).
  const untried: A[] = [];
  const untriedKeys: Key[] = [];
  let untriedCount = 0;
  // Likewise the children met at a node, and the indices of their moves.
  const tried: SearchNode[] = [];
  const triedAt: number[] = [];
  let triedCount = 0;
  let it = 0;
  for (; it < options.iterations; it++) {
    if ((it & 15) === 0 && performance.now() > deadline) break;
    const state = it === 0 ? first : sample(rng);
    path[0] = root;
    depth = 1;
    let node = root;
    // Selection and expansion.
    for (;;) {
      const active = def.activeSeats(state);
      if (active.length === 0) break;
      const mover = active[0] as Seat;
      const atRoot = node === root;
      const actions = atRoot ? rootMoves : movesOf(state, mover);
      if (node.preferred === undefined) node.preferred = informed ? keyOf(state, informed(state, mover, rng)) : null;
      const preferred = node.preferred;
      untriedCount = 0;
      triedCount = 0;
      for (let i = 0; i < actions.length; i++) {
        const a = actions[i] as A;
        const key = atRoot ? (rootKeys[i] as Key) : keyOf(state, a);
        const child = childOf(node, key);
        if (!child) {
          untried[untriedCount] = a;
          untriedKeys[untriedCount] = key;
          untriedCount++;
          continue;
        }
        child.available++;
        tried[triedCount] = child;
        triedAt[triedCount] = i;
        triedCount++;
      }
      // The forced move, while it has less than its share of the visits, is taken before anything else.
      let forcedPick = -1;
      let forcedNow: SearchNode | null = null;
      if (atRoot && forcedKey !== undefined) {
        const forced = childOf(root, forcedKey);
        if (forced && forced.visits < it * forcedShare) forcedNow = forced;
        else if (!forced)
          for (let i = 0; i < untriedCount && forcedPick < 0; i++) if (untriedKeys[i] === forcedKey) forcedPick = i;
      }
      // A node with an untried move expands it: its children's scores would not be read.
      let best: SearchNode | null = forcedNow;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (let t = 0; t < triedCount && untriedCount === 0 && forcedNow === null; t++) {
        const child = tried[t] as SearchNode;
        let score =
          child.reward / child.visits + options.exploration * Math.sqrt(logOf(child.available) / child.visits);
        if (prior && atRoot) score += (options.bias * (prior[triedAt[t] as number] as number)) / (1 + child.visits);
        if (child.key === preferred) score += (policyWeight * Math.sqrt(child.available)) / (1 + child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (best === null && untriedCount > 0) {
        // The forced move is tried first, then the policy's move; the others in random order.
        let own = forcedPick;
        if (own < 0 && preferred !== null)
          for (let i = 0; i < untriedCount && own < 0; i++) if (untriedKeys[i] === preferred) own = i;
        const pick = own >= 0 ? own : rng.int(untriedCount);
        const a = untried[pick] as A;
        const child = newNode(a, untriedKeys[pick] as Key, mover);
        child.available = 1;
        addChild(node, child);
        def.applyInPlace(state, mover, a);
        path[depth++] = child;
        break;
      }
      if (!best) break;
      def.applyInPlace(state, mover, best.action as A);
      path[depth++] = best;
      node = best;
    }
    const rewards = playout(def, state, rng, options, evaluate, randomAction, placeWeight);
    for (let i = 0; i < depth; i++) {
      const n = path[i] as SearchNode;
      n.visits++;
      if (n !== root) n.reward += rewards[n.mover] ?? 0;
    }
  }
  return rootResult(root, rootMoves, rootKeys, it, forcedKey);
}

/** The root's moves with their statistics, most visited first; a stable sort keeps the earlier-tried first on ties. */
function rootResult<A>(
  root: SearchNode,
  moves: readonly A[],
  keys: readonly Key[],
  iterations: number,
  forcedKey: Key | undefined,
): SearchResult<A> {
  const seen = new Set<Key>();
  const out: RootMove<A>[] = [];
  for (const child of childrenOf(root)) {
    seen.add(child.key);
    out.push({ action: child.action as A, key: child.key, visits: child.visits, value: child.reward / child.visits });
  }
  out.sort((a, b) => b.visits - a.visits);
  moves.forEach((action, i) => {
    const key = keys[i] as Key;
    if (!seen.has(key)) out.push({ action, key, visits: 0, value: null });
  });
  return {
    moves: out,
    iterations,
    forced: forcedKey === undefined ? null : (out.find((m) => m.key === forcedKey) ?? null),
  };
}

/**
 * The root's moves: the real legal list, narrowed to the game's `searchActions` when it has them
 * (which read only what the seat knows, so one sample gives them), keyed once; `keep`, a legal
 * move, stays among them even when the narrowing leaves it out.
 */
function rootMovesOf<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  first: S,
  seat: Seat,
  legal: readonly A[],
  keyOf: (s: S, a: A) => Key,
  keep?: A,
): { moves: readonly A[]; keys: Key[] } {
  const keys = legal.map((a) => keyOf(first, a));
  const search = def.ai?.searchActions;
  if (!search) return { moves: legal, keys };
  const keptKey = keep === undefined ? undefined : keyOf(first, keep);
  const wanted = new Set(search(first, seat).map((a) => keyOf(first, a)));
  const moves: A[] = [];
  const kept: Key[] = [];
  legal.forEach((a, i) => {
    if (wanted.has(keys[i] as Key) || keys[i] === keptKey) {
      moves.push(a);
      kept.push(keys[i] as Key);
    }
  });
  return moves.length > 0 ? { moves, keys: kept } : { moves: legal, keys };
}

/**
 * The evaluator's view of each root move, on two sampled states, scaled to 0..1 (best move 1).
 * Guides the first visits of the search toward moves a simple judgement already likes. With
 * `followUp`, a move is judged after the seat's own follow-up decisions, as `greedy` judges it.
 */
export function rootPrior<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  evaluate: Evaluator,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  followUp: GameHeuristics | undefined,
  /** The search's sampler of this view, when it has one: the same states, without reading the view again. */
  sample: (r: Rng) => S = (r) => def.determinize(view, seat, r),
): number[] {
  const samples = [sample(rng), sample(rng)];
  const raw = legal.map((a) => {
    let total = 0;
    for (const sample of samples) {
      const next = def.clone(sample);
      def.applyInPlace(next, seat, a);
      total += relativeScore(evaluate(followUp ? followOwnDecisions(def, followUp, next, seat) : next), seat);
    }
    return total / samples.length;
  });
  const lo = Math.min(...raw);
  const hi = Math.max(...raw);
  return raw.map((x) => (hi > lo ? (x - lo) / (hi - lo) : 0));
}

function playout<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  state: S,
  rng: Rng,
  options: IsmctsOptions,
  evaluate: Evaluator | undefined,
  randomAction: (s: S, seat: Seat, rng: Rng) => A,
  placeWeight: number,
): number[] {
  let steps = 0;
  for (;;) {
    const active = def.activeSeats(state);
    if (active.length === 0) break;
    if (steps >= options.rolloutDepth && evaluate) {
      const scores = evaluate(state);
      const scale = options.marginScale ?? 0;
      return scale > 0 ? marginRewards(scores, scale) : heuristicRewards(scores, placeWeight);
    }
    const mover = active[0] as Seat;
    def.applyInPlace(state, mover, randomAction(state, mover, rng));
    steps++;
  }
  const outcome = def.outcome(state) as Outcome;
  return outcomeRewards(outcome, outcome.scores.length, placeWeight);
}

export type { SearchBudget } from '@boardhall/engine';
