/**
 * Content set v1 of Tribes of the Wind (spec §8): every validation rule of §8.2,
 * the counts and id formats, the spec's own cards and tiles copied exactly
 * (§4.3, §2.2, §8.4–8.7, and every item a §9 scenario names), the distribution
 * guide of §8.3, and proof that `validateContent` catches a broken set.
 */
import { describe, expect, it } from 'vitest';
import {
  ABILITY_BY_ID,
  ABILITY_CARDS,
  CONTENT,
  CONTENT_EDITIONS,
  type ContentSet,
  contentOfEdition,
  ELEMENT_CARD_BY_ID,
  ELEMENT_CARDS,
  type Element,
  type ElementCard,
  FOREST_TILE_BY_ID,
  FOREST_TILES,
  formatCard,
  formatEffects,
  formatTask,
  LEADER_BY_ID,
  LEADERS,
  type LeaderId,
  type PlainRow,
  type Provenance,
  type ScalingRow,
  START_TILE_BY_ID,
  START_TILES,
  VALIDATION_RULES,
  VILLAGE_CARD_BY_ID,
  VILLAGE_CARDS,
  validateContent,
} from '../src/content/index.ts';
import {
  OWN_EFFECTS,
  REQUIREMENT_CLASSES,
  type RequirementClass,
  requirementClass,
  rowEffects,
  summarizeElement,
  units,
  villageHalf,
} from '../src/content/stats.ts';

// ---------------------------------------------------------------------------
// The spec's tables, copied verbatim (backticks removed) from §8.4–8.7

/** §8.4: id → [element, provenance, rows in the spec's notation ([only] or [easy, hard])]. */
const SPEC_ELEMENT_CARDS: Readonly<Record<string, readonly [Element, Provenance, ...string[]]>> = {
  R01: [
    'fire',
    'published',
    'fewer(water) than one → +2 water, cleanse 1',
    'fewer(water) than both → +3 water, cleanse 2',
  ],
  B01: ['water', 'published', 'scaling total(water): ≥2 → +2 water; ≥4 → +5 water; ≥6 → +8 water'],
  B02: ['water', 'published', 'self(water) ≥ 2 → +2 water', 'both hold(water) → cleanse 1, +3 water'],
  B03: ['water', 'stand-in', 'self(water) ≥ 2 → +2 water', 'self(water) ≥ 4 → +5 water'],
  B04: ['water', 'stand-in', 'more(water) than one → +2 water', 'more(water) than both → +5 water'],
  B05: [
    'water',
    'stand-in',
    'fewer(water) than one → +1 water, cleanse 1',
    'fewer(water) than both → +3 water, cleanse 2',
  ],
  B06: ['water', 'stand-in', 'self(fire) = 0 → +3 water'],
  B07: ['water', 'stand-in', 'total(water) ≥ 4 → +2 water', 'total(water) ≥ 7 → +4 water, move 1'],
  B08: ['water', 'stand-in', 'self(earth) ≥ 1 → +2 water', 'self(earth) ≥ 2 → +2 water, plant'],
  B09: ['water', 'stand-in', 'allFour → +4 water, cleanse 1'],
  B10: ['water', 'stand-in', 'more(water) than left → +3 water'],
  B11: ['water', 'stand-in', 'self(wind) ≥ 1 → +1 water, move 1', 'self(wind) ≥ 3 → +3 water, move 3'],
  B12: ['water', 'stand-in', 'both hold(fire) → +2 water', 'total(fire) ≥ 6 → +5 water'],
  R02: ['fire', 'stand-in', 'self(fire) ≥ 2 → cleanse 2', 'self(fire) ≥ 4 → cleanse 5'],
  R03: ['fire', 'stand-in', 'more(fire) than one → cleanse 2', 'more(fire) than both → cleanse 4'],
  R04: ['fire', 'stand-in', 'self(water) = 0 → cleanse 2, +1 water'],
  R05: ['fire', 'stand-in', 'total(fire) ≥ 4 → cleanse 1, +1 water', 'total(fire) ≥ 7 → cleanse 3, +2 water'],
  R06: [
    'fire',
    'stand-in',
    'fewer(fire) than one → cleanse 1, +1 water',
    'fewer(fire) than both → cleanse 3, +1 water',
  ],
  R07: ['fire', 'stand-in', 'allFour → cleanse 3, move 1'],
  R08: ['fire', 'stand-in', 'self(wind) ≥ 1 → cleanse 1, move 1', 'self(wind) ≥ 3 → cleanse 3, move 2'],
  R09: ['fire', 'stand-in', 'both hold(fire) → cleanse 2', 'total(fire) ≥ 6 → cleanse 4'],
  R10: ['fire', 'stand-in', 'more(fire) than right → cleanse 2, +1 water'],
  R11: ['fire', 'stand-in', 'self(earth) ≥ 1 → cleanse 1', 'self(earth) ≥ 2 → cleanse 1, plant'],
  R12: ['fire', 'stand-in', 'self(earth) = 0 → cleanse 2', 'fewer(earth) than both → cleanse 2, +2 water'],
  G01: ['earth', 'stand-in', 'self(earth) ≥ 2 → plant', 'self(earth) ≥ 3 → +2 water, plant −1'],
  G02: ['earth', 'stand-in', 'more(earth) than one → plant', 'more(earth) than both → cleanse 1, plant −2'],
  G03: ['earth', 'stand-in', 'total(earth) ≥ 4 → plant −1'],
  G04: ['earth', 'stand-in', 'fewer(earth) than one → +1 water, plant', 'fewer(earth) than both → +3 water, plant'],
  G05: ['earth', 'stand-in', 'self(water) ≥ 1 → +1 water, plant', 'self(water) ≥ 2 → +2 water, plant −1'],
  G06: ['earth', 'stand-in', 'self(fire) = 0 → plant −1'],
  G07: ['earth', 'stand-in', 'both hold(earth) → plant', 'total(earth) ≥ 6 → plant, plant'],
  G08: ['earth', 'stand-in', 'allFour → plant −2, move 1'],
  G09: ['earth', 'stand-in', 'self(fire) ≥ 1 → cleanse 1, plant', 'self(fire) ≥ 2 → cleanse 2, plant −1'],
  G10: ['earth', 'stand-in', 'more(earth) than left → plant', 'self(earth) ≥ 4 → plant −1, plant −1'],
  G11: ['earth', 'stand-in', 'self(wind) ≥ 1 → plant, move 1', 'self(wind) ≥ 2 → plant, move 3'],
  Y01: ['wind', 'stand-in', 'self(wind) ≥ 2 → move 2', 'self(wind) ≥ 4 → move 6'],
  Y02: ['wind', 'stand-in', 'more(wind) than one → move 3', 'more(wind) than both → move 4, catapult'],
  Y03: ['wind', 'stand-in', 'fewer(wind) than one → move 2, +1 water', 'fewer(wind) than both → move 4, +2 water'],
  Y04: ['wind', 'stand-in', 'total(wind) ≥ 4 → move 3'],
  Y05: ['wind', 'stand-in', 'self(water) = 0 → move 3'],
  Y06: ['wind', 'stand-in', 'both hold(wind) → move 2', 'total(wind) ≥ 6 → move 5'],
  Y07: ['wind', 'stand-in', 'allFour → catapult, move 2'],
  Y08: ['wind', 'stand-in', 'self(earth) ≥ 1 → move 2', 'self(earth) ≥ 2 → plant, move 2'],
  Y09: ['wind', 'stand-in', 'self(fire) ≥ 1 → cleanse 1, move 1', 'self(fire) ≥ 3 → cleanse 2, move 3'],
  Y10: ['wind', 'stand-in', 'fewer(wind) than right → catapult'],
  Y11: ['wind', 'stand-in', 'self(wind) ≥ 2 → catapult', 'self(wind) ≥ 3 → catapult, catapult, move 1'],
};

