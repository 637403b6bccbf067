/**
 * The content validation rules of spec §8.2, plus two structural checks (id
 * formats of §0.2, well-formed values). Pure: `validateContent` returns the list
 * of problems, empty when the set is valid. Each problem starts with its rule
 * tag, e.g. `rule 3: B06 …`.
 */
import type {
  ContentSet,
  Effect,
  Element,
  ElementCard,
  ForestColour,
  PlainRow,
  Requirement,
  ScalingRow,
  TaskPredicate,
} from './schema.ts';
import { ELEMENTS, FOREST_COLOURS, LEADER_IDS } from './schema.ts';

export interface ValidationRule {
  /** '1'…'11' for §8.2, or 'ids' / 'values' for the structural checks. */
  rule: string;
  title: string;
  check(content: ContentSet): string[];
}

const ID_LETTER: Readonly<Record<Element, string>> = { water: 'B', fire: 'R', earth: 'G', wind: 'Y' };
const TILE_LETTER: Readonly<Record<ForestColour, string>> = { moss: 'M', amber: 'A', dusk: 'D' };
const pad = (n: number): string => String(n).padStart(2, '0');

function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const id of ids) (seen.has(id) ? dup : seen).add(id);
  return [...dup];
}

/** The rows of a card as a plain array (the schema's tuple type, widened). */
function rowsOf(card: ElementCard): readonly (PlainRow | ScalingRow)[] {
  return card.rows;
}

function plainRows(card: ElementCard): PlainRow[] {
  return rowsOf(card).filter((row): row is PlainRow => row.kind === 'plain');
}

function scalingRows(card: ElementCard): ScalingRow[] {
  return rowsOf(card).filter((row): row is ScalingRow => row.kind === 'scaling');
}

/** Every effect list of an element card (plain rows and scaling tiers), with a label. */
function cardEffectLists(card: ElementCard): [string, readonly Effect[]][] {
  const lists: [string, readonly Effect[]][] = [];
  card.rows.forEach((row, i) => {
    if (row.kind === 'plain') lists.push([`${card.id} row ${i}`, row.effects]);
    else for (const tier of row.tiers) lists.push([`${card.id} tier ≥${tier.atLeast}`, tier.effects]);
  });
  return lists;
}

const isInt = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);
const inRange = (n: unknown, lo: number, hi: number): boolean => isInt(n) && n >= lo && n <= hi;

