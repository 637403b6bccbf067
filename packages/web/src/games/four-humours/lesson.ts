/**
 * "Learn to play" Four Humours: the lesson as data (tutorial/lesson.ts); its words are in the game's
 * catalogue (packages/four-humours/src/messages/tutorial.ts).
 *
 * A fixed two-player Kingdom game (map, objectives and the first eight scene cards fixed; the seed
 * deals hands that fit the script). Part 1 plays round 1: placing on scenes and a party, reading a
 * card's rules, ending the round by filling a second scene, the round's resolution and an escape.
 * Part 2 goes on from there (its start is part 1's moves, written by
 * packages/web/scripts/fh-lesson-moves.ts): a sanguine completes "Balanced Humours", the claim
 * resolves the first party, and the coach tells how the game ends and who wins.
 */
import type { ActionPattern, Lesson, LessonStart, LessonTargets } from '../../tutorial/lesson.ts';
import { ROUND_ONE_MOVES } from './lesson-moves.ts';

const SETUP: Omit<LessonStart, 'moves'> = {
  players: 2,
  seed: 'fh-lesson-452',
  options: {
    mode: 'kingdom',
    firstPlayer: 0,
    fixedSetup: {
      tiles: (['A', 'B', 'C', 'D', 'E', 'F'] as const).map((tile) => ({ tile, rotation: 0 })),
      objectives: ['O8', 'O6', 'O3', 'O10'],
      // Round 1: The Dungeon, The Singing Stones, The Wise Woman's Cave, The Joust;
      // round 2: The Tipsy Goose Tavern, The Bishop's Table, The Royal Hounds, Quest for the Grail.
      deck: ['S03', 'S08', 'S23', 'S02', 'S17', 'S12', 'S31', 'S26'],
    },
  },
};

type Humour = 'C' | 'S' | 'M' | 'P';

/** The first potion of that humour in the hand (several may be), so a step outlines one button. */
const handPotion = (h: Humour) => `.fh-hand-potions [data-humour="${h}"]:not([data-humour="${h}"] ~ *)`;
const slot = (kind: 'scene' | 'party', id: string, index: number) => `[data-slot-key="${kind}:${id}:${index}"]`;
const cell = (id: string) => `[data-cell="${id}"]`;
const place = (humour: Humour, kind: 'scene' | 'party', id: string, index: number): ActionPattern =>
  kind === 'scene'
    ? { type: 'place', humour, target: { kind, card: id, slot: index } }
    : { type: 'place', humour, target: { kind, party: id, slot: index } };
/** Select a potion in the hand, then the slot: the two clicks of a placement. */
const placing = (humour: Humour, kind: 'scene' | 'party', id: string, index: number): LessonTargets => [
  handPotion(humour),
  slot(kind, id, index),
];

const k = (key: string, params?: Readonly<Record<string, string | number>>) =>
  params ? { key: `fh.tutorial.${key}`, params } : { key: `fh.tutorial.${key}` };

const WALKTHROUGH = ['[data-testid="walkthrough"]', '[data-testid="walk-open"]'];
const BRAND = '[data-sec="players"] [data-seat="1"]';

