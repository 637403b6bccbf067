/**
 * How long local play takes to send one action: `LocalSession.send`, which applies the action and
 * refreshes the table (view, legal actions, log, undo availability). One Tribes of the Wind game,
 * a human seat (random legal moves, seeded) against random bots; bot moves are not timed.
 *
 *   npx tsx packages/web/scripts/local-send-time.ts [--seed s] [--players n] [--json]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Rng } from '@boardhall/engine';
import { tribesOfTheWind } from '@boardhall/tribes-of-the-wind';
import { directRunner } from '../src/session/bots.ts';
import { LocalSession } from '../src/session/local.ts';
import type { LocalMatchRecord } from '../src/session/storage.ts';
import type { SessionState } from '../src/session/types.ts';

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: 'send-time' },
    players: { type: 'string', default: '3' },
    json: { type: 'boolean', default: false },
  },
});
const players = Number(values.players);
const seed = values.seed as string;

const record: LocalMatchRecord = {
  v: 1,
  id: seed,
  game: tribesOfTheWind.id,
  players,
  options: {},
  seed,
  rngScheme: 'chacha20',
  seats: Array.from({ length: players }, (_, i) =>
    i === 0 ? { kind: 'human', name: 'Ann' } : { kind: 'bot', bot: 'random', name: null },
  ),
  actions: [],
  createdAt: 0,
  updatedAt: 0,
  finished: false,
  toAct: [],
};

/** Resolves once the session's state satisfies `pred` (bots move on timers). */
function until(session: LocalSession, pred: (s: SessionState) => boolean): Promise<SessionState> {
  return new Promise((resolve) => {
    const check = () => {
      const s = session.getState();
      if (!pred(s)) return;
      stop();
      resolve(s);
    };
    const stop = session.subscribe(check);
    check();
  });
}

const percentile = (sorted: readonly number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

const session = new LocalSession(tribesOfTheWind as never, record, {
  bots: directRunner(),
  botPause: () => 0,
  persist: false,
});
const rng = new Rng(`${seed}/human`);
const times: number[] = [];
for (;;) {
  const st = await until(session, (s) => s.status === 'finished' || s.legal.length > 0);
  if (st.status === 'finished') break;
  const action = rng.pick(st.legal);
  const t0 = performance.now();
  session.send(action);
  times.push(performance.now() - t0);
}
const actions = session.getState().version;
session.dispose();

const sorted = [...times].sort((a, b) => a - b);
const round = (x: number) => Math.round(x * 10) / 10;
const result = {
  game: tribesOfTheWind.id,
  players,
  seed,
  actions,
  sends: times.length,
  medianMs: round(percentile(sorted, 0.5)),
  p90Ms: round(percentile(sorted, 0.9)),
  maxMs: round(sorted.at(-1) ?? 0),
  totalMs: round(times.reduce((a, b) => a + b, 0)),
};
if (values.json) console.log(JSON.stringify(result));
else
  console.log(
    `${result.game}, ${players} players, seed ${seed}: ${result.actions} actions, ${result.sends} sent by the human; ` +
      `send median ${result.medianMs} ms, 90th percentile ${result.p90Ms} ms, max ${result.maxMs} ms, total ${result.totalMs} ms`,
  );
