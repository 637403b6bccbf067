/** Per-seat views (§8): everything public, plus the viewer's own secrets, and nothing else. */
import { ANY_VIEWER, deepFreeze, type Viewer, viewParts } from '@boardhall/engine';
import {
  type CellId,
  type CitizenType,
  HUMOURS,
  type Humour,
  type HumourCounts,
  type Rotation,
  type ZoneId,
} from './content/schema.ts';
import { inc, total } from './counts.ts';
import { CLAIM_RATE, type FourHumoursOptions, type SoloDifficulty } from './options.ts';
import { rivalClaimTarget } from './rules/claims.ts';
import { RIVAL_FOCUS, type RivalFocus } from './rules/rival.ts';
import { type FourHumoursOutcome, mapPotions, outcomeOf } from './rules/scoring.ts';
import {
  EMPTY,
  type FiefdomState,
  type FourHumoursState,
  type GameEndTrigger,
  humourOf,
  type Move,
  ownerOf,
  type Phase,
  type PotionCode,
  RIVAL,
  type RoundEndTrigger,
  type Seat,
} from './state.ts';
import { type SlotInfo, tablesOf } from './tables.ts';

export type SlotView =
  | { readonly occupied: false }
  | {
      readonly occupied: true;
      readonly owner: Seat;
      /** The slot's two humours: all that others know of a face-down potion. */
      readonly possible: readonly [Humour, Humour];
      readonly faceDown: boolean;
      /** Present iff the potion is face up or the viewer owns it (or everything is revealed at the end). */
      readonly humour?: Humour;
    };

export interface MapPotionView {
  readonly owner: Seat;
  readonly humour: Humour;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly handCount: number;
  readonly bagCount: number;
  readonly onScenes: number;
  readonly onParties: number;
  /** Potions on the map; in Fiefdom and Solo, on the seat's own fief (0 for the Rival). */
  readonly onMap: number;
  readonly removed: HumourCounts;
  readonly mulliganUsed: boolean;
  readonly objectives: number;
  /** Solo: present (true) on the Rival's entry, seat 1. */
  readonly rival?: true;
}

export interface PendingView {
  readonly owner: Seat;
  readonly potion: MapPotionView;
  readonly move: Move;
  /** Kingdom: the legal cells, by id (empty in Fiefdom and Solo). */
  readonly legalCells: CellId[];
  /** Fiefdom and Solo: the legal plots of the owner's fief as [row, col], by row, then column. */
  readonly legalPlots?: [number, number][];
}

/** One player's fief (§10.2): plots by row, then column; null for an empty plot. */
export interface FiefView {
  readonly seat: Seat;
  readonly plots: (MapPotionView | null)[][];
  /** Occupied plots. */
  readonly count: number;
}

/** The Solo Rival (§11), as everyone sees it: its potions in play are face down like anyone's. */
export interface RivalView {
  readonly seat: Seat;
  readonly difficulty: SoloDifficulty;
  /** K of SO-4: one objective per K potions in the ledger. */
  readonly claimRate: number;
  readonly bagCount: number;
  readonly ledgerSize: number;
  readonly objectives: number;
  /** min(4, ⌊ledger / K⌋): the objectives it will hold after the next objective check (§11.5). */
  readonly claimTarget: number;
  /** Turns it has taken this round (t of §11.3). */
  readonly turnsThisRound: number;
  /** The focus of its next turn (t mod 3). */
  readonly nextFocus: RivalFocus;
}

export interface ResolutionView {
  readonly stage: 'scenes' | 'parties';
  readonly queue: Move[];
  readonly partyQueue: number[];
  readonly current: number;
  readonly markers: number;
  readonly triggers: RoundEndTrigger[];
}

/**
 * The options a view carries: the rules everyone agreed on. A fixed setup is left out: its tiles,
 * objectives and first player are in the view as the map, the objective row and the first seat,
 * and its stacked deck order is a secret of nobody at the table (docs/architecture.md).
 */
export type PublicOptions = Omit<FourHumoursOptions, 'fixedSetup'>;

/**
 * One copy per match's options: a state's options never change (clones share them), and copying
 * them for every seat after every action was a third of the cost of a view.
 */
const publicCopies = new WeakMap<FourHumoursOptions, PublicOptions>();

