/**
 * Generates the recorded data of the Tribes of the Wind lesson (packages/web/src/games/
 * tribes-of-the-wind/lesson-positions.json), once: for each chapter, the moves it starts from and
 * the opponent's replies after each of the learner's moves. The opponent (and, for the later
 * chapters' starting positions, both seats) plays the game's own purposeful playout policy, so
 * what the learner sees the other side do makes sense.
 *
 *   npx tsx packages/web/scripts/totw-lesson-positions.ts            # writes the JSON
 *   npx tsx packages/web/scripts/totw-lesson-positions.ts --show     # also prints each position
 *   npx biome check --write packages/web/src/games/tribes-of-the-wind/lesson-positions.json
 *
 * The learner's moves are written here (and again, as patterns, in lesson.ts); the lesson test
 * (packages/web/test/lessons.test.ts) plays every chapter through and fails when they drift apart.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Match, Rng } from '@boardhall/engine';
import {
  CAT,
  clientHints,
  editionOf,
  tribesOfTheWind as g,
  type TotwAction,
  type TotwState,
  tablesOf,
} from '@boardhall/tribes-of-the-wind';

const { values } = parseArgs({ options: { show: { type: 'boolean', default: false } } });

export const LESSON_SEED = 'lesson-1';
export const LESSON_OPTIONS = { leaders: ['ysolde', 'sefu'] } as const;
const OUT = new URL('../src/games/tribes-of-the-wind/lesson-positions.json', import.meta.url);

type Move = { seat: number; action: TotwAction };
type TotwMatch = Match<TotwState, TotwAction, unknown, unknown>;

function newMatch(): TotwMatch {
  return Match.create(g, 2, g.optionsSchema.parse(LESSON_OPTIONS), LESSON_SEED) as unknown as TotwMatch;
}

const movesOf = (m: TotwMatch): Move[] => m.actions.map((a) => ({ seat: a.seat, action: a.action as TotwAction }));

function submit(m: TotwMatch, seat: number, action: TotwAction): void {
  const r = m.submit(seat, action);
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)} for seat ${seat}: ${r.error.code}`);
}

/** The policy's move for the seat to act (the seat's own rng stream, so runs repeat). */
function policyMove(m: TotwMatch, rng: Rng): Move {
  const seat = g.activeSeats(m.state)[0] as number;
  const playout = g.ai?.playoutAction;
  if (!playout) throw new Error('the game has no playout policy');
  return { seat, action: playout(m.state, seat, rng) as TotwAction };
}

/** The opponent plays until the learner (seat 0) is to act or the game is over; returns its moves. */
function opponentUntilLearner(m: TotwMatch, rng: Rng): Move[] {
  const out: Move[] = [];
  while (m.outcome() === null && !g.activeSeats(m.state).includes(0)) {
    const mv = policyMove(m, rng);
    submit(m, mv.seat, mv.action);
    out.push(mv);
  }
  return out;
}

