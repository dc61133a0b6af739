/**
 * The backup service: its nights (lib/backup-night.mjs) with a stand-in for backupSite that writes
 * a file, on real folders, and scripts/ops/backup-schedule.mjs itself as a process, up to the point
 * where it would load Strapi (backupSite itself is tested in gateway/test/backup.test.ts).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { backupNight, copyNewArchives, runNights } from './lib/backup-night.mjs';
import { DEFAULT_KEEP } from './lib/backup-rotation.mjs';

const temporaryDirs = [];
after(() => temporaryDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
const freshDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-backup-schedule-test-'));
  temporaryDirs.push(dir);
  return dir;
};

/** The name backupSite (lib/backup.mjs) gives an archive made at `date`. */
const archiveAt = (date, suffix = '') =>
  `lyceum-${date
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')}${suffix}.tar.gz.age`;
const tashkent = (day, time = '03:00') => new Date(`${day}T${time}:00+05:00`);
/** The next `count` Tashkent days from `first`. */
const daysFrom = (first, count) => Array.from({ length: count }, (_, index) => new Date(tashkent(first).getTime() + index * 86_400_000));
const listing = (dir) => fs.readdirSync(dir).sort();

/** A stand-in for backupSite: writes an archive made at `clock.now` into `dir`, random bytes, like an encrypted one. */
const fakeBackup =
  (dir, clock) =>
  async ({ suffix }) => {
    const file = path.join(dir, archiveAt(clock.now, suffix));
    fs.writeFileSync(file, crypto.randomBytes(3000));
    return file;
  };

/** A backups folder and a copy folder, and a night that backs up at `clock.now` into them. */
/** @param {{ keep?: import('./lib/backup-rotation.mjs').Keep }} [options] */
function setup({ keep = DEFAULT_KEEP } = {}) {
  const dir = freshDir();
  const copyDir = freshDir();
  const clock = { now: new Date() };
  /** @type {string[]} */
  const lines = [];
  /** @param {{ backup?: (options: { suffix: string }) => Promise<string>, preUpgrade?: boolean, signal?: AbortSignal, copyDir?: string }} [options] */
  const night = (options = {}) =>
    backupNight({ backup: fakeBackup(dir, clock), dir, copyDir, keep, log: (line) => lines.push(line), ...options });
  return { dir, copyDir, clock, lines, night };
}

test("forty nights leave the rotation in both folders, and the backups folder's other files as they were", async () => {
  const { dir, copyDir, clock, lines, night } = setup();
  const foreign = {
    'export_1764194405123.log': 'Strapi export log',
    'notes.txt': 'ours',
    'lyceum-2025-10-30T22-00-00Z.tar.gz.age.partial': 'cut',
  };
  for (const [name, text] of Object.entries(foreign)) fs.writeFileSync(path.join(dir, name), text);
  for (const date of daysFrom('2025-11-01', 40)) {
    clock.now = date;
    await night();
  }
  // The last night is Wednesday 10 December: 4-10 December daily; the weeks of the 8th and the 1st
  // end on days kept already, those of 24 and 17 November on the 30th and the 23rd; November on the 30th.
  const kept = [...daysFrom('2025-12-04', 7), tashkent('2025-11-30'), tashkent('2025-11-23')].map((date) => archiveAt(date));
  assert.deepEqual(listing(dir), [...kept, ...Object.keys(foreign)].sort());
  assert.deepEqual(listing(copyDir), kept.sort());
  for (const name of kept) assert.ok(fs.readFileSync(path.join(dir, name)).equals(fs.readFileSync(path.join(copyDir, name))), name);
  for (const [name, text] of Object.entries(foreign)) assert.equal(fs.readFileSync(path.join(dir, name), 'utf8'), text);

  const last = archiveAt(tashkent('2025-12-10'));
  assert.match(lines.find((line) => line.startsWith(`Backup written: ${last}`)) ?? '', /^Backup written: \S+ \(2\.9 KiB, \d+\.\d s\)$/);
  assert.match(
    lines.find((line) => line.startsWith(`Copied ${last}`)) ?? '',
    new RegExp(`^Copied ${last} to ${copyDir} \\(2\\.9 KiB, \\d+\\.\\d s\\)$`),
  );
  assert.ok(lines.includes(`Rotated ${dir}: deleted ${archiveAt(tashkent('2025-12-03'))}`), lines.join('\n'));
  assert.ok(lines.includes(`Rotated ${copyDir}: deleted ${archiveAt(tashkent('2025-12-03'))}`));
});

