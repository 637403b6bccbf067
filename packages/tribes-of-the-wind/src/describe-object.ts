import type { Message } from '@boardhall/engine';
import { CAT } from './catalog.ts';
import type { AbilityId, LeaderId } from './content/schema.ts';
import { effectsText, rowText, taskText } from './text.ts';
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
      const names = card.rows.length === 2 ? ['Easy', 'Hard'] : ['Only row'];
      const rows = card.rows.map((r, i) => `${names[i]}: ${rowText(r)}.`).join(' ');
      return { key: 'totw.object.card', params: { id: card.id, element: card.element, rows } };
    }
    case 'forest': {
      const t = CAT.forest.get(ref.id);
      if (!t) return unknown(ref);
      return {
        key: 'totw.object.forest',
        params: { id: t.id, colour: t.colour, slots: t.slots, cost: t.waterCost, bonuses: effectsText(t.bonuses) },
      };
    }
    case 'start': {
      const t = CAT.start.get(ref.id);
      if (!t) return unknown(ref);
      return {
        key: 'totw.object.start',
        params: { id: t.id, number: t.number, colour: t.colour, gains: effectsText(t.gains) },
      };
    }
    case 'village': {
      const v = CAT.villages.get(ref.id);
      if (!v) return unknown(ref);
      return {
        key: 'totw.object.village',
        params: { id: v.id, task: taskText(v.task), vp: v.vp, effects: effectsText(v.immediate) },
      };
    }
    case 'leader': {
      const l = CAT.leaders.get(ref.id);
      if (!l) return unknown(ref);
      return {
        key: 'totw.object.leader',
        params: {
          name: l.name,
          path: l.colourPath.join(' → '),
          task: taskText(l.uniqueTask),
          slots: l.templeSlots.map((e, i) => `T${i + 1} ${effectsText(e)}`).join(' · '),
          abilities: l.abilities.map((a) => CAT.abilities.get(a)?.name ?? a),
        },
      };
    }
    case 'ability': {
      const a = CAT.abilities.get(ref.id);
      if (!a) return unknown(ref);
      return {
        key: 'totw.object.ability',
        params: { name: a.name, leader: CAT.leaders.get(a.leader)?.name ?? a.leader, text: a.text },
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
