/**
 * The 80 element cards of stand-in set v1 (spec §8.4, completed by §8.3).
 * B01–B12, R01–R12, G01–G11 and Y01–Y11 are the spec's documented and example
 * cards, copied exactly; B13–B20, R13–R20, G12–G20 and Y12–Y20 complete the set
 * (reasons and figures: docs/rules-notes/tribes-of-the-wind-content.md).
 * Row order is `[only]` or `[easy, hard]`.
 */
import {
  allFour,
  cardsOf,
  catapult,
  cleanse,
  deepFreeze,
  fewer,
  hold,
  more,
  move,
  none,
  plant,
  row,
  scaling,
  self,
  total,
  water,
} from './build.ts';
import type { ElementCard } from './schema.ts';

const B = cardsOf('water');
export const WATER_CARDS: readonly ElementCard[] = deepFreeze([
  // documented (§8.4)
  B.one('B01', scaling('water', 'total', [2, [water(2)]], [4, [water(5)]], [6, [water(8)]]), {
    provenance: 'published',
    note: 'tier reading stand-in',
  }),
  B.two('B02', row(self('water', 2), water(2)), row(hold('water'), cleanse(1), water(3)), {
    provenance: 'published',
    note: 'hard row published; easy row and element are stand-ins',
  }),
  // spec examples (§8.4)
  B.two('B03', row(self('water', 2), water(2)), row(self('water', 4), water(5))),
  B.two('B04', row(more('water', 'one'), water(2)), row(more('water', 'both'), water(5))),
  B.two('B05', row(fewer('water', 'one'), water(1), cleanse(1)), row(fewer('water', 'both'), water(3), cleanse(2))),
  B.one('B06', row(none('fire'), water(3))),
  B.two('B07', row(total('water', 4), water(2)), row(total('water', 7), water(4), move(1))),
  B.two('B08', row(self('earth', 1), water(2)), row(self('earth', 2), water(2), plant())),
  B.one('B09', row(allFour(), water(4), cleanse(1))),
  B.one('B10', row(more('water', 'left'), water(3))),
  B.two('B11', row(self('wind', 1), water(1), move(1)), row(self('wind', 3), water(3), move(3))),
  B.two('B12', row(hold('fire'), water(2)), row(total('fire', 6), water(5))),
  // completion (§8.3)
  B.two('B13', row(fewer('earth', 'one'), water(2)), row(fewer('earth', 'both'), water(3), plant())),
  B.two('B14', row(more('wind', 'one'), water(1), move(1)), row(more('wind', 'both'), water(3), move(2))),
  B.two('B15', row(self('fire', 1), water(2)), row(self('fire', 3), water(5))),
  B.two('B16', row(more('water', 'right'), water(2)), row(total('water', 6), water(4), move(2))),
  B.two('B17', row(fewer('fire', 'left'), water(2)), row(self('water', 3), water(4), move(1))),
  B.two('B18', row(hold('earth'), water(2)), row(total('earth', 6), water(3), plant())),
  B.one('B19', row(none('wind'), water(3))),
  B.one('B20', row(allFour(), water(3), move(2))),
]);

const R = cardsOf('fire');
export const FIRE_CARDS: readonly ElementCard[] = deepFreeze([
  // documented (§8.4)
  R.two('R01', row(fewer('water', 'one'), water(2), cleanse(1)), row(fewer('water', 'both'), water(3), cleanse(2)), {
    provenance: 'published',
  }),
  // spec examples (§8.4)
  R.two('R02', row(self('fire', 2), cleanse(2)), row(self('fire', 4), cleanse(5))),
  R.two('R03', row(more('fire', 'one'), cleanse(2)), row(more('fire', 'both'), cleanse(4))),
  R.one('R04', row(none('water'), cleanse(2), water(1))),
  R.two('R05', row(total('fire', 4), cleanse(1), water(1)), row(total('fire', 7), cleanse(3), water(2))),
  R.two('R06', row(fewer('fire', 'one'), cleanse(1), water(1)), row(fewer('fire', 'both'), cleanse(3), water(1))),
  R.one('R07', row(allFour(), cleanse(3), move(1))),
  R.two('R08', row(self('wind', 1), cleanse(1), move(1)), row(self('wind', 3), cleanse(3), move(2))),
  R.two('R09', row(hold('fire'), cleanse(2)), row(total('fire', 6), cleanse(4))),
  R.one('R10', row(more('fire', 'right'), cleanse(2), water(1))),
  R.two('R11', row(self('earth', 1), cleanse(1)), row(self('earth', 2), cleanse(1), plant())),
  R.two('R12', row(none('earth'), cleanse(2)), row(fewer('earth', 'both'), cleanse(2), water(2))),
  // completion (§8.3)
  R.one('R13', scaling('fire', 'total', [2, [cleanse(2)]], [4, [cleanse(5)]], [6, [cleanse(8)]])),
  R.two('R14', row(self('water', 1), cleanse(2)), row(self('water', 3), cleanse(3), move(2))),
  R.two('R15', row(hold('wind'), cleanse(2)), row(total('wind', 6), cleanse(5))),
  R.two('R16', row(more('fire', 'left'), cleanse(2)), row(self('fire', 3), cleanse(4))),
  R.two('R17', row(fewer('fire', 'right'), cleanse(2)), row(total('fire', 5), cleanse(4))),
  R.two('R18', row(hold('earth'), cleanse(2)), row(self('fire', 4), cleanse(3), plant())),
  R.one('R19', row(more('fire', 'one'), cleanse(3))),
  R.one('R20', row(allFour(), cleanse(3), water(2))),
]);

