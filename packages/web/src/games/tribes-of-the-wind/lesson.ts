/**
 * "Learn to play" Tribes of the Wind: the lesson as data (tutorial/lesson.ts); its words are in the
 * game's catalogue (packages/tribes-of-the-wind/src/messages/tutorial.ts). One game, seed and
 * leaders fixed (you are Ysolde, the opponent Sefu), told in six chapters: the first three follow
 * each other from the setup; the last three start from later turns of the same game, recorded in
 * lesson-positions.json by packages/web/scripts/totw-lesson-positions.ts, which also recorded the
 * opponent's replies (the game's own playout policy).
 */
import type {
  ActionPattern,
  ActStep,
  ExplainStep,
  Lesson,
  LessonChapter,
  LessonTargets,
  LessonText,
} from '../../tutorial/lesson.ts';
import positions from './lesson-positions.json';

interface RecordedChapter {
  readonly start: readonly { readonly seat: number; readonly action: ActionPattern }[];
  readonly replies: Readonly<Record<string, readonly ActionPattern[]>>;
}
const recorded = positions.chapters as unknown as Readonly<Record<string, RecordedChapter>>;

const K = 'totw.tutorial';

/** A cell of your board by its name (A1 … D3). */
const cell = (name: string) => `[data-testid=board] [data-cell=${name}]`;
const handCard = (id: string) => `[data-testid=hand] [data-card=${id}]`;
const rowSlot = (slot: number) => `[data-testid=element-row] [data-slot="${slot}"]`;
const DECK = '[data-testid=element-row] [data-target=deck]';
const CAPITAL = '[data-testid=capital]';
const at = (name: string) => ({ r: Number(name.slice(1)) - 1, c: name.charCodeAt(0) - 65 });

function explain(chapter: string, id: string, targets?: LessonTargets): ExplainStep {
  return { id, kind: 'explain', text: { key: `${K}.${chapter}.${id}` }, ...(targets ? { targets } : {}) };
}

/** An act step; its refusal is its own text's `.refusal`, unless a shared one is given. */
function act(
  chapter: string,
  id: string,
  expect: ActionPattern,
  targets: LessonTargets,
  refusal?: ActStep['refusal'],
): ActStep {
  const replies = recorded[chapter]?.replies[id];
  return {
    id,
    kind: 'act',
    text: { key: `${K}.${chapter}.${id}` },
    targets,
    expect,
    refusal: refusal ?? { key: `${K}.${chapter}.${id}.refusal` },
    ...(replies ? { replies } : {}),
  };
}

// Shared refusals, with the cell or card in the words.
const refuseCell = (name: string) => ({ key: `${K}.refuse.cell`, params: { cell: name } });
const refuseStep = (from: string, to: string): LessonText =>
  from === 'capital'
    ? { key: `${K}.refuse.step-capital`, params: { to } }
    : { key: `${K}.refuse.step`, params: { from, to } };
const refuseRow = (slot: number) => ({ key: `${K}.refuse.draw-row`, params: { n: slot + 1 } });
const REFUSE_DECK = { key: `${K}.refuse.draw-deck` };

const cleanse = (chapter: string, id: string, name: string) =>
  act(chapter, id, { type: 'cleanse', cell: at(name) }, [cell(name)], refuseCell(name));
/** One rider step; from the capital with nothing else to move, the table picks the capital itself. */
const step = (chapter: string, id: string, from: string, to: string, pickFrom = true) =>
  act(
    chapter,
    id,
    { type: 'step', from: from === 'capital' ? 'capital' : at(from), to: at(to) },
    [...(pickFrom ? [from === 'capital' ? CAPITAL : cell(from)] : []), cell(to)],
    refuseStep(from, to),
  );
const drawRow = (chapter: string, id: string, slot: number) =>
  act(chapter, id, { type: 'draw', source: 'row', slot }, [rowSlot(slot)], refuseRow(slot));
const drawDeck = (chapter: string, id: string) =>
  act(chapter, id, { type: 'draw', source: 'deck' }, [DECK], REFUSE_DECK);

function chapter(id: string, steps: LessonChapter['steps']): LessonChapter {
  const start = recorded[id]?.start ?? [];
  return {
    id,
    title: { key: `${K}.part.${id}` },
    start: { players: 2, options: positions.options, seed: positions.seed, ...(start.length ? { moves: start } : {}) },
    steps,
  };
}

