/** Legality checks in the order of §4.2 (L0–L8), §4.6 (MU-0–MU-3) and §4.8 (CHOOSE). */
import { type RuleError, ruleError } from '@boardhall/engine';
import type { FourHumoursAction, Target } from '../actions.ts';
import { CITIZEN_NAMES, HUMOUR_NAMES, HUMOURS, type Humour } from '../content/schema.ts';
import { total } from '../counts.ts';
import { plotMessage, plotText, seatParam } from '../message-params.ts';
import { EMPTY, type FourHumoursState, HAND_SIZE, ownerOf, type Seat } from '../state.ts';
import { type SlotInfo, type Tables, tablesOf } from '../tables.ts';

const seatName = (seat: Seat): string => `Seat ${seat + 1}`;
const MODE_NAMES: Readonly<Record<string, string>> = { kingdom: 'Kingdom', fiefdom: 'Fiefdom', solo: 'Solo' };

export function slotLabel(info: SlotInfo, index: number): string {
  const who = info.def.kind === 'citizen' ? CITIZEN_NAMES[info.def.citizen] : `${info.def.animal}, an animal`;
  return `slot ${index + 1} (${who})`;
}

function handText(hand: readonly number[]): string {
  const parts = HUMOURS.flatMap((h, i) => ((hand[i] as number) > 0 ? [`${hand[i]} × ${h}`] : []));
  return parts.length ? parts.join(', ') : 'nothing';
}

/** L0–L2, shared by every turn action. */
function checkTurn(s: FourHumoursState, seat: Seat): RuleError | null {
  if (s.phase === 'over')
    return ruleError('game-over', 'The game is over; no more actions can be taken.', 'fh.error.game-over');
  if (s.pending) {
    const p = s.pending;
    return ruleError(
      'wrong-phase',
      `A decision is pending: ${seatName(p.owner)} must first choose where their ${HUMOUR_NAMES[p.humour]} goes.`,
      'fh.error.decision-pending',
      { player: seatParam(p.owner), humour: p.humour },
    );
  }
  if (s.phase !== 'placement')
    return ruleError('wrong-phase', 'Potions can only be placed in the placement phase.', 'fh.error.wrong-phase');
  if (seat !== s.toAct) {
    return ruleError(
      'not-your-turn',
      `It is ${seatName(s.toAct)}'s turn, not ${seatName(seat)}'s.`,
      'fh.error.not-your-turn',
      {
        player: seatParam(s.toAct),
      },
    );
  }
  return null;
}

/** The potions `seat` has on party tiles that count toward the party limit for `party`. */
export function partyCount(s: FourHumoursState, seat: Seat, party: number): number {
  let n = 0;
  const scopeAll = s.options.partyLimitScope === 'allTiles';
  for (let i = 0; i < s.parties.length; i++) {
    if (!scopeAll && i !== party) continue;
    const p = s.parties[i];
    if (!p || p.resolved) continue;
    for (const code of p.slots) if (code !== EMPTY && ownerOf(code) === seat) n++;
  }
  return n;
}

