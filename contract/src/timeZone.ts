/**
 * The lyceum's clock, the one home of its time zone: every date the site shows, every time an editor schedules, the
 * calendar's days and the backups' schedule are Tashkent's. Tashkent keeps UTC+5 all year (no daylight saving since
 * 1992): a fixed offset, so plain arithmetic on it is exact and needs no time-zone data.
 */

/** The IANA name, for Intl's formatters. */
export const LYCEUM_TIME_ZONE = 'Asia/Tashkent';

/** The offset as an ISO 8601 date-time spells it (2026-12-01T09:00:00+05:00). */
export const TASHKENT_OFFSET = '+05:00';

/** The offset in milliseconds: Tashkent's wall clock is UTC plus this. */
export const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
