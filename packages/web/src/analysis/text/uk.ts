/** Post-game analysis and hints in Ukrainian (GLOSSARY: «партія», «ви», the apostrophe ʼ). */
import type { Translated } from '../../i18n/types.ts';
import type { AnalysisDict } from './en.ts';

export const analysisUk: Translated<AnalysisDict> = {
  'analysis.analyse': 'Аналіз',
  'analysis.analyse-hint':
    'Оцінити кожне рішення за тим, що гравець знав тієї миті, тут, у браузері. Повторне відкриття нічого не коштує.',
  'analysis.starting': 'Готуємо аналіз…',
  'analysis.progress': 'Аналіз: {done} з {total} рішень',
  'analysis.cancel': 'Скасувати',
  'analysis.cancelled': 'Аналіз скасовано.',
  'analysis.failed': 'Аналіз не вдався: {message}',
  'analysis.retry': 'Спробувати ще',
  'analysis.hide': 'Сховати аналіз',

  'analysis.chart.title': 'Шанси на перемогу впродовж партії',
  'analysis.chart.desc': 'Шанс кожного гравця на перше місце після кожного ходу, від 0 до 100 %. Позначено: {count}.',
  'analysis.chart.axis-x': 'Ходи',

  'analysis.label.inaccuracy': 'Неточність',
  'analysis.label.mistake': 'Помилка',
  'analysis.label.blunder': 'Груба помилка',
  'analysis.count.marks': {
    one: '{count} позначений хід',
    few: '{count} позначені ходи',
    many: '{count} позначених ходів',
    other: '{count} позначеного ходу',
  },
  'analysis.count.inaccuracy': {
    one: '{count} неточність',
    few: '{count} неточності',
    many: '{count} неточностей',
    other: '{count} неточності',
  },
  'analysis.count.mistake': {
    one: '{count} помилка',
    few: '{count} помилки',
    many: '{count} помилок',
    other: '{count} помилки',
  },
  'analysis.count.blunder': {
    one: '{count} груба помилка',
    few: '{count} грубі помилки',
    many: '{count} грубих помилок',
    other: '{count} грубої помилки',
  },
  'analysis.mark': '{label}: {player}, хід {n}',
  'analysis.accuracy': 'точність {accuracy}',
  'analysis.accuracy-hint':
    'Точність: середнє точностей усіх рішень; 100 — хід, що нічого не віддав, і тим менше, чим більше шансу на перемогу він утратив.',
  'analysis.turning-points': 'переломні моменти',
  'analysis.turning-point': 'Хід {n}: шанс гравця {player} {before} → {after}',
  'analysis.no-decisions': 'без рішень',
  'analysis.none': 'Неточностей, помилок і грубих помилок не знайдено.',
  'analysis.previous': 'Попередній позначений хід',
  'analysis.next': 'Наступний позначений хід',

  'analysis.decision.title': '{label}: {player}, хід {n}',
  'analysis.decision.title-unlabelled': '{player}, хід {n}',
  'analysis.decision.played': 'Зіграно: {move} — шанс на перемогу {chance}.',
  'analysis.decision.better': 'Краще: {move} — {chance}.',
  'analysis.decision.best-played': 'Кращого ходу не знайдено.',
  'analysis.decision.legend-played': 'зіграний хід',
  'analysis.decision.legend-better': 'кращий хід',

  'analysis.hint': 'Підказка',
  'analysis.hint-title': 'Три найкращі ходи, знайдені за тим, що ви бачите, з вашим шансом після кожного.',
  'analysis.hint.thinking': 'Шукаємо найкращі ходи…',
  'analysis.hint.heading': 'Найкращі знайдені ходи',
  'analysis.hint.move': '{move}: {chance}',
  'analysis.hint.note': 'Лише з вашого погляду: пошук не бачить прихованих карт. Перший хід обведено на столі.',
  'analysis.hint.close': 'Закрити підказку',
  'analysis.hint.failed': 'Підказки немає: {message}',

  'analysis.hints-choice.label': 'Дозволити підказки',
  'analysis.hints-choice.hint':
    'Кожен гравець зможе попросити найкращі ходи зі свого погляду. Це навчальний засіб, тож партія не буде рейтинговою.',
  'analysis.hints-choice.why-rated':
    'Рейтингова партія ніколи не дозволяє підказок: спершу вимкніть «Рейтингова партія».',
  'analysis.join.hints': 'Підказки дозволено: кожен гравець може попросити найкращі ходи зі свого погляду.',
};
