import { describe, expect, it } from 'vitest';
import { eventWhen, formatDay, monthTitle } from './format';

describe('calendar dates in each language', () => {
  it('names a month and a day as each language writes them', () => {
    expect(monthTitle('uz', '2026-11')).toBe('Noyabr 2026');
    expect(monthTitle('ru', '2026-11')).toBe('Ноябрь 2026');
    expect(formatDay('uz', '2026-11-07')).toBe('2026-yil 7-noyabr');
    expect(formatDay('en', '2026-11-07')).toBe('7 November 2026');
    expect(formatDay('ru', '2026-11-07')).toBe('7 ноября 2026 г.');
  });

  it('says when an event is in Tashkent time: one day with its hours, several days, all day', () => {
    const evening = { startsAt: '2026-11-27T13:00:00Z', endsAt: '2026-11-27T15:30:00Z', allDay: false };
    expect(eventWhen('en', evening)).toBe('27 November 2026, 18:00–20:30');
    const night = { startsAt: '2026-11-27T17:00:00Z', endsAt: '2026-11-27T20:00:00Z', allDay: false };
    expect(eventWhen('ru', night)).toBe('27 ноября 2026 г., 22:00 – 28 ноября 2026 г., 01:00');
    const days = { startsAt: '2026-11-26T19:00:00Z', endsAt: '2026-11-28T19:00:00Z', allDay: true };
    expect(eventWhen('uz', days)).toBe('2026-yil 27-noyabr – 2026-yil 29-noyabr');
    expect(eventWhen('en', { ...days, endsAt: days.startsAt })).toBe('27 November 2026');
  });
});
