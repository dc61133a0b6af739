/**
 * The events calendar's time rules, shared by the gateway and the pages (no zod: the browser bundle imports it).
 * Events happen in Tashkent (timeZone.ts). An all-day event is stored as the first and the last day at 00:00 Tashkent
 * (a one-day event: the same moment twice) and lasts to the end of its last day.
 */
import { TASHKENT_OFFSET, TASHKENT_OFFSET_MS } from './timeZone.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar month, YYYY-MM. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The segment of /api/public/events/{segment} that is the month's read (GET /api/public/events/month), not an event. */
export const MONTH_READ = 'month';

/**
 * Whether a visitor's path segment (/{lang}/calendar/{id}, its .ics) may name an event: `month` never does, since
 * reading it as one would read the month instead.
 */
export const mayNameEvent = (segment: string): boolean => segment !== MONTH_READ;

export type Moment = string | number | Date;

/** The moment as Tashkent's wall clock reads it, spelled as a UTC ISO string (its fields are Tashkent's). */
const wallClock = (moment: Moment) => new Date(new Date(moment).getTime() + TASHKENT_OFFSET_MS).toISOString();

/** The Tashkent date of a moment: YYYY-MM-DD. */
export const tashkentDate = (moment: Moment): string => wallClock(moment).slice(0, 10);

/** The Tashkent month of a moment: YYYY-MM. */
export const tashkentMonth = (moment: Moment): string => wallClock(moment).slice(0, 7);

/** A moment written in Tashkent time with its offset, e.g. 2026-12-01T09:00:00+05:00 (what the admin sends). */
export const tashkentIso = (moment: Moment): string => `${wallClock(moment).slice(0, 19)}${TASHKENT_OFFSET}`;

/** The Tashkent wall time of a moment, YYYY-MM-DDTHH:mm (a datetime-local input's value). */
export const tashkentWallTime = (moment: Moment): string => wallClock(moment).slice(0, 16);

/** The moment a Tashkent date (YYYY-MM-DD) begins. */
export const tashkentMidnight = (date: string): Date => new Date(`${date}T00:00:00${TASHKENT_OFFSET}`);

/** The date `days` after a date (YYYY-MM-DD; negative: before). */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The month `months` after a month (YYYY-MM; negative: before). */
export const addMonths = (month: string, months: number): string => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

/**
 * The years every date the site takes lies in, in Tashkent time: an instant from 1900-01-01T00:00+05:00 up to (not
 * including) 2200-01-01T00:00+05:00, and the months between (docs/api.md, "Dates"). Enough for any event, banner or
 * news item of a lyceum, and every date in it keeps a four-digit year through this file's arithmetic, iCalendar's
 * DATE and schema.org's dates: 9999-12-31T23:00-05:00, for one, is already the year 10000 in Tashkent.
 */
export const DATE_RANGE = {
  firstYear: 1900,
  lastYear: 2199,
  /** The range's first moment and the first one after it, in milliseconds since the epoch. */
  start: tashkentMidnight('1900-01-01').getTime(),
  end: tashkentMidnight('2200-01-01').getTime(),
} as const;

/** Whether a moment is within the site's years; one that names no moment (NaN, '', 'tomorrow') is not. */
export const inDateRange = (moment: Moment): boolean => {
  const time = new Date(moment).getTime();
  return time >= DATE_RANGE.start && time < DATE_RANGE.end;
};

/** Whether a key is a month the calendar shows: YYYY-MM within the site's years. */
export const isCalendarMonth = (key: unknown): key is string =>
  typeof key === 'string' && MONTH_PATTERN.test(key) && inDateRange(tashkentMidnight(`${key}-01`));

/** The moments a Tashkent month (YYYY-MM) begins and the next one begins. */
export const monthBounds = (month: string): { start: Date; end: Date } => ({
  start: tashkentMidnight(`${month}-01`),
  end: tashkentMidnight(`${addMonths(month, 1)}-01`),
});

/** What the calendar needs of an event: its stored start and end, and whether it takes whole days. */
export interface EventTimes {
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** The moment an event is over: its end, or for an all-day event the end of its last day (the next day's midnight). */
export const eventEnd = ({ endsAt, allDay }: Pick<EventTimes, 'endsAt' | 'allDay'>): Date =>
  allDay ? tashkentMidnight(addDays(tashkentDate(endsAt), 1)) : new Date(endsAt);

/**
 * An all-day event's dates: its first and last Tashkent day, and the day after the last (iCalendar's exclusive
 * DTEND, schema.org's dates take the last day itself).
 */
export const allDayDates = ({ startsAt, endsAt }: Pick<EventTimes, 'startsAt' | 'endsAt'>) => {
  const first = tashkentDate(startsAt);
  const last = tashkentDate(endsAt);
  return { first, last, after: addDays(last, 1) };
};
