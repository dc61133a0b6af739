import type { Lang } from '../../i18n/lang';
import { tashkentDate, tashkentWallTime } from '@lyceum/contract/calendar';
import { eventDays } from './month';
import type { PublicEvent } from './types';

/*
 * Dates in each language's own format, spelled here rather than by Intl: browsers differ in the Uzbek data they ship,
 * and the server's text must be the browser's.
 */

/** The months as a heading names them. */
const MONTHS: Record<Lang, readonly string[]> = {
  uz: ['Yanvar', 'Fevral', 'Mart', 'Aprel', 'May', 'Iyun', 'Iyul', 'Avgust', 'Sentabr', 'Oktabr', 'Noyabr', 'Dekabr'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  ru: ['Январь', 'Февраль', 'Март', 'Апрель', 'Май', 'Июнь', 'Июль', 'Август', 'Сентябрь', 'Октябрь', 'Ноябрь', 'Декабрь'],
};

/** The months as a date names them (Russian: the genitive, "27 ноября"). */
const MONTHS_OF: Record<Lang, readonly string[]> = {
  uz: MONTHS.uz.map((name) => name.toLowerCase()),
  en: MONTHS.en,
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
};

/** Monday to Sunday: the name and its short form. */
export const WEEKDAYS: Record<Lang, readonly (readonly [string, string])[]> = {
  uz: [
    ['Dushanba', 'Du'],
    ['Seshanba', 'Se'],
    ['Chorshanba', 'Ch'],
    ['Payshanba', 'Pa'],
    ['Juma', 'Ju'],
    ['Shanba', 'Sh'],
    ['Yakshanba', 'Ya'],
  ],
  en: [
    ['Monday', 'Mon'],
    ['Tuesday', 'Tue'],
    ['Wednesday', 'Wed'],
    ['Thursday', 'Thu'],
    ['Friday', 'Fri'],
    ['Saturday', 'Sat'],
    ['Sunday', 'Sun'],
  ],
  ru: [
    ['Понедельник', 'Пн'],
    ['Вторник', 'Вт'],
    ['Среда', 'Ср'],
    ['Четверг', 'Чт'],
    ['Пятница', 'Пт'],
    ['Суббота', 'Сб'],
    ['Воскресенье', 'Вс'],
  ],
};

/** A month, YYYY-MM: "Noyabr 2026", "November 2026", "Ноябрь 2026". */
export function monthTitle(lang: Lang, month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTHS[lang][number - 1]} ${year}`;
}

/** The Tashkent time of a moment, HH:MM. */
const tashkentTime = (moment: string) => tashkentWallTime(moment).slice(11);

/** A YYYY-MM-DD date: "2026-yil 27-noyabr", "27 November 2026", "27 ноября 2026 г.". */
export function formatDay(lang: Lang, date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  const name = MONTHS_OF[lang][month - 1];
  if (lang === 'uz') return `${year}-yil ${day}-${name}`;
  return lang === 'ru' ? `${day} ${name} ${year} г.` : `${day} ${name} ${year}`;
}

/**
 * When an event is, in Tashkent: "27 November 2026, 10:00–12:00", "27 November 2026, 10:00 – 28 November 2026, 12:00",
 * or an all-day event's date or dates alone (its page and list say "all day" beside them).
 */
export function eventWhen(lang: Lang, event: Pick<PublicEvent, 'startsAt' | 'endsAt' | 'allDay'>): string {
  const [first, last] = eventDays(event);
  if (event.allDay) return first === last ? formatDay(lang, first) : `${formatDay(lang, first)} – ${formatDay(lang, last)}`;
  const [start, end] = [tashkentTime(event.startsAt), tashkentTime(event.endsAt)];
  return first === last
    ? `${formatDay(lang, first)}, ${start}–${end}`
    : `${formatDay(lang, first)}, ${start} – ${formatDay(lang, tashkentDate(event.endsAt))}, ${end}`;
}
