import { describe, expect, test } from 'vitest';
import { langFromPath, switchLangPath } from './lang';
import { PAGE_STRINGS } from './pageStrings';

describe('language from the path', () => {
  test.each([
    ['/uz', 'uz'],
    ['/en/news', 'en'],
    ['/ru/events/photos', 'ru'],
    ['/', 'uz'],
    ['/fr/news', 'uz'],
    ['/protected', 'uz'],
    ['', 'uz'],
    ['/english', 'uz'],
  ])('%s is %s', (path, lang) => {
    expect(langFromPath(path)).toBe(lang);
  });
});

describe('switching language', () => {
  test('replaces only the language segment', () => {
    expect(switchLangPath('/uz/news/abc', '?page=2', '#top', 'ru')).toBe('/ru/news/abc?page=2#top');
    expect(switchLangPath('/en', '', '', 'uz')).toBe('/uz');
    expect(switchLangPath('/ru/info/history', '', '', 'en')).toBe('/en/info/history');
  });
  test('adds a language to a path without one', () => {
    expect(switchLangPath('/', '', '', 'en')).toBe('/en');
  });
});

test('every UI string exists in uz, en and ru', () => {
  for (const [key, text] of Object.entries(PAGE_STRINGS)) {
    for (const lang of ['uz', 'en', 'ru'] as const) expect(text[lang], `${key}.${lang}`).toMatch(/\S/);
  }
});
