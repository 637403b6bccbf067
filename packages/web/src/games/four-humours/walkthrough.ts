/**
 * The resolution walkthrough (UI-DESIGN §3.3) as data: the log lines of one round's resolution,
 * grouped into pages. Pure, so it is unit-tested; no rules are computed here, only read from the
 * engine's trace entries.
 */
import type { Message, MessageParam } from '@boardhall/engine';
import type { Humour } from '@boardhall/four-humours';
import type { LogLine } from '../types.ts';

/** A step the trace does not mention was not reached. */
export type StepStatus = 'unreached' | 'none' | 'no-case' | 'fired' | 'matched';

export interface StepRow {
  readonly step: number;
  readonly humour: Humour;
  readonly status: StepStatus;
  readonly count: number;
  readonly op?: 'eq' | 'gte';
  readonly n?: number;
  readonly effect?: 'win' | 'escape' | 'discard';
}

export type SlotOutcome = 'win' | 'escape' | 'discard-bag' | 'leftover-bag' | 'discard-removed' | 'leftover-removed';

/** A potion on the card and what became of it (empty slots are not listed). */
export interface SlotRow {
  readonly slot: number;
  readonly seat: number | null;
  readonly humour: Humour | null;
  readonly outcome: SlotOutcome | null;
}

export type MoveKind =
  | 'to-cell'
  | 'escape'
  | 'no-exit-bag'
  | 'no-exit-removed'
  | 'to-plot'
  | 'escape-plot'
  | 'no-plot-bag'
  | 'no-plot-removed'
  | 'to-ledger'
  | 'escape-ledger';

const MOVE_KEYS: ReadonlySet<string> = new Set([
  'to-cell',
  'escape',
  'no-exit-bag',
  'no-exit-removed',
  'to-plot',
  'escape-plot',
  'no-plot-bag',
  'no-plot-removed',
  'to-ledger',
  'escape-ledger',
]);

export interface MoveRow {
  readonly kind: MoveKind;
  readonly seat: number;
  readonly humour: Humour;
  /** Kingdom: the cell. */
  readonly cellId: string | null;
  /** Fiefdom and Solo: the plot and its citizen type. */
  readonly plot: readonly [number, number] | null;
  readonly citizen: string | null;
  /** The scene or party the potion came from. */
  readonly sceneId: string | null;
  readonly partyId: string | null;
}

export interface DecisionRow {
  readonly seat: number;
  readonly humour: Humour;
  readonly effect: 'win' | 'escape';
  /** Kingdom: the legal cells; Fiefdom and Solo: the legal plots as `fh.plot` messages. */
  readonly cellIds: readonly string[];
  readonly plots: readonly Message[];
  readonly sceneId: string | null;
  readonly partyId: string | null;
}

export interface CardPage {
  readonly kind: 'scene' | 'party';
  /** Display position (1-based) of a scene, or the party tile's order. */
  readonly number: number;
  readonly id: string;
  readonly ladderId: string;
  readonly whereId: string | null;
  readonly slots: readonly SlotRow[];
  readonly steps: readonly StepRow[];
  readonly nobodyWins: boolean;
  /** Party pages: their potions' trips to the map. */
  readonly moves: readonly MoveRow[];
  readonly decisions: readonly DecisionRow[];
}

export type WalkPage =
  | {
      readonly kind: 'reveal';
      readonly round: number;
      readonly triggers: readonly string[];
      readonly lastActor: number | null;
    }
  | CardPage
  | {
      readonly kind: 'to-map';
      /** Fiefdom and Solo: potions go to fiefs (and the Rival's ledger), not the map. */
      readonly fiefs: boolean;
      readonly moves: readonly MoveRow[];
      readonly decisions: readonly DecisionRow[];
    }
  | {
      readonly kind: 'objectives';
      readonly claims: readonly {
        seat: number;
        objectiveId: string;
        cellIds: readonly string[];
        plots: readonly Message[];
      }[];
      readonly markers: number;
      readonly partyIds: readonly string[];
    }
  | { readonly kind: 'end'; readonly messages: readonly Message[] };

export interface Walkthrough {
  readonly round: number;
  readonly pages: readonly WalkPage[];
  /** The resolution is still running (a decision is pending). */
  readonly complete: boolean;
}

