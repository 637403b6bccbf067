import { Match } from '@boardhall/engine';
import { fourHumours } from '@boardhall/four-humours';
import { describe, expect, it } from 'vitest';
import { describeOptions } from '../src/games/four-humours/describe-options.ts';

const viewOf = (players: number, options: object) =>
  fourHumours.view(Match.create(fourHumours, players, options, 'seed-1').state, 'spectator');

describe('Four Humours options on the join page', () => {
  it('names the mode, the players, the first player and what the rules make of them', () => {
    expect(describeOptions(viewOf(3, { mode: 'kingdom', firstPlayer: 1 }), 'en')).toEqual([
      { label: 'Mode', value: 'Kingdom mode' },
      { label: 'Players', value: 3 },
      { label: 'First player', value: 'Seat 2' },
      { label: 'Scenes on display', value: 4 },
      { label: 'Full scenes that end the placement phase', value: 2 },
      { label: 'Party limit (potions per player on each party tile)', value: 1 },
    ]);
  });

  it('gives Solo one player and the Rival’s difficulty, in every language', () => {
    const solo = viewOf(1, { mode: 'solo', soloDifficulty: 'hard' });
    expect(describeOptions(solo, 'en').slice(0, 3)).toEqual([
      { label: 'Mode', value: 'Solo mode' },
      { label: 'Players', value: 1 },
      { label: 'Difficulty', value: 'Hard' },
    ]);
    expect(describeOptions(solo, 'uk')[2]?.value).toBe('Складна');
    expect(describeOptions(viewOf(2, { mode: 'fiefdom' }), 'ru')[2]).toEqual({
      label: 'Первый игрок',
      value: 'Случайно',
    });
  });
});
