/**
 * Names of the SC-1 content in three languages, exactly as GLOSSARY.md §1.7–1.8 gives them.
 * Per zone: [zone, L1, L2, L3, L4, L5, party location, party tile, animal scene]. A location's
 * name is also the name of its scene card.
 */
import type { Locale } from '../../../i18n/types.ts';

export type ZoneNames = readonly [
  zone: string,
  l1: string,
  l2: string,
  l3: string,
  l4: string,
  l5: string,
  partyLocation: string,
  partyTile: string,
  animalScene: string,
];

export type ZoneLetter = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
export type ObjectiveId =
  | 'O1'
  | 'O2'
  | 'O3'
  | 'O4'
  | 'O5'
  | 'O6'
  | 'O7'
  | 'O8'
  | 'O9'
  | 'O10'
  | 'O11'
  | 'O12'
  | 'FO1'
  | 'FO2'
  | 'FO3'
  | 'FO4'
  | 'FO5'
  | 'FO6'
  | 'FO7'
  | 'FO8';

export interface ContentNames {
  readonly zones: Readonly<Record<ZoneLetter, ZoneNames>>;
  /** [name, text] per objective. */
  readonly objectives: Readonly<Record<ObjectiveId, readonly [string, string]>>;
}

const en: ContentNames = {
  zones: {
    A: [
      'Crownhold',
      'The Throne Room',
      'The Joust',
      'The Dungeon',
      'The Chapel Royal',
      'The Minstrels’ Gallery',
      'The Great Hall',
      'The Coronation Ball',
      'The Royal Hounds',
    ],
    B: [
      'Mirewood',
      'The Witch’s Hut',
      'The Woodcutter’s Clearing',
      'The Singing Stones',
      'The Hermit’s Chapel',
      'The Black Knight’s Bridge',
      'The Toadstool Ring',
      'The Midsummer Revel',
      'The Enchanted Toad',
    ],
    C: [
      'Abbeyvale',
      'The Scriptorium',
      'The Bishop’s Table',
      'The Herb Garden',
      'The Cloister Choir',
      'The Tithe Barn',
      'The Abbey Green',
      'The Feast of Fools',
      'The Abbey Goat',
    ],
    D: [
      'Muddleford',
      'The Market Square',
      'The Tipsy Goose Tavern',
      'The Guildhall',
      'The Town Gate',
      'The Alchemist’s Shop',
      'The Maypole',
      'The Harvest Fair',
      'The Runaway Pig',
    ],
    E: [
      'Dragonspine Crags',
      'The Watchtower',
      'The Baron’s Toll',
      'The Wise Woman’s Cave',
      'The Echoing Gorge',
      'The Mountain Convent',
      'The Beacon Fire',
      'The Dragon’s Birthday',
      'The Dragon',
    ],
    F: [
      'Grailmere',
      'Quest for the Grail',
      'The Lady of the Lake',
      'The Fishermen’s Wharf',
      'The Duke’s Regatta',
      'The Island Priory',
      'The Lakeshore',
      'The Moonlit Regatta',
      'The Swan of Grailmere',
    ],
  },
  objectives: {
    O1: ['The Grand Tour', 'Get at least one of your potions onto every one of the six map tiles.'],
    O2: ['Bridge Builders', 'Occupy both ends of two different bridges that share no end cell.'],
    O3: ['The Royal Road', 'Link at least four locations with an unbroken chain of your potions.'],
    O4: ['Census of the Realm', 'Have your potions on locations showing all six inhabitant types.'],
    O5: ['Birds of a Feather', 'Have your potions on three locations that show the same inhabitant type.'],
    O6: ['Crowded House', 'Have three of your potions on a single cell.'],
    O7: ['Lord of the Manor', 'Have your potions on four different cells of one map tile.'],
    O8: ['Balanced Humours', 'Have potions of all four humours on the map.'],
    O9: ['Frontier Watch', 'Occupy both ends of two links that join different map tiles.'],
    O10: ['Party Animal', 'Have your potions on three party locations.'],
    O11: ['Pilgrim’s Way', 'Link cells of three different map tiles with an unbroken chain of your potions.'],
    O12: ['Holding Sway', 'In two map tiles, have more potions than every other player.'],
    FO1: ['Full Household', 'Occupy at least one plot of each of the six citizen types.'],
    FO2: ['Tidy Row', 'Occupy all four plots of one row.'],
    FO3: ['Standing Column', 'Occupy all three plots of one column.'],
    FO4: ['Twin Estates', 'Occupy both plots of two citizen types.'],
    FO5: ['Four Corners', 'Occupy the four corner plots.'],
    FO6: ['Humours in Harmony', 'Have potions of all four humours on your fief.'],
    FO7: ['Village Square', 'Occupy a 2 × 2 block of plots.'],
    FO8: ['Temperament Streak', 'Have three potions of one humour in a straight, unbroken line.'],
  },
};