function checkPlace(s: FourHumoursState, t: Tables, seat: Seat, humour: Humour, target: Target): RuleError | null {
  const h = HUMOURS.indexOf(humour);
  const hand = s.hands[seat] as number[];
  if (h < 0 || hand[h] === 0) {
    return ruleError(
      'not-in-hand',
      `${seatName(seat)} has no ${HUMOUR_NAMES[humour] ?? String(humour)} potion in hand (the hand holds ${handText(hand)}).`,
      'fh.error.not-in-hand',
      { humour: String(humour) },
    );
  }
  let slots: number[];
  let infos: readonly SlotInfo[];
  let name: string;
  let party = -1;
  if (target.kind === 'scene') {
    const card = s.display.find((d) => d.card === target.card);
    const ix = t.sceneIndex.get(target.card);
    if (!card || ix === undefined) {
      const shown = s.display.map((d) => d.card).join(', ') || 'no cards';
      return ruleError(
        'no-such-slot',
        `There is no scene card '${target.card}' on display (the display holds ${shown}).`,
        'fh.error.no-such-scene',
        { card: target.card },
      );
    }
    const info = t.scenes[ix];
    if (!info)
      return ruleError('no-such-slot', `There is no scene card '${target.card}'.`, 'fh.error.no-such-scene', {
        card: target.card,
      });
    slots = card.slots;
    infos = info.slots;
    name = info.def.name;
  } else {
    const ix = t.partyIndex.get(target.party);
    const info = ix === undefined ? undefined : t.parties[ix];
    if (ix === undefined || !info) {
      return ruleError(
        'no-such-slot',
        `There is no party tile '${target.party}' (they are ${t.parties.map((p) => p.id).join(', ')}).`,
        'fh.error.no-such-party',
        { id: target.party },
      );
    }
    party = ix;
    slots = (s.parties[ix] as { slots: number[] }).slots;
    infos = info.slots;
    name = info.def.name;
  }
  const slot = target.slot;
  if (!Number.isInteger(slot) || slot < 0 || slot >= slots.length) {
    return ruleError(
      'no-such-slot',
      `“${name}” has ${slots.length} slots (indices 0 to ${slots.length - 1}); there is no slot with index ${slot}.`,
      'fh.error.no-such-slot',
      { slots: slots.length },
    );
  }
  const info = infos[slot] as SlotInfo;
  if (party >= 0 && s.parties[party]?.resolved) {
    return ruleError(
      'party-resolved',
      `“${name}” has already been resolved and accepts no more potions.`,
      'fh.error.party-resolved',
      { party: t.parties[party]?.id ?? '' },
    );
  }
  const occupant = slots[slot] as number;
  if (occupant !== EMPTY) {
    return ruleError(
      'slot-occupied',
      `${slotLabel(info, slot)} of “${name}” already holds ${seatName(ownerOf(occupant))}'s potion.`,
      'fh.error.slot-occupied',
      { player: seatParam(ownerOf(occupant)) },
    );
  }
  if (h !== info.lo && h !== info.hi) {
    const a = HUMOUR_NAMES[HUMOURS[info.lo] as Humour];
    const b = HUMOUR_NAMES[HUMOURS[info.hi] as Humour];
    return ruleError(
      'wrong-humour',
      `${slotLabel(info, slot)} of “${name}” accepts only a ${a} or a ${b} potion, not a ${HUMOUR_NAMES[humour]}.`,
      'fh.error.wrong-humour',
      { humours: [HUMOURS[info.lo] as Humour, HUMOURS[info.hi] as Humour] },
    );
  }
  if (party >= 0) {
    const have = partyCount(s, seat, party);
    if (have >= s.partyLimit) {
      const scope = s.options.partyLimitScope === 'allTiles' ? 'on party tiles' : `on “${name}”`;
      const where = s.options.partyLimitScope === 'allTiles' ? 'across all party tiles' : 'per party tile';
      return ruleError(
        'party-limit',
        `${seatName(seat)} already has ${have} potion${have === 1 ? '' : 's'} ${scope}; the party limit is ${s.partyLimit} per player ${where}.`,
        'fh.error.party-limit',
        { have, limit: s.partyLimit },
      );
    }
  }
  return null;
}

function checkMulligan(s: FourHumoursState, seat: Seat): RuleError | null {
  const hand = s.hands[seat] as number[];
  const n = total(hand);
  if (n !== HAND_SIZE) {
    return ruleError(
      'hand-not-full',
      `A redraw needs exactly ${HAND_SIZE} potions in hand; ${seatName(seat)} holds ${n}.`,
      'fh.error.hand-not-full',
      { n },
    );
  }
  if (!hand.some((x) => x === HAND_SIZE)) {
    return ruleError(
      'not-all-same',
      `A redraw needs four potions of one humour; the hand holds ${handText(hand)}.`,
      'fh.error.not-all-same',
    );
  }
  if (s.mulliganUsed[seat]) {
    return ruleError(
      'mulligan-used',
      `${seatName(seat)} has already redrawn in round ${s.round}; the redraw is once per round.`,
      'fh.error.mulligan-used',
      { round: s.round },
    );
  }
  return null;
}

