/**
 * The "Learn to play" lesson's words (packages/web/src/games/four-humours/lesson.ts names them by
 * key): part of the game's catalogue, so a lesson's text is translated like its log.
 */
export const tutorial = {
  en: {
    'fh.tutorial.opponent.1': 'Apothecary Brand',
    'fh.tutorial.part.first': 'Your first potions',
    'fh.tutorial.welcome': 'Welcome to Four Humours. These are the scene cards: each has slots for potions.',
    'fh.tutorial.place-any': 'Pick a potion from your hand, then a slot that glows.',
    'fh.tutorial.place-any.refusal': 'In this lesson, place a potion from your hand.',
    'fh.tutorial.farewell': 'You know how a turn goes.',
  },
  uk: {
    'fh.tutorial.opponent.1': 'Аптекар Бранд',
    'fh.tutorial.part.first': 'Ваші перші зілля',
    'fh.tutorial.welcome': 'Вітаємо в «Чотирьох темпераментах». Це карти сцен: на кожній є місця для зілля.',
    'fh.tutorial.place-any': 'Виберіть зілля в руці, тоді місце, що світиться.',
    'fh.tutorial.place-any.refusal': 'У цьому уроці покладіть зілля з руки.',
    'fh.tutorial.farewell': 'Ви знаєте, як минає хід.',
  },
  ru: {
    'fh.tutorial.opponent.1': 'Аптекарь Бранд',
    'fh.tutorial.part.first': 'Ваши первые зелья',
    'fh.tutorial.welcome': 'Добро пожаловать в «Четыре темперамента». Это карты сцен: на каждой есть места для зелий.',
    'fh.tutorial.place-any': 'Выберите зелье в руке, затем место, которое светится.',
    'fh.tutorial.place-any.refusal': 'В этом уроке положите зелье из руки.',
    'fh.tutorial.farewell': 'Вы знаете, как проходит ход.',
  },
} as const;
