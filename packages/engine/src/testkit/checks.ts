import { canonicalJson, stateHash } from '../hash.ts';
import { checkAction } from '../match.ts';
import { hasTemplate, type MessageCatalogue, placeholders, renderMessage } from '../messages.ts';
import { Rng } from '../rng.ts';
import {
  type GameDefinition,
  LOCALES,
  type LogEntry,
  type Message,
  type MessageParam,
  type Outcome,
  type Seat,
  type TestableGame,
  type Viewer,
} from '../types.ts';
import { collectStrings, mutateAction, UNKNOWN_KEY, withUnknownKey } from './mutate.ts';

/** A broken invariant, with where it happened so the failing game can be replayed. */
export class InvariantViolation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvariantViolation';
  }
}

export function fail(where: string, what: string): never {
  throw new InvariantViolation(`${where}: ${what}`);
}

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every listed legal action passes the action schema and validate; the list has no duplicates. */
export function checkLegalActionsValidate<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  s: S,
  seat: Seat,
  legal: readonly A[],
  where: string,
): void {
  const seen = new Set<string>();
  for (const a of legal) {
    const key = canonicalJson(a);
    if (seen.has(key)) fail(where, `legalActions lists ${key} twice`);
    seen.add(key);
    if (!def.actionSchema.safeParse(a).success) fail(where, `legal action ${key} does not fit the action schema`);
    const error = def.validate(s, seat, a);
    if (error) fail(where, `legal action ${key} fails validation: ${error.code} (${error.message})`);
  }
}

/**
 * Illegal actions (candidates from the game and mutants of legal ones) are refused with a code
 * and a sentence, and anything accepted must be listed as legal (completeness).
 */
export function checkIllegalActionsRefused<S, A, V, O>(
  def: TestableGame<S, A, V, O>,
  s: S,
  players: number,
  seat: Seat,
  legal: readonly A[],
  rng: Rng,
  perStep: number,
  where: string,
): number {
  const legalKeys = new Set(legal.map((a) => canonicalJson(a)));
  const candidates: unknown[] = [...def.actionCandidates(s, seat, rng)];
  const strings = collectStrings([...legal, ...candidates]);
  for (let i = 0; i < perStep && legal.length > 0; i++) candidates.push(mutateAction(rng.pick(legal), rng, strings));
  candidates.push(null, 42, 'pass', {}, { type: 'no-such-action' }, []);
  let checked = 0;
  for (const c of candidates) {
    const result = checkAction(def, s, players, seat, c);
    if (result.ok) {
      const key = canonicalJson(result.action);
      if (!legalKeys.has(key)) fail(where, `action ${key} is accepted by validate but not listed by legalActions`);
      continue;
    }
    checked++;
    const { code, message } = result.error;
    if (!KEBAB.test(code)) fail(where, `refusal of ${canonicalJson(c)} has a code that is not kebab-case: '${code}'`);
    if (typeof message !== 'string' || message.trim().length < 8) {
      fail(where, `refusal of ${canonicalJson(c)} (${code}) has no readable message`);
    }
    checkMessages(def.messages, [refusalMessage(result.error)], `${where}, refusal of ${canonicalJson(c)}`);
  }
  // A seat that may not act now must have everything refused, its would-be legal actions included.
  const others = Array.from({ length: players }, (_, p) => p).filter((p) => !def.activeSeats(s).includes(p));
  for (const other of others) {
    for (const a of legal.slice(0, 3)) {
      const result = checkAction(def, s, players, other, a);
      if (result.ok) fail(where, `seat ${other} may not act now, but ${canonicalJson(a)} from it is accepted`);
      checked++;
    }
  }
  return checked;
}

/**
 * The given legal actions with an unknown key added, at the top level and in every nested
 * object, are refused with a code and a sentence naming the key. A schema that silently drops
 * unknown keys accepts input its sender did not mean (a typo, a field of another version).
 * Returns the mutants checked.
 */
export function checkUnknownKeysRefused<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  s: S,
  players: number,
  seat: Seat,
  actions: readonly A[],
  where: string,
): number {
  let checked = 0;
  for (const a of actions) {
    for (const { path, action } of withUnknownKey(a)) {
      const result = checkAction(def, s, players, seat, action);
      if (result.ok) {
        fail(where, `${canonicalJson(action)} (an unknown key in ${path}) is accepted; unknown keys must be refused`);
      }
      const { code, message } = result.error;
      if (!KEBAB.test(code))
        fail(where, `refusal of ${canonicalJson(action)} has a code that is not kebab-case: '${code}'`);
      if (typeof message !== 'string' || !message.includes(UNKNOWN_KEY)) {
        fail(where, `refusal of ${canonicalJson(action)} (${code}) does not name the unknown key: ${String(message)}`);
      }
      checked++;
    }
  }
  return checked;
}

