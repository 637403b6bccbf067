/**
 * The words Tribes of the Wind's names are composed of (`names.ts`), in English, Ukrainian and
 * Russian: head words by element and flavour with their gender, element adjectives in each gender,
 * requirement motifs, forest colours, tile and village heads, bonus and task motifs. Game terms are
 * the glossary's words (GLOSSARY §2: colours, village, rider, portal, turbine, catapult); Ukrainian
 * and Russian put the motifs in the genitive, so only the adjective agrees with the head word.
 */
import type { BuildBonus, Effect, Element, ForestColour, TaskPredicate } from '../content/schema.ts';

export type Gender = 'm' | 'f' | 'n';
/** A noun with its grammatical gender (English has none; 'n' there). */
type Noun = readonly [word: string, gender: Gender];
/** `single`: a one-row card paying only its element's usual effect gets a bolder word. */
export type HeadKind = 'main' | 'single' | Effect['kind'];

export interface Words {
  /** Head words by the card's element and flavour effect. */
  readonly heads: Readonly<Record<Element, Partial<Record<HeadKind, Noun>>>>;
  /** The element a requirement counts, as an adjective in each gender. */
  readonly adjective: Readonly<Record<Element, Readonly<Record<Gender, string>>>>;
  /** "without fire". */
  readonly without: Readonly<Record<Element, string>>;
  /** Requirement motifs ("of Plenty"), by kind. */
  readonly motif: Readonly<Record<string, string>>;
  readonly side: Readonly<Record<'left' | 'right', string>>;
  readonly colour: Readonly<Record<ForestColour, string>>;
  /** Forest tile head by rider slots. */
  readonly slots: Readonly<Record<2 | 3 | 4, string>>;
  readonly bonus: Readonly<Record<BuildBonus['kind'], string>>;
  /** "of A and B". */
  readonly bonuses: (items: readonly string[]) => string;
  /** Village card head by VP. */
  readonly vp: (vp: number) => string;
  readonly task: (t: TaskPredicate) => string;
  /** Joins the parts of a name in this language's order and case. */
  readonly join: (parts: readonly string[]) => string;
}

const cap = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
const sentence = (parts: readonly string[]) => cap(parts.filter(Boolean).join(' '));

export const EN: Words = {
  heads: {
    water: {
      main: ['Spring', 'n'],
      single: ['Well', 'n'],
      cleanse: ['Rain', 'n'],
      move: ['River', 'n'],
      plant: ['Dew', 'n'],
    },
    fire: {
      main: ['Flame', 'n'],
      single: ['Blaze', 'n'],
      water: ['Steam', 'n'],
      move: ['Spark', 'n'],
      plant: ['Ash', 'n'],
    },
    earth: {
      main: ['Sapling', 'n'],
      single: ['Seedling', 'n'],
      water: ['Meadow', 'n'],
      cleanse: ['Root', 'n'],
      move: ['Trail', 'n'],
    },
    wind: {
      main: ['Gust', 'n'],
      single: ['Gale', 'n'],
      water: ['Cloud', 'n'],
      cleanse: ['Breeze', 'n'],
      plant: ['Pollen', 'n'],
      catapult: ['Whirlwind', 'n'],
    },
  },
  adjective: {
    water: { m: 'Watery', f: 'Watery', n: 'Watery' },
    fire: { m: 'Fiery', f: 'Fiery', n: 'Fiery' },
    earth: { m: 'Earthen', f: 'Earthen', n: 'Earthen' },
    wind: { m: 'Windswept', f: 'Windswept', n: 'Windswept' },
  },
  without: { water: 'without Water', fire: 'without Fire', earth: 'without Earth', wind: 'without Wind' },
  motif: {
    selfAtLeast: 'of Plenty',
    allFour: 'of Harmony',
    'more-one': 'of Rivalry',
    'more-both': 'of Triumph',
    'fewer-one': 'of Modesty',
    'fewer-both': 'of Humility',
    'more-side': 'of Rivalry',
    'fewer-side': 'of Modesty',
    neighboursHold: 'of Good Neighbours',
    totalAtLeast: 'of the Gathering',
    scaling: 'of Growing Strength',
  },
  side: { left: 'on the Left', right: 'on the Right' },
  colour: { moss: 'Moss', amber: 'Amber', dusk: 'Dusk' },
  slots: { 2: 'Glade', 3: 'Wood', 4: 'Forest' },
  bonus: {
    water: 'Springs',
    cleanse: 'Cleansing',
    move: 'Paths',
    catapult: 'the Catapult',
    turbine: 'the Turbine',
    portal: 'the Portal',
  },
  bonuses: (items) => `of ${items.join(' and ')}`,
  vp: (vp) => ['Hamlet', 'Homestead', 'Town', 'Stronghold', 'Sanctuary'][Math.min(4, Math.max(0, vp - 2))] ?? '',
  task: (t) => {
    switch (t.kind) {
      case 'templesOnVillagesAtLeast':
        return 'of Temple Villages';
      case 'cornersFilled':
        return 'of the Four Corners';
      case 'sameColourLine':
        return 'of the Colour Line';
      case 'colourTilesAtLeast':
        return `of the ${EN.colour[t.colour]} Lands`;
      case 'fullRow':
        return 'of the Full Row';
      case 'fullColumn':
        return 'of the Full Column';
      case 'waterAtLeast':
        return 'of Deep Wells';
      case 'capitalEmpty':
        return 'of the Empty Capital';
      case 'portalVillagesAtLeast':
        return 'of Portals';
      case 'ridersOnOneTileAtLeast':
        return 'of the Gathered Riders';
      case 'adjacentVillages':
        return 'of Neighbouring Villages';
      case 'cleanRow':
        return 'of the Clean Row';
      case 'tilesAtLeast':
        return 'of the Wide Forest';
      case 'pollutedCellsAtMost':
        return 'of Clean Land';
      case 'tilesWithRidersAtLeast':
        return 'of Scattered Riders';
      case 'templesBuiltAtLeast':
        return 'of Temples';
      case 'colourPath':
        return 'of the Colour Path';
    }
  },
  join: (parts) => parts.filter(Boolean).join(' '),
};

