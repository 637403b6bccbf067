/** actionCandidates(): actions from the whole action space, legal or not, for the test kit. */
import type { Rng } from '@boardhall/engine';
import type { FourHumoursAction } from './actions.ts';
import { HUMOURS, type Humour } from './content/schema.ts';
import type { FourHumoursState, Seat } from './state.ts';
import { tablesOf } from './tables.ts';

export function actionCandidates(s: FourHumoursState, _seat: Seat, rng: Rng): FourHumoursAction[] {
  const t = tablesOf(s);
  const out: FourHumoursAction[] = [{ type: 'pass' }, { type: 'mulligan' }];
  const humour = (): Humour => HUMOURS[rng.int(4)] as Humour;
  const slot = (): number => rng.int(9) - 2;
  for (let i = 0; i < 8; i++) {
    // Mostly displayed cards, sometimes any card of the set.
    const shown = s.display.length > 0 && rng.int(4) > 0;
    const card = shown
      ? (s.display[rng.int(s.display.length)]?.card ?? 'S01')
      : (t.scenes[rng.int(t.scenes.length)]?.id ?? 'S01');
    out.push({ type: 'place', humour: humour(), target: { kind: 'scene', card, slot: slot() } });
  }
  for (let i = 0; i < 4; i++) {
    const party = t.parties[rng.int(t.parties.length)]?.id ?? 'PT1';
    out.push({ type: 'place', humour: humour(), target: { kind: 'party', party, slot: slot() } });
  }
  for (let i = 0; i < 3; i++) out.push({ type: 'choose', cell: t.cells[rng.int(t.cells.length)]?.id ?? 'A1' });
  if (s.pending) for (const cell of s.pending.cells) out.push({ type: 'choose', cell });
  out.push({ type: 'choose', cell: 'Z9' });
  // Plots of the fief and a few off it (rows and columns from -1 to one past the edge).
  const f = t.fief;
  for (let i = 0; i < 3; i++) out.push({ type: 'choosePlot', plot: [rng.int(f.rows), rng.int(f.cols)] });
  out.push({ type: 'choosePlot', plot: [rng.int(f.rows + 2) - 1, rng.int(f.cols + 2) - 1] });
  out.push({ type: 'choosePlot', plot: [f.rows, 0] }, { type: 'choosePlot', plot: [0, -1] });
  for (const p of s.pending?.plots ?? []) out.push({ type: 'choosePlot', plot: [Math.floor(p / f.cols), p % f.cols] });
  return out;
}
