import { BoardhallError, type GameDefinition, type Outcome, type Rng, type Seat } from '@boardhall/engine';
import type { Bot, BotTurn } from './bot.ts';
import { type Evaluator, evaluatorFor } from './evaluators/index.ts';
import { relativeScore } from './greedy.ts';
import { heuristicRewards, marginRewards, outcomeRewards } from './rewards.ts';

/** How long the search may think: whichever limit comes first. */
export interface SearchBudget {
  iterations: number;
  /** Wall-clock limit in milliseconds (0 = none). Makes decisions depend on machine speed. */
  ms: number;
}

export interface IsmctsOptions extends SearchBudget {
  /** UCB exploration constant. */
  exploration: number;
  /** Playouts stop after this many actions and are scored by the game's evaluator. */
  rolloutDepth: number;
  /**
   * Progressive bias at the root: the evaluator's opinion of each move (0..1) is added to its
   * UCB score with this weight, fading as the move is visited. 0 turns it off.
   */
  bias: number;
  /**
   * How cut-off playouts are scored. 0: by rank under the evaluator (the leader gets a win's
   * reward). Above 0: by margin, each seat's evaluator lead over the best other seat squashed by
   * a logistic curve of this width, so a big lead counts more than a narrow one.
   */
  marginScale?: number;
}

export type IsmctsLevel = 'easy' | 'normal' | 'hard';

/**
 * The documented levels. Iteration budgets keep decisions reproducible; the time limit is a
 * safety net so that `normal` never thinks longer than a second. A game whose iterations cost
 * more (longer games, more decisions per turn) gets fewer of them: a Tribes of the Wind game asks
 * its players about five times as many questions as a Four Humours game does.
 */
export const ISMCTS_LEVELS: Readonly<Record<IsmctsLevel, SearchBudget>> = {
  easy: { iterations: 150, ms: 1000 },
  normal: { iterations: 1000, ms: 1000 },
  hard: { iterations: 4000, ms: 4000 },
};

const GAME_LEVELS: Readonly<Record<string, Readonly<Record<IsmctsLevel, SearchBudget>>>> = {
  'tribes-of-the-wind': {
    easy: { iterations: 60, ms: 1000 },
    normal: { iterations: 300, ms: 1000 },
    hard: { iterations: 1500, ms: 4000 },
  },
};

/** The search settings that are not a budget: exploration, playouts and their scoring. */
export type IsmctsTuning = Omit<IsmctsOptions, keyof SearchBudget>;

const DEFAULT_TUNING: Readonly<IsmctsTuning> = { exploration: 0.7, rolloutDepth: 20, bias: 0, marginScale: 0 };

/**
 * Settings that suit a game better than the defaults. Tribes of the Wind always runs its full
 * 40 rounds and is decided by points, so a playout cut short is scored by its margin: ranking
 * it as a win or a loss made a one-point lead worth as much as a twenty-point one. Margin
 * rewards vary less than win/loss ones, so it explores less (c 0.4 won 29 of 40 games against
 * greedy where 0.7 won 24, at 300 iterations).
 */
const GAME_TUNING: Readonly<Record<string, Partial<IsmctsTuning>>> = {
  'tribes-of-the-wind': { exploration: 0.4, marginScale: 8 },
};

/** The search settings for a game, before a bot spec's own parameters. */
export function gameTuning(gameId: string): IsmctsTuning {
  return { ...DEFAULT_TUNING, ...GAME_TUNING[gameId] };
}

/** The budget of a level for a game. */
export function levelBudget(gameId: string, level: IsmctsLevel): SearchBudget {
  return (GAME_LEVELS[gameId] ?? ISMCTS_LEVELS)[level];
}

interface Node {
  /** Key of the action that led here (from the parent), '' at the root. */
  readonly key: string;
  readonly action: unknown;
  /** The seat that chose the action leading here; its rewards are accumulated. */
  readonly mover: Seat;
  readonly children: Map<string, Node>;
  visits: number;
  /** How often this node was available (legal) when its parent was visited. */
  available: number;
  reward: number;
}

function newNode(key: string, action: unknown, mover: Seat): Node {
  return { key, action, mover, children: new Map(), visits: 0, available: 0, reward: 0 };
}

const keyOf = (action: unknown): string => JSON.stringify(action);

