import { expect, test } from 'vitest';
import { formatTime, lyceumYear } from './NewsCard';

test('formats in Tashkent time (UTC+5), whatever the machine’s time zone', () => {
  expect(formatTime('2025-03-01T20:30:00Z')).toBe('02.03.2025 01:30');
  expect(formatTime('2025-03-01T08:05:00.000Z')).toBe('01.03.2025 13:05');
  expect(formatTime('2025-06-15T09:00:00+03:00')).toBe('15.06.2025 11:00');
});

test('writes midnight as 00 (24-hour clock) and crosses the year in Tashkent, not in UTC', () => {
  expect(formatTime('2024-12-31T19:00:00Z')).toBe('01.01.2025 00:00');
  expect(formatTime('2025-07-09T18:59:00Z')).toBe('09.07.2025 23:59');
});

test('prints nothing for a missing or invalid time', () => {
  expect(formatTime('')).toBe('');
  expect(formatTime('not a date')).toBe('');
});

test('the year is Tashkent’s: already the next one from 19:00 UTC on 31 December', () => {
  expect(lyceumYear(new Date('2024-12-31T18:59:59Z'))).toBe('2024');
  expect(lyceumYear(new Date('2024-12-31T19:00:00Z'))).toBe('2025');
});