const uk: ContentNames = {
  zones: {
    A: [
      'Коронна фортеця',
      'Тронна зала',
      'Лицарський турнір',
      'Підземелля',
      'Королівська каплиця',
      'Галерея менестрелів',
      'Велика зала',
      'Коронаційний бал',
      'Королівські гончаки',
    ],
    B: [
      'Болотяний ліс',
      'Хатинка відьми',
      'Галявина лісоруба',
      'Співочі камені',
      'Каплиця пустельника',
      'Міст Чорного лицаря',
      'Відьмине коло',
      'Купальська ніч',
      'Зачарована жаба',
    ],
    C: [
      'Абатська долина',
      'Скрипторій',
      'Стіл єпископа',
      'Травʼяний сад',
      'Монастирський хор',
      'Десятинна комора',
      'Абатський луг',
      'Свято дурнів',
      'Абатська коза',
    ],
    D: [
      'Каламутний брід',
      'Ринкова площа',
      'Шинок „Пʼяна гуска“',
      'Будинок гільдій',
      'Міська брама',
      'Крамниця алхіміка',
      'Травневе дерево',
      'Ярмарок урожаю',
      'Свиня-втікачка',
    ],
    E: [
      'Скелі Драконячого Хребта',
      'Дозорна вежа',
      'Баронська митниця',
      'Печера знахарки',
      'Ущелина відлуння',
      'Гірський монастир',
      'Сигнальне вогнище',
      'День народження дракона',
      'Дракон',
    ],
    F: [
      'Озеро Ґрааля',
      'Пошуки Ґрааля',
      'Володарка Озера',
      'Рибальська пристань',
      'Герцогська регата',
      'Острівний пріорат',
      'Берег озера',
      'Місячна регата',
      'Лебідь Озера Ґрааля',
    ],
  },
  objectives: {
    O1: ['Велика подорож', 'Майте хоча б одне своє зілля на кожному з шести фрагментів поля.'],
    O2: ['Будівничі мостів', 'Займіть обидва кінці двох різних мостів, що не мають спільних клітинок.'],
    O3: ['Королівський шлях', 'Зʼєднайте щонайменше чотири локації неперервним ланцюжком свого зілля.'],
    O4: ['Перепис королівства', 'Майте своє зілля на локаціях з усіма шістьма типами мешканців.'],
    O5: ['Одного поля ягоди', 'Майте своє зілля на трьох локаціях з однаковим типом мешканця.'],
    O6: ['Повна хата', 'Майте три своїх зілля на одній клітинці.'],
    O7: ['Господар маєтку', 'Майте своє зілля на чотирьох різних клітинках одного фрагмента поля.'],
    O8: ['Рівновага темпераментів', 'Майте на карті зілля всіх чотирьох темпераментів.'],
    O9: ['Прикордонна варта', 'Займіть обидва кінці двох проходів між різними фрагментами поля.'],
    O10: ['Душа компанії', 'Майте своє зілля на трьох місцях вечірки.'],
    O11: ['Шлях прочанина', 'Зʼєднайте клітинки трьох різних фрагментів поля неперервним ланцюжком свого зілля.'],
    O12: ['Верховенство', 'На двох фрагментах поля майте більше зілля, ніж кожен інший гравець.'],
    FO1: ['Повний двір', 'Займіть хоча б одну ділянку кожного з шести типів мешканців.'],
    FO2: ['Охайний ряд', 'Займіть усі чотири ділянки одного ряду.'],
    FO3: ['Стійкий стовпець', 'Займіть усі три ділянки одного стовпця.'],
    FO4: ['Маєтки-близнюки', 'Займіть обидві ділянки двох типів мешканців.'],
    FO5: ['Чотири кути', 'Займіть чотири кутові ділянки.'],
    FO6: ['Гармонія темпераментів', 'Майте на своєму феоді зілля всіх чотирьох темпераментів.'],
    FO7: ['Сільський майдан', 'Займіть блок ділянок 2 × 2.'],
    FO8: ['Серія темпераменту', 'Майте три зілля одного темпераменту в прямій неперервній лінії.'],
  },
};

