import { playableRows } from '../rules/availability.ts';
import { tileCount, villageCount } from '../rules/board.ts';
import { anyPlantableCell } from '../rules/plant.ts';
import { baseCountsInto, newCounts } from '../rules/requirements.ts';
import { scoreTotal } from '../rules/scoring.ts';
import type { BoardState, TotwState } from '../state.ts';
import { ELEMENT_INDEX, elementOfCard } from '../tables.ts';
import { type BoardPlan, planBoard, UNREACHABLE } from './plan.ts';

/**
 * What a village is worth beyond its 3 points: a step of the race to the fifth, whose winner takes
 * the end token (5 points) and ends the game while ahead.
 */
const RACE = 4;
/**
 * A tile with riders enough to build: most of a village, built next turn. Worth more than a site
 * with its riders one step short (SITE + NEXT_VILLAGE / 1.5), less than the village (3 + RACE).
 */
const READY = 5.5;
/** A forest tile that can still become a village: a place to gather riders. */
const SITE = 1.5;
/** The next village, when its riders are gathered: falls off with the rider steps still needed. */
const NEXT_VILLAGE = 4;
const SECOND_VILLAGE = 1.5;

/**
 * Tribes of the Wind, judged by the score the board has now (§6.2, tucked cards and leader powers
 * included) plus the race to the fifth village: villages, tiles ready to build, forest tiles that
 * can become villages, and how many rider steps the next village needs. Water is worth something
 * only as far as it buys tiles, so it saturates; hoarding it is worth nothing more.
 */
export function evaluateTribesOfTheWind(s: TotwState): number[] {
  const out: number[] = [];
  for (let seat = 0; seat < s.boards.length; seat++) {
    const b = s.boards[seat] as BoardState;
    const villages = villageCount(b);
    const plan = planBoard(b);
    const open = Math.max(0, b.markers);
    const ready = Math.min(plan.ready, open);
    const sites = Math.min(plan.sites - plan.ready, Math.max(0, open - ready));
    out.push(
      scoreTotal(s, seat) +
        RACE * villages +
        READY * ready +
        SITE * sites +
        NEXT_VILLAGE / (1 + plan.best.steps / 2) +
        SECOND_VILLAGE / (1 + plan.second.steps / 2) +
        tileCount(b) +
        0.4 * Math.min(b.water, 6) +
        1.5 * b.abilities.length +
        handValue(s, seat, b, plan),
    );
  }
  return out;
}

/** Scratch counts for `handValue`, read only while it runs. */
const BASE = newCounts();

/**
 * The cards in hand, by what the board needs next (element backs say what a card mostly does:
 * water cards give water, fire cards cleanse, earth cards plant, wind cards move riders). A hand of
 * wind cards is worth most while riders are still far from the next village.
 */
function handValue(s: TotwState, seat: number, b: BoardState, plan: BoardPlan): number {
  const n = [0, 0, 0, 0];
  const holder = s.holders[seat] ?? [];
  const base = baseCountsInto(s, seat, BASE);
  let playable = 0;
  for (const id of holder) {
    const e = elementOfCard(id);
    if (e >= 0) n[e] = (n[e] as number) + 1;
    if (playableRows(s, seat, id, base).length > 0) playable++;
  }
  // A hand with nothing to play wastes the next turn on a discard.
  let value = 0.5 * Math.min(playable, 3);
  const steps = plan.best.steps < UNREACHABLE ? plan.best.steps : 0;
  if (steps > 0) value += 0.8 * Math.min(n[ELEMENT_INDEX.wind] as number, 1 + Math.ceil(steps / 3));
  const sitesWanted = Math.max(0, b.markers - plan.sites);
  if (sitesWanted > 0 && anyPlantableCell(b)) value += 0.6 * Math.min(n[ELEMENT_INDEX.earth] as number, 2);
  if (b.water < 4) value += 0.3 * Math.min(n[ELEMENT_INDEX.water] as number, 2);
  value += 0.1 * Math.min(n[ELEMENT_INDEX.fire] as number, 1);
  return value;
}
