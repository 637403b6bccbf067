import { describe, expect, it } from 'vitest';
import { type MessageCatalogue, placeholders, renderMessage } from '../src/index.ts';

const catalogue: MessageCatalogue = {
  en: {
    outer: '{who} plays {card}: {effect} ({list})',
    inner: '+{n} water',
    'el.water': 'Water',
    named: '{el:el|lower} and {el:el}; {missing:el}',
    count: 'You hold {n#cards}.',
    'cards.one': '{n} card',
    'cards.other': '{n} cards',
    list: '{items} / {items|comma}',
    nested: 'Effects: {effects|lower|comma}.',
    'fx.move': 'Move {n}',
    'fx.plant': 'Plant',
    quoted: 'Go to {cells:cell|quote}, or {one|quote}.',
    'cell.A1': 'The Dungeon',
  },
  uk: {
    count: 'У вас {n#cards}.',
    'cards.one': '{n} карта',
    'cards.few': '{n} карти',
    'cards.many': '{n} карт',
    'cards.other': '{n} карти',
    list: '{items} / {items|comma}',
    'el.water': 'Вода',
    named: '{el:el|lower}',
    quoted: 'До {cells:cell|quote|comma} або {one|quote}.',
    'cell.A1': 'Підземелля',
  },
  ru: {},
};

describe('renderMessage', () => {
  it('fills parameters, names seats, joins lists and renders nested messages', () => {
    const text = renderMessage(catalogue, 'en', {
      key: 'outer',
      params: { who: { seat: 1 }, card: 'B01', effect: { key: 'inner', params: { n: 2 } }, list: [1, 'x'] },
    });
    expect(text).toBe('Seat 2 plays B01: +2 water (1 and x)');
    expect(renderMessage(catalogue, 'en', { key: 'missing', params: { a: 1 } })).toBe('missing (a=1)');
  });

  it('names ids through the catalogue, with modifiers, and leaves unknown ids as they are', () => {
    expect(renderMessage(catalogue, 'en', { key: 'named', params: { el: 'water', missing: 'B2' } })).toBe(
      'water and Water; B2',
    );
    expect(renderMessage(catalogue, 'uk', { key: 'named', params: { el: 'water' } })).toBe('вода');
  });

  it('chooses plural forms by the language’s rules', () => {
    const say = (lang: 'en' | 'uk', n: number) => renderMessage(catalogue, lang, { key: 'count', params: { n } });
    expect([1, 2, 5].map((n) => say('en', n))).toEqual(['You hold 1 card.', 'You hold 2 cards.', 'You hold 5 cards.']);
    expect([1, 3, 5, 21].map((n) => say('uk', n))).toEqual([
      'У вас 1 карта.',
      'У вас 3 карти.',
      'У вас 5 карт.',
      'У вас 21 карта.',
    ]);
  });

  it('joins lists in the language’s way, or by commas', () => {
    expect(renderMessage(catalogue, 'uk', { key: 'list', params: { items: ['a', 'b', 'c'] } })).toBe(
      'a, b і c / a, b, c',
    );
    expect(
      renderMessage(catalogue, 'en', {
        key: 'nested',
        params: { effects: [{ key: 'fx.move', params: { n: 2 } }, { key: 'fx.plant' }] },
      }),
    ).toBe('Effects: move 2, plant.');
  });

  it('quotes each name in the language’s quotation marks', () => {
    const params = { cells: ['A1', 'B2'], one: 'A1' };
    expect(renderMessage(catalogue, 'en', { key: 'quoted', params })).toBe('Go to “The Dungeon” and “B2”, or “A1”.');
    expect(renderMessage(catalogue, 'uk', { key: 'quoted', params })).toBe('До «Підземелля», «B2» або «A1».');
  });

  it('falls back to English for a gap, uses seat names from the caller, and knows the engine’s refusals', () => {
    expect(renderMessage(catalogue, 'ru', { key: 'inner', params: { n: 1 } })).toBe('+1 water');
    expect(
      renderMessage(catalogue, 'en', { key: 'outer', params: { who: { seat: 0 } } }, { seatName: () => 'Ann' }),
    ).toBe('Ann plays {card}: {effect} ({list})');
    expect(renderMessage(catalogue, 'uk', { key: 'engine.error.bad-action' })).toBe('Це не дійсна дія цієї гри.');
  });

  it('lists the placeholders a text still holds', () => {
    expect(placeholders('a {x} b {y:el|lower} {z#cards} {not a placeholder}')).toEqual([
      '{x}',
      '{y:el|lower}',
      '{z#cards}',
    ]);
  });
});
