import type { SeatInfo, SeatRequest } from '@boardhall/protocol';
import { describe, expect, it } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { ru } from '../src/i18n/ru.ts';
import { translator } from '../src/i18n/translator.ts';
import { uk } from '../src/i18n/uk.ts';
import { type RatedFacts, ratedBlocker } from '../src/ratings/eligibility.ts';
import { ratingRefusalText, ratingsErrorText } from '../src/ratings/errors.ts';
import { percentText, ratingChangeText, ratingText, signedDifference } from '../src/ratings/format.ts';
import { botLevelName, ratedBotLevel, ratedPlayerName, seatPlayer } from '../src/ratings/players.ts';
import { RATINGS_DICTS } from '../src/ratings/text/index.ts';
import { ApiError } from '../src/session/api.ts';

const APP = { en, uk, ru };
const app = (l: 'en' | 'uk' | 'ru') => translator(APP, l);
const rt = (l: 'en' | 'uk' | 'ru') => translator(RATINGS_DICTS, l);

describe('whether a new match can be rated', () => {
  const human: SeatRequest = { kind: 'human' };
  const normal: SeatRequest = { kind: 'bot', bot: 'ismcts:level=normal' };
  const ok: RatedFacts = { signedIn: true, speed: 'realtime', seats: [human, human, normal], fixedOptions: [] };
  it('can: a signed-in creator, a clock, two people and a bot at a named level', () => {
    expect(ratedBlocker(ok)).toBeNull();
    expect(ratedBlocker({ ...ok, speed: 'turn-based', seats: [human, human] })).toBeNull();
    expect(ratedBlocker({ ...ok, seats: [human, human, { kind: 'bot', bot: 'ismcts', level: 'hard' }] })).toBeNull();
  });
  it('says the first thing that keeps it unrated', () => {
    expect(ratedBlocker({ ...ok, signedIn: false, speed: 'none' })).toBe('guest');
    expect(ratedBlocker({ ...ok, speed: 'none' })).toBe('clock');
    expect(ratedBlocker({ ...ok, seats: [human, normal, normal] })).toBe('people');
    expect(ratedBlocker({ ...ok, seats: [human, human, { kind: 'bot', bot: 'greedy' }] })).toBe('bots');
    expect(ratedBlocker({ ...ok, seats: [human, human, { kind: 'bot', bot: 'random' }] })).toBe('bots');
    expect(ratedBlocker({ ...ok, fixedOptions: ['fixedSetup'] })).toBe('fixed');
  });
});

describe('ratings as text', () => {
  it('marks a provisional rating with "?"', () => {
    expect(ratingText({ rating: 1500, provisional: true })).toBe('1500?');
    expect(ratingText({ rating: 1623, provisional: false })).toBe('1623');
  });
  it('writes changes with a real minus sign', () => {
    expect(ratingChangeText(1500, 1523)).toBe('1500 → 1523 (+23)');
    expect(ratingChangeText(1500, 1493)).toBe('1500 → 1493 (−7)');
    expect(signedDifference(0)).toBe('±0');
  });
  it('writes chances as whole percentages in each language', () => {
    expect(percentText(0.416, 'en')).toBe('42%');
    expect(percentText(0.416, 'uk').replace(/\s/g, ' ')).toMatch(/^42\s?%$/);
    expect(percentText(1, 'ru').replace(/\s/g, ' ')).toMatch(/^100\s?%$/);
  });
});

describe('rated players', () => {
  it('name bot levels "Bot (Normal)" in every language', () => {
    expect(botLevelName('normal', app('en'), rt('en'))).toBe('Bot (Normal)');
    expect(botLevelName('hard', app('uk'), rt('uk'))).toBe('Бот (Складний)');
    expect(botLevelName('easy', app('ru'), rt('ru'))).toBe('Бот (Лёгкий)');
    expect(ratedPlayerName({ kind: 'account', name: 'Олена' }, app('ru'), rt('ru'))).toBe('Олена');
  });
  it('know a bot spec’s rated level, and no level for random or greedy', () => {
    expect(ratedBotLevel('ismcts:level=hard')).toBe('hard');
    expect(ratedBotLevel('ismcts:level=normal,ms=5')).toBeNull();
    expect(ratedBotLevel('greedy')).toBeNull();
    expect(ratedBotLevel(undefined)).toBeNull();
  });
  it('are the seats of rated matches only', () => {
    const seat = (s: Partial<SeatInfo>): SeatInfo => ({
      seat: 0,
      kind: 'human',
      name: 'Ann',
      claimed: true,
      connected: true,
      substitute: false,
      ...s,
    });
    expect(seatPlayer(seat({}), true)).toEqual({ kind: 'account', name: 'Ann' });
    expect(seatPlayer(seat({}), false)).toBeNull();
    expect(seatPlayer(seat({ claimed: false, name: null }), true)).toBeNull();
    expect(seatPlayer(seat({ kind: 'bot', bot: 'ismcts:level=easy', name: null }), true)).toEqual({
      kind: 'bot',
      level: 'easy',
    });
    expect(seatPlayer(seat({ kind: 'bot', bot: 'greedy', name: null }), true)).toBeNull();
  });
});

describe('ratings refusals', () => {
  it('are said in the player’s language', () => {
    const refusal = new ApiError('rated-needs-account', 'Only signed-in players may join a rated match.', 403);
    expect(ratingRefusalText(refusal, rt('en'))).toBe(
      'Only signed-in players can join a rated match: sign in and try again.',
    );
    expect(ratingRefusalText(refusal, rt('uk'))).toContain('лише гравці, що увійшли');
    expect(ratingRefusalText(new ApiError('not-ratable', 'x', 400), rt('ru'))).toContain('нельзя сделать рейтинговой');
    expect(ratingRefusalText(new ApiError('bad-seat', 'x', 400), rt('en'))).toBeNull();
    expect(ratingRefusalText(new Error('x'), rt('en'))).toBeNull();
  });
  it('fall back to the server’s English sentence in English only', () => {
    const other = new ApiError('rate-limited', 'Too many requests: wait a minute.', 429);
    expect(ratingsErrorText(other, rt('en'), 'en')).toBe('Too many requests: wait a minute.');
    expect(ratingsErrorText(other, rt('uk'), 'uk')).toBe('Щось пішло не так; спробуйте ще раз.');
  });
});