/** No viewer's serialised view contains another seat's secrets. Returns the views checked. */
export function checkViewsKeepSecrets<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  s: S,
  players: number,
  where: string,
): number {
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, p) => p), 'spectator'];
  const secrets = Array.from({ length: players }, (_, p) => def.secretsOf(s, p));
  for (const viewer of viewers) {
    const json = JSON.stringify(def.view(s, viewer));
    secrets.forEach((list, owner) => {
      if (owner === viewer) return;
      for (const secret of list) {
        if (secret.length > 0 && json.includes(secret)) {
          fail(
            where,
            `the view of ${viewer === 'spectator' ? 'a spectator' : `seat ${viewer}`} contains seat ${owner}'s secret ${JSON.stringify(secret)}`,
          );
        }
      }
    });
  }
  return viewers.length;
}

/** The canonical JSON of the key of a state's ChaCha20 `rng` field, or null when it has none. */
export function matchKeyOf(s: unknown): string | null {
  const rng = typeof s === 'object' && s !== null ? (s as { rng?: unknown }).rng : undefined;
  if (typeof rng !== 'object' || rng === null || Array.isArray(rng)) return null;
  const key = (rng as { key?: unknown }).key;
  return Array.isArray(key) ? canonicalJson(key) : null;
}

/**
 * A sampled full state gives the seat exactly the view it was sampled from, and the same choices,
 * and never carries the match generator's key (with it, a bot would know every future draw).
 */
export function checkDeterminize<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  s: S,
  seat: Seat,
  rng: Rng,
  where: string,
): void {
  const v = def.view(s, seat);
  const sampled = def.determinize(v, seat, rng);
  const key = matchKeyOf(s);
  if (key !== null && canonicalJson(sampled).includes(key)) {
    fail(
      where,
      `determinize(view) for seat ${seat} gives a state carrying the match's generator key: it reveals the future`,
    );
  }
  const again = canonicalJson(def.view(sampled, seat));
  if (again !== canonicalJson(v))
    fail(where, `determinize(view) for seat ${seat} gives a state whose view differs from the original view`);
  const legalHere = canonicalJson(def.legalActions(s, seat));
  if (canonicalJson(def.legalActions(sampled, seat)) !== legalHere) {
    fail(where, `determinize(view) for seat ${seat} gives a state with different legal actions`);
  }
}

/** Why a message parameter would not survive JSON or rendering, or null when it is fine. */
function paramProblem(param: unknown, catalogue: MessageCatalogue): string | null {
  if (typeof param === 'string' || typeof param === 'boolean') return null;
  if (typeof param === 'number') return Number.isFinite(param) ? null : `the number ${param}`;
  if (Array.isArray(param)) {
    for (const p of param) {
      const problem = paramProblem(p, catalogue);
      if (problem) return problem;
    }
    return null;
  }
  if (param !== null && typeof param === 'object') {
    if ('seat' in param)
      return Number.isInteger((param as { seat: unknown }).seat) ? null : 'a seat that is not a whole number';
    if ('key' in param) return messageProblem(param as Message, catalogue, false);
  }
  return `the value ${String(param)}`;
}

function messageProblem(m: Message, catalogue: MessageCatalogue, render = true): string | null {
  if (typeof m.key !== 'string') return `message key '${String(m.key)}' is not a string`;
  for (const lang of LOCALES) {
    if (!hasTemplate(catalogue, lang, m.key)) return `message key '${m.key}' has no template in '${lang}'`;
  }
  for (const [name, value] of Object.entries(m.params ?? {})) {
    const problem = paramProblem(value, catalogue);
    if (problem) return `message '${m.key}' has a parameter '${name}' that is not plain message data (${problem})`;
  }
  if (!render) return null;
  // Every language renders from the params alone: names come from the catalogue, not the caller.
  for (const lang of LOCALES) {
    const left = placeholders(renderMessage(catalogue, lang, m));
    if (left.length > 0) return `message '${m.key}' leaves ${left.join(' ')} unfilled in '${lang}'`;
  }
  return null;
}

/** A refusal as the message players read. */
export const refusalMessage = (e: { key: string; params?: Message['params'] }): Message =>
  e.params ? { key: e.key, params: e.params } : { key: e.key };