const ru: ContentNames = {
  zones: {
    A: [
      'Коронная крепость',
      'Тронный зал',
      'Рыцарский турнир',
      'Темница',
      'Королевская часовня',
      'Галерея менестрелей',
      'Большой зал',
      'Коронационный бал',
      'Королевские гончие',
    ],
    B: [
      'Болотный лес',
      'Избушка ведьмы',
      'Поляна дровосека',
      'Поющие камни',
      'Часовня отшельника',
      'Мост Чёрного рыцаря',
      'Ведьмин круг',
      'Купальская ночь',
      'Заколдованная жаба',
    ],
    C: [
      'Аббатская долина',
      'Скрипторий',
      'Стол епископа',
      'Травяной сад',
      'Монастырский хор',
      'Десятинный амбар',
      'Аббатский луг',
      'Праздник дураков',
      'Аббатская коза',
    ],
    D: [
      'Мутный брод',
      'Рыночная площадь',
      'Таверна „Пьяный гусь“',
      'Дом гильдий',
      'Городские ворота',
      'Лавка алхимика',
      'Майское дерево',
      'Ярмарка урожая',
      'Сбежавшая свинья',
    ],
    E: [
      'Скалы Драконьего Хребта',
      'Сторожевая башня',
      'Баронская застава',
      'Пещера знахарки',
      'Ущелье эха',
      'Горный монастырь',
      'Сигнальный костёр',
      'День рождения дракона',
      'Дракон',
    ],
    F: [
      'Озеро Грааля',
      'Поиски Грааля',
      'Владычица Озера',
      'Рыбацкая пристань',
      'Герцогская регата',
      'Островной приорат',
      'Берег озера',
      'Лунная регата',
      'Лебедь Озера Грааля',
    ],
  },
  objectives: {
    O1: ['Большое путешествие', 'Поместите хотя бы одно своё зелье на каждый из шести фрагментов поля.'],
    O2: ['Строители мостов', 'Займите оба конца двух разных мостов, не имеющих общих ячеек.'],
    O3: ['Королевский путь', 'Соедините не меньше четырёх локаций непрерывной цепочкой своих зелий.'],
    O4: ['Перепись королевства', 'Имейте свои зелья на локациях со всеми шестью типами жителей.'],
    O5: ['Одного поля ягоды', 'Имейте свои зелья на трёх локациях с одинаковым типом жителя.'],
    O6: ['Полный дом', 'Имейте три своих зелья на одной ячейке поля.'],
    O7: ['Хозяин поместья', 'Имейте свои зелья на четырёх разных ячейках одного фрагмента поля.'],
    O8: ['Равновесие темпераментов', 'Имейте на карте зелья всех четырёх темпераментов.'],
    O9: ['Пограничный дозор', 'Займите оба конца двух проходов между разными фрагментами поля.'],
    O10: ['Душа компании', 'Имейте свои зелья на трёх местах вечеринки.'],
    O11: ['Путь паломника', 'Соедините ячейки трёх разных фрагментов поля непрерывной цепочкой своих зелий.'],
    O12: ['Верховенство', 'На двух фрагментах поля имейте больше зелий, чем каждый другой игрок.'],
    FO1: ['Полный двор', 'Займите хотя бы один участок каждого из шести типов жителей.'],
    FO2: ['Аккуратный ряд', 'Займите все четыре участка одного ряда.'],
    FO3: ['Стойкий столбец', 'Займите все три участка одного столбца.'],
    FO4: ['Поместья-близнецы', 'Займите оба участка двух типов жителей.'],
    FO5: ['Четыре угла', 'Займите четыре угловых участка.'],
    FO6: ['Гармония темпераментов', 'Имейте на своём феоде зелья всех четырёх темпераментов.'],
    FO7: ['Деревенская площадь', 'Займите блок участков 2 × 2.'],
    FO8: ['Серия темперамента', 'Имейте три зелья одного темперамента в прямой непрерывной линии.'],
  },
};

export const CONTENT_NAMES: Readonly<Record<Locale, ContentNames>> = { en, uk, ru };