type ChooseAction = Extract<FourHumoursAction, { type: 'choose' | 'choosePlot' }>;

function checkChoose(s: FourHumoursState, seat: Seat, a: ChooseAction): RuleError | null {
  if (s.phase === 'over')
    return ruleError('game-over', 'The game is over; no more actions can be taken.', 'fh.error.game-over');
  const p = s.pending;
  if (!p)
    return ruleError(
      'no-decision-pending',
      'There is no potion waiting for a destination.',
      'fh.error.no-decision-pending',
    );
  if (seat !== p.owner) {
    return ruleError(
      'not-your-turn',
      `Only ${seatName(p.owner)} may choose where their ${HUMOUR_NAMES[p.humour]} goes.`,
      'fh.error.not-your-decision',
      { player: seatParam(p.owner), humour: p.humour },
    );
  }
  const plots = p.plots;
  if (!plots) {
    if (a.type === 'choosePlot') {
      return ruleError(
        'invalid-destination',
        'Kingdom mode has no fief plots; choose a cell of the map instead.',
        'fh.error.no-plots',
      );
    }
    if (!p.cells.includes(a.cell)) {
      return ruleError(
        'invalid-destination',
        `The potion cannot go to '${a.cell}'; the legal cells are ${p.cells.join(', ')}.`,
        'fh.error.invalid-cell',
        { cells: [...p.cells] },
      );
    }
    return null;
  }
  const { rows, cols } = tablesOf(s).fief;
  const legal = plots.map((x) => plotText(x, cols)).join(', ');
  const legalPlots = plots.map((x) => plotMessage(x, cols));
  if (a.type === 'choose') {
    return ruleError(
      'invalid-destination',
      `${MODE_NAMES[s.options.mode]} mode has no kingdom map; choose a plot of your fief instead (legal plots: ${legal}).`,
      'fh.error.no-map',
      { plots: legalPlots },
    );
  }
  const [row, col] = a.plot;
  if (!(row >= 0 && row < rows && col >= 0 && col < cols && plots.includes(row * cols + col))) {
    return ruleError(
      'invalid-destination',
      `The potion cannot go to plot (${row}, ${col}); the legal plots are ${legal}.`,
      'fh.error.invalid-plot',
      { row, col, plots: legalPlots },
    );
  }
  return null;
}

/** null when legal, else the first rule broken. Never throws for a schema-valid action. */
export function validate(s: FourHumoursState, seat: Seat, a: FourHumoursAction): RuleError | null {
  if (a.type === 'choose' || a.type === 'choosePlot') return checkChoose(s, seat, a);
  const turn = checkTurn(s, seat);
  if (turn) return turn;
  switch (a.type) {
    case 'pass':
      return null;
    case 'mulligan':
      return checkMulligan(s, seat);
    case 'place':
      return checkPlace(s, tablesOf(s), seat, a.humour, a.target);
    default:
      return ruleError('bad-action', 'This is not a Four Humours action.', 'fh.error.bad-action');
  }
}

/** MU-1…MU-3 without building a refusal (legalActions calls this on every turn). */
export function mulliganLegal(s: FourHumoursState, seat: Seat): boolean {
  if (s.mulliganUsed[seat]) return false;
  const hand = s.hands[seat] as number[];
  return hand[0] === HAND_SIZE || hand[1] === HAND_SIZE || hand[2] === HAND_SIZE || hand[3] === HAND_SIZE;
}
