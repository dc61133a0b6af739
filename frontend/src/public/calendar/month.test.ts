import { describe, expect, it } from 'vitest';
import { eventDays, eventsByDay, isMonth, monthWeeks, shiftMonth } from './month';

const timed = (startsAt: string, endsAt: string) => ({ startsAt, endsAt, allDay: false });
const allDay = (first: string, last: string) => ({ startsAt: `${first}T00:00:00+05:00`, endsAt: `${last}T00:00:00+05:00`, allDay: true });

describe('the calendar month', () => {
  it('takes YYYY-MM and nothing else', () => {
    expect(isMonth('2026-11')).toBe(true);
    for (const bad of [undefined, '', '2026-13', '2026-00', '2026-1', '2026-11-01', ' 2026-11', '２０２６-11', '2026-11\n'])
      expect(isMonth(bad), String(bad)).toBe(false);
  });

  it('steps across years, and not past the site’s years (1900–2199)', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2199-11', 1)).toBe('2199-12');
    expect(shiftMonth('2199-12', 1)).toBeNull();
    expect(shiftMonth('1900-01', -1)).toBeNull();
    expect(shiftMonth('9999-12', 1)).toBeNull();
  });

  it('lays a month out in weeks from Monday, the other months’ days empty', () => {
    // 1 November 2026 is a Sunday; November has 30 days.
    const weeks = monthWeeks('2026-11');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday and fills four weeks exactly; February 2028 has 29 days, 2100's 28.
    expect(monthWeeks('2027-02')).toHaveLength(4);
    expect(monthWeeks('2028-02').flat().filter(Boolean).at(-1)).toBe('2028-02-29');
    expect(monthWeeks('2100-02').flat().filter(Boolean).at(-1)).toBe('2100-02-28');
  });
});

describe('the days an event covers, in Tashkent', () => {
  it('counts an all-day event to its last day, and a timed one in Tashkent time, not to the midnight it ends at', () => {
    expect(eventDays(allDay('2026-11-27', '2026-11-27'))).toEqual(['2026-11-27', '2026-11-27']);
    expect(eventDays(allDay('2026-11-27', '2026-11-29'))).toEqual(['2026-11-27', '2026-11-29']);
    // 19:30 UTC is half past midnight the next day in Tashkent.
    expect(eventDays(timed('2026-11-27T19:30:00Z', '2026-11-27T21:00:00Z'))).toEqual(['2026-11-28', '2026-11-28']);
    expect(eventDays(timed('2026-11-27T22:00:00+05:00', '2026-11-28T00:00:00+05:00'))).toEqual(['2026-11-27', '2026-11-27']);
    expect(eventDays(timed('2026-11-27T22:00:00+05:00', '2026-11-28T01:00:00+05:00'))).toEqual(['2026-11-27', '2026-11-28']);
  });

  it('puts each event on every day of the month it covers, and none outside the month', () => {
    const across = { ...allDay('2026-10-30', '2026-11-02'), id: 'a' };
    const one = { ...timed('2026-11-02T09:00:00+05:00', '2026-11-02T10:00:00+05:00'), id: 'b' };
    const days = eventsByDay([across, one], '2026-11');
    expect([...days.keys()]).toEqual(['2026-11-01', '2026-11-02']);
    expect(days.get('2026-11-02')?.map((event) => event.id)).toEqual(['a', 'b']);
  });
});
