/** Post-game analysis and hints in English: the reference dictionary of the `analysis` family. */
import type { EnDict } from '../../i18n/types.ts';

export const analysisEn = {
  'analysis.analyse': 'Analyse',
  'analysis.analyse-hint':
    'Judge every decision from what its player knew then, in this browser. Reopening it later costs nothing.',
  'analysis.starting': 'Preparing the analysis…',
  'analysis.progress': 'Analysing: {done} of {total} decisions',
  'analysis.cancel': 'Cancel',
  'analysis.cancelled': 'Analysis cancelled.',
  'analysis.failed': 'The analysis failed: {message}',
  'analysis.retry': 'Try again',
  'analysis.hide': 'Hide the analysis',

  'analysis.chart.title': 'Win chances across the game',
  'analysis.chart.desc': 'Each player’s chance of first place after each move, from 0 to 100 %. Marked: {count}.',
  'analysis.chart.axis-x': 'Moves',

  'analysis.label.inaccuracy': 'Inaccuracy',
  'analysis.label.mistake': 'Mistake',
  'analysis.label.blunder': 'Blunder',
  'analysis.count.marks': { one: '{count} labelled move', other: '{count} labelled moves' },
  'analysis.count.inaccuracy': { one: '{count} inaccuracy', other: '{count} inaccuracies' },
  'analysis.count.mistake': { one: '{count} mistake', other: '{count} mistakes' },
  'analysis.count.blunder': { one: '{count} blunder', other: '{count} blunders' },
  'analysis.mark': '{label} by {player}, move {n}',
  'analysis.accuracy': 'accuracy {accuracy}',
  'analysis.accuracy-hint':
    'Accuracy: the mean of each decision’s accuracy, 100 for a move that gave nothing away, lower the more win chance it lost.',
  'analysis.turning-points': 'turning points',
  'analysis.turning-point': 'Move {n}: {player}’s chance {before} → {after}',
  'analysis.no-decisions': 'no decisions',
  'analysis.none': 'No inaccuracies, mistakes or blunders were found.',
  'analysis.previous': 'Previous labelled move',
  'analysis.next': 'Next labelled move',

  'analysis.decision.title': '{label} by {player}, move {n}',
  'analysis.decision.title-unlabelled': 'Move {n} by {player}',
  'analysis.decision.played': 'Played: {move}, which kept a {chance} chance.',
  'analysis.decision.better': 'Better: {move}, which kept {chance}.',
  'analysis.decision.best-played': 'No better move was found.',
  'analysis.decision.legend-played': 'move played',
  'analysis.decision.legend-better': 'better move',

  'analysis.hint': 'Hint',
  'analysis.hint-title': 'The three best moves found from what you can see, with your chance after each.',
  'analysis.hint.thinking': 'Looking for the best moves…',
  'analysis.hint.heading': 'Best moves found',
  'analysis.hint.move': '{move}: {chance}',
  'analysis.hint.note':
    'From your view only: the search does not see hidden cards. The first is outlined on the table.',
  'analysis.hint.close': 'Close the hint',
  'analysis.hint.failed': 'No hint: {message}',

  'analysis.hints-choice.label': 'Allow hints',
  'analysis.hints-choice.hint':
    'Every player may ask for the best moves from their own view. A teaching aid, so the match is not rated.',
  'analysis.hints-choice.why-rated': 'A rated match never allows hints: turn “Rated match” off first.',
  'analysis.join.hints': 'Hints allowed: every player may ask for the best moves from their own view.',
} satisfies EnDict;

export type AnalysisDict = typeof analysisEn;
export type AnalysisKey = keyof AnalysisDict;