/** §8.5: [number, slots, cost, moss bonuses, amber bonuses, dusk bonuses]. */
const SPEC_FOREST: readonly (readonly [string, number, number, string, string, string])[] = [
  ['01', 2, 3, '+2 water', 'cleanse 2', 'move 2'],
  ['02', 2, 3, '+1 water, cleanse 1', '+1 water, move 1', 'cleanse 1, move 1'],
  ['03', 2, 3, 'portal', 'portal', 'portal'],
  ['04', 2, 3, 'turbine', 'turbine', 'turbine'],
  ['05', 3, 2, 'turbine', 'turbine', 'turbine'],
  ['06', 3, 2, 'catapult', 'catapult', 'catapult'],
  ['07', 3, 2, 'portal', 'portal', 'portal'],
  ['08', 3, 2, '+2 water', 'cleanse 2', 'move 2'],
  ['09', 3, 2, '+1 water, cleanse 1', 'cleanse 1, move 1', '+1 water, move 1'],
  ['10', 4, 1, 'turbine, +1 water', 'turbine, cleanse 1', 'turbine, move 1'],
  ['11', 4, 1, 'catapult, +1 water', 'catapult, +1 water', 'catapult, +1 water'],
  ['12', 4, 1, 'portal, cleanse 1', 'portal, cleanse 1', 'portal, cleanse 1'],
  ['13', 4, 1, 'turbine, catapult', 'turbine, catapult', 'turbine, catapult'],
];

/** §8.6: [id, number, colour, gains]. */
const SPEC_START: readonly (readonly [string, number, string, string])[] = [
  ['S1', 1, 'moss', '+1 water'],
  ['S2', 2, 'amber', '+2 water'],
  ['S3', 3, 'dusk', '+2 water, cleanse 1'],
  ['S4', 4, 'amber', '+3 water, cleanse 1'],
  ['S5', 5, 'moss', '+3 water, cleanse 1, move 1'],
];

/** §8.7: [id, task, VP, immediate]. */
const SPEC_VILLAGES: readonly (readonly [string, string, number, string])[] = [
  ['V01', 'templesOnVillagesAtLeast 2', 5, 'temple'],
  ['V02', 'cornersFilled', 4, 'catapult'],
  ['V03', 'sameColourLine 3', 4, '+3 water'],
  ['V04', 'colourTilesAtLeast moss 4', 3, 'plant −1'],
  ['V05', 'colourTilesAtLeast amber 4', 3, 'cleanse 2, +1 water'],
  ['V06', 'colourTilesAtLeast dusk 4', 3, 'move 3'],
  ['V07', 'fullRow', 5, 'cleanse 3'],
  ['V08', 'fullColumn', 3, 'move 2, +1 water'],
  ['V09', 'waterAtLeast 6', 3, '+2 water, cleanse 1'],
  ['V10', 'capitalEmpty', 4, 'catapult, +1 water'],
  ['V11', 'portalVillagesAtLeast 2', 4, 'temple'],
  ['V12', 'ridersOnOneTileAtLeast 3', 3, 'catapult'],
  ['V13', 'adjacentVillages', 3, '+2 water, move 1'],
  ['V14', 'cleanRow 2', 4, 'cleanse 2, move 1'],
  ['V15', 'tilesAtLeast 9', 5, 'temple'],
];

/** §4.3 and §2.2 (`S` = the start cell, 0 tokens). */
const SPEC_LEADERS: readonly {
  id: LeaderId;
  name: string;
  layout: readonly [string, string, string];
  slots: readonly [string, string, string, string];
  path: string;
  unique: string;
  abilities: readonly (readonly [string, string])[];
}[] = [
  {
    id: 'ysolde',
    name: 'Ysolde, the Spring Keeper',
    layout: ['S 0 1 2', '1 2 2 1', '2 2 2 1'],
    slots: ['+3 water', 'move 2', 'cleanse 2', 'plant −2'],
    path: 'colourPath moss→moss→amber→dusk',
    unique: 'waterAtLeast 8',
    abilities: [
      ['wellspring', 'Wellspring'],
      ['springDowsing', 'Spring Dowsing'],
      ['confluence', 'Confluence'],
      ['reservoir', 'Reservoir'],
    ],
  },
  {
    id: 'karrek',
    name: 'Karrek, the Ash Mender',
    layout: ['S 1 2 1', '1 2 0 2', '2 2 1 2'],
    slots: ['cleanse 3', '+2 water, cleanse 1', 'move 3', 'plant −1'],
    path: 'colourPath amber→dusk→dusk→moss',
    unique: 'pollutedCellsAtMost 4',
    abilities: [
      ['purifier', 'Purifier'],
      ['firebreak', 'Firebreak'],
      ['ashToSoil', 'Ash to Soil'],
      ['clearSkies', 'Clear Skies'],
    ],
  },
  {
    id: 'mirren',
    name: 'Mirren, the Grove Singer',
    layout: ['S 1 2 2', '0 2 1 2', '2 1 2 1'],
    slots: ['plant −2', '+3 water', 'cleanse 2', 'move 2'],
    path: 'colourPath moss→amber→dusk→moss',
    unique: 'tilesAtLeast 6',
    abilities: [
      ['seedBank', 'Seed Bank'],
      ['twinSaplings', 'Twin Saplings'],
      ['groveKeeper', 'Grove Keeper'],
      ['rootedRiders', 'Rooted Riders'],
    ],
  },
  {
    id: 'sefu',
    name: 'Sefu, the Gale Rider',
    layout: ['S 1 1 2', '2 2 2 1', '1 2 2 0'],
    slots: ['move 3', 'catapult, move 1', '+3 water', 'cleanse 2'],
    path: 'colourPath dusk→amber→amber→moss',
    unique: 'tilesWithRidersAtLeast 4',
    abilities: [
      ['tailwind', 'Tailwind'],
      ['skyways', 'Skyways'],
      ['lightCamp', 'Light Camp'],
      ['updraft', 'Updraft'],
    ],
  },
  {
    id: 'amaru',
    name: 'Amaru, the Stone Listener',
    layout: ['S 2 1 0', '1 2 2 1', '2 1 2 2'],
    slots: ['+2 water, move 1', 'cleanse 2, +1 water', 'plant −1', 'move 2, +1 water'],
    path: 'colourPath amber→moss→dusk→amber',
    unique: 'templesBuiltAtLeast 3',
    abilities: [
      ['stonemason', 'Stonemason'],
      ['templeBlessing', 'Temple Blessing'],
      ['pilgrims', 'Pilgrims'],
      ['holyGround', 'Holy Ground'],
    ],
  },
];

