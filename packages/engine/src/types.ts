import type { ZodType } from 'zod';
import type { GameAi } from './ai.ts';
import type { MessageCatalogue } from './messages.ts';
import type { RankingExplanation } from './ranking.ts';
import type { Rng, RngScheme } from './rng.ts';

/** A seat at the table: 0..players-1, clockwise. */
export type Seat = number;

/** Who looks at the game: a seat, or a spectator who sees only public information. */
export type Viewer = Seat | 'spectator';

/** Why an action was refused: a kebab-case code for machines and a full sentence for people. */
export interface RuleError {
  readonly code: string;
  /** The English sentence. */
  readonly message: string;
  /** The same sentence as a translatable message: a key of the game's (or the engine's) catalogue. */
  readonly key: string;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/** The languages Boardhall speaks. */
export type Locale = 'en' | 'uk' | 'ru';
export const LOCALES: readonly Locale[] = ['en', 'uk', 'ru'];

/**
 * A parameter of a translatable message. A seat is tagged so each client can render it as
 * its own player name; lists are rendered joined by the locale's separator; a nested message
 * (an effect's text inside a card's description, say) is rendered with the same templates.
 */
export type MessageParam = string | number | boolean | { readonly seat: Seat } | Message | readonly MessageParam[];

/** A translatable sentence: a message key plus parameters, rendered by the UI or the CLI. */
export interface Message {
  readonly key: string;
  readonly params?: Readonly<Record<string, MessageParam>>;
}

/**
 * One line of a game's log. Entries carrying a secret name the seats allowed to read them
 * (`only`); every other viewer sees `others` instead, or nothing when `others` is absent.
 */
export interface LogEntry extends Message {
  readonly only?: readonly Seat[];
  readonly others?: Message;
}

/** Somewhere for `apply` to write its log. Bots and benchmarks pass none and pay nothing. */
export type LogSink = LogEntry[];

/** The result of a finished game. */
export interface Outcome {
  /** Groups of tied seats, best first (standard competition ranking). */
  readonly ranking: readonly (readonly Seat[])[];
  /** The primary score of each seat, indexed by seat. */
  readonly scores: readonly number[];
  /** In a solo game against the game itself (an automaton): how the lone player fared. */
  readonly soloResult?: 'win' | 'draw' | 'loss';
  /**
   * How `ranking` was reached (`rankSeats`): the figures compared, each seat's values and the
   * figure that decided each place, for end screens to show rather than recompute.
   */
  readonly explanation?: RankingExplanation;
}

/**
 * The contract every game implements. Server, bots, CLI and tests talk to games only through it.
 *
 * S: full state (plain JSON, RNG included), A: action, V: a viewer's redacted view, O: options.
 */
export interface GameDefinition<S, A, V, O> {
  readonly id: string;
  /** English display name; the UI translates by id. */
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Validates and completes match options (defaults filled in). Rejects invalid combinations. */
  readonly optionsSchema: ZodType<O, unknown>;
  /**
   * Options as a match recorded by an earlier version of the game holds them (a stored match, a
   * replay file, a match kept in a browser), brought to what they meant when recorded, before
   * `optionsSchema` completes them: a default that has changed since (Tribes of the Wind's content
   * edition) must not change a recorded match. `Match.restore` applies it; absent: none needed.
   */
  restoreOptions?(recorded: unknown): unknown;
  /** The shape of every action of the game; anything outside it is refused before the rules run. */
  readonly actionSchema: ZodType<A, unknown>;

