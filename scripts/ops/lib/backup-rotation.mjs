/**
 * Which archives of a backups folder to keep, from their names alone (docs/backups.md, Retention):
 * grandfather-father-son, by the Tashkent calendar. The newest archive of each of the last
 * `daily` days that have one is kept, of each of the last `weekly` ISO weeks (Monday to Sunday)
 * that have one, and of each of the last `monthly` months that have one; a day, week or month
 * without an archive (the server was off, the nights failed) takes no slot, so failures never
 * hasten the deletion of older archives. Archives made before an upgrade are apart: the newest
 * `preUpgrade` of them are kept. The newest archive of all is never deleted, and a name that is
 * not an archive's (a `.partial` or `.tmp` file, Strapi's logs, anything else) is never in either list.
 */
import { DAY_MS, tashkentClock } from './backup-schedule-time.mjs';

/** The end of the name of an archive made before an upgrade, after its time: `lyceum-<time>-pre-upgrade.tar.gz.age`. */
export const PRE_UPGRADE_SUFFIX = '-pre-upgrade';

/** What backupSite (backup.mjs) names archives: `lyceum-2026-11-26T22-00-05Z.tar.gz.age`, or `.tar.gz` unencrypted. */
const ARCHIVE_NAME = new RegExp(`^lyceum-(\\d{4}-\\d\\d-\\d\\d)T(\\d\\d)-(\\d\\d)-(\\d\\d)Z(${PRE_UPGRADE_SUFFIX})?\\.tar\\.gz(\\.age)?$`);

/** @typedef {{ daily: number, weekly: number, monthly: number, preUpgrade: number }} Keep How many archives of each period the rotation keeps. */

/** @type {Readonly<Keep>} */
export const DEFAULT_KEEP = Object.freeze({ daily: 7, weekly: 4, monthly: 6, preUpgrade: 3 });

/** `{ name, time, preUpgrade }` for an archive's name (`time` in ms since the epoch), null for any other name. */
export function parseArchiveName(name) {
  const match = ARCHIVE_NAME.exec(name);
  if (!match) return null;
  const [, date, hours, minutes, seconds, preUpgrade] = match;
  const iso = `${date}T${hours}:${minutes}:${seconds}`;
  const time = Date.parse(`${iso}Z`);
  // The right shape but no real moment (a 13th month, a 31st of April) is not a name backupSite wrote.
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 19) !== iso) return null;
  return { name, time, preUpgrade: Boolean(preUpgrade) };
}

const dayOf = (time) => Math.floor(tashkentClock(new Date(time)).getTime() / DAY_MS);
/** 1970-01-01 was a Thursday: shifting by three days makes each week run Monday to Sunday, as ISO weeks do. */
const weekOf = (time) => Math.floor((dayOf(time) + 3) / 7);
const monthOf = (time) => {
  const local = tashkentClock(new Date(time));
  return local.getUTCFullYear() * 12 + local.getUTCMonth();
};

/** Newest first; two archives of the same second in a fixed order. */
const newestFirst = (a, b) => b.time - a.time || (a.name < b.name ? 1 : a.name > b.name ? -1 : 0);

/** The newest archive of each of the first `count` periods that have one, `archives` being newest first. */
function newestPerPeriod(archives, count, periodOf) {
  const periods = new Map();
  for (const archive of archives) {
    const period = periodOf(archive.time);
    if (periods.has(period)) continue;
    if (periods.size === count) break;
    periods.set(period, archive);
  }
  return [...periods.values()];
}

/**
 * Splits the archives among `names` (a folder's entries) into those to keep and those to delete,
 * each newest first; other names are in neither.
 */
/**
 * @param {string[]} names
 * @param {Keep} [keep]
 */
export function planRotation(names, keep = DEFAULT_KEEP) {
  const archives = names
    .map(parseArchiveName)
    .filter((archive) => archive !== null)
    .sort(newestFirst);
  const regular = archives.filter((archive) => !archive.preUpgrade);
  const kept = new Set([
    ...archives.slice(0, 1),
    ...newestPerPeriod(regular, keep.daily, dayOf),
    ...newestPerPeriod(regular, keep.weekly, weekOf),
    ...newestPerPeriod(regular, keep.monthly, monthOf),
    ...archives.filter((archive) => archive.preUpgrade).slice(0, keep.preUpgrade),
  ]);
  return {
    kept: archives.filter((archive) => kept.has(archive)).map((archive) => archive.name),
    deleted: archives.filter((archive) => !kept.has(archive)).map((archive) => archive.name),
  };
}

/** The keep counts from BACKUP_KEEP_DAILY, BACKUP_KEEP_WEEKLY and BACKUP_KEEP_MONTHLY (defaults 7, 4, 6); throws on a value that is no count. */
export function retentionFromEnv(env) {
  const count = (variable, fallback) => {
    const text = env[variable]?.trim();
    if (!text) return fallback;
    if (!/^\d+$/.test(text)) throw new Error(`${variable} must be a whole number of archives to keep (default ${fallback}), not "${text}"`);
    return Number(text);
  };
  return {
    daily: count('BACKUP_KEEP_DAILY', DEFAULT_KEEP.daily),
    weekly: count('BACKUP_KEEP_WEEKLY', DEFAULT_KEEP.weekly),
    monthly: count('BACKUP_KEEP_MONTHLY', DEFAULT_KEEP.monthly),
    preUpgrade: DEFAULT_KEEP.preUpgrade,
  };
}
