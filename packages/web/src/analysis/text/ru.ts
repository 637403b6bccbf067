/** Post-game analysis and hints in Russian (GLOSSARY: «партия», «вы», ё kept). */
import type { Translated } from '../../i18n/types.ts';
import type { AnalysisDict } from './en.ts';

export const analysisRu: Translated<AnalysisDict> = {
  'analysis.analyse': 'Анализ',
  'analysis.analyse-hint':
    'Оценить каждое решение по тому, что игрок знал в тот момент, здесь, в браузере. Повторное открытие ничего не стоит.',
  'analysis.starting': 'Готовим анализ…',
  'analysis.progress': 'Анализ: {done} из {total} решений',
  'analysis.cancel': 'Отменить',
  'analysis.cancelled': 'Анализ отменён.',
  'analysis.failed': 'Анализ не удался: {message}',
  'analysis.retry': 'Попробовать ещё',
  'analysis.hide': 'Скрыть анализ',

  'analysis.chart.title': 'Шансы на победу по ходу партии',
  'analysis.chart.desc': 'Шанс каждого игрока на первое место после каждого хода, от 0 до 100 %. Отмечено: {count}.',
  'analysis.chart.axis-x': 'Ходы',

  'analysis.label.inaccuracy': 'Неточность',
  'analysis.label.mistake': 'Ошибка',
  'analysis.label.blunder': 'Грубая ошибка',
  'analysis.count.marks': {
    one: '{count} отмеченный ход',
    few: '{count} отмеченных хода',
    many: '{count} отмеченных ходов',
    other: '{count} отмеченного хода',
  },
  'analysis.count.inaccuracy': {
    one: '{count} неточность',
    few: '{count} неточности',
    many: '{count} неточностей',
    other: '{count} неточности',
  },
  'analysis.count.mistake': {
    one: '{count} ошибка',
    few: '{count} ошибки',
    many: '{count} ошибок',
    other: '{count} ошибки',
  },
  'analysis.count.blunder': {
    one: '{count} грубая ошибка',
    few: '{count} грубые ошибки',
    many: '{count} грубых ошибок',
    other: '{count} грубой ошибки',
  },
  'analysis.mark': '{label}: {player}, ход {n}',
  'analysis.accuracy': 'точность {accuracy}',
  'analysis.accuracy-hint':
    'Точность: среднее точностей всех решений; 100 — ход, который ничего не отдал, и тем меньше, чем больше шанса на победу он потерял.',
  'analysis.turning-points': 'переломные моменты',
  'analysis.turning-point': 'Ход {n}: шанс игрока {player} {before} → {after}',
  'analysis.no-decisions': 'без решений',
  'analysis.none': 'Неточностей, ошибок и грубых ошибок не найдено.',
  'analysis.previous': 'Предыдущий отмеченный ход',
  'analysis.next': 'Следующий отмеченный ход',

  'analysis.decision.title': '{label}: {player}, ход {n}',
  'analysis.decision.title-unlabelled': '{player}, ход {n}',
  'analysis.decision.played': 'Сыграно: {move} — шанс на победу {chance}.',
  'analysis.decision.better': 'Лучше: {move} — {chance}.',
  'analysis.decision.best-played': 'Лучшего хода не найдено.',
  'analysis.decision.legend-played': 'сыгранный ход',
  'analysis.decision.legend-better': 'лучший ход',

  'analysis.hint': 'Подсказка',
  'analysis.hint-title': 'Три лучших хода, найденных по тому, что вы видите, с вашим шансом после каждого.',
  'analysis.hint.thinking': 'Ищем лучшие ходы…',
  'analysis.hint.heading': 'Лучшие найденные ходы',
  'analysis.hint.move': '{move}: {chance}',
  'analysis.hint.note': 'Только с вашей точки зрения: поиск не видит скрытых карт. Первый ход обведён на столе.',
  'analysis.hint.close': 'Закрыть подсказку',
  'analysis.hint.failed': 'Подсказки нет: {message}',

  'analysis.hints-choice.label': 'Разрешить подсказки',
  'analysis.hints-choice.hint':
    'Каждый игрок сможет попросить лучшие ходы со своей точки зрения. Это учебное средство, поэтому партия не будет рейтинговой.',
  'analysis.hints-choice.why-rated':
    'Рейтинговая партия никогда не разрешает подсказки: сначала выключите «Рейтинговая партия».',
  'analysis.join.hints': 'Подсказки разрешены: каждый игрок может попросить лучшие ходы со своей точки зрения.',
};