export function publicOptions(o: FourHumoursOptions): PublicOptions {
  let copy = publicCopies.get(o);
  if (copy === undefined) {
    // The secret part is left out before the copy; the copy is frozen because every view of the
    // match shares it, so that nothing done to one view reaches another view or the state.
    const { fixedSetup: _dealt, ...rules } = o;
    copy = deepFreeze(JSON.parse(JSON.stringify(rules)) as PublicOptions);
    publicCopies.set(o, copy);
  }
  return copy;
}

export interface FourHumoursView {
  readonly viewer: Viewer;
  readonly options: PublicOptions;
  /** Seats in turn order: the players, plus the Rival (seat 1) in Solo, whose match has 1 seat. */
  readonly seats: number;
  readonly displaySize: number;
  readonly partyLimit: number;
  readonly round: number;
  readonly phase: Phase;
  readonly toAct: Seat | null;
  readonly consecutivePasses: number;
  readonly firstSeatThisRound: Seat;
  readonly firstSeatOfGame: Seat;
  readonly lastActor: Seat | null;
  /** The kingdom map; in Fiefdom and Solo it has no tiles and no cells. */
  readonly map: {
    readonly tiles: { readonly position: number; readonly tile: ZoneId; readonly rotation: Rotation }[];
    readonly cells: Record<CellId, MapPotionView[]>;
  };
  readonly display: { readonly card: string; readonly slots: SlotView[] }[];
  /** Where each displayed scene happens (SU-5): its location cell, or its zone for an animal scene. */
  readonly sceneMarkers: {
    readonly position: number;
    readonly card: string;
    readonly zone: ZoneId;
    readonly cell?: CellId;
  }[];
  readonly parties: {
    readonly party: string;
    readonly resolved: boolean;
    readonly revealed: boolean;
    readonly slots: SlotView[];
  }[];
  readonly objectives: { readonly objective: string; readonly claimedBy: Seat[] }[];
  readonly deckCount: number;
  readonly deckShort: boolean;
  readonly discard: string[];
  /** Per seat in turn order (Solo: the Rival is seat 1, marked `rival`). */
  readonly players: PlayerView[];
  /** Fiefdom and Solo: the citizen type of each plot, by row, then column (§10.2). */
  readonly fiefBoard?: CitizenType[][];
  /** Fiefdom and Solo: every player's fief, by seat (the Solo Rival has none). */
  readonly fiefs?: FiefView[];
  /** Solo: the Rival's face-up ledger. */
  readonly ledger?: HumourCounts;
  /** Solo: the Rival. */
  readonly rival?: RivalView;
  /** The viewer's own hand and bag; absent for spectators. */
  readonly me?: { readonly seat: Seat; readonly hand: HumourCounts; readonly bag: HumourCounts };
  readonly pending?: PendingView;
  readonly resolution?: ResolutionView;
  readonly endTriggers: GameEndTrigger[];
  /** At the end with revealAllAtGameEnd: every hand and bag. */
  readonly revealed?: { readonly hands: HumourCounts[]; readonly bags: HumourCounts[] };
  readonly result?: FourHumoursOutcome;
}

export function countsView(c: readonly number[]): HumourCounts {
  return { C: c[0] ?? 0, S: c[1] ?? 0, M: c[2] ?? 0, P: c[3] ?? 0 };
}

/** One slot as a viewer sees it. Shared with secretsOf so the secret strings match exactly. */
export function slotView(
  code: PotionCode,
  info: SlotInfo | undefined,
  faceDown: boolean,
  showHumour: boolean,
): SlotView {
  if (code === EMPTY || !info) return { occupied: false };
  const possible: [Humour, Humour] = [HUMOURS[info.lo] as Humour, HUMOURS[info.hi] as Humour];
  // Two literals rather than a spread: views are built for every seat after every action.
  return showHumour
    ? { occupied: true, owner: ownerOf(code), possible, faceDown, humour: HUMOURS[humourOf(code)] }
    : { occupied: true, owner: ownerOf(code), possible, faceDown };
}

/** Everything is public once the game is over with revealAllAtGameEnd. */
export function allRevealed(s: FourHumoursState): boolean {
  return s.phase === 'over' && s.options.revealAllAtGameEnd;
}

