/**
 * The lyceum's clock (contract/src/timeZone.ts), which backups are scheduled and rotated by: Tashkent time, whatever
 * time zone the server is set to.
 */
import { tashkentWallTime } from '@lyceum/contract/calendar';
import { TASHKENT_OFFSET_MS as OFFSET_MS } from '@lyceum/contract/timeZone';

const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

/** Milliseconds since 1970-01-01 00:00 on a Tashkent wall clock: its UTC getters read Tashkent's date and time. */
export const tashkentClock = (date) => new Date(date.getTime() + OFFSET_MS);

/** `2026-11-27 03:00` in Tashkent time. */
export const formatTashkent = (date) => tashkentWallTime(date).replace('T', ' ');

/** Minutes after midnight of BACKUP_TIME (`HH:MM`, 24-hour, e.g. `03:00` or `3:00`); throws on anything else. */
export function parseBackupTime(text) {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (!match) throw new Error(`BACKUP_TIME must be a time of day as HH:MM in Tashkent time (e.g. 03:00), not "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The first moment strictly after `now` at which Tashkent's clock reads `minutes` after midnight. */
export function nextBackupAt(now, minutes) {
  const local = tashkentClock(now).getTime();
  let run = Math.floor(local / DAY_MS) * DAY_MS + minutes * MINUTE_MS;
  if (run <= local) run += DAY_MS;
  return new Date(run - OFFSET_MS);
}
