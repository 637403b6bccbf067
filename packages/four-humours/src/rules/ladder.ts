/** The step-list algorithm of §6.3. */
import { EMPTY, humourOf, type PotionCode } from '../state.ts';
import type { StepInfo } from '../tables.ts';

export const OUT_EMPTY = -1;
export const OUT_WIN = 0;
export const OUT_ESCAPE = 1;
export const OUT_DISCARD = 2;
export const OUT_LEFTOVER = 3;
export const OUTCOME_CODES = ['win', 'escape', 'discard', 'leftover'] as const;

export interface StepTrace {
  /** How many potions of the step's humour were still on the card (0 when not reached). */
  readonly found: number;
  /** Index of the matched case, -1 when none matched. */
  readonly matched: number;
  readonly reached: boolean;
}

/**
 * Resolves the potions on one card or tile. Returns the outcome per slot (OUT_*), and fills
 * `trace` with one entry per step when given.
 */
export function resolveSlots(slots: readonly PotionCode[], steps: readonly StepInfo[], trace?: StepTrace[]): number[] {
  const out: number[] = slots.map((p) => (p === EMPTY ? OUT_EMPTY : OUT_LEFTOVER));
  let stopped = false;
  for (const step of steps) {
    if (stopped) {
      trace?.push({ found: 0, matched: -1, reached: false });
      continue;
    }
    let found = 0;
    for (let i = 0; i < slots.length; i++) {
      if (out[i] === OUT_LEFTOVER && humourOf(slots[i] as number) === step.humour) found++;
    }
    let matched = -1;
    if (found > 0) {
      matched = step.cases.findIndex((c) => (c.gte ? found >= c.n : found === c.n));
    }
    trace?.push({ found, matched, reached: true });
    if (matched < 0) continue;
    const c = step.cases[matched];
    if (!c) continue;
    for (let i = 0; i < slots.length; i++) {
      if (out[i] === OUT_LEFTOVER && humourOf(slots[i] as number) === step.humour) out[i] = c.effect;
    }
    if (c.stop) stopped = true;
  }
  return out;
}
