/** "Learn to play" in English: the shell's words around a lesson (the lessons' own texts live in each game's catalogue). */
import type { EnDict } from '../../i18n/types.ts';

export const tutorialEn = {
  'tutorial.learn': 'Learn to play',
  'tutorial.learn-hint': 'An interactive first game, about 10 minutes.',
  'tutorial.resume': 'Resume the lesson',
  'tutorial.completed': 'Lesson completed',
  'tutorial.page-title': 'Learn to play · {game}',
  'tutorial.coach': 'Lesson',
  'tutorial.part': 'Part {n} of {total}: {title}',
  'tutorial.step': 'Step {n} of {total}',
  'tutorial.next': 'Next',
  'tutorial.show-me': 'Show me',
  'tutorial.your-move': 'Your move',
  'tutorial.read-first': 'First read this, then press Next.',
  'tutorial.wait': 'Wait a moment: the others are playing.',
  'tutorial.waiting': 'The others are playing…',
  'tutorial.restart-part': 'Start this part again',
  'tutorial.restart': 'Start the lesson over',
  'tutorial.leave': 'Leave the lesson',
  'tutorial.you': 'You',
  'tutorial.done-title': 'Well played: the lesson is over',
  'tutorial.play-easy': 'Play your first game against an easy bot',
  'tutorial.back-home': 'Back to the lobby',
  'tutorial.target-in-tab': 'Look in the “{tab}” tab.',
  'tutorial.more': 'More',
  'tutorial.no-lesson': 'This game has no lesson yet.',
} as const satisfies EnDict;

export type TutorialDict = typeof tutorialEn;
export type TutorialKey = keyof TutorialDict;
