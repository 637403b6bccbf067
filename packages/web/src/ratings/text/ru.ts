/** Ratings, profiles and leaderboards in Russian (GLOSSARY: «партия», «вы», «ё»). */
import type { Translated } from '../../i18n/types.ts';
import type { RatingsDict } from './en.ts';

export const ratingsRu: Translated<RatingsDict> = {
  'ratings.rated': 'Рейтинговая',
  'ratings.rating': 'Рейтинг',
  'ratings.provisional': 'предварительный',
  'ratings.provisional-hint': 'Предварительный: рейтинг установится после ещё нескольких рейтинговых партий.',
  'ratings.provisional-note':
    'Рейтинг со знаком «?» предварительный: он устанавливается по мере того, как игрок играет рейтинговые партии.',
  'ratings.bot': 'Бот ({level})',
  'ratings.chance': 'шанс на победу {percent}',
  'ratings.chance-hint': 'Шанс, что этот игрок займёт первое место, по модели рейтинга.',

  'ratings.choice.label': 'Рейтинговая партия',
  'ratings.choice.hint': 'Результат изменит рейтинги игроков. Присоединиться могут только вошедшие игроки.',
  'ratings.choice.why.guest': 'Войдите, чтобы играть рейтинговую партию.',
  'ratings.choice.why.clock': 'Рейтинговой партии нужны часы: «Без ограничения» никогда не бывает рейтинговой.',
  'ratings.choice.why.people': 'Рейтинговой партии нужны хотя бы два человека.',
  'ratings.choice.why.bots': 'Боты в рейтинговой партии играют на уровне «Лёгкий», «Средний» или «Сложный».',
  'ratings.choice.why.fixed': 'Одна из настроек заранее задаёт раздачу, а это только для тренировки.',
  'ratings.sign-in': 'Войти',

  'ratings.join.rated': 'Рейтинговая партия: результат изменит рейтинги игроков.',
  'ratings.join.needs-account': 'К рейтинговой партии могут присоединиться только вошедшие игроки.',
  'ratings.join.as': 'Вы играете как {name}.',

  'ratings.error.not-ratable':
    'Эту партию нельзя сделать рейтинговой: нужны вошедший создатель, часы, хотя бы два человека и боты уровня «Лёгкий», «Средний» или «Сложный».',
  'ratings.error.rated-needs-account':
    'К рейтинговой партии могут присоединиться только вошедшие игроки: войдите и попробуйте ещё раз.',
  'ratings.error.unknown-player': 'Игрока с таким именем здесь нет.',
  'ratings.error.generic': 'Что-то пошло не так; попробуйте ещё раз.',
  'ratings.error.network': 'Сервер недоступен; попробуйте чуть позже.',

  'ratings.profile': 'Профиль',
  'ratings.profile.mine': 'Мой профиль',
  'ratings.profile.since': 'Играет с {date}',
  'ratings.profile.bot-lead': 'Уровень бота с рейтингом, как у любого игрока: сравните себя с ним.',
  'ratings.profile.unrated': 'Пока без рейтинговых партий',
  'ratings.profile.place': 'Место',
  'ratings.profile.not-listed': 'Пока не в таблице',
  'ratings.profile.played': 'Сыграно партий',
  'ratings.profile.won': 'Победы',
  'ratings.profile.won-value': '{won} ({percent})',
  'ratings.profile.no-games': 'Законченных партий пока нет.',

  'ratings.chart.title': 'Рейтинг в игре «{game}»',
  'ratings.chart.desc-first': 'Пока одна рейтинговая партия: {rating}.',
  'ratings.chart.desc': {
    one: '{count} рейтинговая партия: от {first} до {last}; наивысший {max}, наименьший {min}.',
    few: '{count} рейтинговые партии: от {first} до {last}; наивысший {max}, наименьший {min}.',
    many: '{count} рейтинговых партий: от {first} до {last}; наивысший {max}, наименьший {min}.',
    other: '{count} рейтинговой партии: от {first} до {last}; наивысший {max}, наименьший {min}.',
  },
  'ratings.chart.axis-x': 'Рейтинговые партии',

  'ratings.recent': 'Последние партии',
  'ratings.recent.place': 'Место: {place} из {players}',
  'ratings.recent.opponents': 'Соперники:',
  'ratings.recent.guest': 'Гость',
  'ratings.recent.unrated': 'Без рейтинга',
  'ratings.recent.change': 'Рейтинг: {change}',

  'ratings.h2h': 'Личные встречи',
  'ratings.h2h.lead': 'Партии, которые оба сыграли до конца: как часто каждый финишировал выше другого.',
  'ratings.h2h.opponent': 'Соперник',
  'ratings.h2h.games': 'Партии',
  'ratings.h2h.ahead': 'Выше',
  'ratings.h2h.behind': 'Ниже',
  'ratings.h2h.tied': 'Вровень',

  'ratings.leaderboard': 'Таблица лидеров',
  'ratings.leaderboard.of': 'Таблица лидеров: {game}',
  'ratings.leaderboard.games': 'Игра',
  'ratings.leaderboard.rule': {
    one: 'В таблице игроки, у которых не меньше {count} рейтинговой партии. Они упорядочены по осторожной оценке мастерства (рейтинг минус три его погрешности), так что стабильные результаты весят больше, чем удачная серия.',
    few: 'В таблице игроки, у которых не меньше {count} рейтинговых партий. Они упорядочены по осторожной оценке мастерства (рейтинг минус три его погрешности), так что стабильные результаты весят больше, чем удачная серия.',
    many: 'В таблице игроки, у которых не меньше {count} рейтинговых партий. Они упорядочены по осторожной оценке мастерства (рейтинг минус три его погрешности), так что стабильные результаты весят больше, чем удачная серия.',
    other:
      'В таблице игроки, у которых не меньше {count} рейтинговой партии. Они упорядочены по осторожной оценке мастерства (рейтинг минус три его погрешности), так что стабильные результаты весят больше, чем удачная серия.',
  },
  'ratings.leaderboard.place': 'Место',
  'ratings.leaderboard.player': 'Игрок',
  'ratings.leaderboard.empty': 'Пока никто не сыграл достаточно рейтинговых партий в эту игру.',
};
