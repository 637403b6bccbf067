import { canonicalJson, Rng, stateHash, type Viewer } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { conservation, defaultOptions, tribesOfTheWind as g, type TotwState, totwOutcome } from '../src/index.ts';
import { eagerPolicy } from './support/eager-policy.ts';

function checkSecrets(s: TotwState, players: number): void {
  const viewers: Viewer[] = [...Array.from({ length: players }, (_, p) => p), 'spectator'];
  for (const viewer of viewers) {
    const json = JSON.stringify(g.view(s, viewer));
    for (let owner = 0; owner < players; owner++) {
      if (owner === viewer) continue;
      for (const secret of g.secretsOf(s, owner)) expect(json).not.toContain(secret);
    }
  }
}

/** Every candidate that passes the schema and validate is listed as legal; refusals carry a code. */
function checkCandidates(s: TotwState, seat: number, rng: Rng): void {
  const legal = new Set(g.legalActions(s, seat).map((a) => canonicalJson(a)));
  for (const c of g.actionCandidates(s, seat, rng)) {
    const parsed = g.actionSchema.safeParse(c);
    if (!parsed.success) continue;
    const error = g.validate(s, seat, parsed.data);
    if (error === null) expect(legal.has(canonicalJson(parsed.data))).toBe(true);
    else expect(error.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
  }
}

/**
 * Games that reach the end trigger (§6.1), checked as the kit checks random games: every chosen
 * action validates, apply equals clone + applyInPlace, states survive JSON, views determinize
 * back to themselves, and components are conserved after every action.
 */
describe('village-seeking play', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`reaches fifth villages and keeps every invariant (${players} players)`, () => {
      const endings: Record<string, number> = {};
      for (let k = 0; k < 8; k++) {
        // The policy is slow at building, so the round limit is raised to let games reach the trigger.
        let s = g.setup(players, defaultOptions({ maxRounds: 100 }), `eager-${players}-${k}`);
        const rng = new Rng(`eager-choices-${players}-${k}`);
        for (let i = 0; g.activeSeats(s).length > 0; i++) {
          const seat = g.activeSeats(s)[0] as number;
          const a = eagerPolicy(s, seat, g.legalActions(s, seat), rng);
          expect(g.validate(s, seat, a)).toBeNull();
          if (i % 41 === 0) {
            checkSecrets(s, players);
            checkCandidates(s, seat, rng);
            const v = g.view(s, seat);
            expect(g.view(g.determinize(v, seat, rng), seat)).toEqual(v);
            const pure = g.apply(s, seat, a);
            const restored = JSON.parse(JSON.stringify(s)) as typeof s;
            g.applyInPlace(restored, seat, a);
            expect(stateHash(restored)).toBe(stateHash(pure));
            s = pure;
          } else {
            g.applyInPlace(s, seat, a);
          }
          const problems = conservation(s);
          if (problems.length > 0) throw new Error(`game ${k}, action ${i}: ${problems.join('; ')}`);
        }
        const out = totwOutcome(s);
        expect(out).not.toBeNull();
        endings[out?.endedBy ?? 'none'] = (endings[out?.endedBy ?? 'none'] ?? 0) + 1;
        if (out?.endedBy === 'fifth-village') {
          expect(s.endToken).not.toBeNull();
          expect(s.round).toBe((s.triggerRound as number) + 1);
          expect(out.breakdowns[s.endToken as number]?.endToken).toBe(5);
        }
      }
      expect(endings['fifth-village'] ?? 0).toBeGreaterThan(4);
    });
  }
});
