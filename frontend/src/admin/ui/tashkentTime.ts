import { tashkentWallTime } from '@lyceum/contract/calendar';
import { LYCEUM_TIME_ZONE, TASHKENT_OFFSET as OFFSET } from '@lyceum/contract/timeZone';
import type { UiLang } from '../messages/index';

/** A datetime-local input's value (`yyyy-MM-ddTHH:mm`) showing an instant in Tashkent time; '' for no instant. */
export const toTashkentInput = (iso: string): string => (Number.isNaN(Date.parse(iso)) ? '' : tashkentWallTime(iso));

/** The instant a datetime-local value means in Tashkent, with its offset ('' for an empty value). */
export const fromTashkentInput = (value: string): string => (value ? `${value}:00${OFFSET}` : '');

/** The midnight that starts a date input's day (`yyyy-MM-dd`) in Tashkent, with its offset ('' for an empty value). */
export const fromTashkentDate = (value: string): string => (value ? `${value}T00:00:00${OFFSET}` : '');

/** Now, as a datetime-local value in Tashkent time. */
export const tashkentNowInput = (now = new Date()): string => toTashkentInput(now.toISOString());

/** A server's instant (`2026-11-26T09:55:00.000Z`), as a revision's field may hold one: shown as a time, never raw. */
export const isInstant = (value: string): boolean => /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value);

/** `26.11.2026 14:55`: how dates are written in Uzbekistan, and the form wherever a language's date data is missing. */
export function numericTashkent(iso: string): string {
  const wall = toTashkentInput(iso);
  return wall && `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11)}`;
}

/**
 * The languages written through the browser's date data: en `26 Nov 2026, 14:55`, ru `26.11.2026, 14:55`. Uzbek is
 * written numerically everywhere: CLDR's Uzbek forms (`26-noy, 2026`, `26/11/2026`) are not how the lyceum writes
 * dates, and many browsers lack them.
 */
const LOCALE_FORMS: Partial<Record<UiLang, { locale: string; date: Intl.DateTimeFormatOptions }>> = {
  en: { locale: 'en-GB', date: { day: 'numeric', month: 'short', year: 'numeric' } },
  ru: { locale: 'ru-RU', date: { day: '2-digit', month: '2-digit', year: 'numeric' } },
};
const CLOCK: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: LYCEUM_TIME_ZONE };

/** CLDR's root patterns, which a browser without the language's data prints: `2026 M11 26 14:55`, `2026-11-26 14:55`. */
const ROOT_PATTERN = /\bM\d\d\b|\d{4}-\d\d-\d\d/;
const PROBE = new Date(Date.UTC(2026, 10, 26, 9, 55));

/** A language's formatter, or null where the browser has no date data for it (another locale answers, or the root's). */
function localeFormat(locale: string, date: Intl.DateTimeFormatOptions, clock = true): Intl.DateTimeFormat | null {
  if (Intl.DateTimeFormat.supportedLocalesOf([locale]).length === 0) return null;
  const format = new Intl.DateTimeFormat(locale, { ...date, ...(clock ? CLOCK : { timeZone: LYCEUM_TIME_ZONE }) });
  const language = (tag: string) => tag.split('-')[0];
  if (language(format.resolvedOptions().locale) !== language(locale)) return null;
  return ROOT_PATTERN.test(format.format(PROBE)) ? null : format;
}

/** How `lang` writes an instant in Tashkent time; formatTashkent keeps one per language (an Intl formatter is costly to make). */
export function tashkentFormatter(lang: UiLang): (iso: string) => string {
  const form = LOCALE_FORMS[lang];
  const format = form && localeFormat(form.locale, form.date);
  return format ? (iso) => format.format(new Date(iso)) : numericTashkent;
}

const formatters = new Map<UiLang, (iso: string) => string>();

/** An instant as a Tashkent date and time in the admin's language ('' for no instant). */
export function formatTashkent(iso: string, lang: UiLang): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  let format = formatters.get(lang);
  if (!format) {
    format = tashkentFormatter(lang);
    formatters.set(lang, format);
  }
  return format(iso);
}

const dayFormatters = new Map<UiLang, (iso: string) => string>();

/** The Tashkent day of an instant in the admin's language, without its clock (an all-day event's date; '' for no instant). */
export function formatTashkentDay(iso: string, lang: UiLang): string {
  if (Number.isNaN(Date.parse(iso))) return '';
  let format = dayFormatters.get(lang);
  if (!format) {
    const form = LOCALE_FORMS[lang];
    const day = form && localeFormat(form.locale, form.date, false);
    format = day ? (at) => day.format(new Date(at)) : (at) => numericTashkent(at).slice(0, 10);
    dayFormatters.set(lang, format);
  }
  return format(iso);
}
