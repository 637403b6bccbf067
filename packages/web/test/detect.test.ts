import { describe, expect, it } from 'vitest';
import { detectLocale, fromBrowser } from '../src/i18n/detect.ts';
import { joinList, renderEntry } from '../src/i18n/format.ts';

describe('language detection', () => {
  it('a ?lang= link wins over the remembered choice and the browser', () => {
    expect(detectLocale({ search: '?lang=ru', stored: 'uk', languages: ['en-GB'] })).toBe('ru');
  });
  it('the remembered choice wins over the browser', () => {
    expect(detectLocale({ search: '', stored: 'uk', languages: ['ru-RU'] })).toBe('uk');
  });
  it('a first visit follows the browser’s preferred languages in order', () => {
    expect(detectLocale({ search: '', stored: null, languages: ['de-DE', 'uk-UA', 'en'] })).toBe('uk');
    expect(fromBrowser(['RU'])).toBe('ru');
  });
  it('falls back to English; an unknown ?lang is ignored', () => {
    expect(detectLocale({ search: '?lang=xx', stored: 'zz', languages: ['fr'] })).toBe('en');
  });
});

describe('plural forms', () => {
  const forms = { one: '{count} гравець', few: '{count} гравці', many: '{count} гравців', other: '{count} гравця' };
  it('pick the CLDR category of Ukrainian', () => {
    expect([1, 2, 5, 11, 21, 22, 25, 1.5].map((count) => renderEntry(forms, 'uk', { count }))).toEqual([
      '1 гравець',
      '2 гравці',
      '5 гравців',
      '11 гравців',
      '21 гравець',
      '22 гравці',
      '25 гравців',
      '1.5 гравця',
    ]);
  });
  it('join lists the locale’s way', () => {
    expect(joinList(['A', 'B', 'C'], 'en')).toBe('A, B, and C');
    expect(joinList(['А', 'Б'], 'uk')).toBe('А і Б');
  });
});
