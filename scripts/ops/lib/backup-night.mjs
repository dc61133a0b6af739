/**
 * The backup service's work (scripts/ops/backup-schedule.mjs, docs/backups.md): one night's backup,
 * the rotation of the backups folder and a copy to a second place rotated alike, and the loop that
 * runs a night at the same Tashkent time every day. The backup itself is a parameter: the service
 * passes backupSite (backup.mjs), its test a stand-in that writes a file.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { PRE_UPGRADE_SUFFIX, parseArchiveName, planRotation } from './backup-rotation.mjs';
import { formatTashkent, nextBackupAt } from './backup-schedule-time.mjs';

/** An error's message as one log line (Strapi's can span several). */
export const oneLine = (text) =>
  String(text)
    .replace(/\s*[\r\n]+\s*/g, ' ')
    .trim();

const since = (started) => `${((performance.now() - started) / 1000).toFixed(1)} s`;

export function formatSize(bytes) {
  const units = ['B', 'KiB', 'MiB', 'GiB'];
  const power = Math.min(units.length - 1, Math.floor(Math.log2(Math.max(bytes, 1)) / 10));
  return power === 0 ? `${bytes} B` : `${(bytes / 1024 ** power).toFixed(1)} ${units[power]}`;
}

/** Deletes the archives in `dir` that the rotation (backup-rotation.mjs) does not keep; returns their names. */
export function rotateFolder(dir, keep) {
  const { deleted } = planRotation(fs.readdirSync(dir), keep);
  // `force`: a backup run by hand at the same time may have deleted it already.
  for (const name of deleted) fs.rmSync(path.join(dir, name), { force: true });
  return deleted;
}

/**
 * Copies `source` to `target` through a temporary name in the same folder, flushed to the disk
 * before it is renamed: a copy cut short (a full disk, a lost mount, a stop) never has an
 * archive's name, and rotation never touches it. The temporary name is unique, since a backup run
 * by hand may copy at the same time as the night's. The copy is no more readable than the archive
 * (an unencrypted one is its owner's only) from its first byte.
 */
async function copyWhole(source, target, signal) {
  const temporary = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  const mode = fs.statSync(source).mode & 0o777;
  try {
    await pipeline(fs.createReadStream(source), fs.createWriteStream(temporary, { flags: 'wx', flush: true, mode }), { signal });
    fs.renameSync(temporary, target);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

/**
 * Copies to `copyDir` every archive of `dir` newer than the newest one there, oldest first: the
 * night's, and any a failed copy missed. An archive the rotation deleted from the copy is older
 * than that, so it is not copied back.
 */
export async function copyNewArchives(dir, copyDir, { log, signal }) {
  if (!fs.existsSync(copyDir)) throw new Error(`${copyDir} does not exist (is the second disk or the bucket mounted?)`);
  const there = fs.readdirSync(copyDir);
  const newestThere = Math.max(
    -Infinity,
    ...there
      .map(parseArchiveName)
      .filter((archive) => archive !== null)
      .map((archive) => archive.time),
  );
  const missing = fs
    .readdirSync(dir)
    .map(parseArchiveName)
    .filter((archive) => archive !== null)
    .filter((archive) => archive.time >= newestThere && !there.includes(archive.name))
    .sort((a, b) => a.time - b.time);
  for (const { name } of missing) {
    const started = performance.now();
    await copyWhole(path.join(dir, name), path.join(copyDir, name), signal);
    log(`Copied ${name} to ${copyDir} (${formatSize(fs.statSync(path.join(copyDir, name)).size)}, ${since(started)})`);
  }
}

/**
 * One backup: `backup({ suffix })` writes an archive and resolves with its path; then `dir` is
 * rotated and, when `copyDir` is set, the new archives are copied there and it is rotated too.
 * Rejects with a one-line message; a failed backup leaves both folders as they were. A `signal`
 * aborted during the backup stops the night once the backup has settled (backupSite's Strapi
 * export receives the process's SIGTERM itself), and a copy at once.
 */
/**
 * @param {{ backup: (options: { suffix: string }) => Promise<string>, dir: string, copyDir?: string, keep: import('./backup-rotation.mjs').Keep,
 *   preUpgrade?: boolean, log: (line: string) => void, signal?: AbortSignal }} options
 */
export async function backupNight({ backup, dir, copyDir, keep, preUpgrade = false, log, signal }) {
  const started = performance.now();
  let archive;
  try {
    archive = await backup({ suffix: preUpgrade ? PRE_UPGRADE_SUFFIX : '' });
  } catch (error) {
    throw new Error(`Backup ${signal?.aborted ? 'interrupted' : 'failed'} after ${since(started)}: ${oneLine(error.message)}`);
  }
  log(`Backup written: ${path.basename(archive)} (${formatSize(fs.statSync(archive).size)}, ${since(started)})`);
  if (signal?.aborted) throw new Error(`Stopped after writing ${path.basename(archive)}: nothing was rotated or copied`);
  const rotated = (folder) => {
    const deleted = rotateFolder(folder, keep);
    if (deleted.length) log(`Rotated ${folder}: deleted ${deleted.join(', ')}`);
  };
  try {
    rotated(dir);
  } catch (error) {
    throw new Error(`Backup written, but rotating ${dir} failed: ${oneLine(error.message)}`);
  }
  if (!copyDir) return archive;
  try {
    await copyNewArchives(dir, copyDir, { log, signal });
    rotated(copyDir);
  } catch (error) {
    throw new Error(`Backup written, but copying to ${copyDir} failed: ${oneLine(error.message)}`);
  }
  return archive;
}

/**
 * Waits until the wall clock reads `at`, or `signal` aborts, in steps of at most a minute: a
 * timer's count stands still while the machine is suspended, and the clock may be set meanwhile.
 */
async function sleepUntil(at, signal) {
  while (!signal.aborted && Date.now() < at.getTime()) {
    await sleep(Math.min(at.getTime() - Date.now(), 60_000), undefined, { signal }).catch(() => {});
  }
}

/**
 * Runs `night()` every day when Tashkent's clock reads `minutes` after midnight, until `signal`
 * aborts. A failed night is reported with `warn` and the next one is tried at the next scheduled
 * time: nothing a night throws ends the loop.
 */
export async function runNights({ night, minutes, log, warn, signal, now = () => new Date(), waitUntil = sleepUntil }) {
  while (!signal.aborted) {
    const at = nextBackupAt(now(), minutes);
    log(`Next backup at ${formatTashkent(at)} Tashkent time`);
    await waitUntil(at, signal);
    if (signal.aborted) return;
    await night().catch((error) => warn(oneLine(error.message)));
  }
}
