import type { LogSink, Message } from '@boardhall/engine';
import type { TotwAction } from '../actions.ts';
import { CAPITAL, cellIndex, nodeId, nodeIndex, refId } from '../grid.ts';
import { effectsMessage } from '../message-params.ts';
import type { Source, TotwState } from '../state.ts';
import { CAT, cardOf, editionOf } from '../tables.ts';
import { boardOf, has } from './board.ts';
import { takeFromDeck } from './draw.ts';
import { pushEffects } from './effects.ts';
import { checkpoint, chooseAbility } from './leaders.ts';
import { elementWord, player, say, sayPrivately } from './log.ts';
import { moveRider } from './movement.ts';
import { placeTile } from './plant.ts';
import { baseCounts, type Counts, countsForPlay, scalingTier } from './requirements.ts';
import { currentQuestion, questionIf, run } from './run.ts';
import { buildTemple, discardFromHolder, removeFirst } from './temples.ts';
import { takeVillageCard } from './village-cards.ts';
import { applyBuildPollution, buildVillage } from './villages.ts';

const DECLINED = {
  plantSkip: 'totw.log.plant-skip',
  stopMoving: 'totw.log.stop-moving',
  catapultSkip: 'totw.log.catapult-skip',
  freeTempleSkip: 'totw.log.free-temple-skip',
} as const;

/** Pushes the end of the turn and the draw step below whatever the action queues. */
function beginAction(s: TotwState, action: NonNullable<TotwState['turn']['action']>): void {
  s.turn.action = action;
  if (action === 'play' || action === 'temple' || action === 'discard') s.reveals++;
  s.queue.push({ t: 'endTurn' }, { t: 'drawStep' });
}

function play(s: TotwState, seat: number, id: string, row: 'easy' | 'hard' | 'only' | 'both', log?: LogSink): void {
  const card = cardOf(id, editionOf(s.config));
  // Read before the card leaves the hand; only a scaling row (always the first) needs them.
  const counts = card.rows[0].kind === 'scaling' ? countsForPlay(s, baseCounts(s, seat), id) : null;
  removeFirst(s.holders[seat] as string[], id);
  s.inPlay.push(id);
  beginAction(s, 'play');
  s.queue.push({ t: 'playDone' });
  const ws = has(boardOf(s, seat), 'wellspring');
  // The text is only for the log: a search, which passes none, does not pay for it.
  const texts: Message[] | null = log ? [] : null;
  for (let k = 0; k < (row === 'both' ? 2 : 1); k++) {
    const r = row === 'both' ? (k === 0 ? 'hard' : 'easy') : row;
    const spec = card.rows[r === 'hard' ? 1 : 0];
    if (spec === undefined) continue;
    const src: Source = { kind: 'card', id, row: r };
    const effects =
      spec.kind === 'plain' ? spec.effects : (spec.tiers[scalingTier(spec, counts as Counts)]?.effects ?? []);
    pushEffects(s, effects, src, ws);
    texts?.unshift(effectsMessage(effects));
  }
  if (log && texts) {
    const none = effectsMessage([]);
    say(log, 'totw.log.play', {
      player: player(seat),
      card: id,
      element: card.element,
      row,
      effects:
        row === 'both'
          ? { key: 'totw.effects.both', params: { easy: texts[0] ?? none, hard: texts[1] ?? none } }
          : (texts[0] ?? none),
    });
  }
}

function draw(s: TotwState, seat: number, a: Extract<TotwAction, { type: 'draw' }>, log?: LogSink): void {
  const task = questionIf(s, 'draw');
  if (task === null) return;
  let card: string | null;
  if (a.source === 'row') {
    card = s.row[a.slot] ?? null;
    s.row[a.slot] = null;
  } else {
    card = takeFromDeck(s, log);
  }
  if (card === null) return;
  (s.holders[seat] as string[]).push(card);
  if (a.source === 'row') s.reveals++;
  task.done++;
  if (task.done >= task.n) s.queue.pop();
  if (log) {
    const element = elementWord(CAT.elementOf.get(card) ?? -1);
    const from = a.source === 'row' ? { key: 'totw.from.row', params: { n: a.slot + 1 } } : { key: 'totw.from.deck' };
    const pub = { key: 'totw.log.draw', params: { player: player(seat), element, from } };
    if (task.blind) say(log, 'totw.log.draw-blind', { player: player(seat), element, from });
    else sayPrivately(log, seat, 'totw.log.draw-face', { player: player(seat), element, from, card }, pub);
  }
  if (task.blind) s.turn.blind.push(card);
}

