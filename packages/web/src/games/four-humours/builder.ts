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
