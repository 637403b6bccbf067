import { describe, expect, it } from 'vitest';
import { CAT } from '../../src/tables.ts';
import { viewOf } from '../../src/view.ts';
import { act, board, F3, pending, question } from './fixtures.ts';

const el = (id: string | null | undefined) =>
  id == null ? null : ['water', 'fire', 'earth', 'wind'][CAT.elementOf.get(id) ?? -1];

describe('9.7 Drawing', () => {
  it('9.7.1 (#36) a normal draw shows the face at once; the slot refills after the step', () => {
    const s = F3({ holders: { 0: ['b', 'r', 'g', 'y'] }, row: ['b', 'r', 'g', 'y'], deckTop: ['g', 'b'] });
    pending(s, { t: 'drawStep' });
    s.queue.pop();
    s.queue.push({ t: 'drawEnd', blind: false }, { t: 'draw', n: 1, done: 0, blind: false });
    const fire = s.row[1];
    const nextTop = s.deck[1];
    act(s, 0, { type: 'draw', source: 'row', slot: 1 });
    expect(s.holders[0]).toContain(fire);
    expect(s.row.map(el)).toEqual(['water', 'earth', 'earth', 'wind']);
    const v = viewOf(s, 0);
    expect(v.holders[0]?.cards).toContain(fire);
    expect(v.deck.top).toBe(el(nextTop));
    expect(viewOf(s, 1).holders[0]?.cards).toBeNull();
  });

  it('9.7.2 (#37) a blind draw hides the faces until the last card; then slots 0 and 2 refill in order', () => {
    const s = F3({ holders: { 0: ['B03', 'B05', 'R02', 'g', 'y'] } });
    act(s, 0, { type: 'temple', discard: ['B03', 'B05', 'R02'], slot: 0, cell: { r: 0, c: 0 } });
    const slot0 = s.row[0];
    act(s, 0, { type: 'draw', source: 'row', slot: 0 });
    const fromDeck = s.deck[0];
    act(s, 0, { type: 'draw', source: 'deck' });
    const mine = viewOf(s, 0).holders[0];
    expect(mine?.cards?.slice(2)).toEqual([null, null]);
    expect(mine?.backs.slice(2)).toEqual([el(slot0), el(fromDeck)]);
    expect(JSON.stringify(viewOf(s, 0))).not.toContain(`"${slot0}"`);
    const slot2 = s.row[2];
    const [d0, d1] = s.deck;
    act(s, 0, { type: 'draw', source: 'row', slot: 2 });
    expect(s.holders[0]).toEqual([expect.any(String), expect.any(String), slot0, fromDeck, slot2]);
    expect(viewOf(s, 0).holders[0]?.cards).toEqual(s.holders[0]);
    expect([s.row[0], s.row[2]]).toEqual([d0, d1]);
    expect(board(s).water).toBe(3);
  });

  it('9.7.3 (#38) a reshuffle in the middle of a draw', () => {
    const s = F3({ holders: { 0: ['g', 'y'] }, deckSize: 1 });
    expect([s.deck.length, s.discard.length, s.row.length]).toEqual([1, 63, 4]);
    pending(s, { t: 'drawEnd', blind: true }, 'temple');
    s.queue.push({ t: 'draw', n: 3, done: 0, blind: true });
    act(s, 0, { type: 'draw', source: 'deck' });
    expect([s.deck.length, s.discard.length]).toEqual([63, 0]);
    act(s, 0, { type: 'draw', source: 'deck' });
    act(s, 0, { type: 'draw', source: 'row', slot: 3 });
    expect(question(s)).toBeNull();
    expect([s.deck.length, s.discard.length, s.holders[0]?.length, s.row.filter((c) => c !== null).length]).toEqual([
      61, 0, 5, 4,
    ]);
  });
});
