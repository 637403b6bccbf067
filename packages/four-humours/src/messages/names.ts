/**
 * The names of Four Humours' ids in every language, as catalogue entries `fh.<kind>.<id>` that
 * templates name ids through (`{scene:fh.scene}`). English comes from the content itself, so a
 * renamed card is renamed everywhere; Ukrainian and Russian are the words of GLOSSARY §1.7–1.8.
 */
import type { Locale, Templates } from '@boardhall/engine';
import {
  CITIZEN_NAMES,
  type CitizenType,
  FIEFDOM_OBJECTIVES,
  HUMOUR_NAMES,
  type Humour,
  KINGDOM_OBJECTIVES,
  LADDERS,
  PARTIES,
  SCENES,
  TILES,
  ZONES,
  type ZoneId,
} from '../content/index.ts';

/** Per zone: [zone, L1, L2, L3, L4, L5, party location, party tile, animal scene]. */
type ZoneNames = readonly [string, string, string, string, string, string, string, string, string];

interface Names {
  readonly zones: Readonly<Record<ZoneId, ZoneNames>>;
  /** [name, text] by objective id. */
  readonly objectives: Readonly<Record<string, readonly [string, string]>>;
  readonly humours: Readonly<Record<Humour, string>>;
  readonly citizens: Readonly<Record<CitizenType, string>>;
  readonly animals: Readonly<Record<string, string>>;
  readonly ladders: Readonly<Record<string, string>>;
  readonly focus: Readonly<Record<'crowd' | 'stir' | 'party', string>>;
  readonly difficulty: Readonly<Record<'easy' | 'normal' | 'hard', string>>;
  /** Where a potion goes, with the noun that takes the case (GLOSSARY §5.3). */
  readonly toLocation: (name: string) => string;
  readonly toPartyLocation: (name: string) => string;
}

