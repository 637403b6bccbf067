import { BEAST, CALM, INTRIGUE, NOMEL, POP, REVEL } from './ladders.ts';
import {
  animal,
  type CitizenType,
  cit,
  type LadderDef,
  type SceneCardDef,
  type SlotDef,
  type ZoneId,
} from './schema.ts';

const CODES: Readonly<Record<string, CitizenType>> = {
  KNI: 'knight',
  NOB: 'noble',
  WIT: 'witch',
  BAR: 'bard',
  PEA: 'peasant',
  NUN: 'nun',
};

function slotsOf(codes: readonly (string | SlotDef)[]): SlotDef[] {
  return codes.map((c) => {
    if (typeof c !== 'string') return c;
    const citizen = CODES[c];
    if (!citizen) throw new Error(`unknown citizen code ${c}`);
    return cit(citizen);
  });
}

function location(
  id: string,
  name: string,
  zone: ZoneId,
  cell: string,
  codes: readonly string[],
  ladder: LadderDef,
  flavour?: string,
): SceneCardDef {
  const card: SceneCardDef = {
    id,
    name,
    kind: 'location',
    zone,
    location: cell,
    slots: slotsOf(codes),
    ladder: ladder.id,
    steps: ladder.steps,
    provenance: 'stand-in',
  };
  return flavour ? { ...card, flavour } : card;
}

function animalScene(
  id: string,
  name: string,
  zone: ZoneId,
  slots: readonly (string | SlotDef)[],
  ladder: LadderDef,
  flavour?: string,
): SceneCardDef {
  const card: SceneCardDef = {
    id,
    name,
    kind: 'animal',
    zone,
    slots: slotsOf(slots),
    ladder: ladder.id,
    steps: ladder.steps,
    provenance: 'stand-in',
  };
  return flavour ? { ...card, flavour } : card;
}

/** The 36 scene cards of SC-1 (§9.4), in canonical order S01…S36. */
export const SCENES: readonly SceneCardDef[] = [
  location('S01', 'The Throne Room', 'A', 'A1', ['NOB', 'NOB', 'KNI', 'BAR'], POP),
  location(
    'S02',
    'The Joust',
    'A',
    'A2',
    ['KNI', 'KNI', 'NOB', 'PEA'],
    NOMEL,
    'Two knights charge, a noble judges, and a squire holds the spare lance.',
  ),
  location(
    'S03',
    'The Dungeon',
    'A',
    'A3',
    ['PEA', 'KNI', 'WIT'],
    POP,
    'A poacher in chains, a gaoler with keys, and a witch who swears she is innocent.',
  ),
  location('S04', 'The Chapel Royal', 'A', 'A4', ['NUN', 'NUN', 'NOB', 'BAR', 'PEA'], CALM),
  location('S05', "The Minstrels' Gallery", 'A', 'A5', ['BAR', 'BAR'], REVEL),
  location('S06', "The Witch's Hut", 'B', 'B1', ['WIT', 'WIT', 'PEA'], INTRIGUE),
  location('S07', "The Woodcutter's Clearing", 'B', 'B2', ['PEA', 'WIT', 'KNI', 'NUN'], POP),
  location('S08', 'The Singing Stones', 'B', 'B3', ['BAR', 'WIT', 'NUN'], POP),
  location('S09', "The Hermit's Chapel", 'B', 'B4', ['NUN', 'KNI'], CALM),
  location('S10', "The Black Knight's Bridge", 'B', 'B5', ['KNI', 'KNI', 'BAR', 'PEA', 'WIT'], POP),
  location('S11', 'The Scriptorium', 'C', 'C1', ['NUN', 'NUN', 'WIT', 'BAR'], INTRIGUE),
  location('S12', "The Bishop's Table", 'C', 'C2', ['NOB', 'NUN', 'PEA', 'BAR'], POP),
  location('S13', 'The Herb Garden', 'C', 'C3', ['WIT', 'PEA', 'NUN'], POP),
  location('S14', 'The Cloister Choir', 'C', 'C4', ['BAR', 'BAR', 'NUN', 'NUN', 'NOB'], REVEL),
  location('S15', 'The Tithe Barn', 'C', 'C5', ['PEA', 'PEA', 'NOB'], NOMEL),
  location('S16', 'The Market Square', 'D', 'D1', ['PEA', 'NOB', 'BAR', 'BAR', 'WIT'], POP),
  location('S17', 'The Tipsy Goose Tavern', 'D', 'D2', ['BAR', 'PEA', 'KNI', 'NOB'], REVEL),
  location('S18', 'The Guildhall', 'D', 'D3', ['NOB', 'NOB', 'PEA'], POP),
  location('S19', 'The Town Gate', 'D', 'D4', ['KNI', 'PEA', 'NUN'], POP),
  location('S20', "The Alchemist's Shop", 'D', 'D5', ['WIT', 'WIT', 'NOB', 'NUN'], INTRIGUE),
  location('S21', 'The Watchtower', 'E', 'E1', ['KNI', 'KNI', 'NUN'], POP),
  location('S22', "The Baron's Toll", 'E', 'E2', ['NOB', 'KNI', 'PEA', 'BAR'], POP),
  location('S23', "The Wise Woman's Cave", 'E', 'E3', ['WIT', 'NUN'], POP),
  location('S24', 'The Echoing Gorge', 'E', 'E4', ['BAR', 'BAR', 'WIT', 'KNI'], POP),
  location('S25', 'The Mountain Convent', 'E', 'E5', ['NUN', 'NUN', 'BAR', 'WIT'], CALM),
  location('S26', 'Quest for the Grail', 'F', 'F1', ['KNI', 'KNI', 'NOB', 'NUN', 'WIT'], POP),
  location('S27', 'The Lady of the Lake', 'F', 'F2', ['WIT', 'KNI', 'NOB'], POP),
  location('S28', "The Fishermen's Wharf", 'F', 'F3', ['PEA', 'WIT', 'BAR', 'NUN'], POP),
  location('S29', "The Duke's Regatta", 'F', 'F4', ['NOB', 'NOB', 'KNI', 'PEA'], NOMEL),
  location('S30', 'The Island Priory', 'F', 'F5', ['NUN', 'WIT', 'BAR'], POP),
  animalScene(
    'S31',
    'The Royal Hounds',
    'A',
    [animal('hound', 'C', 'S'), animal('hound', 'C', 'S'), 'KNI', 'NOB'],
    BEAST,
  ),
  animalScene('S32', 'The Enchanted Toad', 'B', [animal('toad', 'M', 'P'), 'WIT', 'PEA'], POP),
  animalScene('S33', 'The Abbey Goat', 'C', [animal('goat', 'S', 'P'), 'NUN', 'PEA'], POP),
  animalScene('S34', 'The Runaway Pig', 'D', [animal('pig', 'C', 'S'), 'PEA', 'BAR', 'KNI'], BEAST),
  animalScene(
    'S35',
    'The Dragon',
    'E',
    [animal('dragon', 'C', 'M'), 'KNI', 'WIT', 'WIT', 'NOB'],
    BEAST,
    'The dragon wants a birthday cake; everyone else wants the dragon gone.',
  ),
  animalScene('S36', 'The Swan of Grailmere', 'F', [animal('swan', 'S', 'M'), 'NOB', 'PEA'], REVEL),
];
