import type { LogSink } from '@boardhall/engine';
import type { TotwState } from '../state.ts';
import { checkpoint } from './leaders.ts';
import { player, say } from './log.ts';
import { rankBreakdowns, type ScoreBreakdown, scoreBoard } from './scoring.ts';

/** A new turn for `s.seat`: fresh turn state, then the turn's first checkpoint (§4.1.2). */
export function startTurn(s: TotwState, log?: LogSink): void {
  s.turn = { action: null, twinUsed: false, completed: [false, false], blind: [] };
  s.phase = 'action';
  if (log) say(log, 'totw.log.turn', { player: player(s.seat), round: s.round });
  checkpoint(s, log);
}

/** §3.11.1: the last checkpoint, then the ability choices (colour path first), then the end check. */
export function endTurn(s: TotwState, log?: LogSink): void {
  checkpoint(s, log);
  s.queue.push({ t: 'advance' });
  const [path, unique] = s.turn.completed;
  const n = (path ? 1 : 0) + (unique ? 1 : 0);
  if (unique) s.queue.push({ t: 'ability', task: 1, n, done: n - 1 });
  if (path) s.queue.push({ t: 'ability', task: 0, n, done: 0 });
}

/** §3.11.2 and §6.1: the game ends after seat N−1 in round T+1, or after round maxRounds without a trigger. */
export function advance(s: TotwState, log?: LogSink): void {
  if (s.seat === s.players - 1) {
    if (s.triggerRound !== null) {
      if (s.round >= s.triggerRound + 1) {
        finish(s, 'fifth-village', log);
        return;
      }
    } else if (s.config.maxRounds !== null && s.round >= s.config.maxRounds) {
      finish(s, 'max-rounds', log);
      return;
    }
    s.round++;
    s.seat = 0;
    if (log && s.triggerRound !== null) say(log, 'totw.log.final-round', { round: s.round });
  } else {
    s.seat++;
  }
  startTurn(s, log);
}

function finish(s: TotwState, reason: 'fifth-village' | 'max-rounds', log?: LogSink): void {
  s.phase = 'over';
  s.endedBy = reason;
  s.queue.length = 0;
  if (log) {
    say(log, reason === 'fifth-village' ? 'totw.log.game-over' : 'totw.log.game-over-max-rounds', { round: s.round });
    const scores = s.boards.map((_, p) => scoreBoard(s, p));
    for (const { place: rank, seats } of rankBreakdowns(scores).places) {
      for (const p of seats) {
        const x = scores[p] as ScoreBreakdown;
        say(log, 'totw.log.final-score', {
          player: player(p),
          total: x.total,
          rank,
          endToken: x.endToken,
          villages: x.villages,
          temples: x.temples,
          polluted: x.pollutedCells,
          tiles: x.tiles,
          cards: x.villageCards,
          powers: x.leaderPowers,
        });
      }
    }
  }
}
