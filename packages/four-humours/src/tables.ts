/**
 * Content compiled into index tables, once per content set. The rules address cells, scenes and
 * party tiles by index into these tables; the state keeps only ids.
 */
import { SC1 } from './content/index.ts';
import {
  type CellDef,
  type CitizenType,
  type ContentSet,
  HUMOURS,
  type Humour,
  type MapTileDef,
  type ObjectiveDef,
  type PartyTileDef,
  type SceneCardDef,
  type SlotDef,
  type Step,
  slotHumours,
  type ZoneId,
} from './content/schema.ts';

export const EFFECT_WIN = 0;
export const EFFECT_ESCAPE = 1;
export const EFFECT_DISCARD = 2;
export const EFFECT_CODES = ['win', 'escape', 'discard'] as const;

export interface CaseInfo {
  /** true: at least n; false: exactly n. */
  readonly gte: boolean;
  readonly n: number;
  readonly effect: number;
  readonly stop: boolean;
}
export interface StepInfo {
  readonly humour: number;
  readonly cases: readonly CaseInfo[];
}
export interface SlotInfo {
  readonly def: SlotDef;
  /** The slot's two humours as indices, in canonical order. */
  readonly lo: number;
  readonly hi: number;
  readonly citizen: CitizenType | null;
}
export interface CellInfo {
  readonly ix: number;
  readonly id: string;
  readonly def: CellDef;
  readonly zone: number;
  readonly party: boolean;
}
export interface SceneInfo {
  readonly ix: number;
  readonly id: string;
  readonly def: SceneCardDef;
  readonly zone: number;
  /** Cell index of a location scene's cell, -1 for an animal scene. */
  readonly cell: number;
  readonly slots: readonly SlotInfo[];
  readonly steps: readonly StepInfo[];
}
export interface PartyInfo {
  readonly ix: number;
  readonly id: string;
  readonly def: PartyTileDef;
  readonly zone: number;
  /** The party location of the tile's zone. */
  readonly cell: number;
  readonly slots: readonly SlotInfo[];
  readonly steps: readonly StepInfo[];
}
/** The fief board of §10.2, compiled: plots are numbered row × cols + col. */
export interface FiefInfo {
  readonly rows: number;
  readonly cols: number;
  /** The citizen type of each plot. */
  readonly types: readonly CitizenType[];
  /** The plots of each citizen type, ascending. */
  readonly plotsOf: Readonly<Record<CitizenType, readonly number[]>>;
  /** Orthogonal neighbours of each plot, ascending. */
  readonly adj: readonly (readonly number[])[];
}

export interface Tables {
  readonly content: ContentSet;
  /** Sorted by cell id, so index order is id order. */
  readonly cells: readonly CellInfo[];
  readonly cellIndex: ReadonlyMap<string, number>;
  readonly zones: readonly ZoneId[];
  readonly zoneIndex: ReadonlyMap<string, number>;
  readonly tiles: readonly MapTileDef[];
  readonly zoneCells: readonly (readonly number[])[];
  readonly zonePartyCell: readonly number[];
  readonly scenes: readonly SceneInfo[];
  readonly sceneIndex: ReadonlyMap<string, number>;
  /** In printed order. */
  readonly parties: readonly PartyInfo[];
  readonly partyIndex: ReadonlyMap<string, number>;
  readonly kingdomObjectives: readonly ObjectiveDef[];
  /** Index into kingdomObjectives. */
  readonly objectiveIndex: ReadonlyMap<string, number>;
  /** The Fiefdom objectives (§10.6), in canonical order. */
  readonly fiefdomObjectives: readonly ObjectiveDef[];
  /** Every objective of the set, Kingdom and Fiefdom, by id. */
  readonly objectiveById: ReadonlyMap<string, ObjectiveDef>;
  readonly fief: FiefInfo;
}

export const humourIndex = (h: Humour): number => HUMOURS.indexOf(h);

function compileSlot(def: SlotDef): SlotInfo {
  const [a, b] = slotHumours(def);
  const ia = humourIndex(a);
  const ib = humourIndex(b);
  return { def, lo: Math.min(ia, ib), hi: Math.max(ia, ib), citizen: def.kind === 'citizen' ? def.citizen : null };
}

function compileSteps(steps: readonly Step[]): StepInfo[] {
  return steps.map((s) => ({
    humour: humourIndex(s.humour),
    cases: s.cases.map((c) => ({
      gte: c.test.op === 'gte',
      n: c.test.n,
      effect: EFFECT_CODES.indexOf(c.effect),
      stop: c.then === 'stop',
    })),
  }));
}

