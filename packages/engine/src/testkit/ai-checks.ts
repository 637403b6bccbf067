import { canonicalJson } from '../hash.ts';
import { Rng } from '../rng.ts';
import type { GameDefinition, Seat } from '../types.ts';
import { fail, matchKeyOf } from './checks.ts';

/**
 * The checks of a game's `ai` part at one position, for `seat` to act:
 * - `actionKey` tells the legal actions apart, and gives a move the same key in every state
 *   sampled from the seat's view (the search shares its tree across samples by these keys);
 * - `randomAction` and `playoutAction` give only legal actions;
 * - `searchActions` gives a non-empty set of legal actions, the same in every state sampled from
 *   the seat's view (it may read only what the seat knows);
 * - `prepareDeterminize` gives, call after call, what `determinize` gives with the same generator,
 *   consistent with the view, without the match key, and unchanged by play on an earlier sample
 *   (samples share nothing mutable).
 */
export function checkAiPart<S, A, V, O>(def: GameDefinition<S, A, V, O>, s: S, seat: Seat, seed: string): void {
  const ai = def.ai;
  const where = `ai part of ${def.id} (seed ${seed}, seat ${seat})`;
  if (!ai) fail(where, 'the game has no ai part');
  const legal = def.legalActions(s, seat);
  const legalJson = new Set(legal.map((a) => canonicalJson(a)));
  const keys = new Map<number | string, string>();
  for (const a of legal) {
    const key = ai.actionKey(s, a);
    const json = canonicalJson(a);
    const other = keys.get(key);
    if (other !== undefined && other !== json) fail(where, `actions ${other} and ${json} share the key ${key}`);
    keys.set(key, json);
  }
  const rng = new Rng(`ai:${seed}`);
  for (let i = 0; i < 20; i++) {
    const a = ai.randomAction?.(s, seat, rng);
    if (a !== undefined && !legalJson.has(canonicalJson(a))) {
      fail(where, `randomAction gave ${canonicalJson(a)}, which is not legal`);
    }
  }
  for (let i = 0; i < 20; i++) {
    const a = ai.playoutAction?.(s, seat, rng);
    if (a !== undefined && !legalJson.has(canonicalJson(a))) {
      fail(where, `playoutAction gave ${canonicalJson(a)}, which is not legal`);
    }
  }
  const searched = ai.searchActions?.(s, seat);
  const searchedJson = searched === undefined ? null : canonicalJson([...searched.map((a) => canonicalJson(a))].sort());
  if (searched !== undefined) {
    if (legal.length > 0 && searched.length === 0) fail(where, 'searchActions gave no action');
    for (const a of searched) {
      if (!legalJson.has(canonicalJson(a))) fail(where, `searchActions gave ${canonicalJson(a)}, which is not legal`);
    }
  }
  const view = def.view(s, seat);
  const viewJson = canonicalJson(view);
  const sampler = ai.prepareDeterminize?.(view, seat);
  const matchKey = matchKeyOf(s);
  for (let i = 0; i < 3; i++) {
    const state = sampler ? sampler(new Rng(`sample:${seed}:${i}`)) : def.determinize(view, seat, rng);
    const expected = def.determinize(view, seat, new Rng(`sample:${seed}:${i}`));
    if (sampler && canonicalJson(state) !== canonicalJson(expected)) {
      fail(where, `prepareDeterminize's sample ${i} differs from determinize with the same generator`);
    }
    if (canonicalJson(def.view(state, seat)) !== viewJson) fail(where, `sample ${i} does not give the view back`);
    if (matchKey !== null && canonicalJson(state).includes(matchKey)) fail(where, `sample ${i} carries the match key`);
    for (const a of legal) {
      if (ai.actionKey(state, a) !== ai.actionKey(s, a)) {
        fail(where, `the key of ${canonicalJson(a)} differs between the state and sample ${i}`);
      }
    }
    if (searched !== undefined && ai.searchActions) {
      const again = canonicalJson([...ai.searchActions(state, seat).map((a) => canonicalJson(a))].sort());
      if (again !== searchedJson) fail(where, `searchActions differ between the state and sample ${i}`);
    }
    // Play the sample on, as a search does, before drawing the next one.
    const walk = new Rng(`walk:${seed}:${i}`);
    for (let step = 0; step < 30; step++) {
      const actor = def.activeSeats(state)[0];
      if (actor === undefined) break;
      def.applyInPlace(state, actor, walk.pick(def.legalActions(state, actor)));
    }
  }
}