const num = (p: MessageParam | undefined): number => (typeof p === 'number' ? p : 0);
const str = (p: MessageParam | undefined): string | null => (typeof p === 'string' ? p : null);
const seatOf = (p: MessageParam | undefined): number | null =>
  p !== null && typeof p === 'object' && !Array.isArray(p) && 'seat' in p ? p.seat : null;
const strs = (p: MessageParam | undefined): string[] =>
  Array.isArray(p) ? p.filter((x): x is string => typeof x === 'string') : [];
const humourOf = (p: MessageParam | undefined): Humour => (str(p) ?? 'C') as Humour;
const messagesOf = (p: MessageParam | undefined): Message[] =>
  Array.isArray(p)
    ? p.filter((x): x is Message => typeof x === 'object' && x !== null && !Array.isArray(x) && 'key' in x)
    : [];

/** Every message of a log, in order. */
export function flatten(log: readonly LogLine[]): Message[] {
  return log.flatMap((l) => l.messages);
}

/** How many rounds have reached their resolution in this log. */
export function countResolutions(messages: readonly Message[]): number {
  return messages.reduce((n, m) => n + (m.key === 'fh.log.reveal' ? 1 : 0), 0);
}

const CARD_KEYS: ReadonlySet<string> = new Set([
  'fh.log.scene',
  'fh.log.scene-animal',
  'fh.log.scene-empty',
  'fh.log.party',
  'fh.log.party-empty',
]);
const STEP_RE = /^fh\.log\.step\.(eq|gte)\.(win|escape|discard)\.(stop|continue)$/;
const OUTCOME_RE = /^fh\.log\.outcome\.(win|escape|discard-bag|leftover-bag|discard-removed|leftover-removed)$/;
const END_KEYS = /^fh\.log\.(cleanup|deal|deck-short|game-end\.|result|round-start)/;

function moveOf(m: Message): MoveRow | null {
  const kind = m.key.slice('fh.log.'.length);
  if (!m.key.startsWith('fh.log.') || !MOVE_KEYS.has(kind)) return null;
  const p = m.params ?? {};
  const plot = typeof p.row === 'number' && typeof p.col === 'number' ? ([p.row, p.col] as const) : null;
  return {
    kind: kind as MoveKind,
    seat: seatOf(p.player) ?? 0,
    humour: humourOf(p.humour),
    cellId: str(p.cell),
    plot,
    citizen: str(p.citizen),
    sceneId: str(p.scene),
    partyId: str(p.party),
  };
}

function decisionOf(m: Message): DecisionRow | null {
  const hit = /^fh\.log\.decision-(win|escape)(-plot)?$/.exec(m.key);
  if (!hit) return null;
  const p = m.params ?? {};
  return {
    seat: seatOf(p.player) ?? 0,
    humour: humourOf(p.humour),
    effect: hit[1] as 'win' | 'escape',
    cellIds: strs(p.cells),
    plots: messagesOf(p.plots),
    sceneId: str(p.scene),
    partyId: str(p.party),
  };
}

/**
 * The walkthrough of the `which`-th resolution in the log (0-based; default the last one), or null
 * when no round has reached its resolution yet.
 */
