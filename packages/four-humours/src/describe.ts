/** describe(): a short account of an action as a message key with parameters. */
import type { Message } from '@boardhall/engine';
import type { FourHumoursAction } from './actions.ts';
import { HUMOURS } from './content/schema.ts';
import { cellParams, humourParams, type Params, plotParams, seatParam, slotParams } from './log.ts';
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
        params: { player, ...(cell === undefined ? { cell: a.cell, cellId: a.cell } : cellParams(t, cell)) },
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
      const params: Params = {
        player,
        ...humourParams(HUMOURS.indexOf(a.humour)),
        slot: a.target.slot + 1,
        citizen: '?',
      };
      if (a.target.kind === 'scene') {
        const info = t.scenes[t.sceneIndex.get(a.target.card) as number];
        const si = info?.slots[a.target.slot];
        Object.assign(params, { scene: info?.def.name ?? a.target.card, sceneId: a.target.card });
        if (si) Object.assign(params, slotParams(si, a.target.slot));
        return { key: 'fh.describe.place', params };
      }
      const info = t.parties[t.partyIndex.get(a.target.party) as number];
      const si = info?.slots[a.target.slot];
      Object.assign(params, { party: info?.def.name ?? a.target.party, partyId: a.target.party });
      if (si) Object.assign(params, slotParams(si, a.target.slot));
      return { key: 'fh.describe.place-party', params };
    }
  }
}
