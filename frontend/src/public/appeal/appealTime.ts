import { tashkentDate, tashkentWallTime } from '@lyceum/contract/calendar';

/*
 * The reception's moments in Tashkent time, written as dates are in Uzbekistan in all three languages (the news
 * lists' dd.mm.yyyy hh:mm), spelled without Intl so that the server's text is the browser's.
 */

const day = (date: string) => date.split('-').reverse().join('.');

/** When an appeal was received or answered: dd.mm.yyyy hh:mm. */
export function momentText(iso: string): string {
  const [date, time] = tashkentWallTime(iso).split('T');
  return `${day(date)} ${time}`;
}

/** A term's last day (it ends at that day's end): dd.mm.yyyy. */
export const dayText = (iso: string): string => day(tashkentDate(iso));
