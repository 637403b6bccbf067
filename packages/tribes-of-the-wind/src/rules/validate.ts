import { type MessageParam, type RuleError, ruleError } from '@boardhall/engine';
import type { CellRef, TotwAction } from '../actions.ts';
import { CAPITAL, cellIndex, cellText, nodeId, nodeIndex, refId, refText } from '../grid.ts';
import { requirementMessage, rowParts } from '../message-params.ts';
import type { TotwState } from '../state.ts';
import { CAT, cardShapeOf } from '../tables.ts';
import { availability, playableRows } from './availability.ts';
import { boardOf, isForest, ridersNeeded, templeDiscardCount } from './board.ts';
import { explainRow } from './explain.ts';
import { availableAbilities } from './leaders.ts';
import { isCatapult, isEdge, isNode, ridersAt } from './movement.ts';
import { isAdjacentToTile, plantCost, sourceTile } from './plant.ts';
import { baseCounts, countsForPlay, rowMet } from './requirements.ts';
import { currentQuestion } from './run.ts';
import { wrongPhase } from './validate-phase.ts';
import { pollutionTargets } from './villages.ts';

/** A refusal: `what` names its message (`totw.error.<what>`), defaulting to the code. */
function err(code: string, message: string, params?: Record<string, MessageParam>, what = code): RuleError {
  return ruleError(code, message, `totw.error.${what}`, params);
}

function checkDiscards(
  s: TotwState,
  seat: number,
  ids: readonly string[],
  need: number,
  action: 'temple' | 'discard',
): RuleError | null {
  if (ids.length !== need) {
    const what = action === 'temple' ? 'The temple action' : 'The discard-only action';
    return err(
      'wrong-discard-count',
      `${what} discards exactly ${need} card${need === 1 ? '' : 's'}; you chose ${ids.length}.`,
      { action, n: need, chose: ids.length },
    );
  }
  const holder = s.holders[seat] as string[];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id))
      return err(
        'card-not-in-holder',
        `${id} is listed twice; each discarded card must be a different card.`,
        { card: id },
        'card-listed-twice',
      );
    seen.add(id);
    if (!holder.includes(id))
      return err('card-not-in-holder', `${id} is not in your holder.`, { card: id }, 'card-not-in-hand');
  }
  return null;
}

function tileAt(s: TotwState, seat: number, cell: CellRef): number {
  const i = cellIndex(cell);
  return i >= 0 && boardOf(s, seat).tiles[i] !== null ? i : -1;
}

function validatePlay(s: TotwState, seat: number, a: Extract<TotwAction, { type: 'play' }>): RuleError | null {
  const holder = s.holders[seat] as string[];
  const card = cardShapeOf(a.card);
  if (!card || !holder.includes(a.card))
    return err('card-not-in-holder', `${a.card} is not in your holder.`, { card: a.card }, 'card-not-in-hand');
  const two = card.rows.length === 2;
  if (two ? a.row === 'only' : a.row !== 'only') {
    return err(
      'row-not-on-card',
      two
        ? `${a.card} has two rows: choose easy or hard (not only).`
        : `${a.card} has a single row: choose only (not ${a.row}).`,
      { card: a.card },
      two ? 'row-two' : 'row-single',
    );
  }
  if (a.row === 'both') {
    if (card.element !== 'water' || !boardOf(s, seat).abilities.includes('confluence')) {
      return err(
        'both-rows-not-allowed',
        `Declaring both rows needs the Confluence ability and a water card; ${a.card} is a ${card.element} card${boardOf(s, seat).abilities.includes('confluence') ? '' : ' and you do not have Confluence'}.`,
        { ability: 'confluence' },
      );
    }
  }
  const base = baseCounts(s, seat);
  if (playableRows(s, seat, a.card, base).includes(a.row)) return null;
  const counts = countsForPlay(s, base, a.card);
  const rows: ('easy' | 'hard' | 'only')[] = a.row === 'both' ? ['easy', 'hard'] : [a.row];
  for (const r of rows) {
    const spec = card.rows[r === 'hard' ? 1 : 0];
    if (spec && !rowMet(spec, counts)) {
      const req = spec.kind === 'plain' ? requirementMessage(spec.requirement) : rowParts(spec).req;
      return err('requirement-not-met', `Requirement not met: the ${r} row of ${a.card} ${explainRow(spec, counts)}.`, {
        row: r,
        card: a.card,
        req,
      });
    }
  }
  return err('requirement-not-met', `Requirement not met for ${a.card}.`, { card: a.card }, 'requirement-not-met-card');
}

function validateTempleAt(s: TotwState, seat: number, slot: number, cell: CellRef): RuleError | null {
  const b = boardOf(s, seat);
  if (b.slotUsed[slot])
    return err('temple-slot-used', `Temple slot T${slot + 1} has already been used.`, { slot: slot + 1 });
  const i = tileAt(s, seat, cell);
  if (i < 0) return err('no-tile-at-cell', `There is no tile of yours at ${refText(cell)}.`, { cell: refId(cell) });
  if ((b.temple[i] as number) >= 0)
    return err('tile-has-temple', `The tile at ${refText(cell)} already has a temple.`, { cell: refId(cell) });
  return null;
}

