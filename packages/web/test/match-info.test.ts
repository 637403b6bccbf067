import { Match } from '@boardhall/engine';
import { tribesOfTheWind } from '@boardhall/tribes-of-the-wind';
import { describe, expect, it } from 'vitest';
import { describeOptions } from '../src/games/tribes-of-the-wind/plugin.tsx';
import { en } from '../src/i18n/en.ts';
import { ru } from '../src/i18n/ru.ts';
import { translator } from '../src/i18n/translator.ts';
import { uk } from '../src/i18n/uk.ts';
import { hostSeat, initialSeat, optionText, type SeatFacts, seatLabel, turnLine } from '../src/lobby/match-info.ts';

const dicts = { en, uk, ru };
const t = translator(dicts, 'en');

const ann: SeatFacts = { seat: 0, kind: 'human', name: 'Ann', claimed: true };
const free: SeatFacts = { seat: 1, kind: 'human', name: null, claimed: false };
const bot: SeatFacts = { seat: 2, kind: 'bot', bot: 'ismcts:level=hard', name: null, claimed: true };

describe('seats in words', () => {
  it('names a seat by its typed name, a bot by its level, a free seat as open', () => {
    expect(seatLabel(ann, t)).toBe('Ann');
    expect(seatLabel(free, t)).toBe('Open seat');
    expect(seatLabel(bot, t)).toBe('Bot 3 (Hard)');
    expect(seatLabel({ ...free, claimed: true }, t)).toBe('Player 2');
    expect(seatLabel(bot, translator(dicts, 'uk'))).toBe('Бот 3 (Складний)');
  });

  it('takes the first held human seat as the host, never a bot or a free seat', () => {
    expect(hostSeat([bot, free, ann])).toBe(ann);
    expect(hostSeat([bot, free])).toBeNull();
  });

  it('says whose turn it is and who the opponents are', () => {
    expect(turnLine([ann, free, bot], [0], [0], t)).toBe('Your turn · vs Open seat, Bot 3 (Hard)');
    expect(turnLine([ann, { ...free, name: 'Бо', claimed: true }, bot], [0], [1, 2], t)).toBe(
      'Turn: Бо, Bot 3 (Hard) · vs Бо, Bot 3 (Hard)',
    );
    // A hotseat: every human seat is this device's, so the turn is named, and only the bot is against.
    const bo: SeatFacts = { seat: 1, kind: 'human', name: 'Bo', claimed: true };
    expect(turnLine([ann, bo, bot], [0, 1], [1], t)).toBe('Turn: Bo · vs Bot 3 (Hard)');
    // A finished match or a spectator: nobody to act, everybody listed.
    expect(turnLine([ann, bo], [], [], t)).toBe('vs Ann, Bo');
    expect(turnLine([ann, bo], [], [0], translator(dicts, 'uk'))).toBe('Хід: Ann · проти Ann, Bo');
  });
});

describe('the join page', () => {
  it('takes the seat the link asks for when it is free, else the first free one', () => {
    expect(initialSeat([1, 3], 3)).toBe(3);
    expect(initialSeat([1, 3], 0)).toBe(1);
    expect(initialSeat([1, 3], null)).toBe(1);
    expect(initialSeat([], null)).toBeNull();
  });

  it('says a switch as on/off and any other option as its value, in each language', () => {
    expect(optionText({ label: 'Round limit', value: 40 }, t)).toBe('Round limit: 40');
    expect(optionText({ label: 'Tucked cards are public', value: false }, t)).toBe('Tucked cards are public: off');
    expect(optionText({ label: 'Лідери', value: true }, translator(dicts, 'uk'))).toBe('Лідери: так');
    expect(optionText({ label: 'Лидеры', value: false }, translator(dicts, 'ru'))).toBe('Лидеры: нет');
  });
});

describe('Tribes of the Wind options on the join page', () => {
  const viewOf = (options: Record<string, unknown>) =>
    tribesOfTheWind.view(Match.create(tribesOfTheWind, 2, options, 'seed-1').state, 'spectator');

  it('lists the leaders and the round limit, and only the rules that differ from the defaults', () => {
    const plain = describeOptions(viewOf({ leaders: ['ysolde', 'karrek'] }), 'en');
    expect(plain.map((l) => l.label)).toEqual(['Leaders', 'Round limit']);
    const changed = describeOptions(
      viewOf({ leaders: ['ysolde', 'karrek'], startingWater: 5, tuckedCardsPublic: false, discardVisibility: 'top' }),
      'en',
    );
    expect(changed.slice(2)).toEqual([
      { label: 'Starting water', value: 5 },
      { label: 'Tucked village cards are public', value: false },
      { label: 'The whole discard pile is public', value: false },
    ]);
  });
});