export const fourHumoursLesson: Lesson = {
  id: 'four-humours',
  game: 'four-humours',
  opponents: [k('opponent')],
  farewell: k('farewell'),
  chapters: [
    {
      id: 'round-one',
      title: k('part.round-one'),
      start: SETUP,
      steps: [
        { id: 'welcome', kind: 'explain', text: k('welcome') },
        { id: 'hand', kind: 'explain', text: k('hand'), targets: ['.fh-hand'] },
        { id: 'bag', kind: 'explain', text: k('bag'), targets: ['.fh-bag'] },
        { id: 'scenes', kind: 'explain', text: k('scenes'), targets: ['[data-testid="display"]'] },
        { id: 'slot', kind: 'explain', text: k('slot', { scene: 'S03' }), targets: [slot('scene', 'S03', 1)] },
        {
          id: 'place-choleric',
          kind: 'act',
          text: k('place-choleric', { scene: 'S03' }),
          targets: placing('C', 'scene', 'S03', 1),
          expect: place('C', 'scene', 'S03', 1),
          refusal: k('place-choleric.refusal', { scene: 'S03' }),
          replies: [place('M', 'scene', 'S23', 0)],
        },
        {
          id: 'face-down',
          kind: 'explain',
          text: k('face-down', { scene: 'S23' }),
          targets: [slot('scene', 'S23', 0)],
        },
        { id: 'ladder', kind: 'explain', text: k('ladder'), targets: ['[data-scene="S03"] .fh-ladder-wrap'] },
        {
          id: 'symbols',
          kind: 'explain',
          text: k('symbols'),
          targets: ['[data-scene="S03"] .fh-ladder', '.fh-panel-scenes [data-testid="ladder-key-button"]'],
        },
        {
          id: 'principles',
          kind: 'explain',
          text: k('principles', { scene: 'S03' }),
          targets: ['[data-scene="S03"] .fh-ladder'],
        },
        {
          id: 'place-phlegmatic',
          kind: 'act',
          text: k('place-phlegmatic', { scene: 'S23' }),
          targets: placing('P', 'scene', 'S23', 1),
          expect: place('P', 'scene', 'S23', 1),
          refusal: k('place-phlegmatic.refusal', { scene: 'S23' }),
          replies: [place('S', 'scene', 'S03', 0)],
        },
        {
          id: 'one-full',
          kind: 'explain',
          text: k('one-full', { full: 'S23', scene: 'S03' }),
          targets: ['[data-scene="S23"]', slot('scene', 'S03', 0)],
        },
        { id: 'parties', kind: 'explain', text: k('parties'), targets: ['[data-party="PT1"]'] },
        {
          id: 'place-party',
          kind: 'act',
          text: k('place-party', { party: 'PT1' }),
          targets: placing('C', 'party', 'PT1', 1),
          expect: place('C', 'party', 'PT1', 1),
          refusal: k('place-party.refusal', { party: 'PT1' }),
          replies: [place('S', 'party', 'PT1', 0)],
        },
        { id: 'objectives', kind: 'explain', text: k('objectives'), targets: ['.fh-objectives'] },
        {
          id: 'balanced',
          kind: 'explain',
          text: k('balanced', { objective: 'O8' }),
          targets: ['[data-objective="O8"]'],
        },
        { id: 'map', kind: 'explain', text: k('map', { scene: 'S03' }), targets: [cell('A3')] },
        {
          id: 'place-melancholic',
          kind: 'act',
          text: k('place-melancholic', { scene: 'S08' }),
          targets: placing('M', 'scene', 'S08', 0),
          expect: place('M', 'scene', 'S08', 0),
          refusal: k('place-melancholic.refusal', { scene: 'S08' }),
          replies: [{ type: 'pass' }],
        },
        { id: 'brand-passed', kind: 'explain', text: k('brand-passed'), targets: [BRAND] },
        {
          id: 'end-round',
          kind: 'act',
          text: k('end-round', { scene: 'S03' }),
          targets: placing('M', 'scene', 'S03', 2),
          expect: place('M', 'scene', 'S03', 2),
          refusal: k('end-round.refusal', { scene: 'S03' }),
        },
        { id: 'walkthrough', kind: 'explain', text: k('walkthrough'), targets: WALKTHROUGH },
        {
          id: 'escape',
          kind: 'act',
          text: k('escape', { scene: 'S08', cell: 'D1' }),
          targets: ['[data-target-cell="D1"]'],
          expect: { type: 'choose', cell: 'D1' },
          refusal: k('escape.refusal', { cell: 'D1' }),
          // Brand's melancholic escapes from the Cave (its first choice), then Brand opens round 2.
          replies: [{ type: 'choose' }, place('C', 'scene', 'S12', 0)],
          waiting: k('escape.waiting'),
        },
        {
          id: 'results',
          kind: 'explain',
          text: k('results', { won: 'S03', cave: 'S23' }),
          targets: [cell('A3'), cell('E3'), ...WALKTHROUGH],
        },
        {
          id: 'back-to-bag',
          kind: 'explain',
          text: k('back-to-bag', { scene: 'S03' }),
          targets: ['[data-party="PT1"]'],
        },
        {
          id: 'round-two',
          kind: 'explain',
          text: k('round-two', { scene: 'S12' }),
          targets: ['[data-testid="display"]'],
        },
      ],
    },
    {
      id: 'objectives-parties',
      title: k('part.objectives-parties'),
      start: { ...SETUP, moves: ROUND_ONE_MOVES },
      steps: [
        {
          id: 'one-more',
          kind: 'explain',
          text: k('one-more', { objective: 'O8' }),
          targets: ['[data-objective="O8"]', cell('A3'), cell('E3'), cell('D1')],
        },
        {
          id: 'tavern',
          kind: 'act',
          text: k('tavern', { scene: 'S17' }),
          targets: placing('S', 'scene', 'S17', 0),
          expect: place('S', 'scene', 'S17', 0),
          refusal: k('tavern.refusal', { scene: 'S17' }),
          replies: [{ type: 'pass' }],
        },
        {
          id: 'pass',
          kind: 'act',
          text: k('pass'),
          targets: ['[data-testid="pass"]'],
          expect: { type: 'pass' },
          refusal: k('pass.refusal'),
          // Round 3 begins with Brand, who passes: the learner then reads the resolution.
          replies: [{ type: 'pass' }],
          waiting: k('pass.waiting'),
        },
        {
          id: 'claimed',
          kind: 'explain',
          text: k('claimed', { scene: 'S17', objective: 'O8' }),
          targets: ['[data-objective="O8"]', ...WALKTHROUGH],
        },
        {
          id: 'party',
          kind: 'explain',
          text: k('party', { party: 'PT1', cell: 'AP' }),
          targets: [cell('AP'), '[data-party="PT1"]'],
        },
        { id: 'removed', kind: 'explain', text: k('removed'), targets: [BRAND] },
        { id: 'game-end', kind: 'explain', text: k('game-end'), targets: ['.fh-parties'] },
        { id: 'winner', kind: 'explain', text: k('winner'), targets: ['[data-sec="players"] .fh-players'] },
      ],
    },
  ],
};
