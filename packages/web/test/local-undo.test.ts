import { type AnyGameDefinition, Match, type ReplayFile, Rng, type Seat, undoVerdict } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { tribesOfTheWind } from '@boardhall/tribes-of-the-wind';
import { describe, expect, it } from 'vitest';
import { directRunner } from '../src/session/bots.ts';
import { LocalSession } from '../src/session/local.ts';
import type { LocalMatchRecord } from '../src/session/storage.ts';
import type { SessionState } from '../src/session/types.ts';

function record(def: AnyGameDefinition, players: number, seed: string): LocalMatchRecord {
  return {
    v: 1,
    id: seed,
    game: def.id,
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
}

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

/**
 * The server's answer, from scratch: its last actor is the human seat 0 and the undo rule, given
 * the state before that action (the match replayed without it), allows it.
 */
function serverUndoable(def: AnyGameDefinition, session: LocalSession): boolean {
  const replay = JSON.parse(session.replayText() as string) as ReplayFile;
  const last = replay.actions.at(-1);
  if (last?.seat !== 0) return false;
  const match = Match.create(def, replay.players, replay.options, replay.seed);
  let before: unknown = null;
  for (const a of replay.actions) {
    before = match.state;
    expect(match.submit(a.seat, a.action).ok).toBe(true);
  }
  return undoVerdict(def, replay.players, before, match.state).ok;
}

const GAMES: [string, AnyGameDefinition][] = [
  ['four-humours', fourHumours as unknown as AnyGameDefinition],
  ['tribes-of-the-wind', tribesOfTheWind as unknown as AnyGameDefinition],
];

describe('local play offers undo exactly when the server would', () => {
  for (const [name, def] of GAMES) {
    it(`${name}: random games against random bots, with undos taken`, async () => {
      let allowed = 0;
      let refused = 0;
      for (const seed of ['u1', 'u2']) {
        const session = new LocalSession(def, record(def, 3, `${name}-${seed}`), {
          bots: directRunner(),
          botPause: () => 0,
          persist: false,
        });
        const rng = new Rng(`local-undo/${seed}`);
        for (let step = 0; step < 80; step++) {
          const st = await until(session, (s) => s.status === 'finished' || s.legal.length > 0);
          expect(st.undoable).toBe(serverUndoable(def, session));
          if (st.status === 'finished') break;
          if (st.undoable && rng.int(10) < 3) {
            const version = st.version;
            session.undo();
            expect(session.getState().version).toBe(version - 1);
            expect(session.getState().undoable).toBe(serverUndoable(def, session));
            continue;
          }
          session.send(rng.pick(st.legal));
          const sent = session.getState();
          expect(sent.undoable).toBe(serverUndoable(def, session));
          if (sent.undoable) allowed++;
          else if (sent.activeSeats.includes(0 as Seat)) refused++;
        }
        session.dispose();
      }
      // Both answers occurred, so the comparison meant something.
      expect(allowed).toBeGreaterThan(0);
      expect(refused).toBeGreaterThan(0);
    });
  }
});
