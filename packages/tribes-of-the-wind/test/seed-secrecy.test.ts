/**
 * Issue #12: the public setup of a match must not give its seed (and with it every holder, the
 * deck and the stacks) away. The old generator folded every seed, and the `${seed}/leaders`
 * stream, into 32 bits; under ChaCha20 the whole seed keys the generator.
 */
import { canonicalJson, seedToInt } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import { tribesOfTheWind as g } from '../src/index.ts';

type State = ReturnType<typeof g.setup>;
const publicSetup = (s: State): string => canonicalJson(g.view(s, 'spectator'));
const hiddenDeal = (s: State): string => canonicalJson({ holders: s.holders, deck: s.deck, stack: s.stack });

describe('the seed of a Tribes of the Wind match is not given away by its public setup', () => {
  it('seeds that collide under the old 32-bit fold (FNV-1a) deal different matches, leaders included', () => {
    const options = g.optionsSchema.parse({});
    // Equal FNV-1a states stay equal under any common suffix, so this is a whole family of collisions.
    for (let i = 0; i < 10; i++) {
      const [x, y] = [`collide-63438/${i}`, `collide-318226/${i}`];
      expect(seedToInt(x)).toBe(seedToInt(y));
      const oldX = g.setup(5, options, x, undefined, 'xoroshiro128plus');
      const oldY = g.setup(5, options, y, undefined, 'xoroshiro128plus');
      expect(canonicalJson(oldX)).toBe(canonicalJson(oldY));
      const newX = g.setup(5, options, x);
      const newY = g.setup(5, options, y);
      expect(hiddenDeal(newX)).not.toBe(hiddenDeal(newY));
      expect(publicSetup(newX)).not.toBe(publicSetup(newY));
    }
  });
});
