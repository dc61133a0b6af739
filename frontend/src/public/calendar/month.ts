import { addMonths, allDayDates, isCalendarMonth, MONTH_PATTERN, tashkentDate } from '@lyceum/contract/calendar';
import type { PublicEvent } from './types';

/*
 * The calendar's month grid, in Tashkent dates (the contract's calendar rules: a fixed UTC+05:00, so the server and
 * every browser agree). Months are YYYY-MM, days YYYY-MM-DD.
 */

type Times = Pick<PublicEvent, 'startsAt' | 'endsAt' | 'allDay'>;

/** Whether a path's segment is spelled as a month, YYYY-MM (the calendar shows those within the site's years). */
export const isMonth = (key: string | undefined): key is string => MONTH_PATTERN.test(key ?? '');

/** The month `delta` months away; null past the site's years (contract/src/calendar.ts, DATE_RANGE). */
export function shiftMonth(month: string, delta: number): string | null {
  const shifted = addMonths(month, delta);
  return isCalendarMonth(shifted) ? shifted : null;
}

/**
 * The first and last Tashkent dates an event covers. An all-day event's end is its last day; a timed event that ends
 * at midnight does not cover the day that begins then.
 */
export function eventDays(event: Times): [string, string] {
  if (event.allDay) {
    const { first, last } = allDayDates(event);
    return [first, last];
  }
  const first = tashkentDate(event.startsAt);
  const last = tashkentDate(Date.parse(event.endsAt) - 1);
  return [first, last > first ? last : first];
}

/** The days of a month as weeks from Monday to Sunday, null where a week runs into another month. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, number, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, number - 1, 1)).getUTCDay() + 6) % 7;
  const cells = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The month's days that have events, in order, each with its events in the order given. */
export function eventsByDay<T extends Times>(events: T[], month: string): Map<string, T[]> {
  const covered = events.map((event) => [event, eventDays(event)] as const);
  const days = new Map<string, T[]>();
  for (const day of monthWeeks(month).flat()) {
    if (!day) continue;
    const on = covered.filter(([, [first, last]]) => first <= day && day <= last).map(([event]) => event);
    if (on.length) days.set(day, on);
  }
  return days;
}
