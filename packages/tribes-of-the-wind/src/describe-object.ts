import type { Message } from '@boardhall/engine';
import type { AbilityId, LeaderId } from './content/schema.ts';
import { CAT } from './tables.ts';
import { effectsMessage, rowMessage, taskMessage } from './text.ts';
import type { TotwView } from './view.ts';

/** Something the UI labels: a card, tile, village card, leader or ability card. */
export type ObjectRef =
  | { kind: 'card'; id: string }
  | { kind: 'forest'; id: string }
  | { kind: 'start'; id: string }
  | { kind: 'village'; id: string }
  | { kind: 'leader'; id: LeaderId }
  | { kind: 'ability'; id: AbilityId };

function unknown(ref: ObjectRef): Message {
  return { key: 'totw.object.unknown', params: { kind: ref.kind, id: ref.id } };
}

/**
 * Text for labels and tooltips (UI-DESIGN §8.3). Content is public; the view is taken so that a
 * later hidden-face reference (`{kind:'card'}` of a card the viewer cannot see) reads as a back.
 */
export function describeObject(view: TotwView | null, ref: ObjectRef): Message {
  switch (ref.kind) {
    case 'card': {
      const card = CAT.cards.get(ref.id);
      if (!card) return unknown(ref);
      if (view !== null && !cardVisible(view, ref.id)) {
        return { key: 'totw.object.card-back', params: { element: card.element } };
      }
      const names = card.rows.length === 2 ? ['easy', 'hard'] : ['only'];
      const rows = card.rows.map((r, i) => ({
        key: 'totw.object.card-row',
        params: { row: names[i] as string, text: rowMessage(r) },
      }));
      return { key: 'totw.object.card', params: { id: card.id, element: card.element, rows } };
    }
    case 'forest': {
      const t = CAT.forest.get(ref.id);
      if (!t) return unknown(ref);
      return {
        key: 'totw.object.forest',
        params: { id: t.id, colour: t.colour, slots: t.slots, cost: t.waterCost, bonuses: effectsMessage(t.bonuses) },
      };
    }
    case 'start': {
      const t = CAT.start.get(ref.id);
      if (!t) return unknown(ref);
      return {
        key: 'totw.object.start',
        params: { id: t.id, number: t.number, colour: t.colour, gains: effectsMessage(t.gains) },
      };
    }
    case 'village': {
      const v = CAT.villages.get(ref.id);
      if (!v) return unknown(ref);
      return {
        key: 'totw.object.village',
        params: { id: v.id, task: taskMessage(v.task), vp: v.vp, effects: effectsMessage(v.immediate) },
      };
    }
    case 'leader': {
      const l = CAT.leaders.get(ref.id);
      if (!l) return unknown(ref);
      return {
        key: 'totw.object.leader',
        params: {
          id: l.id,
          path: [...l.colourPath],
          task: taskMessage(l.uniqueTask),
          slots: l.templeSlots.map((e, i) => ({
            key: 'totw.object.slot',
            params: { n: i + 1, effects: effectsMessage(e) },
          })),
          abilities: [...l.abilities],
        },
      };
    }
    case 'ability': {
      const a = CAT.abilities.get(ref.id);
      if (!a) return unknown(ref);
      return {
        key: 'totw.object.ability',
        params: { id: a.id, leader: a.leader },
      };
    }
  }
}

/** A card's face is visible in the view unless it sits in a holder, the row or the deck unseen. */
function cardVisible(v: TotwView, id: string): boolean {
  if (v.discard.cards.includes(id) || v.inPlay.includes(id)) return true;
  if (typeof v.viewer === 'number') return v.holders[v.viewer]?.cards?.includes(id) ?? false;
  return false;
}