test('a failed backup changes nothing in either folder, and says why in one line', async () => {
  const { dir, copyDir, clock, lines, night } = setup();
  for (const date of daysFrom('2025-12-01', 9)) {
    clock.now = date;
    await night();
  }
  const before = {
    dir: listing(dir),
    copy: listing(copyDir),
    mtimes: listing(copyDir).map((name) => fs.statSync(path.join(copyDir, name)).mtimeMs),
  };
  lines.length = 0;
  clock.now = tashkent('2025-12-10');
  const failing = async () => {
    throw new Error('strapi export failed: [ERROR] connect ECONNREFUSED 10.0.0.2:5432\n    at TCPConnectWrap');
  };
  await assert.rejects(night({ backup: failing }), {
    message: /^Backup failed after \d+\.\d s: strapi export failed: \[ERROR\] connect ECONNREFUSED 10\.0\.0\.2:5432 at TCPConnectWrap$/,
  });
  assert.deepEqual(lines, []);
  assert.deepEqual(listing(dir), before.dir);
  assert.deepEqual(listing(copyDir), before.copy);
  assert.deepEqual(
    listing(copyDir).map((name) => fs.statSync(path.join(copyDir, name)).mtimeMs),
    before.mtimes,
  );
});

test('a night whose copy folder is missing fails after the backup; the next night copies both archives', async () => {
  const { dir, copyDir, clock, night } = setup();
  clock.now = tashkent('2025-12-01');
  await night();
  const unmounted = `${copyDir}-unmounted`;
  fs.renameSync(copyDir, unmounted);
  clock.now = tashkent('2025-12-02');
  await assert.rejects(night(), {
    message: `Backup written, but copying to ${copyDir} failed: ${copyDir} does not exist (is the second disk or the bucket mounted?)`,
  });
  assert.ok(!fs.existsSync(copyDir), 'a missing copy folder is not made on the local disk');
  assert.ok(fs.existsSync(path.join(dir, archiveAt(tashkent('2025-12-02')))));
  fs.renameSync(unmounted, copyDir);
  clock.now = tashkent('2025-12-03');
  await night();
  assert.deepEqual(
    listing(copyDir),
    daysFrom('2025-12-01', 3).map((date) => archiveAt(date)),
  );
});

test("an archive older than the copy's newest is not copied there, where the rotation would delete it again every night", async () => {
  const { dir, copyDir, clock, lines, night } = setup({ keep: { ...DEFAULT_KEEP, daily: 2, weekly: 0, monthly: 0 } });
  const old = archiveAt(tashkent('2025-11-01'));
  fs.writeFileSync(path.join(dir, old), 'put back by hand');
  const onlyInCopy = archiveAt(tashkent('2025-11-20'));
  fs.writeFileSync(path.join(copyDir, onlyInCopy), 'only in the copy');
  clock.now = tashkent('2025-12-01');
  await night();
  const tonight = archiveAt(tashkent('2025-12-01'));
  assert.deepEqual(listing(dir), [old, tonight]);
  assert.deepEqual(listing(copyDir), [onlyInCopy, tonight]);
  assert.deepEqual(
    lines.map((line) => line.replace(/ \(.*\)$/, '')),
    [`Backup written: ${tonight}`, `Copied ${tonight} to ${copyDir}`],
  );
});

test('archives made before an upgrade are named so, copied, and the newest three kept in both folders', async () => {
  const { dir, copyDir, clock, night } = setup();
  clock.now = tashkent('2025-12-01');
  await night();
  const upgrades = ['2025-12-02', '2025-12-03', '2025-12-05', '2025-12-08', '2025-12-09'].map((day) => tashkent(day, '16:45'));
  for (const date of upgrades) {
    clock.now = date;
    const archive = await night({ preUpgrade: true });
    assert.equal(path.basename(archive), archiveAt(date, '-pre-upgrade'));
  }
  const expected = [archiveAt(tashkent('2025-12-01')), ...upgrades.slice(2).map((date) => archiveAt(date, '-pre-upgrade'))].sort();
  assert.deepEqual(listing(dir), expected);
  assert.deepEqual(listing(copyDir), expected);
});

