import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  formatTashkent,
  formatTashkentDay,
  fromTashkentDate,
  fromTashkentInput,
  isInstant,
  numericTashkent,
  tashkentFormatter,
  tashkentNowInput,
  toTashkentInput,
} from './tashkentTime';

// 09:55 UTC is 14:55 in Tashkent; 20:30 UTC is already the next day there.
const AFTERNOON = '2026-11-26T09:55:00.000Z';
const LATE = '2025-03-01T20:30:00Z';

const BROWSER_ZONES = ['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'];
const initialZone = process.env.TZ;

afterEach(() => {
  process.env.TZ = initialZone;
  vi.restoreAllMocks();
});

describe.each(BROWSER_ZONES)('in a browser whose zone is %s', (zone) => {
  const inZone = () => {
    process.env.TZ = zone;
  };

  test('times are written in Tashkent time, in each language', () => {
    inZone();
    expect(formatTashkent(AFTERNOON, 'uz')).toBe('26.11.2026 14:55');
    expect(formatTashkent(AFTERNOON, 'ru')).toBe('26.11.2026, 14:55');
    expect(formatTashkent(AFTERNOON, 'en')).toBe('26 Nov 2026, 14:55');
    expect(formatTashkent(LATE, 'uz')).toBe('02.03.2025 01:30');
    expect(formatTashkent(LATE, 'en')).toBe('2 Mar 2025, 01:30');
  });

  test('a datetime-local value is Tashkent wall time, whatever the zone', () => {
    inZone();
    expect(toTashkentInput(AFTERNOON)).toBe('2026-11-26T14:55');
    expect(toTashkentInput(LATE)).toBe('2025-03-02T01:30');
    expect(fromTashkentInput('2031-05-01T10:00')).toBe('2031-05-01T10:00:00+05:00');
    expect(new Date(fromTashkentInput('2031-05-01T10:00')).toISOString()).toBe('2031-05-01T05:00:00.000Z');
    expect(toTashkentInput(fromTashkentInput('2030-06-01T10:30'))).toBe('2030-06-01T10:30');
    expect(tashkentNowInput(new Date(AFTERNOON))).toBe('2026-11-26T14:55');
  });
});

describe.each(BROWSER_ZONES)('an all-day event, in a browser whose zone is %s', (zone) => {
  test("its day is Tashkent's midnight, and is written as that day without a clock", () => {
    process.env.TZ = zone;
    expect(fromTashkentDate('2026-12-01')).toBe('2026-12-01T00:00:00+05:00');
    expect(new Date(fromTashkentDate('2026-12-01')).toISOString()).toBe('2026-11-30T19:00:00.000Z');
    const midnight = '2026-11-30T19:00:00.000Z';
    expect(formatTashkentDay(midnight, 'uz')).toBe('01.12.2026');
    expect(formatTashkentDay(midnight, 'ru')).toBe('01.12.2026');
    expect(formatTashkentDay(midnight, 'en')).toBe('1 Dec 2026');
    expect(formatTashkentDay(LATE, 'en')).toBe('2 Mar 2025');
  });
});

test('the zones above really differ (so that the runs prove something)', () => {
  const offsets = BROWSER_ZONES.map((zone) => {
    process.env.TZ = zone;
    return new Date(AFTERNOON).getTimezoneOffset();
  });
  expect(new Set(offsets).size).toBe(BROWSER_ZONES.length);
});

test('no instant: empty values stay empty', () => {
  expect(toTashkentInput('')).toBe('');
  expect(toTashkentInput('not a date')).toBe('');
  expect(fromTashkentInput('')).toBe('');
  expect(fromTashkentDate('')).toBe('');
  expect(formatTashkentDay('not a date', 'uz')).toBe('');
  expect(formatTashkent('', 'en')).toBe('');
  expect(numericTashkent('not a date')).toBe('');
});

describe('a browser without date data for a language writes dd.MM.yyyy HH:mm', () => {
  test('the locale is not supported at all', () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    expect(tashkentFormatter('ru')(AFTERNOON)).toBe('26.11.2026 14:55');
    expect(tashkentFormatter('en')(AFTERNOON)).toBe('26.11.2026 14:55');
  });

  test('a day without its clock too', async () => {
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    // A fresh module: formatTashkentDay keeps the formatter it made first.
    vi.resetModules();
    const fresh = await import('./tashkentTime');
    expect(fresh.formatTashkentDay(AFTERNOON, 'en')).toBe('26.11.2026');
  });

  test('another locale answers for it', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat('en-US').resolvedOptions(),
      locale: 'en-US',
    });
    expect(tashkentFormatter('ru')(AFTERNOON)).toBe('26.11.2026 14:55');
  });

  test.each(['2026 M11 26 14:55', '2026-11-26, 14:55'])('it prints CLDR’s root pattern (%s)', (root) => {
    // `format` is a getter that hands out a bound function (the types call it a method).
    vi.spyOn(Intl.DateTimeFormat.prototype as unknown as Record<'format', unknown>, 'format', 'get').mockReturnValue(() => root);
    expect(tashkentFormatter('en')(AFTERNOON)).toBe('26.11.2026 14:55');
  });
});

test('an instant in a revision is told from text', () => {
  expect(isInstant(AFTERNOON)).toBe(true);
  expect(isInstant('2031-05-01T10:00:00+05:00')).toBe(true);
  expect(isInstant('2031-05-01T10:00Z')).toBe(true);
  expect(isInstant('Yangilik 2026-11-26T09:55:00.000Z')).toBe(false);
  expect(isInstant('2026-11-26')).toBe(false);
});