/** Scene potions are face up from RES-1 until cleanup (6.1). */
export const scenesFaceUp = (s: FourHumoursState): boolean => s.phase === 'resolution';
/** A party tile's potions are face up while it resolves (PR-3). */
export const partyFaceUp = (s: FourHumoursState, ix: number): boolean => s.resolution?.current === ix;

/** Where each kept part of a view is (the engine's view-parts.ts): the displayed scenes and the parties by index. */
const PLACE_MAP = 0;
const PLACE_MARKERS = 1;
const PLACE_OBJECTIVES = 2;
const PLACE_DISPLAY = 8;
const PLACE_PARTIES = 64;

export function viewOf(s: FourHumoursState, viewer: Viewer): FourHumoursView {
  const t = tablesOf(s);
  const everything = allRevealed(s);
  const sees = (code: PotionCode, faceUp: boolean): boolean => faceUp || everything || ownerOf(code) === viewer;
  const onScenes = new Array<number>(s.seats).fill(0);
  const onParties = new Array<number>(s.seats).fill(0);
  const onMap = new Array<number>(s.seats).fill(0);
  for (const d of s.display) for (const code of d.slots) if (code !== EMPTY) inc(onScenes, ownerOf(code), 1);
  for (const p of s.parties) for (const code of p.slots) if (code !== EMPTY) inc(onParties, ownerOf(code), 1);
  for (const list of s.cells) for (const code of list) inc(onMap, ownerOf(code), 1);
  const scenesUp = scenesFaceUp(s);
  // Parts are kept from the view before when their inputs are the same (the engine's view-parts.ts); a part
  // with potions in it names the viewer, since a face-down potion shows its owner the humour.
  const mine = viewParts(s.options, viewer);
  const shared = viewParts(s.options, ANY_VIEWER);
  const display = s.display.map((d, ix) =>
    mine.part(PLACE_DISPLAY + ix, [t, d.card, d.slots, scenesUp, everything], () => {
      const info = t.scenes[t.sceneIndex.get(d.card) as number];
      return {
        card: d.card,
        slots: d.slots.map((code, i) =>
          slotView(code, info?.slots[i], !scenesUp, code !== EMPTY && sees(code, scenesUp)),
        ),
      };
    }),
  );
  const parties = s.parties.map((p, ix) => {
    const up = partyFaceUp(s, ix);
    return mine.part(PLACE_PARTIES + ix, [t, p.party, p.resolved, up, p.slots, everything], () => {
      const info = t.parties[ix];
      return {
        party: p.party,
        resolved: p.resolved,
        revealed: up,
        slots: p.slots.map((code, i) => slotView(code, info?.slots[i], !up, code !== EMPTY && sees(code, up))),
      };
    });
  });
  const map = shared.part(PLACE_MAP, [t, s.tiles, s.cells], () => {
    const cells: Record<CellId, MapPotionView[]> = {};
    s.cells.forEach((list, c) => {
      const id = t.cells[c]?.id ?? String(c);
      cells[id] = list.map((code) => ({ owner: ownerOf(code), humour: HUMOURS[humourOf(code)] as Humour }));
    });
    return { tiles: s.tiles.map((x, position) => ({ position, tile: x.tile, rotation: x.rotation })), cells };
  });
  const sceneMarkers = shared.part(PLACE_MARKERS, [t, s.display.map((d) => d.card)], () =>
    s.display.map((d, position) => {
      const info = t.scenes[t.sceneIndex.get(d.card) as number];
      const zone = t.zones[info?.zone ?? -1] ?? 'A';
      const cell = info && info.cell >= 0 ? t.cells[info.cell]?.id : undefined;
      return cell === undefined ? { position, card: d.card, zone } : { position, card: d.card, zone, cell };
    }),
  );
  const objectives = shared.part(
    PLACE_OBJECTIVES,
    [s.objectives.map((x) => x.objective), s.objectives.map((x) => x.claimedBy)],
    () => s.objectives.map((x) => ({ objective: x.objective, claimedBy: [...x.claimedBy] })),
  );
  const outcome = outcomeOf(s);
  const fd = s.fiefdom;
  const players: PlayerView[] = [];
  for (let p = 0; p < s.seats; p++) {
    const rival = fd?.ledger && p === RIVAL;
    players.push({
      seat: p,
      handCount: total(s.hands[p] as number[]),
      bagCount: total(s.bags[p] as number[]),
      onScenes: onScenes[p] as number,
      onParties: onParties[p] as number,
      onMap: fd ? mapPotions(s, p) : (onMap[p] as number),
      removed: countsView(s.removed[p] as number[]),
      mulliganUsed: s.mulliganUsed[p] as boolean,
      objectives: s.objectives.reduce((n, o) => n + (o.claimedBy.includes(p) ? 1 : 0), 0),
      ...(rival ? { rival: true as const } : {}),
    });
  }
  const r = s.resolution;
  const pend = s.pending;
  return {
    viewer,
    options: publicOptions(s.options),
    seats: s.seats,
    displaySize: s.displaySize,
    partyLimit: s.partyLimit,
    round: s.round,
    phase: s.phase,
    toAct: s.toAct >= 0 ? s.toAct : null,
    consecutivePasses: s.consecutivePasses,
    firstSeatThisRound: s.firstSeat,
    firstSeatOfGame: s.startSeat,
    lastActor: s.lastActor >= 0 ? s.lastActor : null,
    map,
    display,
    sceneMarkers,
    parties,
    objectives,
    deckCount: s.deck.length,
    deckShort: s.deckShort,
    discard: [...s.discard],
    players,
    ...(viewer === 'spectator'
      ? {}
      : {
          me: {
            seat: viewer,
            hand: countsView(s.hands[viewer] as number[]),
            bag: countsView(s.bags[viewer] as number[]),
          },
        }),
    ...(pend
      ? {
          pending: {
            owner: pend.owner,
            potion: { owner: pend.owner, humour: pend.humour },
            move: { ...pend.move },
            legalCells: [...pend.cells],
            ...(pend.plots
              ? { legalPlots: pend.plots.map((x): [number, number] => [Math.floor(x / t.fief.cols), x % t.fief.cols]) }
              : {}),
          },
        }
      : {}),
    ...(r
      ? {
          resolution: {
            stage: r.stage,
            queue: r.queue.map((m) => ({ ...m })),
            partyQueue: [...r.partyQueue],
            current: r.current,
            markers: r.markers,
            triggers: [...r.triggers],
          },
        }
      : {}),
    endTriggers: [...s.endTriggers],
    ...(fd ? fiefdomView(s, fd) : {}),
    ...(everything ? { revealed: { hands: s.hands.map(countsView), bags: s.bags.map(countsView) } } : {}),
    ...(outcome ? { result: outcome } : {}),
  };
}

