/**
 * Prints a random 3-player game as its log reads for a spectator and for seat 0
 * (usage: npx tsx packages/tribes-of-the-wind/scripts/replay.ts [seed] [maxLines]).
 */
import { type LogEntry, Rng, renderMessage, visibleLog } from '@boardhall/engine';
import { defaultOptions, tribesOfTheWind as g, messages } from '../src/index.ts';

const seed = process.argv[2] ?? 'replay';
const maxLines = Number(process.argv[3] ?? 200);
const viewer = process.argv[4] === 'spectator' ? 'spectator' : 0;
const log: LogEntry[] = [];
let s = g.setup(3, defaultOptions({ maxRounds: 12 }), seed);
const rng = new Rng(`choices:${seed}`);
while (g.activeSeats(s).length > 0) {
  const seat = g.activeSeats(s)[0] as number;
  const legal = g.legalActions(s, seat);
  const villages = legal.filter((a) => a.type === 'village');
  const a = villages.length > 0 ? rng.pick(villages) : rng.pick(legal);
  s = g.apply(s, seat, a, log);
}
const lines = visibleLog(log, viewer).map((m) => renderMessage(messages, 'en', m));
console.log(lines.slice(0, maxLines).join('\n'));
console.log(`… ${lines.length} lines in all`);
console.log(lines.slice(-8).join('\n'));