/**
 * Single-observer information-set MCTS. Every iteration samples one full state consistent with
 * the seat's view (the bot never sees the real state), walks the shared tree restricted to the
 * actions legal in that sample, plays out randomly, and credits each node to the seat that chose it.
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
  const evaluate = evaluatorFor(def.id);
  const rootKeys = new Set(legal.map(keyOf));
  const prior = options.bias > 0 && evaluate ? rootPrior(def, evaluate, view, seat, legal, rng) : null;
  const root = newNode('', null, seat);
  const deadline = options.ms > 0 ? performance.now() + options.ms : Number.POSITIVE_INFINITY;
  const path: Node[] = [];
  for (let it = 0; it < options.iterations; it++) {
    if ((it & 15) === 0 && performance.now() > deadline) break;
    const state = def.determinize(view, seat, rng);
    path.length = 0;
    path.push(root);
    let node = root;
    let rewards: number[] | null = null;
    // Selection and expansion.
    for (;;) {
      const active = def.activeSeats(state);
      if (active.length === 0) break;
      const mover = active[0] as Seat;
      const actions = node === root ? legal : def.legalActions(state, mover);
      let untried: A[] = [];
      let best: Node | null = null;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const a of actions) {
        const key = keyOf(a);
        if (node === root && !rootKeys.has(key)) continue;
        const child = node.children.get(key);
        if (!child) {
          untried.push(a);
          continue;
        }
        child.available++;
        let score =
          child.reward / child.visits + options.exploration * Math.sqrt(Math.log(child.available) / child.visits);
        if (prior && node === root) score += (options.bias * (prior.get(key) ?? 0)) / (1 + child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried.length > 0) {
        const a = untried[rng.int(untried.length)] as A;
        untried = [];
        const child = newNode(keyOf(a), a, mover);
        child.available = 1;
        node.children.set(child.key, child);
        def.applyInPlace(state, mover, a);
        path.push(child);
        break;
      }
      if (!best) break;
      def.applyInPlace(state, mover, best.action as A);
      path.push(best);
      node = best;
    }
    rewards = playout(def, state, rng, options, evaluate);
    for (const n of path) {
      n.visits++;
      if (n !== root) n.reward += rewards[n.mover] ?? 0;
    }
  }
  let choice: Node | null = null;
  for (const child of root.children.values()) {
    if (!choice || child.visits > choice.visits) choice = child;
  }
  return (choice ? choice.action : legal[0]) as A;
}

/**
 * The evaluator's view of each root move, on two sampled states, scaled to 0..1 (best move 1).
 * Guides the first visits of the search toward moves a simple judgement already likes.
 */
function rootPrior<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  evaluate: Evaluator,
  view: V,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
): Map<string, number> {
  const samples = [def.determinize(view, seat, rng), def.determinize(view, seat, rng)];
  const raw = legal.map((a) => {
    let total = 0;
    for (const sample of samples) {
      const next = def.clone(sample);
      def.applyInPlace(next, seat, a);
      total += relativeScore(evaluate(next), seat);
    }
    return total / samples.length;
  });
  const lo = Math.min(...raw);
  const hi = Math.max(...raw);
  const prior = new Map<string, number>();
  legal.forEach((a, i) => {
    prior.set(keyOf(a), hi > lo ? ((raw[i] as number) - lo) / (hi - lo) : 0);
  });
  return prior;
}

function playout<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  state: S,
  rng: Rng,
  options: IsmctsOptions,
  evaluate: Evaluator | undefined,
): number[] {
  let steps = 0;
  for (;;) {
    const active = def.activeSeats(state);
    if (active.length === 0) break;
    if (steps >= options.rolloutDepth && evaluate) {
      const scores = evaluate(state);
      const scale = options.marginScale ?? 0;
      return scale > 0 ? marginRewards(scores, scale) : heuristicRewards(scores);
    }
    const mover = active[0] as Seat;
    const actions = def.legalActions(state, mover);
    def.applyInPlace(state, mover, actions[rng.int(actions.length)] as A);
    steps++;
  }
  return finalRewards(def, state);
}

function finalRewards<S, A, V, O>(def: GameDefinition<S, A, V, O>, state: S): number[] {
  const outcome = def.outcome(state) as Outcome;
  return outcomeRewards(outcome, outcome.scores.length);
}

function parseNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const x = Number(value);
  if (!Number.isFinite(x) || x < min)
    throw new BoardhallError('bad-bot', `ismcts: ${name} must be a number ≥ ${min}; got '${value}'.`);
  return x;
}

function parseLevel(params: Record<string, string>): IsmctsLevel {
  const level = params.level ?? 'normal';
  if (!(level in ISMCTS_LEVELS))
    throw new BoardhallError('bad-bot', `ismcts: level must be easy, normal or hard; got '${level}'.`);
  return level as IsmctsLevel;
}

/**
 * The budget an ISMCTS spec's parameters give for a game. An explicit budget replaces the
 * level's: iterations alone have no time limit, ms alone no iteration limit.
 */
export function ismctsBudget(params: Record<string, string>, gameId: string): SearchBudget {
  const base = levelBudget(gameId, parseLevel(params));
  const iterations = params.iterations === undefined ? undefined : parseNumber('iterations', params.iterations, 0, 1);
  const ms = params.ms === undefined ? undefined : parseNumber('ms', params.ms, 0, 0);
  return {
    iterations: iterations ?? (ms !== undefined ? 1e9 : base.iterations),
    ms: ms ?? (iterations !== undefined ? 0 : base.ms),
  };
}

/** An ISMCTS bot from spec parameters: level, iterations, ms, c, depth, bias, scale. */
export function ismctsBot(params: Record<string, string>): Bot {
  // Checks the level and the budget's numbers now, so a bad spec fails when the bot is made.
  ismctsBudget(params, '');
  // Parameters given in the spec replace the game's tuning.
  const tuning: Partial<IsmctsTuning> = {};
  if (params.c !== undefined) tuning.exploration = parseNumber('c', params.c, 0, 0);
  if (params.depth !== undefined) tuning.rolloutDepth = parseNumber('depth', params.depth, 0, 1);
  if (params.bias !== undefined) tuning.bias = parseNumber('bias', params.bias, 0, 0);
  if (params.scale !== undefined) tuning.marginScale = parseNumber('scale', params.scale, 0, 0);
  const name = Object.keys(params).length
    ? `ismcts:${Object.entries(params)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')}`
    : 'ismcts';
  return {
    name,
    choose<S, A, V, O>(turn: BotTurn<S, A, V, O>): A {
      const options: IsmctsOptions = { ...gameTuning(turn.game.id), ...tuning, ...ismctsBudget(params, turn.game.id) };
      return ismctsChoose(turn.game, turn.view(), turn.seat, turn.legal, turn.rng, options);
    },
  };
}
