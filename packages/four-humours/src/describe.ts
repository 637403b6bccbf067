/** describe(): a short account of an action as a message key with parameters. */
import type { Message } from '@boardhall/engine';
import type { FourHumoursAction } from './actions.ts';
import { cellParams, type Params, plotParams, seatParam, slotParams } from './message-params.ts';
import type { FourHumoursState, Seat } from './state.ts';
import { tablesOf } from './tables.ts';

export function describeAction(s: FourHumoursState, seat: Seat, a: FourHumoursAction): Message {
  const player = seatParam(seat);
  const t = tablesOf(s);
  switch (a.type) {
    case 'pass':
      return { key: 'fh.describe.pass', params: { player } };
    case 'mulligan':
      return { key: 'fh.describe.mulligan', params: { player } };
    case 'choose': {
      const cell = t.cellIndex.get(a.cell);
      return {
        key: 'fh.describe.choose',
        params: { player, ...(cell === undefined ? { cell: a.cell } : cellParams(t, cell)) },
      };
    }
    case 'choosePlot': {
      const [row, col] = a.plot;
      const f = t.fief;
      if (row >= 0 && row < f.rows && col >= 0 && col < f.cols) {
        return { key: 'fh.describe.choose-plot', params: { player, ...plotParams(t, row * f.cols + col) } };
      }
      return { key: 'fh.describe.choose-plot-outside', params: { player, row, col } };
    }
    case 'place': {
      const scene = a.target.kind === 'scene';
      const info = scene
        ? t.scenes[t.sceneIndex.get(a.target.card) ?? -1]
        : t.parties[t.partyIndex.get(a.target.party) ?? -1];
      const si = info?.slots[a.target.slot];
      // An action from outside the rules may name a card or slot the content does not have.
      if (!si) return { key: 'fh.describe.place-nowhere', params: { player, humour: a.humour } };
      const params: Params = { player, humour: a.humour, ...slotParams(si, a.target.slot) };
      if (a.target.kind === 'scene') return { key: 'fh.describe.place', params: { ...params, scene: a.target.card } };
      return { key: 'fh.describe.place-party', params: { ...params, party: a.target.party } };
    }
  }
}
