/**
 * The action builder for Four Humours (UI-DESIGN §4.1): filters the engine's legal actions by the
 * fields picked so far, so the table highlights exactly the targets that complete a legal action.
 */
import { type FourHumoursAction, HUMOURS, type Humour, type HumourCounts, type Target } from '@boardhall/four-humours';

export type PlaceAction = Extract<FourHumoursAction, { type: 'place' }>;

export const targetKey = (t: Target): string =>
  t.kind === 'scene' ? `scene:${t.card}:${t.slot}` : `party:${t.party}:${t.slot}`;

export const sceneKey = (card: string, slot: number): string => `scene:${card}:${slot}`;
export const partyKey = (party: string, slot: number): string => `party:${party}:${slot}`;

export function placeActions(legal: readonly FourHumoursAction[]): PlaceAction[] {
  return legal.filter((a): a is PlaceAction => a.type === 'place');
}

/** Slot key → the legal placements on it, for one humour (or any humour when null). */
export function placeTargets(legal: readonly FourHumoursAction[], humour: Humour | null): Map<string, PlaceAction[]> {
  const out = new Map<string, PlaceAction[]>();
  for (const a of placeActions(legal)) {
    if (humour !== null && a.humour !== humour) continue;
    const key = targetKey(a.target);
    out.set(key, [...(out.get(key) ?? []), a]);
  }
  return out;
}

/** The humours in hand that have at least one legal placement. */
export function placeableHumours(legal: readonly FourHumoursAction[]): Set<Humour> {
  return new Set(placeActions(legal).map((a) => a.humour));
}

/** Cells a pending winner or escaper may go to. */
export function chooseCells(legal: readonly FourHumoursAction[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) if (a.type === 'choose') out.add(a.cell);
  return out;
}

/** Plots of your fief a pending winner or escaper may go to, as `row,col` (Fiefdom and Solo). */
export function choosePlots(legal: readonly FourHumoursAction[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) if (a.type === 'choosePlot') out.add(`${a.plot[0]},${a.plot[1]}`);
  return out;
}

export const findPass = (legal: readonly FourHumoursAction[]) => legal.find((a) => a.type === 'pass') ?? null;
export const findMulligan = (legal: readonly FourHumoursAction[]) => legal.find((a) => a.type === 'mulligan') ?? null;

/** True when passing is the only thing the seat can do (FH §4.5: the client may send it). */
export function onlyPass(legal: readonly FourHumoursAction[]): boolean {
  return legal.length === 1 && legal[0]?.type === 'pass';
}

/** The hand as a list of potions, sorted C, S, M, P. */
export function handList(hand: HumourCounts): Humour[] {
  return HUMOURS.flatMap((h) => Array.from({ length: hand[h] }, () => h));
}

/**
 * Why a slot that is not a target refuses a click (issue #15: no dead ends). Derived only from
 * the phase, the slot's state and humours, the hand, and the legal actions: the rules stay in the engine.
 */
export type SlotRefusal =
  | { readonly kind: 'over' }
  | { readonly kind: 'spectating' }
  | { readonly kind: 'not-your-turn' }
  | { readonly kind: 'taken' }
  | { readonly kind: 'pick-first' }
  | { readonly kind: 'wrong-humour'; readonly humour: Humour }
  | { readonly kind: 'no-potion' }
  | { readonly kind: 'party-limit' }
  | { readonly kind: 'not-allowed' };

export function slotRefusal(q: {
  legal: readonly FourHumoursAction[];
  phase: string;
  readOnly: boolean;
  key: string;
  occupied: boolean;
  /** The two humours the slot takes. */
  humours: readonly Humour[];
  hand: HumourCounts | undefined;
  picked: Humour | null;
}): SlotRefusal {
  if (q.phase !== 'placement') return { kind: 'over' };
  if (q.occupied) return { kind: 'taken' };
  if (q.readOnly) return { kind: 'spectating' };
  const all = placeActions(q.legal);
  // No placement anywhere and not even a pass: another seat is to act (or a bot is thinking).
  if (q.legal.length === 0) return { kind: 'not-your-turn' };
  const here = all.filter((a) => targetKey(a.target) === q.key).map((a) => a.humour);
  if (here.length > 0) {
    if (q.picked === null) return { kind: 'pick-first' };
    return { kind: 'wrong-humour', humour: q.picked };
  }
  if (q.picked !== null && !q.humours.includes(q.picked)) return { kind: 'wrong-humour', humour: q.picked };
  if (q.hand && q.humours.every((h) => q.hand?.[h] === 0)) return { kind: 'no-potion' };
  // The slot takes a humour in hand and is empty, yet the engine offers nothing: on a party tile
  // that is the per-player limit (the only other rule about where a potion may go).
  if (q.key.startsWith('party:')) return { kind: 'party-limit' };
  return { kind: 'not-allowed' };
}