/** Every content id that a §9 test scenario names. */
const SCENARIO_IDS = {
  elementCards: ['B01', 'B02', 'B03', 'B05', 'B06', 'B10', 'G05', 'G08', 'R01', 'R02', 'R04', 'Y04'],
  forestTiles: [
    'A01',
    'A05',
    'A07',
    'D01',
    'D03',
    'D07',
    'D08',
    'M01',
    'M02',
    'M03',
    'M04',
    'M06',
    'M08',
    'M10',
    'M11',
  ],
  startTiles: ['S1', 'S2', 'S3'],
  villageCards: ['V01', 'V02', 'V03', 'V07', 'V09', 'V11', 'V12', 'V14'],
  leaders: ['ysolde', 'karrek', 'mirren', 'sefu'],
  abilities: ['wellspring', 'confluence', 'reservoir', 'purifier', 'clearSkies', 'skyways'],
} as const;

// ---------------------------------------------------------------------------
// Helpers

const ELEMENTS: readonly Element[] = ['water', 'fire', 'earth', 'wind'];
/** First id number of the cards that complete the spec's examples (§8.3 "new ids"). */
const FIRST_NEW: Readonly<Record<Element, number>> = { water: 13, fire: 13, earth: 12, wind: 12 };
const isNew = (c: ElementCard): boolean => Number(c.id.slice(1)) >= FIRST_NEW[c.element];
const rowsOf = (c: ElementCard): readonly (PlainRow | ScalingRow)[] => c.rows;

/** A deep, mutable copy of the content set, to break on purpose. */
type Draft = { [K in keyof ContentSet]: ContentSet[K] extends readonly (infer T)[] ? T[] : never };
function draft(): Draft {
  return structuredClone({
    elementCards: [...CONTENT.elementCards],
    forestTiles: [...CONTENT.forestTiles],
    startTiles: [...CONTENT.startTiles],
    villageCards: [...CONTENT.villageCards],
    leaders: [...CONTENT.leaders],
    abilityCards: [...CONTENT.abilityCards],
  });
}
function find<T extends { id: string }>(items: readonly T[], id: string): T {
  const item = items.find((x) => x.id === id);
  if (!item) throw new Error(`no ${id}`);
  return item;
}
function plainRow(card: ElementCard, index: number): PlainRow {
  const row = rowsOf(card)[index];
  if (row?.kind !== 'plain') throw new Error(`${card.id} has no plain row ${index}`);
  return row;
}
function check(rule: string, content: ContentSet): string[] {
  const r = VALIDATION_RULES.find((x) => x.rule === rule);
  if (!r) throw new Error(`no rule ${rule}`);
  return r.check(content);
}
/** Runs a rule on the real set (must pass) and on a broken copy (must be caught, also by validateContent). */
function expectRule(rule: string, breakIt: (d: Draft) => void, problem: string): void {
  expect(check(rule, CONTENT)).toEqual([]);
  const d = draft();
  breakIt(d);
  expect(check(rule, d)).toContainEqual(expect.stringContaining(problem));
  expect(validateContent(d)).toContainEqual(expect.stringMatching(new RegExp(`^rule ${rule}: `)));
}

// ---------------------------------------------------------------------------

