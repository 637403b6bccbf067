import type { LogSink } from '@boardhall/engine';
import { effectsMessage, sourceMessage } from '../message-params.ts';
import type { QuestionKind, Task, TotwState } from '../state.ts';
import { startTileOf } from '../tables.ts';
import { boardOf, totalTokens } from './board.ts';
import { anyDrawSource, refillRow } from './draw.ts';
import { resolveEffect } from './effects.ts';
import { player, say, sayPrivately } from './log.ts';
import { anyCatapult, anyStep } from './movement.ts';
import { anyPlant } from './plant.ts';
import { freeTempleAvailable } from './temples.ts';
import { advance, endTurn, startTurn } from './turn.ts';
import { anyVillageCard } from './village-cards.ts';
import { placeMarker } from './villages.ts';

export function isQuestion(t: Task): t is Extract<Task, { t: QuestionKind }> {
  return isQuestionKind(t.t);
}

/** Whether a task of this kind is a question (reading a task's kind once: tasks come in many shapes). */
function isQuestionKind(kind: Task['t']): kind is QuestionKind {
  switch (kind) {
    case 'cleanse':
    case 'move':
    case 'plant':
    case 'catapult':
    case 'freeTemple':
    case 'rooted':
    case 'firebreak':
    case 'villageCard':
    case 'draw':
    case 'ability':
      return true;
    default:
      return false;
  }
}

/** Whether a question has a legal answer besides skip/stop (§3.12: otherwise it is skipped). */
export function questionOpen(s: TotwState, t: Extract<Task, { t: QuestionKind }>): boolean {
  const b = boardOf(s, s.seat);
  switch (t.t) {
    case 'cleanse':
      return t.done < t.n && totalTokens(b) > 0;
    case 'move':
      return t.done < t.n && anyStep(b);
    case 'plant':
      return anyPlant(s, s.seat, t.d);
    case 'catapult':
      return anyCatapult(b);
    case 'freeTemple':
      return freeTempleAvailable(b);
    case 'rooted':
      return b.capital > 0;
    case 'firebreak':
    case 'ability':
      return true;
    case 'villageCard':
      return anyVillageCard(s);
    case 'draw':
      return t.done < t.n && anyDrawSource(s);
  }
}

/** The question the seat to act must answer now, or null in the action phase / after the end. */
export function currentQuestion(s: TotwState): Extract<Task, { t: QuestionKind }> | null {
  if (s.phase !== 'resolve') return null;
  const top = s.queue[s.queue.length - 1];
  return top !== undefined && isQuestion(top) ? top : null;
}

/**
 * The current question when it is of `kind`, else null: `currentQuestion(s)` narrowed to a kind,
 * reading the task's kind once (tasks come in many shapes, so each read is a slow lookup).
 */
export function questionIf<K extends QuestionKind>(s: TotwState, kind: K): Extract<Task, { t: K }> | null {
  if (s.phase !== 'resolve') return null;
  const top = s.queue[s.queue.length - 1];
  return top !== undefined && top.t === kind ? (top as Extract<Task, { t: K }>) : null;
}

/**
 * Runs automatic steps until a question with a real choice, the action phase of a turn, or the
 * end of the game. Questions without any answer but skip/stop are skipped here (§3.12).
 */
export function run(s: TotwState, log?: LogSink): void {
  const q = s.queue;
  for (;;) {
    if (s.phase === 'over') return;
    const top = q[q.length - 1];
    if (top === undefined) {
      s.phase = 'action';
      return;
    }
    const kind = top.t;
    if (isQuestionKind(kind)) {
      if (questionOpen(s, top as Extract<Task, { t: QuestionKind }>)) {
        s.phase = 'resolve';
        return;
      }
      q.pop();
      if (log) say(log, 'totw.log.skipped', { player: player(s.seat), decision: kind });
      continue;
    }
    switch (kind) {
      case 'effs': {
        const e = top.list[top.i];
        if (log && top.i === 0 && top.src.kind !== 'card') {
          say(log, 'totw.log.effects', {
            player: player(s.seat),
            source: sourceMessage(top.src),
            effects: effectsMessage(top.list),
          });
        }
        top.i++;
        if (top.i >= top.list.length) q.pop();
        if (e !== undefined) resolveEffect(s, e, top.src, top, log);
        break;
      }
      case 'twin':
        q.pop();
        s.turn.twinUsed = true;
        q.push({ t: 'plant', d: 0, src: top.src });
        break;
      case 'marker':
        q.pop();
        placeMarker(s, s.seat, log);
        break;
      case 'vcDone': {
        q.pop();
        const v = s.villageInPlay;
        if (v !== null) s.villageDiscard.push(v);
        s.villageInPlay = null;
        break;
      }
      case 'playDone': {
        q.pop();
        const c = s.inPlay.pop();
        if (c !== undefined) s.discard.push(c);
        break;
      }
      case 'drawStep': {
        q.pop();
        const n = Math.max(0, 5 - (s.holders[s.seat] as string[]).length);
        const blind = s.turn.action === 'temple' || s.turn.action === 'discard';
        q.push({ t: 'drawEnd', blind });
        if (n > 0) q.push({ t: 'draw', n, done: 0, blind });
        break;
      }
      case 'drawEnd': {
        q.pop();
        if (top.blind && s.turn.blind.length > 0) {
          if (log)
            sayPrivately(log, s.seat, 'totw.log.blind-reveal', { player: player(s.seat), cards: [...s.turn.blind] });
          s.turn.blind = [];
        }
        refillRow(s, log);
        break;
      }
      case 'endTurn':
        q.pop();
        endTurn(s, log);
        break;
      case 'advance':
        q.pop();
        advance(s, log);
        break;
      case 'setupSeat': {
        q.pop();
        s.seat = top.seat;
        const start = startTileOf(top.seat);
        if (start.gains.length > 0)
          q.push({ t: 'effs', list: start.gains, i: 0, src: { kind: 'start', id: start.id }, ws: false });
        if (log) say(log, 'totw.log.start-gains', { player: player(top.seat), tile: start.id });
        break;
      }
      case 'startGame':
        q.pop();
        s.setup = false;
        s.round = 1;
        s.seat = 0;
        startTurn(s, log);
        break;
    }
  }
}