export const tribesLesson: Lesson = {
  id: 'tribes-of-the-wind',
  game: 'tribes-of-the-wind',
  opponents: [{ key: `${K}.opponent.1` }],
  farewell: { key: `${K}.farewell` },
  chapters: [
    chapter('first', [
      explain('first', 'welcome', ['[data-testid=board]']),
      explain('first', 'pollution', [cell('B1'), cell('C1'), cell('A2')]),
      explain('first', 'hand', ['[data-testid=hand]']),
      explain('first', 'neighbours', ['[data-testid=neighbour-left]', '[data-testid=neighbour-right]']),
      act('first', 'play-g18', { type: 'play', card: 'G18', row: 'hard' }, [
        handCard('G18'),
        '[data-testid=play-hard]',
      ]),
      act('first', 'plant-d01', { type: 'plant', source: 'market', slot: 2, cell: at('B1') }, [
        '[data-testid=market] [data-tile=D01]',
        cell('B1'),
      ]),
      drawRow('first', 'draw-water', 0),
    ]),
    chapter('temple', [
      explain('temple', 'why', ['[data-testid=temples]']),
      act('temple', 'temple', { type: 'temple', discard: ['B01', 'G03', 'R20'], slot: 2, cell: at('A1') }, [
        '[data-testid=temple]',
        handCard('B01'),
        handCard('G03'),
        handCard('R20'),
        '[data-testid=temples] [data-slot="2"]',
        cell('A1'),
      ]),
      cleanse('temple', 'cleanse-a2', 'A2'),
      cleanse('temple', 'cleanse-c1', 'C1'),
      drawRow('temple', 'draw-1', 0),
      drawRow('temple', 'draw-2', 3),
      drawDeck('temple', 'draw-3'),
    ]),
    chapter('riders', [
      explain('riders', 'riders', [CAPITAL, cell('B1')]),
      act('riders', 'play-y20', { type: 'play', card: 'Y20', row: 'only' }, [
        handCard('Y20'),
        '[data-testid=play-only]',
      ]),
      step('riders', 'step-1', 'capital', 'A1', false),
      step('riders', 'step-2', 'A1', 'B1'),
      step('riders', 'step-3', 'capital', 'A1'),
      step('riders', 'step-4', 'A1', 'B1'),
      drawDeck('riders', 'draw'),
      act('riders', 'village', { type: 'village', cell: at('B1') }, ['[data-testid=village]']),
      explain('riders', 'build-pollution', [cell('B2'), cell('C1')]),
      step('riders', 'bonus-1', 'capital', 'A1', false),
      step('riders', 'bonus-2', 'capital', 'A1'),
      act('riders', 'village-card', { type: 'villageCard', slot: 0, side: 'tuck' }, [
        '[data-testid=village-row] [data-vcard=V12]',
        '[data-testid=vcard-tuck]',
      ]),
    ]),
    chapter('pollution', [
      explain('pollution', 'scoring', [cell('C1'), cell('B2')]),
      act('pollution', 'play-r15', { type: 'play', card: 'R15', row: 'easy' }, [
        handCard('R15'),
        '[data-testid=play-easy]',
      ]),
      cleanse('pollution', 'cleanse-c1', 'C1'),
      cleanse('pollution', 'cleanse-b2', 'B2'),
      drawDeck('pollution', 'draw'),
    ]),
    chapter('tasks', [
      explain('tasks', 'tasks', ['.tw-leader-inline [data-task]', '.tw-leader-tab [data-task]']),
      act('tasks', 'play-r01', { type: 'play', card: 'R01', row: 'easy' }, [
        handCard('R01'),
        '[data-testid=play-easy]',
      ]),
      cleanse('tasks', 'cleanse', 'C2'),
      drawDeck('tasks', 'draw'),
      act('tasks', 'ability', { type: 'ability', id: 'confluence' }, [
        '[data-testid=ability-choice][data-ability=confluence]',
      ]),
    ]),
    chapter('end', [
      explain('end', 'final', ['[data-testid=end-banner]']),
      explain('end', 'scoring', ['[data-testid=score-now]']),
      act('end', 'play-y19', { type: 'play', card: 'Y19', row: 'hard' }, [handCard('Y19'), '[data-testid=play-hard]']),
      step('end', 'step-1', 'capital', 'A1'),
      step('end', 'step-2', 'capital', 'A1'),
      step('end', 'step-3', 'capital', 'A1'),
      act('end', 'stop', { type: 'stopMoving' }, ['[data-testid=skip]']),
      drawDeck('end', 'draw'),
      explain('end', 'result', ['[data-testid=show-end]']),
    ]),
  ],
};