function compileFief(plots: readonly (readonly CitizenType[])[]): FiefInfo {
  const rows = plots.length;
  const cols = plots[0]?.length ?? 0;
  const types: CitizenType[] = [];
  for (const row of plots) for (const type of row) types.push(type);
  const plotsOf = { knight: [], noble: [], witch: [], bard: [], peasant: [], nun: [] } as Record<CitizenType, number[]>;
  types.forEach((type, p) => {
    plotsOf[type].push(p);
  });
  const adj = types.map((_, p) => {
    const r = Math.floor(p / cols);
    const c = p % cols;
    const out: number[] = [];
    if (r > 0) out.push(p - cols);
    if (c > 0) out.push(p - 1);
    if (c + 1 < cols) out.push(p + 1);
    if (r + 1 < rows) out.push(p + cols);
    return out;
  });
  return { rows, cols, types, plotsOf, adj };
}

/** Compiles a content set. It does not check the content rules: the content test does. */
export function compileContent(content: ContentSet): Tables {
  const zones = content.tiles.map((t) => t.id);
  const zoneIndex = new Map(zones.map((z, i) => [z, i] as const));
  const raw: { def: CellDef; zone: number }[] = [];
  content.tiles.forEach((t, z) => {
    for (const c of t.cells) raw.push({ def: c, zone: z });
  });
  raw.sort((a, b) => (a.def.id < b.def.id ? -1 : a.def.id > b.def.id ? 1 : 0));
  const cells: CellInfo[] = raw.map((r, ix) => ({
    ix,
    id: r.def.id,
    def: r.def,
    zone: r.zone,
    party: r.def.kind === 'party',
  }));
  const cellIndex = new Map(cells.map((c) => [c.id, c.ix] as const));
  const zoneCells = zones.map((_, z) => cells.filter((c) => c.zone === z).map((c) => c.ix));
  const zonePartyCell = zones.map((_, z) => cells.find((c) => c.zone === z && c.party)?.ix ?? -1);
  const scenes: SceneInfo[] = content.scenes.map((def, ix) => ({
    ix,
    id: def.id,
    def,
    zone: zoneIndex.get(def.zone) ?? -1,
    cell: def.location === undefined ? -1 : (cellIndex.get(def.location) ?? -1),
    slots: def.slots.map(compileSlot),
    steps: compileSteps(def.steps),
  }));
  const partyDefs = [...content.parties].sort((a, b) => a.order - b.order);
  const parties: PartyInfo[] = partyDefs.map((def, ix) => {
    const zone = zoneIndex.get(def.zone) ?? -1;
    return {
      ix,
      id: def.id,
      def,
      zone,
      cell: zone < 0 ? -1 : (zonePartyCell[zone] ?? -1),
      slots: def.slots.map(compileSlot),
      steps: compileSteps(def.steps),
    };
  });
  const kingdomObjectives = content.objectives.filter((o) => o.mode === 'kingdom');
  const fiefdomObjectives = content.objectives.filter((o) => o.mode === 'fiefdom');
  return {
    content,
    cells,
    cellIndex,
    zones,
    zoneIndex,
    tiles: content.tiles,
    zoneCells,
    zonePartyCell,
    scenes,
    sceneIndex: new Map(scenes.map((s) => [s.id, s.ix] as const)),
    parties,
    partyIndex: new Map(parties.map((p) => [p.id, p.ix] as const)),
    kingdomObjectives,
    objectiveIndex: new Map(kingdomObjectives.map((o, i) => [o.id, i] as const)),
    fiefdomObjectives,
    objectiveById: new Map(content.objectives.map((o) => [o.id, o] as const)),
    fief: compileFief(content.fief.plots),
  };
}

const registry = new Map<string, Tables>([[SC1.id, compileContent(SC1)]]);

/**
 * Makes a content set available to games by its id: the publisher's set one day, test fixtures
 * today. Registering an id again replaces it.
 */
export function registerContent(content: ContentSet): Tables {
  const tables = compileContent(content);
  registry.set(content.id, tables);
  return tables;
}

export function hasContent(id: string): boolean {
  return registry.has(id);
}

export function tablesFor(id: string): Tables {
  const t = registry.get(id);
  if (!t) throw new Error(`Unknown Four Humours content set '${id}'.`);
  return t;
}

/** The tables of a state's content set (the state, or anything with its options). */
export function tablesOf(s: { readonly options: { readonly content: string } }): Tables {
  return tablesFor(s.options.content);
}
