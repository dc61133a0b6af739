import { describe, expect, test } from 'vitest';
import { formatShare, readYear, yearChoices } from './statistics';

describe("the statistics' year in the address", () => {
  test('a year the API counts is read', () => {
    expect(readYear('?year=2026')).toBe(2026);
    expect(readYear(new URLSearchParams('year=2000'))).toBe(2000);
    expect(readYear('year=2999')).toBe(2999);
  });

  test('none, or one the API would refuse, leaves it to the API (its current year)', () => {
    for (const search of ['', '?year=', 'year=1999', 'year=3000', 'year=26', 'year=2026.0', 'year=+2026', 'year=2026abc', 'year= 2026'])
      expect(readYear(search), search).toBeUndefined();
  });
});

describe("the year picker's choices", () => {
  test('the years with appeals, newest first as the API gives them', () => {
    expect(yearChoices([2026, 2025, 2023], 2025)).toEqual([2026, 2025, 2023]);
    expect(yearChoices([2026], undefined)).toEqual([2026]);
  });

  test('a year shown without appeals is among them, in its place', () => {
    expect(yearChoices([2026, 2023], 2024)).toEqual([2026, 2024, 2023]);
    expect(yearChoices([2026], 2030)).toEqual([2030, 2026]);
    expect(yearChoices([], 2026)).toEqual([2026]);
  });
});

describe('the share answered on time', () => {
  test('to a tenth, in each language', () => {
    expect(formatShare(7 / 8, 'en')).toBe('87.5%');
    expect(formatShare(7 / 8, 'uz')).toBe('87,5%');
    expect(formatShare(7 / 8, 'ru')).toBe('87,5\u00a0%');
    expect(formatShare(2 / 3, 'en')).toBe('66.7%');
  });

  test('a whole number without its tenth', () => {
    expect(formatShare(0.9, 'en')).toBe('90%');
    expect(formatShare(1, 'ru')).toBe('100\u00a0%');
    expect(formatShare(0, 'uz')).toBe('0%');
  });

  test('never rounded to all or nothing when it is neither', () => {
    expect(formatShare(999 / 1000 + 0.0004, 'en')).toBe('99.9%');
    expect(formatShare(1999 / 2000, 'en')).toBe('99.9%');
    expect(formatShare(1 / 5000, 'en')).toBe('0.1%');
  });

  test('none when nothing was due', () => {
    expect(formatShare(null, 'en')).toBe('—');
    expect(formatShare(null, 'ru')).toBe('—');
  });
});
