/**
 * Content editions (content/editions.ts): edition 2 changes only what seventeen authored cards do,
 * new matches take it, and a match recorded before editions existed replays on edition 1.
 */
import { Match, Rng, stateHash } from '@boardhall/engine';
import { describe, expect, it } from 'vitest';
import {
  CONTENT,
  CONTENT_EDITIONS,
  CURRENT_EDITION,
  contentOfEdition,
  EDITION_1_VALUES,
  validateContent,
} from '../src/content/index.ts';
import { formatCard, formatEffects } from '../src/content/notation.ts';
import { determinizeView } from '../src/determinize.ts';
import { tribesOfTheWind as g } from '../src/index.ts';
import { defaultOptions, restoreOptions } from '../src/options.ts';
import type { TotwState } from '../src/state.ts';
import { editionOf, tablesOf } from '../src/tables.ts';
import { act, board, F2, question } from './scenarios/fixtures.ts';

describe('content editions', () => {
  it('edition 2 is the set in the content files; new matches take it', () => {
    expect(contentOfEdition(2)).toBe(CONTENT);
    expect(CURRENT_EDITION).toBe(2);
    expect(defaultOptions().contentEdition).toBe(2);
    expect(g.setup(2, defaultOptions(), 'ed').config.contentEdition).toBe(2);
  });

  it('both editions pass every validation rule of §8.2', () => {
    for (const edition of CONTENT_EDITIONS)
      expect([edition, validateContent(contentOfEdition(edition))]).toEqual([edition, []]);
  });

  it('edition 2 differs from edition 1 in the listed effects only: ids, elements, requirements, tasks and points stay', () => {
    const one = contentOfEdition(1);
    const two = contentOfEdition(2);
    const changed = new Set<string>();
    one.elementCards.forEach((a, i) => {
      const b = two.elementCards[i];
      if (!b) throw new Error(`edition 2 lacks ${a.id}`);
      expect([b.id, b.element, b.rows.length, b.provenance]).toEqual([a.id, a.element, a.rows.length, a.provenance]);
      a.rows.forEach((row, k) => {
        const other = b.rows[k];
        if (row.kind === 'plain' && other?.kind === 'plain') {
          expect(other.requirement).toEqual(row.requirement);
          if (formatEffects(other.effects) !== formatEffects(row.effects))
            changed.add(`${a.id}/${k === 0 ? 'easy' : 'hard'}`);
        } else expect(other).toEqual(row);
      });
    });
    one.villageCards.forEach((a, i) => {
      const b = two.villageCards[i];
      if (!b) throw new Error(`edition 2 lacks ${a.id}`);
      expect([b.id, b.task, b.vp]).toEqual([a.id, a.task, a.vp]);
      if (formatEffects(b.immediate) !== formatEffects(a.immediate)) changed.add(a.id);
    });
    for (const k of ['forestTiles', 'startTiles', 'leaders', 'abilityCards'] as const) expect(two[k]).toEqual(one[k]);
    const listed = EDITION_1_VALUES.map((c) => ('card' in c ? `${c.card}/${c.row}` : c.village));
    expect([...changed].sort()).toEqual([...listed].sort());
    expect(listed).toHaveLength(19);
    // As written in docs/rules-notes/tribes-of-the-wind-content.md.
    expect(formatCard(tablesOf(2).cards.get('Y18') as never).join(' | ')).toContain('move 6');
    expect(formatEffects(tablesOf(2).villages.get('V28')?.immediate ?? [])).toBe('move 4');
    expect(formatEffects(tablesOf(1).villages.get('V28')?.immediate ?? [])).toBe('+4 water');
  });

  it('a card plays as its edition says (Y16, easy row: move 1, +1 water in edition 1; move 2 in edition 2)', () => {
    const played = (edition: 1 | 2) => {
      const s = F2({
        config: { contentEdition: edition },
        holders: { 0: ['Y16', 'r', 'g', 'r', 'g'], 1: ['b', 'r', 'g', 'y', 'r'] },
        row: ['b', 'r', 'g', 'y'],
      });
      act(s, 0, { type: 'play', card: 'Y16', row: 'easy' });
      const ask = question(s);
      for (let i = 0; i < (ask?.n ?? 0); i++)
        act(s, 0, {
          type: 'step',
          from: i === 0 ? 'capital' : { r: 0, c: 0 },
          to: i === 0 ? { r: 0, c: 0 } : 'capital',
        });
      return { ask, water: board(s).water };
    };
    expect(played(1)).toEqual({ ask: { kind: 'move', done: 0, n: 1 }, water: 1 });
    expect(played(2)).toEqual({ ask: { kind: 'move', done: 0, n: 2 }, water: 0 });
  });

  it('a recorded match that names no edition replays on edition 1, the same state hash for hash as before editions', () => {
    const recorded = { ...defaultOptions() } as Record<string, unknown>;
    delete recorded.contentEdition;
    expect(restoreOptions(recorded)).toEqual({ ...recorded, contentEdition: 1 });
    const old = Match.restore(g, 2, recorded, 'old-match');
    expect(old.options.contentEdition).toBe(1);
    const s = old.state as TotwState;
    // Edition 1 is not written into the state: its hashes are those recorded before editions.
    expect('contentEdition' in s.config).toBe(false);
    expect(editionOf(s.config)).toBe(1);
    const fresh = Match.create(g, 2, {}, 'old-match');
    expect(fresh.options.contentEdition).toBe(2);
    expect((fresh.state as TotwState).config.contentEdition).toBe(2);
    expect(stateHash(fresh.state)).not.toBe(stateHash(old.state));
    // A match recorded with an edition keeps it.
    expect(Match.restore(g, 2, { contentEdition: 2 }, 'x').options.contentEdition).toBe(2);
    expect(Match.restore(g, 2, { ...recorded, contentEdition: 1 }, 'old-match').initialHash).toBe(old.initialHash);
    // What is not an options object is left to the schema, which refuses it.
    expect(restoreOptions(null)).toBeNull();
    expect(() => Match.restore(g, 2, 'nonsense', 'x')).toThrow(/Invalid options/);
  });

  it("a bot's sampled state keeps the match's edition", () => {
    for (const edition of CONTENT_EDITIONS) {
      const s = g.setup(2, defaultOptions({ contentEdition: edition }), `sample-${edition}`);
      const sample = determinizeView(g.view(s, 0), 0, new Rng('sample'));
      expect(editionOf(sample.config)).toBe(edition);
    }
  });
});
