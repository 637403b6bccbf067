/**
 * Diagnostic: what the server's per-action steps cost in microseconds, in one process, without
 * the network or the database. Plays random games and times, per action: submit (validate, apply,
 * state hash), the state hash alone, every seat's view, serialising every seat's frame, the undo
 * check. `npx tsx packages/server/scripts/frame-cost.ts [game] [players] [games]`
 */
import { type AnyGameDefinition, Match, Rng, StateViews, stateHash, undoVerdict } from '@boardhall/engine';
import { games } from '@boardhall/games';

const [gameId = 'four-humours', playersArg = '2', gamesArg = '30'] = process.argv.slice(2);
const def = games.get(gameId) as AnyGameDefinition;
const players = Number(playersArg);
const t = { submit: 0, hash: 0, views: 0, json: 0, jsonBytes: 0, undo: 0, legal: 0, actions: 0 };
const now = () => performance.now() * 1000;
for (let g = 0; g < Number(gamesArg); g++) {
  const m = Match.create(def, players, {}, `fc-${g}`);
  const rng = new Rng(`fc-pick-${g}`);
  let prevViews = new StateViews(def, m.state);
  for (let n = 0; n < 2000 && m.outcome() === null; n++) {
    const active = def.activeSeats(m.state);
    const seat = active[0] as number;
    const before = m.state;
    let t0 = now();
    const legal = def.legalActions(m.state, seat);
    t.legal += now() - t0;
    const action = rng.pick(legal);
    t0 = now();
    m.submit(seat, action);
    t.submit += now() - t0;
    t0 = now();
    stateHash(m.state);
    t.hash += now() - t0;
    const views = new StateViews(def, m.state);
    t0 = now();
    for (let p = 0; p < players; p++) views.view(p);
    t.views += now() - t0;
    t0 = now();
    for (let p = 0; p < players; p++) {
      const la = def.activeSeats(m.state).includes(p) ? def.legalActions(m.state, p) : [];
      const text = JSON.stringify({ type: 'state', view: views.view(p), legalActions: la });
      t.jsonBytes += text.length;
    }
    t.json += now() - t0;
    t0 = now();
    undoVerdict(def, players, before, m.state, { before: prevViews, after: views });
    t.undo += now() - t0;
    prevViews = views;
    t.actions++;
  }
}
const per = (x: number) => (x / t.actions).toFixed(1);
console.log(
  `${gameId} ${players}p, ${t.actions} actions, µs per action: submit ${per(t.submit)} (hash ${per(t.hash)}), ` +
    `views ${per(t.views)}, frames JSON (incl. legal actions) ${per(t.json)} (${per(t.jsonBytes)} chars), ` +
    `undo check ${per(t.undo)}, legalActions ${per(t.legal)}`,
);
