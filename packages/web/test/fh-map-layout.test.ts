import { Match } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import { nameLines } from '../src/games/four-humours/MapView.tsx';
import { mapLayout } from '../src/games/four-humours/map-layout.ts';

const view = fourHumours.view(Match.create(fourHumours, 3, { mode: 'kingdom' }, 'seed-1').state, 'spectator');

describe('the large map', () => {
  it('turns the whole kingdom a quarter clockwise: every cell where the upright map puts it, turned', () => {
    const upright = mapLayout(view.options.content, view.map.tiles, { tile: 300 });
    const turned = mapLayout(view.options.content, view.map.tiles, { tile: 300, turned: true });
    expect([turned.width, turned.height]).toEqual([upright.height, upright.width]);
    expect(turned.cells.size).toBe(upright.cells.size);
    for (const [id, c] of upright.cells) {
      const t = turned.cells.get(id);
      expect(t && [Math.round(t.x), Math.round(t.y)]).toEqual([Math.round(upright.height - c.y), Math.round(c.x)]);
    }
    expect(turned.links).toEqual(upright.links);
  });

  it('prints a name in at most two lines, split where they come out most even', () => {
    expect(nameLines('The Minstrels’ Gallery')).toEqual(['The Minstrels’', 'Gallery']);
    expect(nameLines('Скелі Драконячого Хребта')).toEqual(['Скелі Драконячого', 'Хребта']);
    expect(nameLines('Скрипторій')).toEqual(['Скрипторій']);
  });
});