const G = cardsOf('earth');
export const EARTH_CARDS: readonly ElementCard[] = deepFreeze([
  // spec examples (§8.4)
  G.two('G01', row(self('earth', 2), plant()), row(self('earth', 3), water(2), plant(1))),
  G.two('G02', row(more('earth', 'one'), plant()), row(more('earth', 'both'), cleanse(1), plant(2))),
  G.one('G03', row(total('earth', 4), plant(1))),
  G.two('G04', row(fewer('earth', 'one'), water(1), plant()), row(fewer('earth', 'both'), water(3), plant())),
  G.two('G05', row(self('water', 1), water(1), plant()), row(self('water', 2), water(2), plant(1))),
  G.one('G06', row(none('fire'), plant(1))),
  G.two('G07', row(hold('earth'), plant()), row(total('earth', 6), plant(), plant())),
  G.one('G08', row(allFour(), plant(2), move(1))),
  G.two('G09', row(self('fire', 1), cleanse(1), plant()), row(self('fire', 2), cleanse(2), plant(1))),
  G.two('G10', row(more('earth', 'left'), plant()), row(self('earth', 4), plant(1), plant(1))),
  G.two('G11', row(self('wind', 1), plant(), move(1)), row(self('wind', 2), plant(), move(3))),
  // completion (§8.3)
  G.one('G12', scaling('earth', 'total', [2, [plant()]], [4, [plant(3)]], [6, [plant(2), plant(2)]])),
  G.two('G13', row(more('water', 'one'), plant()), row(more('water', 'both'), water(2), plant(2))),
  G.two('G14', row(fewer('wind', 'one'), plant()), row(fewer('wind', 'both'), plant(1), move(2))),
  G.two('G15', row(hold('water'), plant()), row(total('water', 6), plant(), plant(1))),
  G.two('G16', row(fewer('earth', 'left'), plant()), row(total('earth', 7), plant(2), plant())),
  G.two('G17', row(hold('fire'), plant()), row(total('fire', 6), move(2), plant(1))),
  G.two('G18', row(more('earth', 'right'), plant()), row(self('earth', 3), plant(3))),
  G.one('G19', row(none('wind'), plant(1))),
  G.one('G20', row(allFour(), water(2), plant(1))),
]);

const Y = cardsOf('wind');
export const WIND_CARDS: readonly ElementCard[] = deepFreeze([
  // spec examples (§8.4)
  Y.two('Y01', row(self('wind', 2), move(2)), row(self('wind', 4), move(6))),
  Y.two('Y02', row(more('wind', 'one'), move(3)), row(more('wind', 'both'), move(4), catapult())),
  Y.two('Y03', row(fewer('wind', 'one'), move(2), water(1)), row(fewer('wind', 'both'), move(4), water(2))),
  Y.one('Y04', row(total('wind', 4), move(3))),
  Y.one('Y05', row(none('water'), move(3))),
  Y.two('Y06', row(hold('wind'), move(2)), row(total('wind', 6), move(5))),
  Y.one('Y07', row(allFour(), catapult(), move(2))),
  Y.two('Y08', row(self('earth', 1), move(2)), row(self('earth', 2), plant(), move(2))),
  Y.two('Y09', row(self('fire', 1), cleanse(1), move(1)), row(self('fire', 3), cleanse(2), move(3))),
  Y.one('Y10', row(fewer('wind', 'right'), catapult())),
  Y.two('Y11', row(self('wind', 2), catapult()), row(self('wind', 3), catapult(), catapult(), move(1))),
  // completion (§8.3)
  Y.one('Y12', scaling('wind', 'total', [2, [move(2)]], [4, [move(5)]], [6, [move(8)]])),
  Y.two('Y13', row(more('earth', 'one'), move(2)), row(more('earth', 'both'), plant(), move(4))),
  Y.two('Y14', row(fewer('fire', 'one'), move(2)), row(fewer('fire', 'both'), cleanse(2), move(4))),
  Y.two('Y15', row(none('earth'), move(2)), row(total('wind', 6), move(5), water(1))),
  Y.two('Y16', row(hold('water'), move(2)), row(total('water', 6), move(4), water(2))),
  Y.two('Y17', row(hold('earth'), move(2)), row(total('earth', 6), plant(), move(4))),
  Y.two('Y18', row(more('wind', 'right'), move(2)), row(self('wind', 3), move(6))),
  Y.two('Y19', row(fewer('wind', 'left'), move(2)), row(self('water', 2), move(4), water(2))),
  Y.one('Y20', row(allFour(), move(4), water(1))),
]);

/** All 80 element cards, sorted by element (water, fire, earth, wind) then id. */
export const ELEMENT_CARDS: readonly ElementCard[] = Object.freeze([
  ...WATER_CARDS,
  ...FIRE_CARDS,
  ...EARTH_CARDS,
  ...WIND_CARDS,
]);