describe('§8.2 validation rules', () => {
  it('lists every §8.2 rule plus the id-format and value checks', () => {
    expect(VALIDATION_RULES.map((r) => r.rule)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
      '11',
      'ids',
      'values',
    ]);
  });

  it('rule 1: exactly 20 element cards per element, 80 in all, and ids are unique', () => {
    expectRule('1', (d) => Object.assign(find(d.elementCards, 'B02'), { id: 'B01' }), 'duplicate element card id B01');
    expectRule('1', (d) => d.elementCards.pop(), '19 wind cards');
  });

  it('rule 2: each element card has 1 or 2 rows; a scaling row appears only on a one-row card', () => {
    const b01 = find(CONTENT.elementCards, 'B01');
    const b03 = find(CONTENT.elementCards, 'B03');
    expectRule(
      '2',
      (d) => Object.assign(find(d.elementCards, 'B03'), { rows: [...b01.rows, ...b03.rows.slice(1)] }),
      'scaling row on a two-row card',
    );
    expectRule('2', (d) => Object.assign(find(d.elementCards, 'B03'), { rows: [] }), 'B03 has 0 rows');
  });

  it('rule 3: no row of a card of element X requires selfNone X (it could never be played)', () => {
    expectRule(
      '3',
      (d) =>
        Object.assign(plainRow(find(d.elementCards, 'B06'), 0), {
          requirement: { kind: 'selfNone', element: 'water' },
        }),
      'B06 requires self(water) = 0',
    );
    expectRule(
      '3',
      (d) =>
        Object.assign(plainRow(find(d.elementCards, 'Y15'), 0), { requirement: { kind: 'selfNone', element: 'wind' } }),
      'Y15',
    );
  });

  it('rule 4: own-element selfAtLeast / totalAtLeast and the lowest own scaling tier use n ≥ 2', () => {
    expectRule(
      '4',
      (d) =>
        Object.assign(plainRow(find(d.elementCards, 'B03'), 0), {
          requirement: { kind: 'selfAtLeast', element: 'water', n: 1 },
        }),
      'B03',
    );
    expectRule(
      '4',
      (d) =>
        Object.assign(plainRow(find(d.elementCards, 'G03'), 0), {
          requirement: { kind: 'totalAtLeast', element: 'earth', n: 1 },
        }),
      'G03',
    );
    expectRule(
      '4',
      (d) => {
        const row = find(d.elementCards, 'R13').rows[0];
        if (row.kind === 'scaling' && row.tiers[0]) row.tiers[0].atLeast = 1;
      },
      'R13: lowest scaling tier 1',
    );
  });

  it('rule 5: count thresholds can be met (self ≤ 5 own / ≤ 4 other; total and scaling ≤ 14 own / ≤ 13 other)', () => {
    expectRule(
      '5',
      (d) =>
        Object.assign(plainRow(find(d.elementCards, 'B03'), 1), {
          requirement: { kind: 'selfAtLeast', element: 'water', n: 6 },
        }),
      'B03',
    );
    expectRule(
      '5',
      (d) =>
        Object.assign(plainRow(find(d.elementCards, 'B08'), 1), {
          requirement: { kind: 'selfAtLeast', element: 'earth', n: 5 },
        }),
      'B08',
    );
    expectRule(
      '5',
      (d) =>
        Object.assign(plainRow(find(d.elementCards, 'B12'), 1), {
          requirement: { kind: 'totalAtLeast', element: 'fire', n: 14 },
        }),
      'B12',
    );
    expectRule(
      '5',
      (d) => {
        const row = find(d.elementCards, 'B01').rows[0];
        if (row.kind === 'scaling' && row.tiers[2]) row.tiers[2].atLeast = 15;
      },
      'B01: scaling tier total(water) ≥ 15',
    );
  });

  it('rule 6: the temple effect appears only in VillageCard.immediate', () => {
    expectRule(
      '6',
      (d) => plainRow(find(d.elementCards, 'B03'), 0).effects.push({ kind: 'temple' }),
      'B03 row 0 has a temple effect',
    );
    expectRule('6', (d) => find(d.leaders, 'amaru').templeSlots[2].push({ kind: 'temple' }), 'amaru temple slot T3');
    expectRule('6', (d) => find(d.startTiles, 'S1').gains.push({ kind: 'temple' }), 'S1 gains');
  });

  it('rule 7: forest tiles 13 per colour, ≥ 1 bonus, slots ∈ {2,3,4}, waterCost ≥ 0; start tiles 1–5 once each', () => {
    expectRule('7', (d) => Object.assign(find(d.forestTiles, 'M01'), { colour: 'amber' }), '12 moss forest tiles');
    expectRule('7', (d) => Object.assign(find(d.forestTiles, 'A04'), { bonuses: [] }), 'A04 has no build bonus');
    expectRule('7', (d) => Object.assign(find(d.forestTiles, 'D13'), { slots: 5 }), 'D13 has 5 rider slots');
    expectRule('7', (d) => Object.assign(find(d.forestTiles, 'D01'), { waterCost: -1 }), 'D01 has water cost -1');
    expectRule('7', (d) => Object.assign(find(d.startTiles, 'S5'), { number: 4 }), 'start tile number 4 used 2 times');
  });

  it('rule 8: pollution grid has [0][0] = 0, a total of 16, exactly one clean non-start cell, values ∈ {0,1,2}', () => {
    expectRule(
      '8',
      (d) => {
        find(d.leaders, 'ysolde').pollution[0][0] = 1;
      },
      'ysolde: the start cell has 1 tokens',
    );
    expectRule(
      '8',
      (d) => {
        find(d.leaders, 'karrek').pollution[1][2] = 1;
      },
      'karrek: 17 pollution tokens',
    );
    expectRule(
      '8',
      (d) => {
        const grid = find(d.leaders, 'sefu').pollution;
        grid[0][1] = 0;
        grid[1][3] = 2;
      },
      'sefu: 2 clean non-start cells',
    );
    expectRule(
      '8',
      (d) => {
        const grid = find(d.leaders, 'amaru').pollution;
        grid[0][1] = 3;
        grid[0][2] = 0;
      },
      'amaru: a cell value outside 0–2',
    );
  });

  it('rule 9: every item carries a provenance', () => {
    expectRule(
      '9',
      (d) => Reflect.deleteProperty(find(d.villageCards, 'V20'), 'provenance'),
      'V20 has provenance undefined',
    );
    expectRule('9', (d) => Object.assign(find(d.abilityCards, 'skyways'), { provenance: 'invented' }), 'skyways');
  });

  it('rule 10: 30 village cards V01–V30, VP 2–6, ≥ 1 immediate effect, task parameters neither always nor never met', () => {
    expectRule('10', (d) => d.villageCards.pop(), 'V30 is missing');
    expectRule('10', (d) => Object.assign(find(d.villageCards, 'V16'), { vp: 7 }), 'V16 is worth 7 VP');
    expectRule(
      '10',
      (d) => Object.assign(find(d.villageCards, 'V17'), { immediate: [] }),
      'V17 has no immediate effect',
    );
    expectRule(
      '10',
      (d) => Object.assign(find(d.villageCards, 'V15'), { task: { kind: 'tilesAtLeast', n: 13 } }),
      'V15: tilesAtLeast',
    );
    expectRule(
      '10',
      (d) => Object.assign(find(d.villageCards, 'V16'), { task: { kind: 'pollutedCellsAtMost', n: 10 } }),
      'V16',
    );
    expectRule(
      '10',
      (d) => Object.assign(find(d.villageCards, 'V27'), { task: { kind: 'colourPath', colours: ['moss'] } }),
      'V27',
    );
  });

  it('rule 11: 5 leader boards with distinct ids and 20 distinct ability cards, 4 per leader, each on its own board', () => {
    expectRule(
      '11',
      (d) => Object.assign(find(d.abilityCards, 'skyways'), { leader: 'amaru' }),
      'sefu has 3 ability cards',
    );
    expectRule('11', (d) => Object.assign(find(d.leaders, 'mirren'), { id: 'karrek' }), 'duplicate leader id karrek');
    expectRule('11', (d) => d.abilityCards.pop(), '19 ability cards');
  });

  it('ids: element cards B/R/G/Y01–20 by element and forest tiles M/A/D01–13 by colour (§0.2)', () => {
    expectRule('ids', (d) => Object.assign(find(d.elementCards, 'B20'), { id: 'R21' }), 'R21');
    expectRule('ids', (d) => Object.assign(find(d.forestTiles, 'M13'), { id: 'A14' }), 'A14');
  });

  it('values: effect amounts ≥ 1, discounts ≥ 0, requirement counts ≥ 1, tiers strictly ascending, no empty row', () => {
    expectRule(
      'values',
      (d) => Object.assign(plainRow(find(d.elementCards, 'B06'), 0), { effects: [] }),
      'B06 row 0 has no effect',
    );
    expectRule(
      'values',
      (d) => Object.assign(find(d.villageCards, 'V03'), { immediate: [{ kind: 'water', n: 0 }] }),
      'V03 immediate: water 0',
    );
    expectRule(
      'values',
      (d) => {
        const row = find(d.elementCards, 'Y12').rows[0];
        if (row.kind === 'scaling' && row.tiers[1]) row.tiers[1].atLeast = 2;
      },
      'Y12: tiers not strictly ascending',
    );
  });
});

describe('validateContent', () => {
  it('finds no problem in the stand-in set v1', () => {
    expect(validateContent(CONTENT)).toEqual([]);
  });

  it('catches a copy with a duplicate id', () => {
    const d = draft();
    d.villageCards.push(structuredClone(find(VILLAGE_CARDS, 'V05')));
    expect(validateContent(d)).toContain('rule 10: duplicate village card id V05');
  });

  it('catches an unplayable card', () => {
    const d = draft();
    Object.assign(plainRow(find(d.elementCards, 'R04'), 0), { requirement: { kind: 'selfNone', element: 'fire' } });
    expect(validateContent(d)).toEqual(['rule 3: R04 requires self(fire) = 0 on its own element: never playable']);
  });
});

/** Holder compositions: counts of [water, fire, earth, wind] summing to `size`. */
function compositions(size: number): number[][] {
  const out: number[][] = [];
  for (let a = 0; a <= size; a++)
    for (let b = 0; a + b <= size; b++) for (let c = 0; a + b + c <= size; c++) out.push([a, b, c, size - a - b - c]);
  return out;
}

