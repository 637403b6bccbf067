import { Match, type Message, visibleLog } from '@boardhall/engine';
import { type FourHumoursAction, fourHumours, PARTIES, SCENES } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import { buildWalkthrough, countResolutions, flatten } from '../src/games/four-humours/walkthrough.ts';
import type { LogLine } from '../src/games/types.ts';

/** Plays a seeded game, preferring placements, until `resolutions` rounds have resolved. */
function playUntil(resolutions: number, seed: string, players = 3) {
  const m = Match.create(fourHumours, players, {}, seed);
  const lines: LogLine[] = [];
  let i = 0;
  while (m.outcome() === null) {
    const seat = fourHumours.activeSeats(m.state)[0] as number;
    const legal = fourHumours.legalActions(m.state, seat);
    const a = legal.find((x) => x.type === 'place') ?? (legal[i % legal.length] as FourHumoursAction);
    const r = m.submit(seat, a);
    if (!r.ok) throw new Error(r.error.code);
    lines.push({ index: ++i, seat, messages: visibleLog(r.log, 'spectator') });
    if (countResolutions(flatten(lines)) >= resolutions && fourHumours.view(m.state, 'spectator').phase === 'placement')
      break;
  }
  return { m, lines };
}

describe('resolution walkthrough', () => {
  it('groups a round’s resolution into reveal, one page per scene, to the map, objectives, end', () => {
    const { m, lines } = playUntil(1, 'walk-1');
    const w = buildWalkthrough(flatten(lines));
    expect(w).not.toBeNull();
    if (!w) return;
    expect(w.round).toBe(1);
    expect(w.complete).toBe(true);
    const kinds = w.pages.map((p) => p.kind);
    expect(kinds[0]).toBe('reveal');
    const displaySize = fourHumours.view(m.state, 'spectator').displaySize;
    expect(kinds.filter((k) => k === 'scene')).toHaveLength(displaySize);
    expect(kinds).toContain('to-map');
    expect(kinds).toContain('objectives');
    expect(kinds.at(-1)).toBe('end');
    const reveal = w.pages[0];
    if (reveal?.kind === 'reveal') expect(reveal.triggers.length).toBeGreaterThan(0);
  });

  it('marks for each scene the step that fired and every potion’s outcome, as the engine traced them', () => {
    const { lines } = playUntil(3, 'walk-2', 4);
    for (let k = 0; k < 3; k++) {
      const w = buildWalkthrough(flatten(lines), k);
      if (!w) throw new Error('no walkthrough');
      for (const page of w.pages) {
        if (page.kind !== 'scene' && page.kind !== 'party') continue;
        const def =
          page.kind === 'scene' ? SCENES.find((s) => s.id === page.id) : PARTIES.find((p) => p.id === page.id);
        expect(def, page.id).toBeDefined();
        const fired = page.steps.filter((s) => s.status === 'fired');
        expect(fired.length).toBeLessThanOrEqual(1);
        // After a fired step nothing else is reached.
        if (fired[0]) expect(Math.max(...page.steps.map((s) => s.step))).toBe(fired[0].step);
        for (const s of page.steps) expect(def?.steps[s.step - 1]?.humour).toBe(s.humour);
        for (const slot of page.slots) expect(slot.outcome).not.toBeNull();
        const winners = page.slots.filter((s) => s.outcome === 'win');
        expect(page.nobodyWins).toBe(winners.length === 0 && page.slots.length > 0);
        if (winners.length > 0) {
          const effects = page.steps.filter((s) => s.status === 'fired' || s.status === 'matched').map((s) => s.effect);
          expect(effects).toContain('win');
        }
      }
    }
  });

  it('is null before any resolution and counts resolutions', () => {
    const placement: Message[] = [{ key: 'fh.log.pass', params: {} }];
    expect(buildWalkthrough(placement)).toBeNull();
    expect(countResolutions(placement)).toBe(0);
  });
});