function validateTop(s: TotwState, seat: number, a: TotwAction): RuleError | null {
  const b = boardOf(s, seat);
  switch (a.type) {
    case 'play':
      return validatePlay(s, seat, a);
    case 'temple': {
      const k = templeDiscardCount(b);
      const e = checkDiscards(s, seat, a.discard, k, 'temple');
      if (e) return e;
      if (b.slotUsed.every((u) => u)) return err('no-temples-left', 'All 4 of your temples are already built.');
      return validateTempleAt(s, seat, a.slot, a.cell);
    }
    case 'discard': {
      const av = availability(s, seat);
      if (!av.canDiscard) {
        const built = b.slotUsed.filter((u) => u).length;
        return err(
          'discard-only-not-allowed',
          av.stuck
            ? 'You cannot discard without building a temple: stuckDiscard is off, so a stuck player sends pass instead.'
            : `You can discard without building only once all 4 temples are built (you have built ${built}) or when no other action is legal.`,
          av.stuck ? undefined : { built },
          av.stuck ? 'discard-only-stuck' : 'discard-only-not-allowed',
        );
      }
      return checkDiscards(s, seat, a.discard, av.discardCount, 'discard');
    }
    case 'village': {
      if (b.markers <= 0)
        return err('no-village-markers', 'You have no village markers left: all 5 of your villages are built.');
      const i = tileAt(s, seat, a.cell);
      const cell = refId(a.cell);
      if (i < 0) return err('no-tile-at-cell', `There is no tile of yours at ${refText(a.cell)}.`, { cell });
      if (b.village[i])
        return err('village-already-built', `The tile at ${refText(a.cell)} is already a village.`, { cell });
      if (!isForest(b, i))
        return err('not-a-forest-tile', `The start tile at ${refText(a.cell)} cannot become a village.`, { cell });
      const tile = b.tiles[i] as string;
      const need = ridersNeeded(b, tile);
      const have = b.riders[i] as number;
      if (have < need) {
        return err('not-enough-riders', `Building a village on ${tile} needs ${need} riders on it; it has ${have}.`, {
          tile,
          need,
          have,
        });
      }
      return null;
    }
    case 'pass':
      return availability(s, seat).canPass
        ? null
        : err(
            'pass-not-allowed',
            'You may skip the action only when no other action is legal and stuckDiscard is off.',
          );
    default:
      return null;
  }
}