test("a stopped copy leaves no file with an archive's name and no temporary file", async () => {
  const dir = freshDir();
  const copyDir = freshDir();
  const name = archiveAt(tashkent('2025-12-01'));
  fs.writeFileSync(path.join(dir, name), crypto.randomBytes(8 * 1024 * 1024));
  const stop = new AbortController();
  stop.abort();
  await assert.rejects(copyNewArchives(dir, copyDir, { log: () => {}, signal: stop.signal }), { name: 'AbortError' });
  assert.deepEqual(listing(copyDir), []);
});

test("an unencrypted archive's copy is as private as the archive (its owner's only), whatever the umask", async () => {
  const dir = freshDir();
  const copyDir = freshDir();
  const name = archiveAt(tashkent('2025-12-01')).replace(/\.age$/, '');
  fs.writeFileSync(path.join(dir, name), 'admins, password hashes and drafts', { mode: 0o600 });
  const umask = process.umask(0o022);
  try {
    await copyNewArchives(dir, copyDir, { log: () => {}, signal: new AbortController().signal });
  } finally {
    process.umask(umask);
  }
  assert.deepEqual(listing(copyDir), [name]);
  assert.equal((fs.statSync(path.join(copyDir, name)).mode & 0o777).toString(8), '600');
});

test('a stop during the backup ends the night once the backup settles, before rotating or copying', async () => {
  const { dir, copyDir, clock, night } = setup();
  for (const date of daysFrom('2025-11-01', 10)) {
    clock.now = date;
    await night();
  }
  const before = { dir: listing(dir), copy: listing(copyDir) };
  const stop = new AbortController();
  clock.now = tashkent('2025-11-11');
  const backup = fakeBackup(dir, clock);
  const written = archiveAt(clock.now);
  await assert.rejects(night({ signal: stop.signal, backup: (options) => (stop.abort(), backup(options)) }), {
    message: `Stopped after writing ${written}: nothing was rotated or copied`,
  });
  assert.deepEqual(listing(dir), [...before.dir, written].sort());
  assert.deepEqual(listing(copyDir), before.copy);
});

test('nights run at BACKUP_TIME each Tashkent day; a failed one is reported and the next is tried the next day', async () => {
  let now = new Date('2025-12-01T10:00:00Z');
  const waits = [];
  const lines = [];
  const warnings = [];
  const stop = new AbortController();
  let nights = 0;
  await runNights({
    minutes: 3 * 60,
    log: (line) => lines.push(line),
    warn: (line) => warnings.push(line),
    signal: stop.signal,
    now: () => now,
    async waitUntil(at) {
      waits.push(at.toISOString());
      if (waits.length === 4) stop.abort();
      else now = at;
    },
    async night() {
      nights += 1;
      now = new Date(now.getTime() + 7_000);
      if (nights === 1) throw new Error('Backup failed after 7.0 s: no space left on device');
    },
  });
  assert.equal(nights, 3);
  assert.deepEqual(waits, ['2025-12-01T22:00:00.000Z', '2025-12-02T22:00:00.000Z', '2025-12-03T22:00:00.000Z', '2025-12-04T22:00:00.000Z']);
  assert.deepEqual(warnings, ['Backup failed after 7.0 s: no space left on device']);
  assert.deepEqual(
    lines,
    ['2025-12-02', '2025-12-03', '2025-12-04', '2025-12-05'].map((day) => `Next backup at ${day} 03:00 Tashkent time`),
  );
});

// The script as a process. Every setting is given, so that a .env in the repository changes nothing.
const SCRIPT = path.join(import.meta.dirname, 'backup-schedule.mjs');
const PASSPHRASE = crypto.randomBytes(32).toString('base64url');