function show(m: TotwMatch, title: string): void {
  if (!values.show) return;
  const v = g.view(m.state, 0);
  const tables = tablesOf(editionOf(v.config));
  const h = clientHints(v);
  const row = (r: unknown) =>
    JSON.stringify(r)
      .replace(/"kind":/g, '')
      .replace(/"/g, '');
  console.log(`\n=== ${title}: round ${v.round}, seat ${v.seat}, phase ${v.phase} ${h.pending?.kind ?? ''}`);
  for (const c of h.hand ?? []) {
    const card = c.id ? tables.cards.get(c.id) : undefined;
    const rows = card?.rows.map((r, i) => `[${c.rows?.[i]?.ok ? 'OK' : '--'}] ${row(r)}`).join(' || ');
    console.log(`  ${c.id} ${c.element} ${rows ?? ''}`);
  }
  console.log(`  opponent ${v.holders[1]?.backs.join(',')} | row ${v.row.join(',')} | deck top ${v.deck.top}`);
  const tile = (t: string | null) => {
    const d = t ? CAT.forest.get(t) : undefined;
    return d ? `${t}(${d.slots}s ${d.waterCost}w ${row(d.bonuses)})` : String(t);
  };
  console.log(`  market ${v.market.map(tile).join(' ')} | stack ${tile(v.stack.top)}`);
  console.log(`  village row ${v.villageRow.join(',')}`);
  for (const seat of [0, 1]) {
    const b = v.boards[seat];
    if (!b) continue;
    console.log(
      `  board ${seat}: water ${b.water} capital ${b.capital} markers ${b.markers} slots used ${b.slotUsed} tucked ${b.tucked} abilities ${b.abilities}`,
    );
    for (let r = 0; r < 3; r++) {
      const cells = [0, 1, 2, 3].map((c) => {
        const i = r * 4 + c;
        const t = b.tiles[i];
        if (!t) return `.${b.pollution[i] ? `p${b.pollution[i]}` : 'clean'}`.padEnd(16);
        return `${t}${b.village[i] ? 'V' : ''} r${b.riders[i]}${(b.temple[i] ?? -1) >= 0 ? ` T${b.temple[i]}` : ''}`.padEnd(
          16,
        );
      });
      console.log(`    ${cells.join('')}`);
    }
    console.log(`    tasks ${JSON.stringify(h.tasks[seat]?.map((t) => [t.task, t.done]))}`);
  }
  console.log(`  scores ${JSON.stringify(h.scores.map((s) => s.total))}`);
  console.log(`  legal ${JSON.stringify(g.legalActions(m.state, 0).slice(0, 12))}`);
}

/**
 * A chapter: it starts where the one before it ended, after the policy has played both seats
 * until `until` holds (the first chapter starts at the setup); then the learner's moves, each
 * followed by the opponent's replies. One game runs through every chapter.
 */
interface ChapterPlan {
  readonly id: string;
  readonly until?: (m: TotwMatch) => boolean;
  readonly learner: readonly LearnerMove[];
}

/**
 * One of the learner's moves. `policy`: the move the policy itself makes there (the script checks
 * it), so the policy's random stream runs as in a game it plays alone and the positions of the
 * later chapters are those of that game.
 */
interface LearnerMove {
  readonly id: string;
  readonly action: TotwAction;
  readonly policy?: true;
}

interface ChapterData {
  start: Move[];
  replies: Record<string, Move['action'][]>;
}

function playStory(plans: readonly ChapterPlan[]): Record<string, ChapterData> {
  const m = newMatch();
  const rng = new Rng(`${LESSON_SEED}/policy`);
  const out: Record<string, ChapterData> = {};
  for (const plan of plans) {
    if (plan.until) {
      for (let k = 0; !plan.until(m); k++) {
        if (m.outcome() !== null || k > 5000) throw new Error(`${plan.id}: the position never came`);
        const mv = policyMove(m, rng);
        if (values.show && mv.seat === 0 && m.state.phase === 'action') show(m, `${plan.id} on the way`);
        submit(m, mv.seat, mv.action);
      }
    }
    opponentUntilLearner(m, rng);
    const start = movesOf(m);
    const replies: Record<string, TotwAction[]> = {};
    show(m, `${plan.id} start`);
    for (const mv of plan.learner) {
      if (mv.policy) {
        const own = policyMove(m, rng);
        if (JSON.stringify(own.action) !== JSON.stringify(mv.action)) {
          throw new Error(`${plan.id}/${mv.id}: the policy plays ${JSON.stringify(own.action)}`);
        }
      }
      submit(m, 0, mv.action);
      const r = opponentUntilLearner(m, rng);
      if (r.length > 0) replies[mv.id] = r.map((x) => x.action);
      show(m, `${plan.id} after ${mv.id}`);
    }
    out[plan.id] = { start, replies };
  }
  return out;
}

const C = (r: number, c: number) => ({ r, c });

const P = true as const;
const atLearnerTurn = (round: number) => (m: TotwMatch) => {
  const s = m.state as TotwState;
  return s.round >= round && s.phase === 'action' && g.activeSeats(s).includes(0);
};

const PLANS: readonly ChapterPlan[] = [
  {
    id: 'first',
    learner: [
      { id: 'play-g18', action: { type: 'play', card: 'G18', row: 'hard' } },
      { id: 'plant-d01', action: { type: 'plant', source: 'market', slot: 2, cell: C(0, 1) } },
      { id: 'draw-water', action: { type: 'draw', source: 'row', slot: 0 } },
    ],
  },
  {
    id: 'temple',
    learner: [
      { id: 'temple', action: { type: 'temple', discard: ['B01', 'G03', 'R20'], slot: 2, cell: C(0, 0) }, policy: P },
      { id: 'cleanse-a2', action: { type: 'cleanse', cell: C(1, 0) }, policy: P },
      { id: 'cleanse-c1', action: { type: 'cleanse', cell: C(0, 2) }, policy: P },
      { id: 'draw-1', action: { type: 'draw', source: 'row', slot: 0 }, policy: P },
      { id: 'draw-2', action: { type: 'draw', source: 'row', slot: 3 }, policy: P },
      { id: 'draw-3', action: { type: 'draw', source: 'deck' }, policy: P },
    ],
  },
  {
    id: 'riders',
    learner: [
      { id: 'play-y20', action: { type: 'play', card: 'Y20', row: 'only' }, policy: P },
      { id: 'step-1', action: { type: 'step', from: 'capital', to: C(0, 0) }, policy: P },
      { id: 'step-2', action: { type: 'step', from: C(0, 0), to: C(0, 1) }, policy: P },
      { id: 'step-3', action: { type: 'step', from: 'capital', to: C(0, 0) }, policy: P },
      { id: 'step-4', action: { type: 'step', from: C(0, 0), to: C(0, 1) }, policy: P },
      { id: 'draw', action: { type: 'draw', source: 'deck' }, policy: P },
      { id: 'village', action: { type: 'village', cell: C(0, 1) }, policy: P },
      { id: 'bonus-1', action: { type: 'step', from: 'capital', to: C(0, 0) }, policy: P },
      { id: 'bonus-2', action: { type: 'step', from: 'capital', to: C(0, 0) }, policy: P },
      { id: 'village-card', action: { type: 'villageCard', slot: 0, side: 'tuck' }, policy: P },
    ],
  },
  {
    id: 'pollution',
    until: atLearnerTurn(7),
    learner: [
      { id: 'play-r15', action: { type: 'play', card: 'R15', row: 'easy' }, policy: P },
      { id: 'cleanse-c1', action: { type: 'cleanse', cell: C(0, 2) }, policy: P },
      { id: 'cleanse-b2', action: { type: 'cleanse', cell: C(1, 1) }, policy: P },
      { id: 'draw', action: { type: 'draw', source: 'deck' }, policy: P },
    ],
  },
  {
    id: 'tasks',
    until: atLearnerTurn(16),
    learner: [
      { id: 'play-r01', action: { type: 'play', card: 'R01', row: 'easy' }, policy: P },
      { id: 'cleanse', action: { type: 'cleanse', cell: C(1, 2) }, policy: P },
      { id: 'draw', action: { type: 'draw', source: 'deck' }, policy: P },
      { id: 'ability', action: { type: 'ability', id: 'confluence' }, policy: P },
    ],
  },
  {
    // The policy's own last turn walks a rider on first; the lesson goes straight for the task.
    id: 'end',
    until: atLearnerTurn(32),
    learner: [
      { id: 'play-y19', action: { type: 'play', card: 'Y19', row: 'hard' } },
      { id: 'step-1', action: { type: 'step', from: 'capital', to: C(0, 0) } },
      { id: 'step-2', action: { type: 'step', from: 'capital', to: C(0, 0) } },
      { id: 'step-3', action: { type: 'step', from: 'capital', to: C(0, 0) } },
      { id: 'stop', action: { type: 'stopMoving' } },
      { id: 'draw', action: { type: 'draw', source: 'deck' } },
    ],
  },
];

const data = playStory(PLANS);
writeFileSync(OUT, `${JSON.stringify({ seed: LESSON_SEED, options: LESSON_OPTIONS, chapters: data }, null, 1)}\n`);
console.log(`wrote ${OUT.pathname}`);
void C;