function validateDecision(s: TotwState, seat: number, a: TotwAction): RuleError | null {
  const b = boardOf(s, seat);
  const t = currentQuestion(s);
  switch (a.type) {
    case 'cleanse': {
      const i = cellIndex(a.cell);
      if (i < 0 || b.pollution[i] === 0) {
        return err('cell-not-polluted', `Cell ${refText(a.cell)} has no pollution token to remove.`, {
          cell: refId(a.cell),
        });
      }
      return null;
    }
    case 'plant': {
      const d = t?.t === 'plant' ? t.d : 0;
      const tile = sourceTile(s, a.source, a.source === 'market' ? a.slot : -1);
      if (tile === null) {
        if (a.source === 'market')
          return err(
            'source-empty',
            `Forest market slot ${a.slot + 1} is empty.`,
            { slot: a.slot + 1 },
            'market-slot-empty',
          );
        return s.config.forestStackTopTakeable
          ? err('source-empty', 'The forest stack is empty.', undefined, 'stack-empty')
          : err(
              'source-empty',
              'The forest stack top cannot be bought in this game (forestStackTopTakeable is off).',
              undefined,
              'stack-not-takeable',
            );
      }
      const i = cellIndex(a.cell);
      if (i < 0)
        return err('cell-out-of-grid', `Cell ${refText(a.cell)} is outside your 3 × 4 grid.`, { cell: refId(a.cell) });
      if (b.tiles[i] !== null)
        return err('cell-occupied', `Cell ${cellText(i)} already holds a tile (${b.tiles[i]}).`, {
          cell: nodeId(i),
          tile: b.tiles[i] as string,
        });
      const p = b.pollution[i] as number;
      if (p > (b.abilities.includes('ashToSoil') ? 1 : 0)) {
        return err(
          'cell-polluted',
          `Cell ${cellText(i)} has ${p} pollution token${p === 1 ? '' : 's'}; a tile needs a clean cell${b.abilities.includes('ashToSoil') ? ' (or one with exactly 1 token, with Ash to Soil)' : ''}.`,
          { cell: nodeId(i), n: p },
          b.abilities.includes('ashToSoil') ? 'cell-polluted-ash' : 'cell-polluted',
        );
      }
      if (!isAdjacentToTile(b, i))
        return err('cell-not-adjacent', `Cell ${cellText(i)} does not touch any of your tiles.`, { cell: nodeId(i) });
      const cost = plantCost(b, tile, d);
      if (cost > b.water)
        return err('insufficient-water', `${tile} costs ${cost} water here; you have ${b.water}.`, {
          tile,
          cost,
          water: b.water,
        });
      return null;
    }
    case 'step': {
      const from = nodeIndex(a.from);
      const to = nodeIndex(a.to);
      if (ridersAt(b, from) === 0 || (from !== CAPITAL && !isNode(b, from))) {
        return err('no-rider-at-source', `There is no rider of yours at ${refText(a.from)}.`, { cell: refId(a.from) });
      }
      if (!isEdge(b, from, to)) {
        const why = !isNode(b, to)
          ? `${refText(a.to)} holds none of your tiles`
          : from === to
            ? 'a step must go to another node'
            : 'they are not linked (orthogonal tiles, the capital and (0,0), or portal villages)';
        const what = !isNode(b, to) ? 'step-no-tile' : from === to ? 'step-same' : 'step-not-linked';
        return err(
          'invalid-step',
          `A rider cannot step from ${refText(a.from)} to ${refText(a.to)}: ${why}.`,
          { from: refId(a.from), to: refId(a.to) },
          what,
        );
      }
      return null;
    }
    case 'catapult': {
      const from = nodeIndex(a.from);
      const to = nodeIndex(a.to);
      if (ridersAt(b, from) === 0 || (from !== CAPITAL && !isNode(b, from))) {
        return err('no-rider-at-source', `There is no rider of yours at ${refText(a.from)}.`, { cell: refId(a.from) });
      }
      if (!isCatapult(b, from, to)) {
        return err(
          'invalid-catapult-target',
          `A catapult puts the rider on another of your tiles; ${refText(a.to)} is ${to === from ? 'where it already is' : 'not one of your tiles'}.`,
          { to: refId(a.to) },
          to === from ? 'catapult-same' : 'catapult-not-tile',
        );
      }
      return null;
    }
    case 'freeTemple':
      return validateTempleAt(s, seat, a.slot, a.cell);
    case 'villageCard': {
      if (s.villageRow[a.slot] == null)
        return err('village-slot-empty', `Village row slot ${a.slot + 1} is empty.`, { slot: a.slot + 1 });
      const full = b.tucked.length >= 4;
      if (a.side === 'tuck' && full && a.replace === undefined) {
        return err(
          'tuck-limit-replace-required',
          'You already have 4 tucked village cards: name one of them to discard (replace 0–3), or use the card now.',
        );
      }
      if (a.replace !== undefined) {
        if (a.side !== 'tuck' || !full) {
          return err(
            'bad-replace-index',
            `replace names a tucked card to discard and is allowed only when tucking with 4 cards already tucked (you have ${b.tucked.length}).`,
            { n: b.tucked.length },
            'replace-not-allowed',
          );
        }
        if (!Number.isInteger(a.replace) || a.replace < 0 || a.replace > 3) {
          return err(
            'bad-replace-index',
            `replace must name one of your 4 tucked cards (0–3); got ${a.replace}.`,
            undefined,
            'replace-out-of-range',
          );
        }
      }
      return null;
    }
    case 'draw':
      if (a.source === 'row') {
        return s.row[a.slot] == null
          ? err('source-empty', `Element row slot ${a.slot + 1} is empty.`, { slot: a.slot + 1 }, 'row-slot-empty')
          : null;
      }
      return s.deck.length === 0 && s.discard.length === 0
        ? err('source-empty', 'The element deck and the discard pile are both empty.', undefined, 'deck-empty')
        : null;
    case 'ability': {
      const mine = availableAbilities(s, seat);
      if (mine.includes(a.id)) return null;
      const owner = CAT.abilities.get(a.id)?.leader;
      return err(
        'ability-unavailable',
        b.abilities.includes(a.id)
          ? `You have already chosen ${a.id}.`
          : `${a.id} is not one of your leader's ability cards (it belongs to ${owner ?? 'another leader'}).`,
        { ability: a.id },
        b.abilities.includes(a.id) ? 'ability-chosen' : 'ability-not-yours',
      );
    }
    case 'firebreak': {
      const targets = t?.t === 'firebreak' ? pollutionTargets(s, b, t.cell) : [];
      const i = cellIndex(a.cell);
      if (targets.includes(i)) return null;
      return err(
        'bad-firebreak-cell',
        `${refText(a.cell)} would not receive build pollution; choose one of ${targets.map(cellText).join(', ')}.`,
        { cell: refId(a.cell), cells: targets.map(nodeId) },
      );
    }
    default:
      return null;
  }
}

/** §3.12: the general checks, then the checks of the action's type in the spec's order. */
export function validateAction(s: TotwState, seat: number, a: TotwAction): RuleError | null {
  if (s.phase === 'over') return err('game-over', 'The game is over; no more actions can be taken.');
  if (seat !== s.seat)
    return err('not-your-turn', `It is not your turn: Seat ${s.seat + 1} is to act.`, { player: { seat: s.seat } });
  const phase = wrongPhase(s, a);
  if (phase) return phase;
  return s.phase === 'action' ? validateTop(s, seat, a) : validateDecision(s, seat, a);
}