// The content spells apostrophes plainly (it is data shared with the rules specs); players read
// the typographic one, as in the templates.
const typeset = (name: string): string => name.replace(/'/g, '’');

function contentZone(zone: ZoneId): ZoneNames {
  const tile = TILES.find((x) => x.id === zone);
  const cell = (id: string) => tile?.cells.find((c) => c.id === `${zone}${id}`)?.name ?? `${zone}${id}`;
  const party = PARTIES.find((p) => p.zone === zone)?.name ?? '';
  const animal = SCENES.find((s) => s.kind === 'animal' && s.zone === zone)?.name ?? '';
  const names = [tile?.name ?? zone, cell('1'), cell('2'), cell('3'), cell('4'), cell('5'), cell('P'), party, animal];
  return names.map(typeset) as unknown as ZoneNames;
}

const en: Names = {
  zones: Object.fromEntries(ZONES.map((z) => [z, contentZone(z)])) as Record<ZoneId, ZoneNames>,
  objectives: Object.fromEntries(
    [...KINGDOM_OBJECTIVES, ...FIEFDOM_OBJECTIVES].map((o) => [o.id, [typeset(o.name), o.text]] as const),
  ),
  humours: HUMOUR_NAMES,
  citizens: CITIZEN_NAMES,
  animals: { hound: 'Hound', toad: 'Toad', goat: 'Goat', pig: 'Pig', dragon: 'Dragon', swan: 'Swan' },
  ladders: Object.fromEntries(LADDERS.map((l) => [l.id, l.name])),
  focus: { crowd: 'Crowd', stir: 'Stir', party: 'Party' },
  difficulty: { easy: 'Easy', normal: 'Normal', hard: 'Hard' },
  toLocation: (name) => `“${name}”`,
  toPartyLocation: (name) => `“${name}”`,
};

const uk: Names = {
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
  humours: { C: 'Холерик', S: 'Сангвінік', M: 'Меланхолік', P: 'Флегматик' },
  citizens: { knight: 'Лицар', noble: 'Вельможа', witch: 'Відьма', bard: 'Бард', peasant: 'Селянин', nun: 'Черниця' },
  animals: { hound: 'Гончак', toad: 'Жаба', goat: 'Коза', pig: 'Свиня', dragon: 'Дракон', swan: 'Лебідь' },
  ladders: {
    POP: 'Закони характеру',
    NOMEL: 'Без меланхоліків',
    REVEL: 'Веселощі',
    CALM: 'Холодний розум',
    INTRIGUE: 'Шепіт та інтриги',
    BEAST: 'Звірячі справи',
  },
  focus: { crowd: 'Натовп', stir: 'Збурення', party: 'Вечірка' },
  difficulty: { easy: 'Легка', normal: 'Середня', hard: 'Складна' },
  toLocation: (name) => `до локації «${name}»`,
  toPartyLocation: (name) => `до місця вечірки «${name}»`,
};

const ru: Names = {
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
  humours: { C: 'Холерик', S: 'Сангвиник', M: 'Меланхолик', P: 'Флегматик' },
  citizens: {
    knight: 'Рыцарь',
    noble: 'Вельможа',
    witch: 'Ведьма',
    bard: 'Бард',
    peasant: 'Крестьянин',
    nun: 'Монахиня',
  },
  animals: { hound: 'Гончая', toad: 'Жаба', goat: 'Коза', pig: 'Свинья', dragon: 'Дракон', swan: 'Лебедь' },
  ladders: {
    POP: 'Законы характера',
    NOMEL: 'Без меланхоликов',
    REVEL: 'Веселье',
    CALM: 'Холодный рассудок',
    INTRIGUE: 'Шёпот и интриги',
    BEAST: 'Звериные дела',
  },
  focus: { crowd: 'Толпа', stir: 'Смута', party: 'Вечеринка' },
  difficulty: { easy: 'Лёгкая', normal: 'Средняя', hard: 'Сложная' },
  toLocation: (name) => `в локацию «${name}»`,
  toPartyLocation: (name) => `на место вечеринки «${name}»`,
};

const prefixed = (prefix: string, names: Readonly<Record<string, string>>): [string, string][] =>
  Object.entries(names).map(([id, name]) => [`${prefix}.${id}`, name]);

/** The catalogue entries of one language's names. */
function templates(n: Names): Templates {
  const out: Record<string, string> = {};
  for (const zone of ZONES) {
    const [name, l1, l2, l3, l4, l5, partyLocation, partyTile, animalScene] = n.zones[zone];
    out[`fh.zone.${zone}`] = name;
    const cells: [string, string][] = [
      ['1', l1],
      ['2', l2],
      ['3', l3],
      ['4', l4],
      ['5', l5],
    ];
    for (const [i, cell] of cells) {
      out[`fh.cell.${zone}${i}`] = cell;
      out[`fh.to-cell.${zone}${i}`] = n.toLocation(cell);
    }
    out[`fh.cell.${zone}P`] = partyLocation;
    out[`fh.to-cell.${zone}P`] = n.toPartyLocation(partyLocation);
    for (const p of PARTIES) if (p.zone === zone) out[`fh.party.${p.id}`] = partyTile;
    // A location's scene card bears the location's name; the zone's animal scene has its own.
    for (const s of SCENES) {
      if (s.zone !== zone) continue;
      out[`fh.scene.${s.id}`] = s.location ? (out[`fh.cell.${s.location}`] ?? s.id) : animalScene;
    }
  }
  for (const [id, [name, text]] of Object.entries(n.objectives)) {
    out[`fh.objective.${id}`] = name;
    out[`fh.objective-text.${id}`] = text;
  }
  const groups: [string, Readonly<Record<string, string>>][] = [
    ['fh.humour', n.humours],
    ['fh.citizen', n.citizens],
    ['fh.animal', n.animals],
    ['fh.ladder', n.ladders],
    ['fh.focus', n.focus],
    ['fh.difficulty', n.difficulty],
  ];
  for (const [prefix, names] of groups) for (const [k, v] of prefixed(prefix, names)) out[k] = v;
  return out;
}

/** Every name of every id, by language. */
export const names: Readonly<Record<Locale, Templates>> = { en: templates(en), uk: templates(uk), ru: templates(ru) };