  /**
   * Checks a player count and options together (e.g. a solo mode that needs exactly one
   * player): a full sentence saying what is wrong, or null. Called before `setup`.
   */
  validateSetup?(players: number, options: O): string | null;
  /**
   * A new game. Deterministic in (players, options, seed, rngScheme). Setup events may go to `log`.
   * Every generator the game derives from the seed (its state's `rng`, any side stream) comes from
   * `rngStateFromSeed(text, rngScheme)`: 'chacha20' when absent (every new match), 'xoroshiro128plus'
   * only when the engine rebuilds a match recorded before ChaCha20 (a version-1 replay).
   */
  setup(players: number, options: O, seed: string, log?: LogSink, rngScheme?: RngScheme): S;
  /** The seats that may act now; empty once the game is over. */
  activeSeats(s: S): readonly Seat[];
  /** Complete and exact: lists precisely the actions `validate` accepts from `seat`. */
  legalActions(s: S, seat: Seat): A[];
  /** null when `a` is legal for `seat` now, otherwise the first rule it breaks. Never throws. */
  validate(s: S, seat: Seat, a: A): RuleError | null;
  /** Pure: a new state; `s` is untouched. Call only with a validated action. */
  apply(s: S, seat: Seat, a: A, log?: LogSink): S;
  /** Fast path for search: a deep copy that `applyInPlace` may mutate. */
  clone(s: S): S;
  /** Fast path for search: mutates `s`. Gives the same state as `apply`. */
  applyInPlace(s: S, seat: Seat, a: A, log?: LogSink): void;
  /** What `viewer` may know, and nothing else. */
  view(s: S, viewer: Viewer): V;
  /**
   * Help a client derives from a view alone and shows beside it (what is playable, live scores),
   * kept out of the view so the server does not build and send it for every seat after every
   * action. The undo rule counts its strings as seen by the view's viewer. Absent: none.
   */
  clientHints?(v: V): unknown;
  /** A full state consistent with `v`, sampling everything `seat` cannot see with `rng`. */
  determinize(v: V, seat: Seat, rng: Rng): S;
  /** null while the game runs. */
  outcome(s: S): Outcome | null;
  /** A short account of an action, for logs and move lists (the humour of a placed potion etc. included). */
  describe(s: S, seat: Seat, a: A): Message;
  /**
   * Why a finished game ended, as a short kebab-case code (e.g. 'deck-empty', 'max-rounds'),
   * so simulations can report how games end. null while the game runs.
   */
  endReason(s: S): string | null;
  /**
   * The round being played (1 for the first), for simulations that report when games end.
   * Absent for a game without rounds.
   */
  round?(s: S): number;
  /**
   * The names of the options set in `options` that fix what setup would otherwise deal at
   * random (a stacked deck, fixed tiles): whoever chose them knows hidden cards, so a server
   * allows them only in practice matches. Empty (or absent) when the game has none.
   */
  fixedSetupOptions?(options: O): string[];
  /**
   * True when a game finished under these options still keeps secrets (hidden cards are not
   * revealed at the end). Its replay, which shows everything, is then not public. Absent: false.
   */
  keepsSecretsAfterEnd?(options: O): boolean;
  /**
   * What bots need to play the game well: an evaluator, search levels and tuning, a cheap action
   * key and a playout policy. Absent: bots that need an evaluator refuse the game, and the search
   * falls back to generic defaults.
   */
  readonly ai?: GameAi<S, A, V>;
  /**
   * Every message key the game emits (log, `describe`, rule errors) with the names of its ids,
   * in every language (`renderMessage` in messages.ts explains the placeholders).
   */
  readonly messages: MessageCatalogue;

  /**
   * `seat`'s current secrets: strings that occur in the serialised view of anyone who may know
   * them and in no other viewer's. Production code reads it: the undo rule refuses an action
   * that changed any seat's secrets. The test kit checks every view against it.
   */
  secretsOf(s: S, seat: Seat): string[];
  /**
   * What the undo rule needs to read in a state (`undoVerdict`, docs/architecture.md, "One undo
   * rule"). Absent: the game never allows undo, since nothing proves an action drew nothing.
   */
  readonly undo?: UndoHooks<S>;
}

/**
 * The parts of a state the undo rule compares before and after an action, read through the game
 * so that the engine knows no state field by name.
 */
export interface UndoHooks<S> {
  /**
   * Everything the game draws at random from (its generator state, every stream of it), as plain
   * JSON: an action that drew changed it. Return undefined only if the state cannot say; undo is
   * then refused.
   */
  randomness(s: S): unknown;
  /**
   * The game's own count of reveal points (Tribes of the Wind counts each card turned face up,
   * rules §7 note 4): an action that changed it is never taken back, even when no view shows
   * why. Absent: the game counts none.
   */
  reveals?(s: S): number;
  /**
   * How many seats the state holds, when it seats more than the match's players (the Four
   * Humours Solo Rival is seat 1 of a one-player match): their secrets count too. Absent: the
   * players.
   */
  seats?(s: S): number;
}

/**
 * Hooks only the test kit calls (`checkGameInvariants`): the server, the bots and the clients
 * never do, so they are not part of `GameDefinition`. A game's definition object carries them.
 */
export interface GameTestHooks<S, A> {
  /**
   * Actions drawn from the whole action space (legal or not) that `seat` could try to send now,
   * so that illegal ones can be checked to be refused.
   */
  actionCandidates(s: S, seat: Seat, rng: Rng): A[];
}

/** A game with its test hooks: what the test kit plays. */
export type TestableGame<S, A, V, O> = GameDefinition<S, A, V, O> & GameTestHooks<S, A>;

/**
 * A game definition with its type parameters erased, for registries and generic tools.
 * Methods are bivariant in their parameters, so every concrete definition fits.
 */
export type AnyGameDefinition = GameDefinition<unknown, unknown, unknown, unknown>;
