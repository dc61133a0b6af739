import { LYCEUM_TIME_ZONE } from '@lyceum/contract/locales';

/** Asia/Tashkent is UTC+5 all year (no daylight saving since 1992), so an offset is its whole rule. */
const OFFSET = '+05:00';
const OFFSET_MS = 5 * 3600_000;

/** A datetime-local input's value showing an instant in Tashkent time. */
export const toTashkentInput = (iso: string): string => new Date(Date.parse(iso) + OFFSET_MS).toISOString().slice(0, 16);

/** The instant a datetime-local value means in Tashkent, with its offset ('' for an empty value). */
export const fromTashkentInput = (value: string): string => (value ? `${value}:00${OFFSET}` : '');

/** An instant as a Tashkent date and time in the admin's language. */
export const formatTashkent = (iso: string, lang: string): string =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: LYCEUM_TIME_ZONE }).format(new Date(iso));
