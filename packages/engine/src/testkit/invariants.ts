import { stateHash } from '../hash.ts';
import { parseMatchSetup } from '../match.ts';
import { Rng } from '../rng.ts';
import type { GameDefinition, LogEntry, Message, Seat, TestableGame } from '../types.ts';
import {
  checkDeterminize,
  checkIllegalActionsRefused,
  checkLegalActionsValidate,
  checkMessages,
  checkOutcome,
  checkPureApply,
  checkUndoHooks,
  checkUnknownKeysRefused,
  checkViewsKeepSecrets,
  fail,
  logMessages,
} from './checks.ts';

export interface InvariantOptions<S> {
  players: number;
  games: number;
  /** Base seed; game g is seeded `${seed}#${g}`. */
  seed?: string;
  /** A game that has not ended after this many actions fails. */
  maxActions: number;
  options?: unknown;
  /** Run the expensive checks (illegal actions, views, determinize, pure apply, JSON) every k-th action. */
  deepEvery?: number;
  /** Check that every listed legal action validates every k-th action. */
  legalEvery?: number;
  /**
   * Render every log message of every k-th game's replay in every language (default 1: every
   * game). The other games' messages are still checked for keys, templates and plain params;
   * rendering is most of the kit's time and repeats the same templates game after game.
   */
  messageEvery?: number;
  /** How many mutants of legal actions to try on a deep step. */
  illegalPerStep?: number;
  /** Check determinize on deep steps (default true). */
  determinize?: boolean;
  /** A game-specific invariant (conservation…) run after setup and after every action: a problem or null. */
  invariant?: (s: S) => string | null;
}

export interface InvariantReport {
  games: number;
  actions: number;
  longestGame: number;
  deepSteps: number;
  illegalRefused: number;
  /** Legal actions with an unknown key added (top level and nested) that were refused. */
  unknownKeysRefused: number;
  viewsChecked: number;
  /** Log messages rendered in every language on replay. */
  messagesRendered: number;
  endReasons: Record<string, number>;
}

/**
 * Plays random legal games and checks the contract every game must keep: listed actions are
 * legal, illegal ones (legal ones with an unknown key added among them) are refused with a code
 * and leave the state alone, apply is pure and deterministic, states survive JSON, views keep
 * secrets, games end, outcomes are consistent.
 * Throws an InvariantViolation naming the game seed and action index on the first failure.
 */
export function checkGameInvariants<S, A, V, O>(
  def: TestableGame<S, A, V, O>,
  opts: InvariantOptions<S>,
): InvariantReport {
  const options = parseMatchSetup(def, opts.players, opts.options);
  const deepEvery = Math.max(1, opts.deepEvery ?? 1);
  const legalEvery = Math.max(1, opts.legalEvery ?? 1);
  const report: InvariantReport = {
    games: 0,
    actions: 0,
    longestGame: 0,
    deepSteps: 0,
    illegalRefused: 0,
    unknownKeysRefused: 0,
    viewsChecked: 0,
    messagesRendered: 0,
    endReasons: {},
  };
  for (let g = 0; g < opts.games; g++) {
    const seed = `${opts.seed ?? 'kit'}#${g}`;
    const actions = playOne(def, opts, options, seed, deepEvery, legalEvery, report);
    const render = g % Math.max(1, opts.messageEvery ?? 1) === 0;
    report.messagesRendered += replayAndCompare(def, opts, options, seed, actions, render);
    report.games++;
    report.longestGame = Math.max(report.longestGame, actions.steps.length);
  }
  return report;
}

interface Played<A> {
  steps: { seat: Seat; action: A }[];
  hashes: Map<number, string>;
  finalHash: string;
}

