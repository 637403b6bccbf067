/** The content schema of spec §9.1: every piece of printed game content is typed data. */

export type Provenance = 'published' | 'stand-in';
export type Humour = 'C' | 'S' | 'M' | 'P';
/** Canonical order C, S, M, P: used wherever the engine iterates or sorts humours. */
export const HUMOURS: readonly Humour[] = ['C', 'S', 'M', 'P'];
export type HumourCounts = Record<Humour, number>;

export const HUMOUR_NAMES: Readonly<Record<Humour, string>> = {
  C: 'Choleric',
  S: 'Sanguine',
  M: 'Melancholic',
  P: 'Phlegmatic',
};

export type CitizenType = 'knight' | 'noble' | 'witch' | 'bard' | 'peasant' | 'nun';
export const CITIZEN_TYPES: readonly CitizenType[] = ['knight', 'noble', 'witch', 'bard', 'peasant', 'nun'];
/** provenance: published */
export const CITIZEN_HUMOURS: Readonly<Record<CitizenType, readonly [Humour, Humour]>> = {
  knight: ['C', 'P'],
  noble: ['C', 'S'],
  witch: ['C', 'M'],
  bard: ['S', 'M'],
  peasant: ['S', 'P'],
  nun: ['M', 'P'],
};
export const CITIZEN_NAMES: Readonly<Record<CitizenType, string>> = {
  knight: 'Knight',
  noble: 'Noble',
  witch: 'Witch',
  bard: 'Bard',
  peasant: 'Peasant',
  nun: 'Nun',
};

export type ZoneId = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
export const ZONES: readonly ZoneId[] = ['A', 'B', 'C', 'D', 'E', 'F'];
export type CellId = string;
export type Side = 'N' | 'E' | 'S' | 'W';
export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W'];
export type LinkKind = 'path' | 'bridge';
export type Rotation = 0 | 1 | 2 | 3;

export interface CellDef {
  readonly id: CellId;
  readonly name: string;
  readonly kind: 'location' | 'party';
  /** Required for 'location', absent for 'party'. */
  readonly inhabitant?: CitizenType;
  /** Position in the tile's 3×3 layout, unrotated. */
  readonly pos: readonly [row: 0 | 1 | 2, col: 0 | 1 | 2];
}
export interface EdgeDef {
  readonly a: CellId;
  readonly b: CellId;
  readonly kind: LinkKind;
}
export interface PortDef {
  readonly side: Side;
  readonly cell: CellId;
  readonly kind: LinkKind;
}
export interface MapTileDef {
  readonly id: ZoneId;
  readonly name: string;
  readonly symbol: string;
  /** Exactly 5 locations + 1 party location. */
  readonly cells: readonly CellDef[];
  readonly edges: readonly EdgeDef[];
  /** Exactly one per side. */
  readonly ports: readonly PortDef[];
  readonly partyTile: string;
  readonly provenance: Provenance;
}

export type SlotDef =
  | { readonly kind: 'citizen'; readonly citizen: CitizenType }
  | { readonly kind: 'animal'; readonly animal: string; readonly humours: readonly [Humour, Humour] };

export interface CountTest {
  readonly op: 'eq' | 'gte';
  readonly n: number;
}
export type Effect = 'win' | 'escape' | 'discard';
export interface StepCase {
  readonly test: CountTest;
  readonly effect: Effect;
  readonly then: 'stop' | 'continue';
}
export interface Step {
  readonly humour: Humour;
  readonly cases: readonly StepCase[];
}
export interface LadderDef {
  readonly id: string;
  readonly name: string;
  readonly steps: readonly Step[];
  readonly provenance: Provenance;
}

export interface SceneCardDef {
  readonly id: string;
  readonly name: string;
  readonly kind: 'location' | 'animal';
  readonly zone: ZoneId;
  /** Required iff kind === 'location'. */
  readonly location?: CellId;
  /** 2–5; the slot index is the position in this array. */
  readonly slots: readonly SlotDef[];
  /** The ladder the steps came from (display only). */
  readonly ladder: string;
  /** The card's own ordered step list (authoritative). */
  readonly steps: readonly Step[];
  readonly flavour?: string;
  readonly provenance: Provenance;
}

export interface PartyTileDef {
  readonly id: string;
  readonly order: 1 | 2 | 3 | 4 | 5 | 6;
  readonly zone: ZoneId;
  readonly name: string;
  readonly slots: readonly SlotDef[];
  readonly ladder: string;
  readonly steps: readonly Step[];
  readonly provenance: Provenance;
}

export type KingdomPredicate =
  | { readonly kind: 'zonesOccupied'; readonly min: number }
  | { readonly kind: 'disjointBridges'; readonly min: number }
  | { readonly kind: 'connectedLocations'; readonly min: number }
  | { readonly kind: 'inhabitantTypes'; readonly min: number }
  | { readonly kind: 'sameInhabitant'; readonly min: number }
  | { readonly kind: 'stack'; readonly min: number }
  | { readonly kind: 'cellsInOneZone'; readonly min: number }
  | { readonly kind: 'humoursOnMap'; readonly min: number }
  | { readonly kind: 'seamLinks'; readonly min: number }
  | { readonly kind: 'partyLocations'; readonly min: number }
  | { readonly kind: 'connectedZones'; readonly min: number }
  | { readonly kind: 'zoneMajorities'; readonly min: number };
export type FiefPredicate =
  | { readonly kind: 'fiefTypes'; readonly min: number }
  | { readonly kind: 'fullRow' }
  | { readonly kind: 'fullColumn' }
  | { readonly kind: 'twinTypes'; readonly min: number }
  | { readonly kind: 'corners' }
  | { readonly kind: 'fiefHumours'; readonly min: number }
  | { readonly kind: 'block2x2' }
  | { readonly kind: 'humourLine'; readonly length: number };

export interface ObjectiveDef {
  readonly id: string;
  readonly name: string;
  readonly mode: 'kingdom' | 'fiefdom';
  readonly text: string;
  readonly predicate: KingdomPredicate | FiefPredicate;
  readonly difficulty: 1 | 2 | 3;
  readonly notes?: string;
  readonly provenance: Provenance;
}

/** 3 rows × 4 columns. */
export interface FiefBoardDef {
  readonly plots: readonly (readonly CitizenType[])[];
  readonly provenance: Provenance;
}

/** A complete content set: what the rules read. SC-1 is the stand-in set of spec §9. */
export interface ContentSet {
  readonly id: string;
  readonly tiles: readonly MapTileDef[];
  readonly ladders: readonly LadderDef[];
  readonly scenes: readonly SceneCardDef[];
  readonly parties: readonly PartyTileDef[];
  readonly objectives: readonly ObjectiveDef[];
  readonly fief: FiefBoardDef;
}

/** Builds one case of a step (the spec's `k` helper of §9.8). */
export const k = (op: 'eq' | 'gte', n: number, effect: Effect, then: 'stop' | 'continue'): StepCase => ({
  test: { op, n },
  effect,
  then,
});
export const cit = (citizen: CitizenType): SlotDef => ({ kind: 'citizen', citizen });
export const animal = (name: string, a: Humour, b: Humour): SlotDef => ({
  kind: 'animal',
  animal: name,
  humours: [a, b],
});

/** The two humours a slot accepts, in the order printed. */
export function slotHumours(slot: SlotDef): readonly [Humour, Humour] {
  return slot.kind === 'citizen' ? CITIZEN_HUMOURS[slot.citizen] : slot.humours;
}