/** Applies a validated action, then runs the automatic steps and the checkpoint that follow it. */
export function applyAction(s: TotwState, seat: number, a: TotwAction, log?: LogSink): void {
  const b = boardOf(s, seat);
  const turn = s.turn;
  const q = s.queue;
  switch (a.type) {
    case 'play':
      play(s, seat, a.card, a.row, log);
      break;
    case 'temple':
      beginAction(s, 'temple');
      if (log) say(log, 'totw.log.discard-temple', { player: player(seat), cards: [...a.discard].sort() });
      discardFromHolder(s, seat, a.discard);
      buildTemple(s, seat, a.slot, cellIndex(a.cell), log);
      break;
    case 'discard':
      beginAction(s, 'discard');
      if (log) say(log, 'totw.log.discard-only', { player: player(seat), cards: [...a.discard].sort() });
      discardFromHolder(s, seat, a.discard);
      break;
    case 'village':
      beginAction(s, 'village');
      buildVillage(s, seat, cellIndex(a.cell), log);
      break;
    case 'pass':
      beginAction(s, 'pass');
      if (log) say(log, 'totw.log.pass', { player: player(seat) });
      break;
    case 'cleanse': {
      const t = questionIf(s, 'cleanse');
      const c = cellIndex(a.cell);
      b.pollution[c] = (b.pollution[c] as number) - 1;
      if (log) say(log, 'totw.log.cleanse', { player: player(seat), cell: nodeId(c) });
      if (t !== null && ++t.done >= t.n) q.pop();
      break;
    }
    case 'plant': {
      const d = questionIf(s, 'plant')?.d ?? 0;
      q.pop();
      placeTile(s, seat, a.source === 'stack' ? -1 : a.slot, cellIndex(a.cell), d, log);
      break;
    }
    case 'step': {
      const t = questionIf(s, 'move');
      moveRider(b, nodeIndex(a.from), nodeIndex(a.to));
      if (log) say(log, 'totw.log.step', { player: player(seat), from: refId(a.from), to: refId(a.to) });
      if (t !== null && ++t.done >= t.n) q.pop();
      break;
    }
    case 'catapult':
      q.pop();
      moveRider(b, nodeIndex(a.from), nodeIndex(a.to));
      if (log) say(log, 'totw.log.catapult', { player: player(seat), from: refId(a.from), to: refId(a.to) });
      break;
    case 'freeTemple':
      q.pop();
      buildTemple(s, seat, a.slot, cellIndex(a.cell), log);
      break;
    case 'plantSkip':
    case 'stopMoving':
    case 'catapultSkip':
    case 'freeTempleSkip':
      if (log) {
        const t = currentQuestion(s);
        say(log, DECLINED[a.type], { player: player(seat), left: t?.t === 'move' ? t.n - t.done : 0 });
      }
      q.pop();
      break;
    case 'villageCard':
      q.pop();
      takeVillageCard(s, seat, a.slot, a.side, a.replace, log);
      break;
    case 'firebreak': {
      const t = currentQuestion(s);
      q.pop();
      const spared = cellIndex(a.cell);
      if (log) say(log, 'totw.log.firebreak', { player: player(seat), cell: nodeId(spared) });
      if (t?.t === 'firebreak') applyBuildPollution(s, seat, t.cell, spared, log);
      break;
    }
    case 'rootedRiders': {
      const t = currentQuestion(s);
      q.pop();
      if (a.accept && t?.t === 'rooted') {
        moveRider(b, CAPITAL, t.cell);
        if (log) say(log, 'totw.log.rooted-riders', { player: player(seat), cell: nodeId(t.cell) });
      }
      break;
    }
    case 'draw':
      draw(s, seat, a, log);
      break;
    case 'ability':
      q.pop();
      chooseAbility(s, seat, a.id, log);
      break;
  }
  run(s, log);
  // The checkpoint would find nothing new (it reads only the board, and ran on this one already)
  // when a new turn began (`startTurn` ran it) or after a draw, which leaves the board as it was
  // and is followed only by more draws and the end of the turn (which runs its own). Searches
  // apply millions of actions: this saves a third of the checkpoints. Only a plant places a tile.
  if (s.turn === turn && a.type !== 'draw') checkpoint(s, log, a.type === 'plant');
}
