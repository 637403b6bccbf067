import { BoardhallError, ruleError } from './errors.ts';
import { stateHash } from './hash.ts';
import type { RngScheme } from './rng.ts';
import type { GameDefinition, LogEntry, Outcome, RuleError, Seat } from './types.ts';
import { describeZodIssues } from './zod-issues.ts';

/** One recorded action: who sent it, what it was, and the hash of the state it led to. */
export interface RecordedAction<A> {
  readonly seat: Seat;
  readonly action: A;
  readonly hash: string;
}

/** The outcome of submitting an action to a match. */
export type SubmitResult = { ok: true; hash: string; log: LogEntry[] } | { ok: false; error: RuleError };

/** Validates the players count and options of a new match, completing the options with defaults. */
export function parseMatchSetup<S, A, V, O>(def: GameDefinition<S, A, V, O>, players: unknown, options: unknown): O {
  if (typeof players !== 'number' || !Number.isInteger(players)) {
    throw new BoardhallError('bad-players', `The number of players must be a whole number; got ${String(players)}.`);
  }
  if (players < def.minPlayers || players > def.maxPlayers) {
    throw new BoardhallError(
      'bad-players',
      `${def.name} is played by ${def.minPlayers} to ${def.maxPlayers} players; got ${players}.`,
    );
  }
  const parsed = def.optionsSchema.safeParse(options ?? {});
  if (!parsed.success) {
    throw new BoardhallError('bad-options', `Invalid options for ${def.name}: ${describeZodIssues(parsed.error)}.`);
  }
  const problem = def.validateSetup?.(players, parsed.data);
  if (problem) throw new BoardhallError('bad-options', problem);
  return parsed.data;
}

/**
 * Checks an untrusted action from a seat: its shape, the seat, then the game's rules.
 * Returns the typed action, or the reason it is refused. Never throws.
 */
export function checkAction<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  state: S,
  players: number,
  seat: unknown,
  raw: unknown,
): { ok: true; action: A; seat: Seat } | { ok: false; error: RuleError } {
  if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= players) {
    return {
      ok: false,
      error: ruleError('bad-seat', `There is no seat ${String(seat)} in this match.`, 'engine.error.bad-seat', {
        seat: String(seat),
      }),
    };
  }
  const parsed = def.actionSchema.safeParse(raw);
  if (!parsed.success) {
    const detail = describeZodIssues(parsed.error);
    return {
      ok: false,
      error: ruleError('bad-action', `This is not a ${def.name} action (${detail}).`, 'engine.error.bad-action'),
    };
  }
  const action = parsed.data;
  try {
    const error = def.validate(state, seat, action);
    if (error) return { ok: false, error };
  } catch (e) {
    // validate must never throw; if it does, refuse the action instead of crashing the caller.
    return {
      ok: false,
      error: ruleError(
        'engine-error',
        `The rules engine failed on this action: ${String(e)}`,
        'engine.error.engine-error',
      ),
    };
  }
  return { ok: true, action, seat };
}

/**
 * A game in progress: the only way tools change a game's state. Every action is validated,
 * applied purely, logged and hashed, so the match can be saved and replayed exactly.
 */
export class Match<S, A, V, O> {
  readonly def: GameDefinition<S, A, V, O>;
  readonly players: number;
  readonly options: O;
  readonly seed: string;
  /** How the seed became the generator: 'chacha20' unless the match was recorded before it. */
  readonly rngScheme: RngScheme;
  readonly initialHash: string;
  private current: S;
  private readonly recorded: RecordedAction<A>[] = [];
  private readonly logs: LogEntry[][] = [];
  /** What setup logged (automatic start-of-game events). */
  readonly setupLog: readonly LogEntry[];

  private constructor(def: GameDefinition<S, A, V, O>, players: number, options: O, seed: string, scheme: RngScheme) {
    this.def = def;
    this.players = players;
    this.options = options;
    this.seed = seed;
    this.rngScheme = scheme;
    const setupLog: LogEntry[] = [];
    this.current = def.setup(players, options, seed, setupLog, scheme);
    this.setupLog = setupLog;
    this.initialHash = stateHash(this.current);
  }

  /**
   * A new match. Throws a BoardhallError for a bad player count or bad options. `rngScheme` is
   * 'chacha20' for every new match; 'xoroshiro128plus' only rebuilds one recorded before it.
   */
  static create<S, A, V, O>(
    def: GameDefinition<S, A, V, O>,
    players: number,
    options: unknown,
    seed: string,
    rngScheme: RngScheme = 'chacha20',
  ): Match<S, A, V, O> {
    if (typeof seed !== 'string' || seed.length === 0 || seed.length > 200) {
      throw new BoardhallError('bad-seed', 'The seed must be a text of 1 to 200 characters.');
    }
    if (rngScheme !== 'chacha20' && rngScheme !== 'xoroshiro128plus') {
      throw new BoardhallError('bad-rng-scheme', `There is no random generator scheme '${String(rngScheme)}'.`);
    }
    return new Match(def, players, parseMatchSetup(def, players, options), seed, rngScheme);
  }

  /**
   * A recorded match set up again (its actions are then submitted in order): as `create`, with the
   * recorded options read as they were meant when recorded (`GameDefinition.restoreOptions`).
   */
  static restore<S, A, V, O>(
    def: GameDefinition<S, A, V, O>,
    players: number,
    recordedOptions: unknown,
    seed: string,
    rngScheme: RngScheme = 'chacha20',
  ): Match<S, A, V, O> {
    const options = def.restoreOptions ? def.restoreOptions(recordedOptions) : recordedOptions;
    return Match.create(def, players, options, seed, rngScheme);
  }

  get state(): S {
    return this.current;
  }

  /** The number of actions applied so far: the state version clients act against. */
  get version(): number {
    return this.recorded.length;
  }

  get actions(): readonly RecordedAction<A>[] {
    return this.recorded;
  }

  /** The log entries each action produced, by action index. */
  get actionLogs(): readonly (readonly LogEntry[])[] {
    return this.logs;
  }

  get hash(): string {
    return this.recorded.at(-1)?.hash ?? this.initialHash;
  }

  outcome(): Outcome | null {
    return this.def.outcome(this.current);
  }

  /** Validates and applies an untrusted action from a seat. A refused action changes nothing. */
  submit(seat: unknown, raw: unknown): SubmitResult {
    const checked = checkAction(this.def, this.current, this.players, seat, raw);
    if (!checked.ok) return checked;
    const log: LogEntry[] = [];
    this.current = this.def.apply(this.current, checked.seat, checked.action, log);
    const hash = stateHash(this.current);
    this.recorded.push({ seat: checked.seat, action: checked.action, hash });
    this.logs.push(log);
    return { ok: true, hash, log };
  }
}
