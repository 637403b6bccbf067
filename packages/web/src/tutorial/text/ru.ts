/** "Learn to play" in Russian (GLOSSARY: «партия», «вы»). */
import type { Translated } from '../../i18n/types.ts';
import type { TutorialDict } from './en.ts';

export const tutorialRu: Translated<TutorialDict> = {
  'tutorial.learn': 'Научиться играть',
  'tutorial.learn-hint': 'Первая партия с подсказками, около 10 минут.',
  'tutorial.resume': 'Продолжить урок',
  'tutorial.completed': 'Урок пройден',
  'tutorial.page-title': 'Научиться играть · {game}',
  'tutorial.coach': 'Урок',
  'tutorial.part': 'Часть {n} из {total}: {title}',
  'tutorial.step': 'Шаг {n} из {total}',
  'tutorial.next': 'Далее',
  'tutorial.show-me': 'Показать',
  'tutorial.your-move': 'Ваш ход',
  'tutorial.read-first': 'Сначала прочитайте это, затем нажмите «Далее».',
  'tutorial.wait': 'Подождите: сейчас ходят другие.',
  'tutorial.waiting': 'Другие игроки ходят…',
  'tutorial.restart-part': 'Начать эту часть заново',
  'tutorial.restart': 'Начать урок сначала',
  'tutorial.leave': 'Выйти из урока',
  'tutorial.you': 'Вы',
  'tutorial.done-title': 'Отлично сыграно: урок окончен',
  'tutorial.play-easy': 'Сыграть первую партию с лёгким ботом',
  'tutorial.back-home': 'Назад в лобби',
  'tutorial.target-in-tab': 'Загляните во вкладку «{tab}».',
  'tutorial.more': 'Ещё',
  'tutorial.no-lesson': 'Для этой игры урока пока нет.',
};