export const UK: Words = {
  heads: {
    water: {
      main: ['джерело', 'n'],
      single: ['криниця', 'f'],
      cleanse: ['дощ', 'm'],
      move: ['річка', 'f'],
      plant: ['роса', 'f'],
    },
    fire: {
      main: ['полумʼя', 'n'],
      single: ['пожежа', 'f'],
      water: ['пара', 'f'],
      move: ['іскра', 'f'],
      plant: ['попіл', 'm'],
    },
    earth: {
      main: ['паросток', 'm'],
      single: ['саджанець', 'm'],
      water: ['луг', 'm'],
      cleanse: ['корінь', 'm'],
      move: ['стежина', 'f'],
    },
    wind: {
      main: ['порив', 'm'],
      single: ['буревій', 'm'],
      water: ['хмара', 'f'],
      cleanse: ['бриз', 'm'],
      plant: ['пилок', 'm'],
      catapult: ['смерч', 'm'],
    },
  },
  adjective: {
    water: { m: 'водяний', f: 'водяна', n: 'водяне' },
    fire: { m: 'вогняний', f: 'вогняна', n: 'вогняне' },
    earth: { m: 'земляний', f: 'земляна', n: 'земляне' },
    wind: { m: 'вітряний', f: 'вітряна', n: 'вітряне' },
  },
  without: { water: 'без води', fire: 'без вогню', earth: 'без землі', wind: 'без вітру' },
  motif: {
    selfAtLeast: 'достатку',
    allFour: 'гармонії',
    'more-one': 'суперництва',
    'more-both': 'тріумфу',
    'fewer-one': 'скромності',
    'fewer-both': 'смирення',
    'more-side': 'суперництва',
    'fewer-side': 'скромності',
    neighboursHold: 'добросусідства',
    totalAtLeast: 'зібрання',
    scaling: 'зростаючої сили',
  },
  side: { left: 'ліворуч', right: 'праворуч' },
  colour: { moss: 'мохова', amber: 'бурштинова', dusk: 'сутінкова' },
  slots: { 2: 'галявина', 3: 'діброва', 4: 'пуща' },
  bonus: {
    water: 'джерел',
    cleanse: 'очищення',
    move: 'стежок',
    catapult: 'катапульти',
    turbine: 'турбіни',
    portal: 'порталу',
  },
  bonuses: (items) => items.join(' і '),
  vp: (vp) => ['хутір', 'садиба', 'містечко', 'фортеця', 'святилище'][Math.min(4, Math.max(0, vp - 2))] ?? '',
  task: (t) => {
    switch (t.kind) {
      case 'templesOnVillagesAtLeast':
        return 'храмових селищ';
      case 'cornersFilled':
        return 'чотирьох кутів';
      case 'sameColourLine':
        return 'однобарвної лінії';
      case 'colourTilesAtLeast':
        return { moss: 'мохових земель', amber: 'бурштинових земель', dusk: 'сутінкових земель' }[t.colour];
      case 'fullRow':
        return 'повного ряду';
      case 'fullColumn':
        return 'повного стовпця';
      case 'waterAtLeast':
        return 'глибоких колодязів';
      case 'capitalEmpty':
        return 'порожньої столиці';
      case 'portalVillagesAtLeast':
        return 'порталів';
      case 'ridersOnOneTileAtLeast':
        return 'зібраних вершників';
      case 'adjacentVillages':
        return 'сусідніх селищ';
      case 'cleanRow':
        return 'чистого ряду';
      case 'tilesAtLeast':
        return 'широкого лісу';
      case 'pollutedCellsAtMost':
        return 'чистої землі';
      case 'tilesWithRidersAtLeast':
        return 'розсіяних вершників';
      case 'templesBuiltAtLeast':
        return 'храмів';
      case 'colourPath':
        return 'кольорової стежки';
    }
  },
  join: sentence,
};

