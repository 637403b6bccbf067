/** "Learn to play" in Ukrainian (GLOSSARY: «партія», «ви», the apostrophe ʼ). */
import type { Translated } from '../../i18n/types.ts';
import type { TutorialDict } from './en.ts';

export const tutorialUk: Translated<TutorialDict> = {
  'tutorial.learn': 'Навчитися грати',
  'tutorial.learn-hint': 'Перша партія з підказками, близько 10 хвилин.',
  'tutorial.resume': 'Продовжити урок',
  'tutorial.completed': 'Урок пройдено',
  'tutorial.page-title': 'Навчитися грати · {game}',
  'tutorial.coach': 'Урок',
  'tutorial.part': 'Частина {n} з {total}: {title}',
  'tutorial.step': 'Крок {n} з {total}',
  'tutorial.next': 'Далі',
  'tutorial.show-me': 'Показати',
  'tutorial.your-move': 'Ваш хід',
  'tutorial.read-first': 'Спершу прочитайте це, тоді натисніть «Далі».',
  'tutorial.wait': 'Зачекайте: зараз ходять інші.',
  'tutorial.waiting': 'Інші гравці ходять…',
  'tutorial.restart-part': 'Почати цю частину знову',
  'tutorial.restart': 'Почати урок спочатку',
  'tutorial.leave': 'Вийти з уроку',
  'tutorial.you': 'Ви',
  'tutorial.done-title': 'Чудово зіграно: урок завершено',
  'tutorial.play-easy': 'Зіграти першу партію з легким ботом',
  'tutorial.back-home': 'Назад до лобі',
  'tutorial.target-in-tab': 'Погляньте на вкладку «{tab}».',
  'tutorial.more': 'Більше',
  'tutorial.no-lesson': 'Для цієї гри ще немає уроку.',
};