/** An independent reading of §3.3, to check that every row can be met and can be missed. */
function rowMet(row: PlainRow | ScalingRow, self: number[], left: number[], right: number[]): boolean {
  const k = (e: Element): number => ELEMENTS.indexOf(e);
  const at = (h: number[], e: Element): number => h[k(e)] ?? 0;
  if (row.kind === 'scaling') {
    const lowest = row.tiers[0]?.atLeast ?? 0;
    const n =
      row.scope === 'self'
        ? at(self, row.element)
        : at(self, row.element) + at(left, row.element) + at(right, row.element);
    return n >= lowest;
  }
  const req = row.requirement;
  switch (req.kind) {
    case 'selfAtLeast':
      return at(self, req.element) >= req.n;
    case 'selfNone':
      return at(self, req.element) === 0;
    case 'allFour':
      return self.every((n) => n >= 1);
    case 'neighboursHold':
      return at(left, req.element) >= 1 && at(right, req.element) >= 1;
    case 'totalAtLeast':
      return at(self, req.element) + at(left, req.element) + at(right, req.element) >= req.n;
    case 'compare': {
      const mine = at(self, req.element);
      const rel = (other: number[]) =>
        req.relation === 'more' ? mine > at(other, req.element) : mine < at(other, req.element);
      if (req.against === 'left') return rel(left);
      if (req.against === 'right') return rel(right);
      return req.against === 'both' ? rel(left) && rel(right) : rel(left) || rel(right);
    }
  }
}

describe('every card row is playable (§3.2, §3.3)', () => {
  /** [label, own holder sizes: the card counts or not, left size, right size]. */
  const settings = [
    ['3–5 players, playedCardCounts', true, 5, 5],
    ['3–5 players, playedCardCounts off', false, 5, 5],
    ['2 players (the row has 4 cards), playedCardCounts', true, 5, 4],
    ['2 players (the row has 4 cards), playedCardCounts off', false, 5, 4],
  ] as const;
  for (const [label, counts, leftSize, rightSize] of settings) {
    it(`every row and every scaling tier can be met, and every row can be missed: ${label}`, () => {
      const lefts = compositions(leftSize);
      const rights = compositions(rightSize);
      for (const card of ELEMENT_CARDS) {
        const e = ELEMENTS.indexOf(card.element);
        // The other 4 cards of the holder, plus the card itself when it counts.
        const selves = compositions(4).map((h) => (counts ? h.map((n, i) => (i === e ? n + 1 : n)) : h));
        const variants: [string, PlainRow | ScalingRow][] = rowsOf(card).flatMap(
          (row, i): [string, PlainRow | ScalingRow][] =>
            row.kind === 'plain'
              ? [[`${card.id} row ${i}`, row]]
              : row.tiers.map((t): [string, ScalingRow] => [`${card.id} tier ≥${t.atLeast}`, { ...row, tiers: [t] }]),
        );
        for (const [where, row] of variants) {
          let met = false;
          let missed = false;
          for (const self of selves)
            for (const left of lefts)
              for (const right of rights) {
                if (rowMet(row, self, left, right)) met = true;
                else missed = true;
                if (met && missed) break;
              }
          expect([where, met, missed]).toEqual([where, true, true]);
        }
      }
    });
  }
});

