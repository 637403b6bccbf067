import { type Message, undoVerdict } from '@boardhall/engine';
import { type FourHumoursAction, type FourHumoursView, fourHumours } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import { directRunner } from '../src/session/bots.ts';
import { LocalSession } from '../src/session/local.ts';
import type { LocalMatchRecord } from '../src/session/storage.ts';
import type { SeatSetup, SessionState } from '../src/session/types.ts';

function record(seats: SeatSetup[], seed: string): LocalMatchRecord {
  return {
    v: 1,
    id: seed,
    game: 'four-humours',
    players: seats.length,
    options: { firstPlayer: 0 },
    seed,
    rngScheme: 'chacha20',
    seats,
    actions: [],
    createdAt: 0,
    updatedAt: 0,
    finished: false,
    toAct: [],
  };
}

const human = (name: string): SeatSetup => ({ kind: 'human', name });
const bot = (spec: string): SeatSetup => ({ kind: 'bot', bot: spec, name: null });

function until(session: LocalSession, pred: (s: SessionState) => boolean): Promise<SessionState> {
  return new Promise((resolve) => {
    const check = () => {
      const s = session.getState();
      if (pred(s)) {
        stop();
        resolve(s);
      }
    };
    const stop = session.subscribe(check);
    check();
  });
}

describe('local session', () => {
  it('hotseat: covers the next human, shows only the spectator view until they take the device', () => {
    const s = new LocalSession(fourHumours, record([human('Ann'), human('Bob')], 'hot'), {
      bots: directRunner(),
      botPause: () => 0,
      persist: false,
    });
    let st = s.getState();
    expect(st.cover).toBe(0);
    expect(st.viewer).toBe('spectator');
    expect((st.view as FourHumoursView).me).toBeUndefined();
    expect(st.legal).toEqual([]);
    s.reveal();
    st = s.getState();
    expect(st.cover).toBeNull();
    expect(st.viewer).toBe(0);
    expect((st.view as FourHumoursView).me?.seat).toBe(0);
    s.send({ type: 'pass' } satisfies FourHumoursAction);
    st = s.getState();
    expect(st.cover).toBe(1);
    expect(st.viewer).toBe('spectator');
    expect(JSON.stringify(st.view)).not.toContain('"me"');
    s.dispose();
  });

  it('undo: a pass that ends nothing can be taken back, a placement (it draws) cannot', () => {
    const s = new LocalSession(fourHumours, record([human('Ann'), bot('random'), bot('random')], 'undo'), {
      bots: directRunner(),
      botPause: () => 60_000,
      persist: false,
    });
    expect(s.getState().viewer).toBe(0);
    s.send({ type: 'pass' });
    expect(s.getState().undoable).toBe(true);
    expect(s.getState().version).toBe(1);
    s.undo();
    expect(s.getState().version).toBe(0);
    const place = s.getState().legal.find((a) => (a as FourHumoursAction).type === 'place');
    s.send(place);
    expect(s.getState().version).toBe(1);
    expect(s.getState().undoable).toBe(false);
    s.dispose();
  });

  it('the undo rule refuses anything that drew at random', () => {
    const st = fourHumours.setup(3, { ...fourHumours.optionsSchema.parse({}), firstPlayer: 0 }, 'rule');
    const place = fourHumours.legalActions(st, 0).find((a) => a.type === 'place') as FourHumoursAction;
    const after = fourHumours.apply(st, 0, place);
    expect(undoVerdict(fourHumours as never, 3, st, after).ok).toBe(false);
    const passed = fourHumours.apply(st, 0, { type: 'pass' });
    expect(undoVerdict(fourHumours as never, 3, st, passed).ok).toBe(true);
  });

  it('bots play a whole game in the session, and wait while a resolution is being studied', async () => {
    const s = new LocalSession(fourHumours, record([human('Ann'), bot('random'), bot('greedy')], 'bots'), {
      bots: directRunner(),
      botPause: () => 0,
      persist: false,
      studyAfter: (msgs: readonly Message[]) => msgs.some((m) => m.key === 'fh.log.reveal'),
      interlude: (v) => (v as FourHumoursView).phase === 'resolution',
    });
    let studied = 0;
    let seen = 0;
    const reveals = (x: SessionState) =>
      x.log.reduce((n, l) => n + l.messages.filter((m) => m.key === 'fh.log.reveal').length, 0);
    for (let guard = 0; guard < 2000; guard++) {
      const st = await until(s, (x) => x.status === 'finished' || x.legal.length > 0 || reveals(x) > seen);
      if (st.status === 'finished') break;
      if (reveals(st) > seen) {
        // Like the table's walkthrough: a new resolution is studied, then released.
        seen = reveals(st);
        const settled = await until(s, (x) => (x.view as FourHumoursView).phase !== 'resolution' || x.legal.length > 0);
        const botNext = settled.activeSeats.length > 0 && !settled.activeSeats.includes(0);
        if (botNext && (settled.view as FourHumoursView).phase === 'placement') {
          await new Promise((r) => setTimeout(r, 20));
          expect(s.getState().version).toBe(settled.version);
          studied++;
        }
        s.hold(true);
        s.hold(false);
        continue;
      }
      const a = (st.legal.find((x) => (x as FourHumoursAction).type === 'place') ?? st.legal[0]) as FourHumoursAction;
      s.send(a);
    }
    expect(s.getState().status).toBe('finished');
    expect(s.getState().outcome).not.toBeNull();
    expect(studied).toBeGreaterThan(0);
    s.dispose();
  });
});