/** Adds a message's key, and the keys of the messages nested in its params, to `into`. */
export function messageKeys(m: MessageParam, into: Set<string>): void {
  if (Array.isArray(m)) for (const x of m) messageKeys(x, into);
  else if (typeof m === 'object' && m !== null && 'key' in m) {
    into.add(m.key);
    for (const v of Object.values(m.params ?? {})) messageKeys(v, into);
  }
}

/**
 * Messages use keys the game's catalogue has in every language, parameters that are plain
 * message data, and (with `render`) render in every language with every placeholder filled.
 */
export function checkMessages(
  catalogue: MessageCatalogue,
  messages: readonly Message[],
  where: string,
  render = true,
): void {
  for (const m of messages) {
    const problem = messageProblem(m, catalogue, render);
    if (problem) fail(where, problem);
  }
}

export function logMessages(entries: readonly LogEntry[]): Message[] {
  const out: Message[] = [];
  for (const e of entries) {
    out.push(e);
    if (e.others) out.push(e.others);
  }
  return out;
}

/** A finished game's outcome ranks every seat exactly once and scores every seat. */
export function checkOutcome(outcome: Outcome, players: number, where: string): void {
  const ranked = outcome.ranking.flat();
  const sorted = [...ranked].sort((a, b) => a - b);
  const all = Array.from({ length: players }, (_, p) => p);
  if (canonicalJson(sorted) !== canonicalJson(all))
    fail(where, `the ranking ${canonicalJson(outcome.ranking)} does not rank every seat exactly once`);
  if (outcome.ranking.some((group) => group.length === 0)) fail(where, 'the ranking has an empty group');
  if (outcome.scores.length !== players || outcome.scores.some((x) => !Number.isFinite(x))) {
    fail(where, `the scores ${canonicalJson(outcome.scores)} are not one number per seat`);
  }
  const explained = outcome.explanation;
  if (explained) {
    if (canonicalJson(explained.places.map((p) => p.seats)) !== canonicalJson(outcome.ranking))
      fail(where, 'the explanation places the seats otherwise than the ranking');
    if (explained.values.length !== players) fail(where, 'the explanation has not one set of figures per seat');
  }
}

/** Pure apply leaves its input alone and agrees with clone + applyInPlace. Returns the new state. */
export function checkPureApply<S, A, V, O>(def: GameDefinition<S, A, V, O>, s: S, seat: Seat, a: A, where: string): S {
  const before = stateHash(s);
  const next = def.apply(s, seat, a);
  if (stateHash(s) !== before) fail(where, 'apply changed its input state');
  if (stateHash(def.apply(s, seat, a)) !== stateHash(next)) {
    fail(where, 'apply is not deterministic: the same state and action gave two different states');
  }
  const fast = def.clone(s);
  if (stateHash(fast) !== before) fail(where, 'clone gives a different state');
  def.applyInPlace(fast, seat, a);
  if (stateHash(fast) !== stateHash(next))
    fail(where, 'apply and clone + applyInPlace give different states (non-deterministic apply?)');
  if (stateHash(s) !== before) fail(where, 'applyInPlace on a clone changed the original state');
  const roundTrip = JSON.parse(JSON.stringify(s)) as S;
  if (stateHash(roundTrip) !== before) fail(where, 'the state does not survive a JSON round trip');
  const fromJson = def.apply(roundTrip, seat, a);
  if (stateHash(fromJson) !== stateHash(next))
    fail(
      where,
      'a state restored from JSON continues differently (state is not plain JSON, or apply is not deterministic)',
    );
  return next;
}

export { Rng };

/**
 * The undo hooks read what they promise: randomness every state can say (else undo would be
 * refused for good), plain JSON; a reveal count that is a count, never going down; a seat count
 * no smaller than the match's.
 */
export function checkUndoHooks<S, A, V, O>(
  def: GameDefinition<S, A, V, O>,
  before: S,
  after: S,
  players: number,
  where: string,
): void {
  const hooks = def.undo;
  if (!hooks) return;
  for (const s of [before, after]) {
    const random = hooks.randomness(s);
    if (random === undefined) fail(where, 'undo.randomness says nothing about this state');
    if (canonicalJson(JSON.parse(JSON.stringify(random))) !== canonicalJson(random))
      fail(where, 'undo.randomness is not plain JSON');
    const seats = hooks.seats?.(s) ?? players;
    if (!Number.isInteger(seats) || seats < players)
      fail(where, `undo.seats is ${seats}, below the ${players} players`);
  }
  if (hooks.reveals) {
    const a = hooks.reveals(before);
    const b = hooks.reveals(after);
    if (!Number.isInteger(a) || a < 0 || !Number.isInteger(b) || b < a)
      fail(where, `undo.reveals went from ${a} to ${b}; it must count up`);
  }
}
