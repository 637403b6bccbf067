/** "Learn to play" Four Humours: the lesson as data (tutorial/lesson.ts); its words are in the game's catalogue. */
import type { Lesson } from '../../tutorial/lesson.ts';

export const fourHumoursLesson: Lesson = {
  id: 'four-humours',
  game: 'four-humours',
  opponents: [{ key: 'fh.tutorial.opponent.1' }],
  farewell: { key: 'fh.tutorial.farewell' },
  chapters: [
    {
      id: 'first',
      title: { key: 'fh.tutorial.part.first' },
      start: { players: 2, options: {}, seed: 'lesson-1' },
      steps: [
        { id: 'welcome', kind: 'explain', text: { key: 'fh.tutorial.welcome' }, targets: ['[data-testid="display"]'] },
        {
          id: 'place-any',
          kind: 'act',
          text: { key: 'fh.tutorial.place-any' },
          targets: ['.fh-hand [data-humour]'],
          expect: { type: 'place' },
          refusal: { key: 'fh.tutorial.place-any.refusal' },
        },
      ],
    },
  ],
};