export const VALIDATION_RULES: readonly ValidationRule[] = [
  {
    rule: '1',
    title: 'exactly 20 element cards per element, 80 in all, ids unique',
    check: ({ elementCards }) => {
      const problems: string[] = [];
      if (elementCards.length !== 80) problems.push(`${elementCards.length} element cards, expected 80`);
      for (const element of ELEMENTS) {
        const n = elementCards.filter((c) => c.element === element).length;
        if (n !== 20) problems.push(`${n} ${element} cards, expected 20`);
      }
      for (const c of elementCards) if (!ELEMENTS.includes(c.element)) problems.push(`${c.id} has no valid element`);
      for (const id of duplicates(elementCards.map((c) => c.id))) problems.push(`duplicate element card id ${id}`);
      return problems;
    },
  },
  {
    rule: '2',
    title: 'each element card has 1 or 2 rows; a scaling row only on a one-row card',
    check: ({ elementCards }) => {
      const problems: string[] = [];
      for (const c of elementCards) {
        const rows = rowsOf(c);
        if (rows.length !== 1 && rows.length !== 2) problems.push(`${c.id} has ${rows.length} rows`);
        else if (rows.length === 2 && scalingRows(c).length > 0)
          problems.push(`${c.id} has a scaling row on a two-row card`);
      }
      return problems;
    },
  },
  {
    rule: '3',
    title: 'no row of a card of element X requires selfNone X',
    check: ({ elementCards }) =>
      elementCards.flatMap((c) =>
        plainRows(c)
          .filter((row) => row.requirement.kind === 'selfNone' && row.requirement.element === c.element)
          .map(() => `${c.id} requires self(${c.element}) = 0 on its own element: never playable`),
      ),
  },
  {
    rule: '4',
    title: 'own-element selfAtLeast, totalAtLeast and lowest scaling tier use n ≥ 2',
    check: ({ elementCards }) => {
      const problems: string[] = [];
      for (const c of elementCards) {
        for (const row of plainRows(c)) {
          const req = row.requirement;
          if ((req.kind === 'selfAtLeast' || req.kind === 'totalAtLeast') && req.element === c.element && req.n < 2)
            problems.push(`${c.id}: ${req.kind} ${req.element} ${req.n} is always met (n must be ≥ 2)`);
        }
        for (const row of scalingRows(c)) {
          const lowest = row.tiers[0]?.atLeast;
          if (row.element === c.element && (lowest === undefined || lowest < 2))
            problems.push(`${c.id}: lowest scaling tier ${lowest} on its own element is always met (must be ≥ 2)`);
        }
      }
      return problems;
    },
  },
  {
    rule: '5',
    title: 'count thresholds can be met (self ≤ 5 own / 4 other; total and scaling ≤ 14 own / 13 other)',
    check: ({ elementCards }) => {
      const problems: string[] = [];
      const limit = (scope: 'self' | 'total', own: boolean): number =>
        scope === 'self' ? (own ? 5 : 4) : own ? 14 : 13;
      for (const c of elementCards) {
        for (const row of plainRows(c)) {
          const req = row.requirement;
          if (req.kind !== 'selfAtLeast' && req.kind !== 'totalAtLeast') continue;
          const max = limit(req.kind === 'selfAtLeast' ? 'self' : 'total', req.element === c.element);
          if (req.n > max) problems.push(`${c.id}: ${req.kind} ${req.element} ${req.n} can never be met (max ${max})`);
        }
        for (const row of scalingRows(c)) {
          const max = limit(row.scope, row.element === c.element);
          for (const tier of row.tiers)
            if (tier.atLeast > max)
              problems.push(
                `${c.id}: scaling tier ${row.scope}(${row.element}) ≥ ${tier.atLeast} can never be met (max ${max})`,
              );
        }
      }
      return problems;
    },
  },
  {
    rule: '6',
    title: 'the temple effect appears only in VillageCard.immediate',
    check: ({ elementCards, startTiles, leaders }) => {
      const lists: [string, readonly Effect[]][] = [
        ...elementCards.flatMap(cardEffectLists),
        ...startTiles.map((t): [string, readonly Effect[]] => [`${t.id} gains`, t.gains]),
        ...leaders.flatMap((l) =>
          l.templeSlots.map((slot, i): [string, readonly Effect[]] => [`${l.id} temple slot T${i + 1}`, slot]),
        ),
      ];
      return lists
        .filter(([, effects]) => effects.some((e) => e.kind === 'temple'))
        .map(([where]) => `${where} has a temple effect`);
    },
  },
  {
    rule: '7',
    title: 'forest tiles: 13 per colour, ≥ 1 bonus, slots 2–4, waterCost ≥ 0; start tiles numbered 1–5 once each',
    check: ({ forestTiles, startTiles }) => {
      const problems: string[] = [];
      for (const colour of FOREST_COLOURS) {
        const n = forestTiles.filter((t) => t.colour === colour).length;
        if (n !== 13) problems.push(`${n} ${colour} forest tiles, expected 13`);
      }
      if (forestTiles.length !== 39) problems.push(`${forestTiles.length} forest tiles, expected 39`);
      for (const id of duplicates(forestTiles.map((t) => t.id))) problems.push(`duplicate forest tile id ${id}`);
      for (const t of forestTiles) {
        if (!FOREST_COLOURS.includes(t.colour)) problems.push(`${t.id} has no valid colour`);
        if (t.bonuses.length < 1) problems.push(`${t.id} has no build bonus`);
        if (!([2, 3, 4] as const).includes(t.slots)) problems.push(`${t.id} has ${t.slots} rider slots`);
        if (!isInt(t.waterCost) || t.waterCost < 0) problems.push(`${t.id} has water cost ${t.waterCost}`);
      }
      if (startTiles.length !== 5) problems.push(`${startTiles.length} start tiles, expected 5`);
      for (const n of [1, 2, 3, 4, 5]) {
        const count = startTiles.filter((t) => t.number === n).length;
        if (count !== 1) problems.push(`start tile number ${n} used ${count} times`);
      }
      for (const t of startTiles) {
        if (t.id !== `S${t.number}`) problems.push(`start tile ${t.id} carries number ${t.number}`);
        if (!FOREST_COLOURS.includes(t.colour)) problems.push(`${t.id} has no valid colour`);
      }
      return problems;
    },
  },
  {
    rule: '8',
    title: 'pollution layouts: [0][0] = 0, 16 tokens, exactly one clean non-start cell, values 0–2',
    check: ({ leaders }) => {
      const problems: string[] = [];
      for (const l of leaders) {
        const grid = l.pollution;
        if (grid.length !== 3 || grid.some((r) => r.length !== 4)) {
          problems.push(`${l.id}: pollution grid is not 3 × 4`);
          continue;
        }
        const cells = grid.flat();
        if (grid[0][0] !== 0) problems.push(`${l.id}: the start cell has ${grid[0][0]} tokens`);
        const sum = cells.reduce((a, b) => a + b, 0);
        if (sum !== 16) problems.push(`${l.id}: ${sum} pollution tokens, expected 16`);
        const clean = cells.slice(1).filter((n) => n === 0).length;
        if (clean !== 1) problems.push(`${l.id}: ${clean} clean non-start cells, expected 1`);
        if (cells.some((n) => !inRange(n, 0, 2))) problems.push(`${l.id}: a cell value outside 0–2`);
      }
      return problems;
    },
  },
  {
    rule: '9',
    title: 'every item carries a provenance',
    check: (content) => {
      const items: { id: string; provenance: unknown }[] = [
        ...content.elementCards,
        ...content.forestTiles,
        ...content.startTiles,
        ...content.villageCards,
        ...content.leaders,
        ...content.abilityCards,
      ];
      return items
        .filter((item) => item.provenance !== 'published' && item.provenance !== 'stand-in')
        .map((item) => `${item.id} has provenance ${String(item.provenance)}`);
    },
  },
  {
    rule: '10',
    title: 'village cards: 30, ids V01–V30, VP 2–6, ≥ 1 immediate effect, task parameters neither always nor never met',
    check: ({ villageCards }) => {
      const problems: string[] = [];
      if (villageCards.length !== 30) problems.push(`${villageCards.length} village cards, expected 30`);
      const ids = villageCards.map((v) => v.id);
      for (let n = 1; n <= 30; n++)
        if (!ids.includes(`V${pad(n)}`)) problems.push(`village card V${pad(n)} is missing`);
      for (const id of ids) if (!/^V(0[1-9]|[12]\d|30)$/.test(id)) problems.push(`bad village card id ${id}`);
      for (const id of duplicates(ids)) problems.push(`duplicate village card id ${id}`);
      for (const v of villageCards) {
        if (!inRange(v.vp, 2, 6)) problems.push(`${v.id} is worth ${v.vp} VP (2–6)`);
        if (v.immediate.length < 1) problems.push(`${v.id} has no immediate effect`);
        const bad = taskProblem(v.task);
        if (bad) problems.push(`${v.id}: ${bad}`);
      }
      return problems;
    },
  },
  {
    rule: '11',
    title: 'leaders: 5 boards with distinct ids, 20 distinct ability cards, 4 per leader, each on its own board',
    check: ({ leaders, abilityCards }) => {
      const problems: string[] = [];
      if (leaders.length !== 5) problems.push(`${leaders.length} leader boards, expected 5`);
      for (const id of duplicates(leaders.map((l) => l.id))) problems.push(`duplicate leader id ${id}`);
      for (const l of leaders) if (!LEADER_IDS.includes(l.id)) problems.push(`unknown leader id ${l.id}`);
      if (abilityCards.length !== 20) problems.push(`${abilityCards.length} ability cards, expected 20`);
      for (const id of duplicates(abilityCards.map((a) => a.id))) problems.push(`duplicate ability card ${id}`);
      for (const l of leaders) {
        const own = abilityCards.filter((a) => a.leader === l.id);
        if (own.length !== 4) problems.push(`${l.id} has ${own.length} ability cards, expected 4`);
        if (new Set(l.abilities).size !== 4)
          problems.push(`${l.id}'s board lists ${new Set(l.abilities).size} distinct abilities`);
        for (const id of l.abilities)
          if (!own.some((a) => a.id === id))
            problems.push(`${l.id}'s board lists ${id}, which is not one of its ability cards`);
      }
      for (const a of abilityCards) {
        const board = leaders.find((l) => l.id === a.leader);
        if (!board) problems.push(`ability ${a.id} belongs to missing leader ${a.leader}`);
        else if (!board.abilities.includes(a.id)) problems.push(`ability ${a.id} is not listed on ${a.leader}'s board`);
      }
      return problems;
    },
  },
  {
    rule: 'ids',
    title: 'ids follow §0.2: B/R/G/Y01–20 by element, M/A/D01–13 by colour',
    check: ({ elementCards, forestTiles }) => {
      const problems: string[] = [];
      for (const c of elementCards) {
        const m = /^([BRGY])(\d\d)$/.exec(c.id);
        if (!m || m[1] !== ID_LETTER[c.element] || !inRange(Number(m[2]), 1, 20))
          problems.push(`element card id ${c.id} does not fit a ${c.element} card (${ID_LETTER[c.element]}01–20)`);
      }
      for (const t of forestTiles) {
        const m = /^([MAD])(\d\d)$/.exec(t.id);
        if (!m || m[1] !== TILE_LETTER[t.colour] || !inRange(Number(m[2]), 1, 13))
          problems.push(`forest tile id ${t.id} does not fit a ${t.colour} tile (${TILE_LETTER[t.colour]}01–13)`);
      }
      return problems;
    },
  },
  {
    rule: 'values',
    title:
      'well-formed values: effect amounts ≥ 1, discounts ≥ 0, requirement counts ≥ 1, tiers ascending, no empty row',
    check: (content) => {
      const problems: string[] = [];
      const lists: [string, readonly Effect[]][] = [
        ...content.elementCards.flatMap(cardEffectLists),
        ...content.startTiles.map((t): [string, readonly Effect[]] => [`${t.id} gains`, t.gains]),
        ...content.villageCards.map((v): [string, readonly Effect[]] => [`${v.id} immediate`, v.immediate]),
        ...content.leaders.flatMap((l) =>
          l.templeSlots.map((slot, i): [string, readonly Effect[]] => [`${l.id} T${i + 1}`, slot]),
        ),
      ];
      for (const [where, effects] of lists) {
        if (effects.length === 0) problems.push(`${where} has no effect`);
        for (const e of effects) {
          if ((e.kind === 'water' || e.kind === 'cleanse' || e.kind === 'move') && !(isInt(e.n) && e.n >= 1))
            problems.push(`${where}: ${e.kind} ${e.n}`);
          if (e.kind === 'plant' && !(isInt(e.discount) && e.discount >= 0))
            problems.push(`${where}: plant discount ${e.discount}`);
        }
      }
      for (const t of content.forestTiles)
        for (const b of t.bonuses)
          if ((b.kind === 'water' || b.kind === 'cleanse' || b.kind === 'move') && !(isInt(b.n) && b.n >= 1))
            problems.push(`${t.id}: bonus ${b.kind} ${b.n}`);
      for (const c of content.elementCards) {
        for (const row of plainRows(c)) {
          const bad = requirementProblem(row.requirement);
          if (bad) problems.push(`${c.id}: ${bad}`);
        }
        for (const row of scalingRows(c)) {
          if (row.tiers.length === 0) problems.push(`${c.id}: scaling row without tiers`);
          row.tiers.forEach((tier, i) => {
            const prev = row.tiers[i - 1];
            if (!isInt(tier.atLeast) || tier.atLeast < 1) problems.push(`${c.id}: tier ≥${tier.atLeast}`);
            if (prev && tier.atLeast <= prev.atLeast) problems.push(`${c.id}: tiers not strictly ascending`);
          });
        }
      }
      for (const l of content.leaders) {
        if (l.colourPath.length < 2) problems.push(`${l.id}: colour path of ${l.colourPath.length}`);
        const bad = taskProblem(l.uniqueTask);
        if (bad) problems.push(`${l.id} unique task: ${bad}`);
      }
      return problems;
    },
  },
];

