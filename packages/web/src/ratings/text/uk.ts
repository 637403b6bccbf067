/** Ratings, profiles and leaderboards in Ukrainian (GLOSSARY: «партія», «ви», the apostrophe ʼ). */
import type { Translated } from '../../i18n/types.ts';
import type { RatingsDict } from './en.ts';

export const ratingsUk: Translated<RatingsDict> = {
  'ratings.rated': 'Рейтингова',
  'ratings.rating': 'Рейтинг',
  'ratings.provisional': 'попередній',
  'ratings.provisional-hint': 'Попередній: рейтинг усталиться після ще кількох рейтингових партій.',
  'ratings.provisional-note':
    'Рейтинг зі знаком «?» попередній: він усталюється, що більше рейтингових партій зіграє гравець.',
  'ratings.bot': 'Бот ({level})',
  'ratings.chance': 'шанс перемоги {percent}',
  'ratings.chance-hint': 'Шанс, що цей гравець посяде перше місце, за моделлю рейтингу.',

  'ratings.choice.label': 'Рейтингова партія',
  'ratings.choice.hint': 'Результат змінить рейтинги гравців. Приєднатися можуть лише гравці, що увійшли.',
  'ratings.choice.why.guest': 'Увійдіть, щоб грати рейтингову партію.',
  'ratings.choice.why.clock': 'Рейтингова партія потребує годинника: «Без обмеження» ніколи не рейтингова.',
  'ratings.choice.why.people': 'Рейтингова партія потребує щонайменше двох людей.',
  'ratings.choice.why.bots': 'Боти в рейтинговій партії грають на рівні «Легкий», «Середній» або «Складний».',
  'ratings.choice.why.fixed': 'Одне з налаштувань наперед задає роздачу, а це лише для тренування.',
  'ratings.sign-in': 'Увійти',

  'ratings.join.rated': 'Рейтингова партія: результат змінить рейтинги гравців.',
  'ratings.join.needs-account': 'До рейтингової партії можуть приєднатися лише гравці, що увійшли.',
  'ratings.join.as': 'Ви граєте як {name}.',

  'ratings.error.not-ratable':
    'Цю партію не можна зробити рейтинговою: потрібні творець, що увійшов, годинник, щонайменше дві людини та боти рівня «Легкий», «Середній» або «Складний».',
  'ratings.error.rated-needs-account':
    'До рейтингової партії можуть приєднатися лише гравці, що увійшли: увійдіть і спробуйте ще раз.',
  'ratings.error.unknown-player': 'Гравця з таким імʼям тут немає.',
  'ratings.error.generic': 'Щось пішло не так; спробуйте ще раз.',
  'ratings.error.network': 'Сервер недоступний; спробуйте трохи згодом.',

  'ratings.profile': 'Профіль',
  'ratings.profile.mine': 'Мій профіль',
  'ratings.profile.since': 'Грає з {date}',
  'ratings.profile.bot-lead': 'Рівень бота з рейтингом, як у будь-якого гравця: порівняйте себе з ним.',
  'ratings.profile.unrated': 'Ще без рейтингових партій',
  'ratings.profile.place': 'Місце',
  'ratings.profile.not-listed': 'Ще не в таблиці',
  'ratings.profile.played': 'Зіграно партій',
  'ratings.profile.won': 'Перемоги',
  'ratings.profile.won-value': '{won} ({percent})',
  'ratings.profile.no-games': 'Завершених партій ще немає.',

  'ratings.chart.title': 'Рейтинг у грі «{game}»',
  'ratings.chart.desc-first': 'Поки одна рейтингова партія: {rating}.',
  'ratings.chart.desc': {
    one: '{count} рейтингова партія: від {first} до {last}; найвищий {max}, найнижчий {min}.',
    few: '{count} рейтингові партії: від {first} до {last}; найвищий {max}, найнижчий {min}.',
    many: '{count} рейтингових партій: від {first} до {last}; найвищий {max}, найнижчий {min}.',
    other: '{count} рейтингової партії: від {first} до {last}; найвищий {max}, найнижчий {min}.',
  },
  'ratings.chart.axis-x': 'Рейтингові партії',

  'ratings.recent': 'Останні партії',
  'ratings.recent.place': 'Місце: {place} з {players}',
  'ratings.recent.opponents': 'Суперники:',
  'ratings.recent.guest': 'Гість',
  'ratings.recent.unrated': 'Без рейтингу',
  'ratings.recent.change': 'Рейтинг: {change}',

  'ratings.h2h': 'Особисті зустрічі',
  'ratings.h2h.lead': 'Партії, які обидва зіграли до кінця: як часто кожен фінішував вище за іншого.',
  'ratings.h2h.opponent': 'Суперник',
  'ratings.h2h.games': 'Партії',
  'ratings.h2h.ahead': 'Вище',
  'ratings.h2h.behind': 'Нижче',
  'ratings.h2h.tied': 'Нарівні',

  'ratings.leaderboard': 'Таблиця лідерів',
  'ratings.leaderboard.of': 'Таблиця лідерів: {game}',
  'ratings.leaderboard.games': 'Гра',
  'ratings.leaderboard.rule': {
    one: 'У таблиці гравці, що мають щонайменше {count} рейтингову партію. Їх упорядковано за обережною оцінкою вміння (рейтинг мінус три його похибки), тож стабільні результати важать більше, ніж щаслива серія.',
    few: 'У таблиці гравці, що мають щонайменше {count} рейтингові партії. Їх упорядковано за обережною оцінкою вміння (рейтинг мінус три його похибки), тож стабільні результати важать більше, ніж щаслива серія.',
    many: 'У таблиці гравці, що мають щонайменше {count} рейтингових партій. Їх упорядковано за обережною оцінкою вміння (рейтинг мінус три його похибки), тож стабільні результати важать більше, ніж щаслива серія.',
    other:
      'У таблиці гравці, що мають щонайменше {count} рейтингової партії. Їх упорядковано за обережною оцінкою вміння (рейтинг мінус три його похибки), тож стабільні результати важать більше, ніж щаслива серія.',
  },
  'ratings.leaderboard.place': 'Місце',
  'ratings.leaderboard.player': 'Гравець',
  'ratings.leaderboard.empty': 'Ще ніхто не зіграв достатньо рейтингових партій у цю гру.',
};