export function buildWalkthrough(messages: readonly Message[], which?: number): Walkthrough | null {
  const reveals: number[] = [];
  messages.forEach((m, i) => {
    if (m.key === 'fh.log.reveal') reveals.push(i);
  });
  if (reveals.length === 0) return null;
  const k = which === undefined ? reveals.length - 1 : which;
  const start = reveals[k];
  if (start === undefined) return null;
  const reveal = messages[start] as Message;
  const round = num(reveal.params?.round);
  const triggers: string[] = [];
  let lastActor: number | null = null;
  for (let i = start - 1; i >= 0; i--) {
    const m = messages[i] as Message;
    if (!m.key.startsWith('fh.log.round-end.')) break;
    triggers.unshift(m.key.slice('fh.log.round-end.'.length));
    lastActor = seatOf(m.params?.player);
  }
  const pages: WalkPage[] = [{ kind: 'reveal', round, triggers, lastActor }];
  let card: {
    kind: 'scene' | 'party';
    number: number;
    id: string;
    ladderId: string;
    whereId: string | null;
    slots: SlotRow[];
    steps: StepRow[];
    nobodyWins: boolean;
    moves: MoveRow[];
    decisions: DecisionRow[];
  } | null = null;
  let toMap: { kind: 'to-map'; fiefs: boolean; moves: MoveRow[]; decisions: DecisionRow[] } | null = null;
  let end: { kind: 'end'; messages: Message[] } | null = null;
  let complete = false;
  const stop = which === undefined ? messages.length : (reveals[k + 1] ?? messages.length);
  for (let i = start + 1; i < stop; i++) {
    const m = messages[i] as Message;
    const p = m.params ?? {};
    if (CARD_KEYS.has(m.key)) {
      const party = m.key.startsWith('fh.log.party');
      card = {
        kind: party ? 'party' : 'scene',
        number: party ? num(p.order) : num(p.position),
        id: (party ? str(p.party) : str(p.scene)) ?? '?',
        ladderId: str(p.ladder) ?? 'POP',
        whereId: str(p.where),
        slots: [],
        steps: [],
        nobodyWins: false,
        moves: [],
        decisions: [],
      };
      pages.push(card);
      continue;
    }
    if (m.key.startsWith('fh.log.step.')) {
      const base = { step: num(p.step), humour: humourOf(p.humour), count: num(p.count) };
      const hit = STEP_RE.exec(m.key);
      if (hit) {
        card?.steps.push({
          ...base,
          status: hit[3] === 'stop' ? 'fired' : 'matched',
          op: hit[1] as 'eq' | 'gte',
          n: num(p.n),
          effect: hit[2] as 'win' | 'escape' | 'discard',
        });
      } else {
        const status = m.key.slice('fh.log.step.'.length) as StepStatus;
        card?.steps.push({ ...base, status });
      }
      continue;
    }
    const out = OUTCOME_RE.exec(m.key);
    if (out && card) {
      card.slots.push({
        slot: num(p.slot) - 1,
        seat: seatOf(p.player),
        humour: humourOf(p.humour),
        outcome: out[1] as SlotOutcome,
      });
      continue;
    }
    if (m.key === 'fh.log.nobody-wins' || m.key === 'fh.log.party-nobody-wins') {
      if (card) card.nobodyWins = true;
      continue;
    }
    if (m.key === 'fh.log.to-map' || m.key === 'fh.log.to-fief' || m.key === 'fh.log.to-fief-solo') {
      toMap = { kind: 'to-map', fiefs: m.key !== 'fh.log.to-map', moves: [], decisions: [] };
      pages.push(toMap);
      card = null;
      continue;
    }
    const move = moveOf(m);
    if (move) {
      if (card?.kind === 'party') card.moves.push(move);
      else toMap?.moves.push(move);
      continue;
    }
    const decision = decisionOf(m);
    if (decision) {
      if (card?.kind === 'party') card.decisions.push(decision);
      else toMap?.decisions.push(decision);
      continue;
    }
    if (m.key === 'fh.log.objective-check') {
      pages.push({ kind: 'objectives', claims: [], markers: 0, partyIds: [] });
      card = null;
      continue;
    }
    if (m.key === 'fh.log.claim' || m.key === 'fh.log.claim-fief' || m.key === 'fh.log.rival-claim') {
      const page = pages.at(-1);
      if (page?.kind === 'objectives') {
        (
          page.claims as { seat: number; objectiveId: string; cellIds: readonly string[]; plots: readonly Message[] }[]
        ).push({
          seat: seatOf(p.player) ?? 0,
          objectiveId: str(p.objective) ?? '?',
          cellIds: strs(p.cells),
          plots: messagesOf(p.plots),
        });
      }
      continue;
    }
    if (m.key === 'fh.log.parties-triggered' || m.key === 'fh.log.parties-none-left') {
      const ix = pages.findLastIndex((x) => x.kind === 'objectives');
      const page = pages[ix];
      if (page?.kind === 'objectives') pages[ix] = { ...page, markers: num(p.markers), partyIds: strs(p.parties) };
      continue;
    }
    if (m.key === 'fh.log.party-resolved') continue;
    if (END_KEYS.test(m.key)) {
      if (!end) {
        end = { kind: 'end', messages: [] };
        pages.push(end);
        card = null;
      }
      end.messages.push(m);
      complete = true;
      if (m.key === 'fh.log.round-start') break;
    }
  }
  return { round, pages, complete };
}