export const RU: Words = {
  heads: {
    water: {
      main: ['родник', 'm'],
      single: ['колодец', 'm'],
      cleanse: ['дождь', 'm'],
      move: ['река', 'f'],
      plant: ['роса', 'f'],
    },
    fire: {
      main: ['пламя', 'n'],
      single: ['пожар', 'm'],
      water: ['пар', 'm'],
      move: ['искра', 'f'],
      plant: ['пепел', 'm'],
    },
    earth: {
      main: ['росток', 'm'],
      single: ['саженец', 'm'],
      water: ['луг', 'm'],
      cleanse: ['корень', 'm'],
      move: ['тропинка', 'f'],
    },
    wind: {
      main: ['порыв', 'm'],
      single: ['шквал', 'm'],
      water: ['туча', 'f'],
      cleanse: ['бриз', 'm'],
      plant: ['пыльца', 'f'],
      catapult: ['смерч', 'm'],
    },
  },
  adjective: {
    water: { m: 'водяной', f: 'водяная', n: 'водяное' },
    fire: { m: 'огненный', f: 'огненная', n: 'огненное' },
    earth: { m: 'земляной', f: 'земляная', n: 'земляное' },
    wind: { m: 'ветряной', f: 'ветряная', n: 'ветряное' },
  },
  without: { water: 'без воды', fire: 'без огня', earth: 'без земли', wind: 'без ветра' },
  motif: {
    selfAtLeast: 'изобилия',
    allFour: 'гармонии',
    'more-one': 'соперничества',
    'more-both': 'триумфа',
    'fewer-one': 'скромности',
    'fewer-both': 'смирения',
    'more-side': 'соперничества',
    'fewer-side': 'скромности',
    neighboursHold: 'добрососедства',
    totalAtLeast: 'собрания',
    scaling: 'растущей силы',
  },
  side: { left: 'слева', right: 'справа' },
  colour: { moss: 'моховая', amber: 'янтарная', dusk: 'сумеречная' },
  slots: { 2: 'поляна', 3: 'дубрава', 4: 'пуща' },
  bonus: {
    water: 'родников',
    cleanse: 'очищения',
    move: 'троп',
    catapult: 'катапульты',
    turbine: 'турбины',
    portal: 'портала',
  },
  bonuses: (items) => items.join(' и '),
  vp: (vp) => ['хутор', 'усадьба', 'городок', 'крепость', 'святилище'][Math.min(4, Math.max(0, vp - 2))] ?? '',
  task: (t) => {
    switch (t.kind) {
      case 'templesOnVillagesAtLeast':
        return 'храмовых поселений';
      case 'cornersFilled':
        return 'четырёх углов';
      case 'sameColourLine':
        return 'одноцветной линии';
      case 'colourTilesAtLeast':
        return { moss: 'моховых земель', amber: 'янтарных земель', dusk: 'сумеречных земель' }[t.colour];
      case 'fullRow':
        return 'полного ряда';
      case 'fullColumn':
        return 'полного столбца';
      case 'waterAtLeast':
        return 'глубоких колодцев';
      case 'capitalEmpty':
        return 'пустой столицы';
      case 'portalVillagesAtLeast':
        return 'порталов';
      case 'ridersOnOneTileAtLeast':
        return 'собранных всадников';
      case 'adjacentVillages':
        return 'соседних поселений';
      case 'cleanRow':
        return 'чистого ряда';
      case 'tilesAtLeast':
        return 'широкого леса';
      case 'pollutedCellsAtMost':
        return 'чистой земли';
      case 'tilesWithRidersAtLeast':
        return 'рассеянных всадников';
      case 'templesBuiltAtLeast':
        return 'храмов';
      case 'colourPath':
        return 'цветной тропы';
    }
  },
  join: sentence,
};