function playOne<S, A, V, O>(
  def: TestableGame<S, A, V, O>,
  opts: InvariantOptions<S>,
  options: O,
  seed: string,
  deepEvery: number,
  legalEvery: number,
  report: InvariantReport,
): Played<A> {
  const players = opts.players;
  const rng = new Rng(`kit-choices:${seed}`);
  let s = def.setup(players, options, seed);
  if (stateHash(def.setup(players, options, seed)) !== stateHash(s))
    fail(`game ${seed}, setup`, 'setup is not deterministic');
  const setupProblem = opts.invariant?.(s);
  if (setupProblem) fail(`game ${seed}, after setup`, setupProblem);
  const played: Played<A> = { steps: [], hashes: new Map(), finalHash: '' };
  for (let i = 0; ; i++) {
    const where = `game ${seed}, action ${i}`;
    const active = def.activeSeats(s);
    const outcome = def.outcome(s);
    if (active.length === 0) {
      if (!outcome) fail(where, 'no seat may act but the game has no outcome');
      checkOutcome(outcome, players, where);
      const reason = def.endReason(s);
      if (!reason) fail(where, 'the game is over but endReason is null');
      report.endReasons[reason] = (report.endReasons[reason] ?? 0) + 1;
      checkViewsKeepSecrets(def, s, players, where);
      break;
    }
    if (outcome) fail(where, 'seats may still act but the game already has an outcome');
    if (def.endReason(s) !== null) fail(where, 'the game runs but endReason is not null');
    if (i >= opts.maxActions) fail(where, `the game did not end within ${opts.maxActions} actions`);
    const seat = active.length === 1 ? (active[0] as Seat) : rng.pick(active);
    const legal = def.legalActions(s, seat);
    if (legal.length === 0) fail(where, `seat ${seat} is active but has no legal action`);
    if (i % legalEvery === 0) checkLegalActionsValidate(def, s, seat, legal, where);
    const action = rng.pick(legal);
    const describe = def.describe(s, seat, action);
    if (i % deepEvery === 0) {
      report.deepSteps++;
      const before = stateHash(s);
      for (let p = 0; p < players; p++) {
        if (!active.includes(p) && def.legalActions(s, p).length > 0)
          fail(where, `seat ${p} is not active but has legal actions`);
      }
      report.illegalRefused += checkIllegalActionsRefused(
        def,
        s,
        players,
        seat,
        legal,
        rng,
        opts.illegalPerStep ?? 6,
        where,
      );
      // The action about to be played and the first listed one; no RNG draw, so the games played stay the same.
      const keyed = legal[0] === action ? [action] : [action, legal[0] as A];
      report.unknownKeysRefused += checkUnknownKeysRefused(def, s, players, seat, keyed, where);
      if (stateHash(s) !== before) fail(where, 'checking or refusing actions changed the state');
      report.viewsChecked += checkViewsKeepSecrets(def, s, players, where);
      if (opts.determinize !== false) checkDeterminize(def, s, seat, rng, where);
      checkMessages(def.messages, [describe], where);
      const applied = checkPureApply(def, s, seat, action, where);
      checkUndoHooks(def, s, applied, players, where);
      s = applied;
      played.hashes.set(i, stateHash(s));
    } else {
      def.applyInPlace(s, seat, action);
    }
    played.steps.push({ seat, action });
    report.actions++;
    const problem = opts.invariant?.(s);
    if (problem) fail(`game ${seed}, after action ${i}`, problem);
  }
  played.finalHash = stateHash(s);
  return played;
}

/**
 * Replays the same seed and actions through pure apply with a log: the same hashes must come out.
 * Returns how many log messages were rendered (none unless `render`).
 */
function replayAndCompare<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  opts: InvariantOptions<S>,
  options: O,
  seed: string,
  played: Played<A>,
  render: boolean,
): number {
  let rendered = 0;
  const check = (messages: Message[], where: string) => {
    checkMessages(def.messages, messages, where, render);
    if (render) rendered += messages.length;
  };
  const setupLog: LogEntry[] = [];
  let s = def.setup(opts.players, options, seed, setupLog);
  check(logMessages(setupLog), `game ${seed}, setup log`);
  played.steps.forEach(({ seat, action }, i) => {
    const log: LogEntry[] = [];
    s = def.apply(s, seat, action, log);
    check(logMessages(log), `game ${seed}, replay of action ${i}`);
    const expected = played.hashes.get(i);
    if (expected !== undefined && stateHash(s) !== expected) {
      fail(
        `game ${seed}, replay of action ${i}`,
        'the same seed and actions give a different state (apply is not deterministic)',
      );
    }
  });
  if (stateHash(s) !== played.finalHash) {
    fail(`game ${seed}, replay`, 'the same seed and actions give a different final state (apply is not deterministic)');
  }
  return rendered;
}