describe('counts and ids', () => {
  it('has 80 element cards = 4 × 20, ids B/R/G/Y01–20 in order', () => {
    expect(ELEMENT_CARDS).toHaveLength(80);
    for (const [element, letter] of [
      ['water', 'B'],
      ['fire', 'R'],
      ['earth', 'G'],
      ['wind', 'Y'],
    ] as const) {
      const ids = ELEMENT_CARDS.filter((c) => c.element === element).map((c) => c.id);
      expect(ids).toEqual(Array.from({ length: 20 }, (_, i) => `${letter}${String(i + 1).padStart(2, '0')}`));
    }
  });

  it('has 39 forest tiles = 3 × 13, ids M/A/D01–13', () => {
    expect(FOREST_TILES).toHaveLength(39);
    for (const [colour, letter] of [
      ['moss', 'M'],
      ['amber', 'A'],
      ['dusk', 'D'],
    ] as const) {
      const ids = FOREST_TILES.filter((t) => t.colour === colour).map((t) => t.id);
      expect(ids).toEqual(Array.from({ length: 13 }, (_, i) => `${letter}${String(i + 1).padStart(2, '0')}`));
    }
  });

  it('has 5 start tiles S1–S5, 30 village cards V01–V30, 5 leaders × 4 abilities', () => {
    expect(START_TILES.map((t) => t.id)).toEqual(['S1', 'S2', 'S3', 'S4', 'S5']);
    expect(VILLAGE_CARDS.map((v) => v.id)).toEqual(
      Array.from({ length: 30 }, (_, i) => `V${String(i + 1).padStart(2, '0')}`),
    );
    expect(LEADERS.map((l) => l.id)).toEqual(['ysolde', 'karrek', 'mirren', 'sefu', 'amaru']);
    expect(ABILITY_CARDS).toHaveLength(20);
    for (const l of LEADERS)
      expect(ABILITY_CARDS.filter((a) => a.leader === l.id).map((a) => a.id)).toEqual(l.abilities);
  });

  it('has unique ids across the whole set', () => {
    const ids = [...ELEMENT_CARDS, ...FOREST_TILES, ...START_TILES, ...VILLAGE_CARDS, ...LEADERS, ...ABILITY_CARDS].map(
      (x) => x.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('indexes every item by id in the lookup maps', () => {
    const pairs: [ReadonlyMap<string, { id: string }>, readonly { id: string }[]][] = [
      [ELEMENT_CARD_BY_ID, ELEMENT_CARDS],
      [FOREST_TILE_BY_ID, FOREST_TILES],
      [START_TILE_BY_ID, START_TILES],
      [VILLAGE_CARD_BY_ID, VILLAGE_CARDS],
      [LEADER_BY_ID, LEADERS],
      [ABILITY_BY_ID, ABILITY_CARDS],
    ];
    for (const [map, items] of pairs) {
      expect(map.size).toBe(items.length);
      for (const item of items) expect(map.get(item.id)).toBe(item);
    }
    expect(CONTENT.elementCards).toBe(ELEMENT_CARDS);
    expect(CONTENT.abilityCards).toBe(ABILITY_CARDS);
  });

  it('is deep-frozen', () => {
    const b03 = find(ELEMENT_CARDS, 'B03');
    expect(Object.isFrozen(ELEMENT_CARDS)).toBe(true);
    expect(Object.isFrozen(plainRow(b03, 0).effects[0])).toBe(true);
    expect(() => plainRow(b03, 0).effects.push({ kind: 'water', n: 1 })).toThrow(TypeError);
    expect(Object.isFrozen(find(LEADERS, 'ysolde').pollution[1])).toBe(true);
    expect(Object.isFrozen(find(FOREST_TILES, 'M10').bonuses[1])).toBe(true);
  });
});

describe("the spec's own items, exactly", () => {
  it('§8.4: the documented and example element cards', () => {
    for (const [id, [element, provenance, ...rows]] of Object.entries(SPEC_ELEMENT_CARDS)) {
      const card = find(ELEMENT_CARDS, id);
      expect({ id, element: card.element, provenance: card.provenance, rows: formatCard(card) }).toEqual({
        id,
        element,
        provenance,
        rows,
      });
    }
    expect(Object.keys(SPEC_ELEMENT_CARDS)).toHaveLength(46);
  });

  it('§8.4: R01 and B01 equal the spec data literally; B01 and B02 name their stand-in parts', () => {
    expect(find(ELEMENT_CARDS, 'R01')).toEqual({
      id: 'R01',
      element: 'fire',
      provenance: 'published',
      rows: [
        {
          kind: 'plain',
          requirement: { kind: 'compare', element: 'water', relation: 'fewer', against: 'one' },
          effects: [
            { kind: 'water', n: 2 },
            { kind: 'cleanse', n: 1 },
          ],
        },
        {
          kind: 'plain',
          requirement: { kind: 'compare', element: 'water', relation: 'fewer', against: 'both' },
          effects: [
            { kind: 'water', n: 3 },
            { kind: 'cleanse', n: 2 },
          ],
        },
      ],
    });
    expect(find(ELEMENT_CARDS, 'B01')).toEqual({
      id: 'B01',
      element: 'water',
      provenance: 'published',
      note: 'tier reading stand-in',
      rows: [
        {
          kind: 'scaling',
          element: 'water',
          scope: 'total',
          tiers: [
            { atLeast: 2, effects: [{ kind: 'water', n: 2 }] },
            { atLeast: 4, effects: [{ kind: 'water', n: 5 }] },
            { atLeast: 6, effects: [{ kind: 'water', n: 8 }] },
          ],
        },
      ],
    });
    expect(find(ELEMENT_CARDS, 'B02').note).toMatch(/easy row.*element/);
    expect(ELEMENT_CARDS.filter((c) => c.provenance === 'published').map((c) => c.id)).toEqual(['B01', 'B02', 'R01']);
  });

  it('§8.5: all 39 forest tiles', () => {
    const actual = FOREST_TILES.map((t) => [
      t.id,
      t.colour,
      t.slots,
      t.waterCost,
      formatEffects(t.bonuses),
      t.provenance,
    ]);
    const expected = (['moss', 'amber', 'dusk'] as const).flatMap((colour, k) =>
      SPEC_FOREST.map((line) => [`${'MAD'[k]}${line[0]}`, colour, line[1], line[2], line[3 + k], 'stand-in']),
    );
    expect(actual).toEqual(expected);
  });

  it('§8.6: the 5 start tiles', () => {
    const actual = START_TILES.map((t) => [t.id, t.number, t.colour, formatEffects(t.gains)]);
    expect(actual).toEqual(SPEC_START);
  });

  it('§8.7: the 15 example village cards', () => {
    const actual = VILLAGE_CARDS.slice(0, 15).map((v) => [v.id, formatTask(v.task), v.vp, formatEffects(v.immediate)]);
    expect(actual).toEqual(SPEC_VILLAGES);
  });

  it('§4.3 and §2.2: the five leaders, their layouts, temple slots, tasks and ability cards', () => {
    for (const spec of SPEC_LEADERS) {
      const board = find(LEADERS, spec.id);
      expect(board.name).toBe(spec.name);
      expect(board.pollution).toEqual(
        spec.layout.map((line) => line.split(' ').map((x) => (x === 'S' ? 0 : Number(x)))),
      );
      expect(board.templeSlots.map(formatEffects)).toEqual(spec.slots);
      expect(formatTask({ kind: 'colourPath', colours: board.colourPath })).toBe(spec.path);
      expect(formatTask(board.uniqueTask)).toBe(spec.unique);
      expect(board.abilities).toEqual(spec.abilities.map(([id]) => id));
      expect(board.provenance).toBe('stand-in');
      for (const [id, name] of spec.abilities) {
        expect(find(ABILITY_CARDS, id)).toMatchObject({ leader: spec.id, name, provenance: 'stand-in' });
      }
    }
  });
});

describe('§9 scenario items', () => {
  it('every element card a scenario names exists with the spec data', () => {
    for (const id of SCENARIO_IDS.elementCards) {
      const spec = SPEC_ELEMENT_CARDS[id];
      const card = ELEMENT_CARD_BY_ID.get(id);
      expect(spec && card && [card.element, card.provenance, ...formatCard(card)]).toEqual(spec);
    }
  });

  it('every forest tile, start tile and village card a scenario names exists with the spec data', () => {
    for (const id of SCENARIO_IDS.forestTiles) {
      const tile = FOREST_TILE_BY_ID.get(id);
      const line = SPEC_FOREST.find((l) => l[0] === id.slice(1));
      const k = 'MAD'.indexOf(id.charAt(0));
      expect(tile && [tile.slots, tile.waterCost, formatEffects(tile.bonuses)]).toEqual(
        line && [line[1], line[2], line[3 + k]],
      );
    }
    for (const id of SCENARIO_IDS.startTiles) {
      const t = START_TILE_BY_ID.get(id);
      expect(t && [t.id, t.number, t.colour, formatEffects(t.gains)]).toEqual(SPEC_START.find((l) => l[0] === id));
    }
    for (const id of SCENARIO_IDS.villageCards) {
      const v = VILLAGE_CARD_BY_ID.get(id);
      expect(v && [v.id, formatTask(v.task), v.vp, formatEffects(v.immediate)]).toEqual(
        SPEC_VILLAGES.find((l) => l[0] === id),
      );
    }
    for (const id of SCENARIO_IDS.leaders) expect(LEADER_BY_ID.has(id)).toBe(true);
    for (const id of SCENARIO_IDS.abilities) expect(ABILITY_BY_ID.get(id)?.id).toBe(id);
  });

  it('the facts the scenarios rely on hold', () => {
    const tile = (id: string) => FOREST_TILE_BY_ID.get(id);
    // 4, 14, 16, 39: market costs
    expect(tile('M11')?.waterCost).toBe(1);
    expect(tile('A05')).toMatchObject({ colour: 'amber', waterCost: 2 });
    expect(tile('D08')).toMatchObject({ colour: 'dusk', waterCost: 2 });
    // 18, 21, 23, 39: M08 is a moss 3-slot `+2 water`
    expect(tile('M08')).toMatchObject({ colour: 'moss', slots: 3, bonuses: [{ kind: 'water', n: 2 }] });
    // 20, 22: portals
    for (const id of ['M03', 'D07', 'A07']) expect(tile(id)?.bonuses).toContainEqual({ kind: 'portal' });
    expect(tile('M03')?.slots).toBe(2);
    // 24: M10 is 4 slots, turbine then `+1 water`
    expect(tile('M10')).toMatchObject({ slots: 4, bonuses: [{ kind: 'turbine' }, { kind: 'water', n: 1 }] });
    // 25: M06 is 3 slots, catapult
    expect(tile('M06')).toMatchObject({ slots: 3, bonuses: [{ kind: 'catapult' }] });
    // 42: Karrek's path geometry
    expect(['M01', 'A01', 'D01', 'D03', 'M02', 'M04'].map((id) => tile(id)?.colour)).toEqual([
      'moss',
      'amber',
      'dusk',
      'dusk',
      'moss',
      'moss',
    ]);
    expect(LEADER_BY_ID.get('karrek')?.colourPath).toEqual(['amber', 'dusk', 'dusk', 'moss']);
    // 30, 32, 39: Ysolde's T1, T4 and tasks
    const ysolde = LEADER_BY_ID.get('ysolde');
    expect(ysolde?.templeSlots[0]).toEqual([{ kind: 'water', n: 3 }]);
    expect(ysolde?.templeSlots[3]).toEqual([{ kind: 'plant', discount: 2 }]);
    expect(ysolde?.colourPath).toEqual(['moss', 'moss', 'amber', 'dusk']);
    expect(ysolde?.uniqueTask).toEqual({ kind: 'waterAtLeast', n: 8 });
    // 47: V03 + V14 pay 4 + 4
    expect([VILLAGE_CARD_BY_ID.get('V03')?.vp, VILLAGE_CARD_BY_ID.get('V14')?.vp]).toEqual([4, 4]);
    // 52: setup gains
    expect(START_TILES.slice(0, 3).map((t) => formatEffects(t.gains))).toEqual([
      '+1 water',
      '+2 water',
      '+2 water, cleanse 1',
    ]);
  });
});

// Both editions keep to the guide: edition 2 changes only effects, within the same budgets.
describe.each(CONTENT_EDITIONS)('§8.3 distribution guide, edition %i', (edition) => {
  const ELEMENT_CARDS = contentOfEdition(edition).elementCards;
  const VILLAGE_CARDS = contentOfEdition(edition).villageCards;
  const MIX_ALL: Record<RequirementClass, number> = {
    selfAtLeast: 10,
    compareOne: 4,
    compareBoth: 4,
    compareNamed: 3,
    neighboursHold: 3,
    totalAtLeast: 5,
    selfNone: 2,
    allFour: 2,
  };
  /** The "still to author" table: [two-row, one-row, scaling, then the mix in REQUIREMENT_CLASSES order]. */
  const NEW: Record<Element, readonly number[]> = {
    water: [6, 2, 0, 3, 2, 2, 2, 1, 2, 1, 1],
    fire: [5, 2, 1, 4, 1, 0, 2, 2, 2, 0, 1],
    earth: [6, 2, 1, 1, 2, 2, 2, 2, 3, 1, 1],
    wind: [7, 1, 1, 2, 2, 2, 2, 2, 3, 1, 1],
  };
  const table = (cards: readonly ElementCard[], element: Element): number[] => {
    const s = summarizeElement(cards, element);
    return [s.twoRow, s.oneRowPlain, s.scaling, ...REQUIREMENT_CLASSES.map((k) => s.mix[k])];
  };

  it('card shapes per element: 14 two-row, 5 one-row plain, 1 scaling', () => {
    for (const element of ELEMENTS) {
      const s = summarizeElement(ELEMENT_CARDS, element);
      expect([element, s.twoRow, s.oneRowPlain, s.scaling, s.rows]).toEqual([element, 14, 5, 1, 34]);
    }
  });

  it('row mix per element is exact: 10 / 4 / 4 / 3 / 3 / 5 / 2 / 2', () => {
    for (const element of ELEMENTS)
      expect([element, summarizeElement(ELEMENT_CARDS, element).mix]).toEqual([element, MIX_ALL]);
  });

  it('the new cards match the "still to author" table', () => {
    for (const element of ELEMENTS) {
      expect([element, ...table(ELEMENT_CARDS.filter(isNew), element)]).toEqual([element, ...(NEW[element] ?? [])]);
    }
  });

  it('pairing: a compare-one easy row has compare-both of the same element and relation below; otherwise it is a one-row card', () => {
    for (const card of ELEMENT_CARDS) {
      rowsOf(card).forEach((row, i) => {
        if (row.kind !== 'plain' || requirementClass(row.requirement) !== 'compareOne') return;
        if (card.rows.length === 1) return;
        expect([card.id, i]).toEqual([card.id, 0]);
        const hard = plainRow(card, 1).requirement;
        expect([card.id, hard]).toEqual([card.id, { ...row.requirement, against: 'both' }]);
      });
    }
  });

  it('selfNone always names another element', () => {
    for (const card of ELEMENT_CARDS)
      for (const row of rowsOf(card))
        if (row.kind === 'plain' && row.requirement.kind === 'selfNone')
          expect(row.requirement.element).not.toBe(card.element);
  });

  it('own effect in every row but at most 3 per element; 12–17 of 34 rows add a secondary effect', () => {
    for (const element of ELEMENTS) {
      const s = summarizeElement(ELEMENT_CARDS, element);
      expect(s.rowsWithoutOwnEffect).toBeLessThanOrEqual(3);
      expect(s.rowsWithSecondaryEffect).toBeGreaterThanOrEqual(12);
      expect(s.rowsWithSecondaryEffect).toBeLessThanOrEqual(17);
    }
  });

  it('catapult only on wind cards, in at most 5 rows, none on the new cards', () => {
    for (const element of ['water', 'fire', 'earth'] as const)
      expect(summarizeElement(ELEMENT_CARDS, element).rowsWithCatapult).toBe(0);
    expect(summarizeElement(ELEMENT_CARDS, 'wind').rowsWithCatapult).toBeLessThanOrEqual(5);
    expect(summarizeElement(ELEMENT_CARDS.filter(isNew), 'wind').rowsWithCatapult).toBe(0);
  });

  it('effects and requirements only from the spec lists; plant comes after any water or cleanse', () => {
    const lists = [
      ...ELEMENT_CARDS.flatMap((c) => rowsOf(c).map(rowEffects)),
      ...VILLAGE_CARDS.map((v) => v.immediate),
      ...LEADERS.flatMap((l) => l.templeSlots),
      ...START_TILES.map((t) => t.gains),
    ];
    for (const card of ELEMENT_CARDS)
      for (const row of rowsOf(card)) {
        for (const e of rowEffects(row)) expect(['water', 'cleanse', 'plant', 'move', 'catapult']).toContain(e.kind);
        if (row.kind === 'plain')
          expect(['selfAtLeast', 'selfNone', 'allFour', 'compare', 'neighboursHold', 'totalAtLeast']).toContain(
            row.requirement.kind,
          );
      }
    for (const effects of lists) {
      const firstPlant = effects.findIndex((e) => e.kind === 'plant');
      if (firstPlant < 0) continue;
      expect(effects.slice(firstPlant).some((e) => e.kind === 'water' || e.kind === 'cleanse')).toBe(false);
    }
  });

  it('scaling cards: one row, scope total of the own element, tiers ≥2 / ≥4 / ≥6 paying the own effect 2u / 5u / 8u', () => {
    for (const card of ELEMENT_CARDS) {
      const row = card.rows[0];
      if (row.kind !== 'scaling') continue;
      expect([card.id, card.rows.length, row.scope, row.element]).toEqual([card.id, 1, 'total', card.element]);
      expect(row.tiers.map((t) => t.atLeast)).toEqual([2, 4, 6]);
      expect(row.tiers.map((t) => units(t.effects))).toEqual([2, 5, 8]);
      for (const t of row.tiers) for (const e of t.effects) expect(OWN_EFFECTS[card.element]).toContain(e.kind);
    }
  });

  it('budget: easy rows 1–3u (mean about 2u), hard rows 1.5–3× the easy row, one-row cards 2–4u (allFour up to 5u)', () => {
    const mean = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;
    for (const element of ELEMENTS) {
      const easy: number[] = [];
      const easyNew: number[] = [];
      for (const card of ELEMENT_CARDS.filter((c) => c.element === element)) {
        const rows = rowsOf(card);
        const first = rows[0];
        if (first?.kind !== 'plain') continue;
        const u = units(first.effects);
        if (rows.length === 2) {
          const ratio = units(plainRow(card, 1).effects) / u;
          easy.push(u);
          if (isNew(card)) easyNew.push(u);
          expect([card.id, u >= 1 && u <= 3, ratio >= 1.5 && ratio <= 3]).toEqual([card.id, true, true]);
        } else {
          const max = first.requirement.kind === 'allFour' ? 5 : 4;
          expect([card.id, u >= 2 && u <= max]).toEqual([card.id, true]);
        }
      }
      // The earth examples alone average 2.5u (own effect plant = 2u minimum), so the whole
      // element is held to 1.5–2.5u and the new cards to 1.75–2.25u.
      expect(mean(easy)).toBeGreaterThanOrEqual(1.5);
      expect(mean(easy)).toBeLessThanOrEqual(2.5);
      expect(mean(easyNew)).toBeGreaterThanOrEqual(1.75);
      expect(mean(easyNew)).toBeLessThanOrEqual(2.25);
    }
  });

  it('thresholds: own self 2 easy / 3–4 hard, other self 1 easy / 2–3 hard, total 3–4 easy / 5–7 hard', () => {
    for (const card of ELEMENT_CARDS) {
      rowsOf(card).forEach((row, i) => {
        if (row.kind !== 'plain') return;
        const req = row.requirement;
        const place = card.rows.length === 1 ? 'only' : i === 0 ? 'easy' : 'hard';
        let ok = true;
        if (req.kind === 'selfAtLeast') {
          const own = req.element === card.element;
          const [lo, hi] =
            place === 'easy'
              ? own
                ? [2, 2]
                : [1, 1]
              : place === 'hard'
                ? own
                  ? [3, 4]
                  : [2, 3]
                : own
                  ? [2, 4]
                  : [1, 3];
          ok = req.n >= lo && req.n <= hi;
        } else if (req.kind === 'totalAtLeast') {
          const [lo, hi] = place === 'easy' ? [3, 4] : place === 'hard' ? [5, 7] : [3, 7];
          ok = req.n >= lo && req.n <= hi;
        }
        expect([card.id, place, ok]).toEqual([card.id, place, true]);
      });
    }
  });

  it('no two element cards are identical', () => {
    const faces = ELEMENT_CARDS.map((c) => formatCard(c).join(' | '));
    expect(new Set(faces).size).toBe(80);
  });

  it('forest tiles follow the template: per colour 4 / 5 / 4 tiles with 2 / 3 / 4 slots, 4 turbines, 3 catapults, 3 portals, cost 5 − slots', () => {
    for (const colour of ['moss', 'amber', 'dusk'] as const) {
      const tiles = FOREST_TILES.filter((t) => t.colour === colour);
      const count = (f: (t: (typeof tiles)[number]) => boolean) => tiles.filter(f).length;
      expect([2, 3, 4].map((n) => count((t) => t.slots === n))).toEqual([4, 5, 4]);
      expect(
        (['turbine', 'catapult', 'portal'] as const).map((k) => count((t) => t.bonuses.some((b) => b.kind === k))),
      ).toEqual([4, 3, 3]);
      for (const t of tiles) expect(t.waterCost).toBe(5 - t.slots);
    }
  });

  it('village halves: 6 catapult (3 with +1 water), 5 temple, 19 resources of 3–4u; V16–V30 hold 3 (2), 2 and 10', () => {
    const count = (cards: readonly (typeof VILLAGE_CARDS)[number][]) => {
      const halves = cards.map(villageHalf);
      return (['catapult', 'catapultWater', 'temple', 'resource'] as const).map(
        (h) => halves.filter((x) => x === h).length,
      );
    };
    expect(count(VILLAGE_CARDS)).toEqual([3, 3, 5, 19]);
    expect(count(VILLAGE_CARDS.slice(15))).toEqual([1, 2, 2, 10]);
    for (const v of VILLAGE_CARDS) {
      const half = villageHalf(v);
      const text = formatEffects(v.immediate);
      if (half === 'catapult') expect(text).toBe('catapult');
      if (half === 'catapultWater') expect(text).toBe('catapult, +1 water');
      if (half === 'temple') expect(text).toBe('temple');
      if (half === 'resource') expect([v.id, units(v.immediate) >= 3 && units(v.immediate) <= 4]).toEqual([v.id, true]);
    }
  });

  it('village VP 2–6, 108 in total (examples 56, V16–V30 52)', () => {
    const sum = (cards: readonly (typeof VILLAGE_CARDS)[number][]) => cards.reduce((a, v) => a + v.vp, 0);
    expect(sum(VILLAGE_CARDS)).toBe(108);
    expect(sum(VILLAGE_CARDS.slice(0, 15))).toBe(56);
    expect(sum(VILLAGE_CARDS.slice(15))).toBe(52);
  });

  it('village tasks: ≥ 12 kinds, none more than 3 times, colourTilesAtLeast only on V04–V06 (one per colour), no task twice', () => {
    const kinds = new Map<string, number>();
    for (const v of VILLAGE_CARDS) kinds.set(v.task.kind, (kinds.get(v.task.kind) ?? 0) + 1);
    expect(kinds.size).toBeGreaterThanOrEqual(12);
    for (const n of kinds.values()) expect(n).toBeLessThanOrEqual(3);
    expect(VILLAGE_CARDS.filter((v) => v.task.kind === 'colourTilesAtLeast').map((v) => v.id)).toEqual([
      'V04',
      'V05',
      'V06',
    ]);
    expect(new Set(VILLAGE_CARDS.map((v) => formatTask(v.task))).size).toBe(30);
  });

  it('village tasks: a harder task of the same kind pays at least as much', () => {
    const difficulty = (v: (typeof VILLAGE_CARDS)[number]): number | null => {
      const t = v.task;
      switch (t.kind) {
        case 'pollutedCellsAtMost':
          return -t.n;
        case 'sameColourLine':
          return t.length;
        case 'colourPath':
          return t.colours.length;
        case 'cleanRow':
        case 'colourTilesAtLeast':
        case 'cornersFilled':
        case 'fullRow':
        case 'fullColumn':
        case 'capitalEmpty':
        case 'adjacentVillages':
          return null;
        default:
          return t.n;
      }
    };
    for (const a of VILLAGE_CARDS)
      for (const b of VILLAGE_CARDS) {
        const [da, db] = [difficulty(a), difficulty(b)];
        if (a.task.kind === b.task.kind && da !== null && db !== null && da > db)
          expect([a.id, b.id, a.vp > b.vp]).toEqual([a.id, b.id, true]);
      }
  });

  it('leaders: colour paths of 4 colours (§4.2), temple slots with 1–2 effects', () => {
    for (const l of LEADERS) {
      expect(l.colourPath).toHaveLength(4);
      for (const slot of l.templeSlots) expect(slot.length === 1 || slot.length === 2).toBe(true);
    }
  });
});