function fiefdomView(
  s: FourHumoursState,
  fd: FiefdomState,
): Pick<FourHumoursView, 'fiefBoard' | 'fiefs' | 'ledger' | 'rival'> {
  const f = tablesOf(s).fief;
  const rowsOf = <T>(items: readonly T[]): T[][] =>
    Array.from({ length: f.rows }, (_, r) => items.slice(r * f.cols, (r + 1) * f.cols));
  const fiefs: FiefView[] = fd.fiefs.map((fief, seat) => ({
    seat,
    plots: rowsOf(
      fief.map((code) => (code === EMPTY ? null : { owner: ownerOf(code), humour: HUMOURS[humourOf(code)] as Humour })),
    ),
    count: fief.filter((code) => code !== EMPTY).length,
  }));
  const out = { fiefBoard: rowsOf(f.types), fiefs };
  if (!fd.ledger) return out;
  const ledgerSize = total(fd.ledger);
  const rival: RivalView = {
    seat: RIVAL,
    difficulty: s.options.soloDifficulty,
    claimRate: CLAIM_RATE[s.options.soloDifficulty],
    bagCount: total(s.bags[RIVAL] as number[]),
    ledgerSize,
    objectives: s.objectives.reduce((n, o) => n + (o.claimedBy.includes(RIVAL) ? 1 : 0), 0),
    claimTarget: rivalClaimTarget(s, ledgerSize),
    turnsThisRound: fd.rivalTurns,
    nextFocus: RIVAL_FOCUS[fd.rivalTurns % 3] as RivalFocus,
  };
  return { ...out, ledger: countsView(fd.ledger), rival };
}