/** Runs the script; resolves with its exit code and output once it exits, `whenRunning(child, stdout)` being called as it prints. */
/**
 * @param {string[]} args
 * @param {Record<string, string>} env
 * @param {(child: import('node:child_process').ChildProcess, stdout: string) => void} [whenRunning]
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
function runScript(args, env, whenRunning = () => {}) {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: {
      ...process.env,
      BACKUP_PASSPHRASE: PASSPHRASE,
      BACKUP_PLAINTEXT: '',
      BACKUP_TIME: '',
      BACKUP_KEEP_DAILY: '',
      BACKUP_KEEP_WEEKLY: '',
      BACKUP_KEEP_MONTHLY: '',
      BACKUP_COPY_DIR: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    whenRunning(child, stdout);
  });
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
const timestamped = (text) => new RegExp(`^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z ${text}\\n$`);

test('the script refuses to start without a passphrase, with a bad BACKUP_TIME or keep count, or bad arguments', async () => {
  const dir = freshDir();
  /** @type {[string[], Record<string, string>, string][]} */
  const cases = [
    [[], { BACKUP_PASSPHRASE: '' }, 'BACKUP_PASSPHRASE is not set: .*'],
    [['--once'], { BACKUP_PASSPHRASE: 'short' }, 'BACKUP_PASSPHRASE is too short: .*'],
    [[], { BACKUP_TIME: '25:00' }, 'BACKUP_TIME must be a time of day as HH:MM in Tashkent time \\(e\\.g\\. 03:00\\), not "25:00"'],
    [[], { BACKUP_KEEP_DAILY: 'a week' }, 'BACKUP_KEEP_DAILY must be a whole number of archives to keep \\(default 7\\), not "a week"'],
    [['--pre-upgrade'], {}, 'Usage: node scripts/ops/backup-schedule\\.mjs \\[--once \\[--pre-upgrade\\]\\]'],
    [['--once', '--now'], {}, 'Usage: .*'],
  ];
  for (const [args, env, message] of cases) {
    const { code, stdout, stderr } = await runScript(args, { BACKUP_DIR: dir, ...env });
    assert.equal(code, 1, message);
    assert.equal(stdout, '');
    assert.match(stderr, timestamped(message));
  }
  assert.deepEqual(listing(dir), []);
});

test('--once with a backup that fails exits 1 with one line, and leaves both folders as they were', async () => {
  const dir = freshDir();
  const copyDir = freshDir();
  const earlier = archiveAt(tashkent('2025-12-01'));
  fs.writeFileSync(path.join(dir, earlier), 'earlier');
  fs.writeFileSync(path.join(copyDir, earlier), 'earlier');
  // A cms folder that is not there fails backupSite where Strapi's export would start.
  const missingCms = path.join(dir, 'no-cms');
  const { code, stdout, stderr } = await runScript(['--once'], { BACKUP_DIR: dir, BACKUP_COPY_DIR: copyDir, LYCEUM_CMS_DIR: missingCms });
  assert.equal(code, 1);
  assert.equal(stdout, '');
  assert.match(stderr, timestamped(`Backup failed after \\d+\\.\\d s: [^\\n]*${missingCms}[^\\n]*`));
  assert.deepEqual(listing(dir), [earlier]);
  assert.deepEqual(listing(copyDir), [earlier]);
  assert.ok(!stderr.includes(PASSPHRASE));
});

test('the service says what it will do, waits for BACKUP_TIME, and exits at once on SIGTERM', async () => {
  const dir = freshDir();
  let signalled = 0;
  const { code, stdout, stderr } = await runScript([], { BACKUP_DIR: dir, BACKUP_TIME: '4:30' }, (child, output) => {
    if (!signalled && output.includes('Next backup at')) {
      signalled = performance.now();
      child.kill('SIGTERM');
    }
  });
  assert.equal(code, 0);
  assert.ok(performance.now() - signalled < 2000, 'stopped within two seconds');
  assert.equal(stderr, '');
  const lines = stdout.trimEnd().split('\n');
  assert.equal(lines.length, 3, stdout);
  assert.match(
    lines[0],
    new RegExp(
      `Z Backing up every day at 4:30 Tashkent time into ${dir} \\(encrypted with BACKUP_PASSPHRASE\\); keeping 7 daily, 4 weekly, 6 monthly and 3 pre-upgrade archives$`,
    ),
  );
  assert.match(lines[1], /Z Next backup at \d{4}-\d\d-\d\d 04:30 Tashkent time$/);
  assert.match(lines[2], /Z Stopping \(SIGTERM\)$/);
  assert.ok(!stdout.includes(PASSPHRASE));
});
