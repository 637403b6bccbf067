import type { Message, Seat } from '@boardhall/engine';
import type { TotwAction } from './actions.ts';
import { cellIndex, refId } from './grid.ts';
import { effectsMessage, rowEffectsMessage, taskMessage } from './message-params.ts';
import { ridersNeeded } from './rules/board.ts';
import { elementWord } from './rules/log.ts';
import { plantCost, sourceTile } from './rules/plant.ts';
import { currentQuestion } from './rules/run.ts';
import type { TotwState } from './state.ts';
import { CAT, cardShapeOf, editionOf, leaderOf, tablesOf } from './tables.ts';

function rowEffects(s: TotwState, card: string, row: 'easy' | 'hard' | 'only'): Message {
  return rowEffectsMessage(tablesOf(editionOf(s.config)).cards.get(card)?.rows[row === 'hard' ? 1 : 0]);
}

function slotEffects(s: TotwState, seat: Seat, slot: number): Message {
  const l = s.leaders[seat];
  return effectsMessage(l === undefined ? [] : (leaderOf(l).templeSlots[slot] ?? []));
}

/** A short account of an action, in the state it is taken from (names the card, tile, costs…). */
export function describeAction(s: TotwState, seat: Seat, a: TotwAction): Message {
  const b = s.boards[seat];
  if (!b) return { key: 'totw.action.unknown' };
  switch (a.type) {
    case 'play': {
      const element = cardShapeOf(a.card)?.element ?? 'unknown';
      if (a.row === 'both') {
        const effects = {
          key: 'totw.effects.both',
          params: { easy: rowEffects(s, a.card, 'easy'), hard: rowEffects(s, a.card, 'hard') },
        };
        return { key: 'totw.action.play-both', params: { card: a.card, element, effects } };
      }
      return {
        key: 'totw.action.play',
        params: { card: a.card, element, row: a.row, effects: rowEffects(s, a.card, a.row) },
      };
    }
    case 'temple':
      return {
        key: 'totw.action.temple',
        params: {
          cards: [...a.discard],
          slot: a.slot + 1,
          cell: refId(a.cell),
          effects: slotEffects(s, seat, a.slot),
        },
      };
    case 'discard':
      return { key: 'totw.action.discard', params: { cards: [...a.discard] } };
    case 'village': {
      const i = cellIndex(a.cell);
      const tile = i >= 0 ? (b.tiles[i] ?? 'no tile') : 'no tile';
      return {
        key: 'totw.action.village',
        params: { tile, cell: refId(a.cell), riders: CAT.forest.has(tile) ? ridersNeeded(b, tile) : 0 },
      };
    }
    case 'pass':
      return { key: 'totw.action.pass' };
    case 'cleanse': {
      const i = cellIndex(a.cell);
      return {
        key: 'totw.action.cleanse',
        params: { cell: refId(a.cell), tokens: i >= 0 ? (b.pollution[i] ?? 0) : 0 },
      };
    }
    case 'plant': {
      const q = currentQuestion(s);
      const tile = sourceTile(s, a.source, a.source === 'market' ? a.slot : -1) ?? 'nothing';
      const cost = CAT.forest.has(tile) ? plantCost(b, tile, q?.t === 'plant' ? q.d : 0) : 0;
      return a.source === 'market'
        ? { key: 'totw.action.plant-market', params: { tile, slot: a.slot + 1, cell: refId(a.cell), cost } }
        : { key: 'totw.action.plant-stack', params: { tile, cell: refId(a.cell), cost } };
    }
    case 'plantSkip':
      return { key: 'totw.action.plant-skip' };
    case 'step':
      return { key: 'totw.action.step', params: { from: refId(a.from), to: refId(a.to) } };
    case 'stopMoving': {
      const q = currentQuestion(s);
      return { key: 'totw.action.stop-moving', params: { left: q?.t === 'move' ? q.n - q.done : 0 } };
    }
    case 'catapult':
      return { key: 'totw.action.catapult', params: { from: refId(a.from), to: refId(a.to) } };
    case 'catapultSkip':
      return { key: 'totw.action.catapult-skip' };
    case 'freeTemple':
      return {
        key: 'totw.action.free-temple',
        params: { slot: a.slot + 1, cell: refId(a.cell), effects: slotEffects(s, seat, a.slot) },
      };
    case 'freeTempleSkip':
      return { key: 'totw.action.free-temple-skip' };
    case 'villageCard': {
      const id = s.villageRow[a.slot] ?? null;
      const card = id === null ? undefined : tablesOf(editionOf(s.config)).villages.get(id);
      if (!card) return { key: 'totw.action.unknown' };
      if (a.side === 'immediate') {
        return {
          key: 'totw.action.village-card-use',
          params: { card: card.id, effects: effectsMessage(card.immediate) },
        };
      }
      const params = { card: card.id, task: taskMessage(card.task), vp: card.vp };
      if (a.replace !== undefined) {
        return {
          key: 'totw.action.village-card-replace',
          params: { ...params, old: b.tucked[a.replace] ?? 'nothing' },
        };
      }
      return { key: 'totw.action.village-card-tuck', params };
    }
    case 'firebreak':
      return { key: 'totw.action.firebreak', params: { cell: refId(a.cell) } };
    case 'rootedRiders': {
      const q = currentQuestion(s);
      const cell = q?.t === 'rooted' ? refId({ r: Math.floor(q.cell / 4), c: q.cell % 4 }) : 'capital';
      return a.accept ? { key: 'totw.action.rooted-accept', params: { cell } } : { key: 'totw.action.rooted-decline' };
    }
    case 'draw': {
      if (a.source === 'row') {
        const id = s.row[a.slot];
        const e = id == null ? undefined : CAT.elementOf.get(id);
        return {
          key: 'totw.action.draw-row',
          params: { element: elementWord(e ?? -1), slot: a.slot + 1 },
        };
      }
      const top = s.deck[0];
      const e = top === undefined ? undefined : CAT.elementOf.get(top);
      const known = s.config.deckTopVisible && e !== undefined;
      return {
        key: 'totw.action.draw-deck',
        params: { element: known ? elementWord(e) : 'hidden' },
      };
    }
    case 'ability':
      return { key: 'totw.action.ability', params: { ability: a.id } };
  }
}
