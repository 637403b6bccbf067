import type { LogSink } from '@boardhall/engine';
import type { Effect } from '../content/schema.ts';
import type { Source, TotwState } from '../state.ts';
import { boardOf, has, totalTokens } from './board.ts';
import { player, say } from './log.ts';

/**
 * Resolves one effect (§3.5). Water is immediate; every other effect becomes a question task
 * on the resolution stack, with Purifier and Tailwind applied as it starts. `row` carries
 * Wellspring's pending +1 for an element-card row.
 */
export function resolveEffect(s: TotwState, e: Effect, src: Source, row: { ws: boolean } | null, log?: LogSink): void {
  const seat = s.seat;
  const b = boardOf(s, seat);
  switch (e.kind) {
    case 'water': {
      b.water += e.n;
      if (log) say(log, 'totw.log.water', { player: player(seat), n: e.n, water: b.water });
      if (row?.ws) {
        row.ws = false;
        b.water += 1;
        if (log) say(log, 'totw.log.wellspring', { player: player(seat), water: b.water });
      }
      return;
    }
    case 'cleanse': {
      const n = e.n + (has(b, 'purifier') ? 1 : 0);
      const k = Math.min(n, totalTokens(b));
      if (k > 0) s.queue.push({ t: 'cleanse', n: k, done: 0, src });
      else if (log) say(log, 'totw.log.cleanse-nothing', { player: player(seat), n });
      return;
    }
    case 'plant':
      s.queue.push({ t: 'plant', d: e.discount, src });
      return;
    case 'move':
      s.queue.push({ t: 'move', n: e.n + (has(b, 'tailwind') ? 1 : 0), done: 0, src });
      return;
    case 'catapult':
      s.queue.push({ t: 'catapult', src });
      return;
    case 'temple':
      s.queue.push({ t: 'freeTemple', src });
      return;
  }
}

/** Queues a list of effects (printed order). Wellspring's +1 rides on element-card rows with water. */
export function pushEffects(s: TotwState, list: readonly Effect[], src: Source, wellspring: boolean): void {
  if (list.length === 0) return;
  let ws = false;
  if (wellspring) for (const e of list) if (e.kind === 'water') ws = true;
  s.queue.push({ t: 'effs', list, i: 0, src, ws });
}