function requirementProblem(req: Requirement): string | null {
  if ((req.kind === 'selfAtLeast' || req.kind === 'totalAtLeast') && !(isInt(req.n) && req.n >= 1))
    return `${req.kind} with n = ${req.n}`;
  return null;
}

/** §8.2 rule 10: task parameters that are neither always nor never met at the end of a game. */
export function taskProblem(task: TaskPredicate): string | null {
  const range = (n: unknown, lo: number, hi: number): string | null =>
    inRange(n, lo, hi) ? null : `${task.kind} parameter ${String(n)} outside ${lo}–${hi}`;
  switch (task.kind) {
    case 'waterAtLeast':
      return range(task.n, 1, Number.MAX_SAFE_INTEGER);
    case 'pollutedCellsAtMost':
      return range(task.n, 0, 9);
    case 'tilesAtLeast':
      return range(task.n, 2, 12);
    case 'tilesWithRidersAtLeast':
    case 'ridersOnOneTileAtLeast':
      return range(task.n, 1, 7);
    case 'templesBuiltAtLeast':
    case 'templesOnVillagesAtLeast':
      return range(task.n, 1, 4);
    case 'colourTilesAtLeast':
      return range(task.n, 2, 11);
    case 'sameColourLine':
      return range(task.length, 2, 4);
    case 'portalVillagesAtLeast':
      return range(task.n, 1, 5);
    case 'colourPath':
      return range(task.colours.length, 2, 8);
    case 'cleanRow':
      return range(task.row, 0, 2);
    default:
      return null;
  }
}

/** All problems of a content set (empty when valid), in rule order. */
export function validateContent(content: ContentSet): string[] {
  return VALIDATION_RULES.flatMap((r) => r.check(content).map((problem) => `rule ${r.rule}: ${problem}`));
}
