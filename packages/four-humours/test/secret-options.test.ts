import { describe, expect, it } from 'vitest';
import { fourHumours } from '../src/index.ts';

const STACK = ['S20', 'S03', 'S31', 'S11', 'S07', 'S26', 'S14', 'S35'];

function stackedMatch(players = 3) {
  const options = fourHumours.optionsSchema.parse({
    tieBreakers: ['fewestRemoved'],
    fullCardsToEndRound: 3,
    fixedSetup: { deck: STACK, objectives: ['O2', 'O5', 'O9', 'O12'], firstPlayer: 1 },
  });
  return fourHumours.setup(players, options, 'secret-options');
}

const viewers = [0, 1, 2, 'spectator'] as const;

describe('views carry no secret options', () => {
  it('leaves the fixed setup out of every view and keeps the rule options the client reads', () => {
    const s = stackedMatch();
    for (const viewer of viewers) {
      const v = fourHumours.view(s, viewer);
      const json = JSON.stringify(v);
      expect(json).not.toContain('fixedSetup');
      // The cards still in the deck, in any order, are in no view.
      for (const card of s.deck) expect(json).not.toContain(`"${card}"`);
      expect(v.options).toMatchObject({
        mode: 'kingdom',
        content: 'SC-1',
        tieBreakers: ['fewestRemoved'],
        fullCardsToEndRound: 3,
      });
      // What the fixed setup decided in public is in the view as its effects.
      expect(v.objectives.map((o) => o.objective)).toEqual(['O2', 'O5', 'O9', 'O12']);
      expect(v.firstSeatOfGame).toBe(1);
      expect(v.display.map((d) => d.card)).toEqual(STACK.slice(0, v.displaySize));
    }
  });

  it('lists the undealt part of the stacked deck among every seat’s secrets, in the form a copied option has', () => {
    const s = stackedMatch();
    const undealt = STACK.slice(s.displaySize);
    const secret = undealt.map((id) => `"${id}"`).join(',');
    for (const seat of [0, 1, 2]) expect(fourHumours.secretsOf(s, seat)).toContain(secret);
    // A view that copied the options would hold it, so the kit's secrets check would catch the leak.
    expect(JSON.stringify(s.options)).toContain(secret);
    // Only a stack is an options secret: a shuffled deck or an empty stack adds none.
    const shuffled = fourHumours.setup(3, fourHumours.optionsSchema.parse({}), 'secret-options');
    const empty = fourHumours.setup(3, fourHumours.optionsSchema.parse({ fixedSetup: { deck: [] } }), 'x');
    for (const other of [shuffled, empty]) expect(fourHumours.secretsOf(other, 0)).toHaveLength(1);
  });
});
