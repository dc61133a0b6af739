/**
 * Which archives the backup service keeps (lib/backup-rotation.mjs) and when it runs
 * (lib/backup-schedule-time.mjs), on the Tashkent calendar (UTC+5).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { DEFAULT_KEEP, parseArchiveName, planRotation, retentionFromEnv } from './lib/backup-rotation.mjs';
import { formatTashkent, nextBackupAt, parseBackupTime } from './lib/backup-schedule-time.mjs';

/** The name backupSite (lib/backup.mjs) gives an archive made at `when` (a Date or an ISO time with its offset). */
const archiveAt = (when, { suffix = '', encrypted = true } = {}) =>
  `lyceum-${new Date(when)
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z')}${suffix}.tar.gz${encrypted ? '.age' : ''}`;
/** An archive made at `time` (HH:MM) on a Tashkent day (YYYY-MM-DD). */
const tashkent = (day, time = '03:00', options) => archiveAt(`${day}T${time}:00+05:00`, options);
/** Every Tashkent day from `first` to `last`, as YYYY-MM-DD. */
function days(first, last) {
  const list = [];
  for (let day = new Date(`${first}T00:00:00Z`); day <= new Date(`${last}T00:00:00Z`); day.setUTCDate(day.getUTCDate() + 1)) {
    list.push(day.toISOString().slice(0, 10));
  }
  return list;
}
const only = (keep) => ({ daily: 0, weekly: 0, monthly: 0, preUpgrade: 0, ...keep });
const sorted = (names) => [...names].sort();

test('the names backupSite writes are archives, with their time; other names are not', () => {
  assert.deepEqual(parseArchiveName('lyceum-2026-11-26T22-00-05Z.tar.gz.age'), {
    name: 'lyceum-2026-11-26T22-00-05Z.tar.gz.age',
    time: Date.parse('2026-11-26T22:00:05Z'),
    preUpgrade: false,
  });
  assert.equal(parseArchiveName('lyceum-2026-11-26T22-00-05Z-pre-upgrade.tar.gz')?.preUpgrade, true);
  for (const name of [
    'lyceum-2026-11-26T22-00-05Z.tar.gz.age.partial',
    'lyceum-2026-11-26T22-00-05Z.tar.gz.age.1a2b3c4d.tmp',
    'lyceum-2026-11-26T22-00-05Z.tar.gz.enc',
    'lyceum-2026-13-01T22-00-05Z.tar.gz.age',
    'lyceum-2026-04-31T22-00-05Z.tar.gz.age',
    'lyceum-2026-11-26T22-00-05Z-nightly.tar.gz.age',
    'export_1764194405123.log',
    'lyceum-latest.tar.gz.age',
  ]) {
    assert.equal(parseArchiveName(name), null, name);
  }
});

test('a year of nightly archives keeps the last 7 days, the last 4 ISO weeks and the last 6 months, 14 archives in all', () => {
  const year = days('2025-01-01', '2025-12-31').map((day) => tashkent(day));
  const { kept, deleted } = planRotation(year);
  // 2025-12-31 is a Wednesday: its ISO week (2026-W01) began on Monday the 29th, and both it and
  // the week before end on a day already kept as daily, as does December.
  const expected = [
    ...days('2025-12-25', '2025-12-31'),
    '2025-12-21',
    '2025-12-14',
    '2025-11-30',
    '2025-10-31',
    '2025-09-30',
    '2025-08-31',
    '2025-07-31',
  ].map((day) => tashkent(day));
  assert.deepEqual(sorted(kept), sorted(expected));
  assert.equal(kept.length, 7 + 4 + 6 - 3);
  assert.equal(deleted.length, 365 - 14);
  assert.deepEqual(sorted([...kept, ...deleted]), sorted(year));
});

test('a day, week or month without an archive takes no slot: the rotation reaches back past gaps', () => {
  const daily = [
    '2025-11-02',
    '2025-11-05',
    '2025-11-09',
    '2025-11-14',
    '2025-11-20',
    '2025-11-21',
    '2025-11-27',
    '2025-11-30',
    '2025-12-01',
  ];
  const { kept, deleted } = planRotation(
    daily.map((day) => tashkent(day)),
    only({ daily: 7 }),
  );
  assert.deepEqual(
    kept,
    ['2025-12-01', '2025-11-30', '2025-11-27', '2025-11-21', '2025-11-20', '2025-11-14', '2025-11-09'].map((day) => tashkent(day)),
  );
  assert.deepEqual(
    deleted,
    ['2025-11-05', '2025-11-02'].map((day) => tashkent(day)),
  );

  // Archives in the weeks of Monday 3, 17 and 31 March 2025 and of 24 February; none in the weeks between.
  const weekly = ['2025-02-24', '2025-02-27', '2025-03-03', '2025-03-09', '2025-03-17', '2025-03-18', '2025-03-31', '2025-04-02'];
  assert.deepEqual(
    planRotation(
      weekly.map((day) => tashkent(day)),
      only({ weekly: 3 }),
    ).kept,
    ['2025-04-02', '2025-03-18', '2025-03-09'].map((day) => tashkent(day)),
  );

  const monthly = ['2025-01-10', '2025-03-05', '2025-03-20', '2025-07-01', '2025-07-02'];
  assert.deepEqual(
    planRotation(
      monthly.map((day) => tashkent(day)),
      only({ monthly: 3 }),
    ).kept,
    ['2025-07-02', '2025-03-20', '2025-01-10'].map((day) => tashkent(day)),
  );
});

test('of two archives on one day, the later is kept', () => {
  const names = [
    tashkent('2025-12-31', '03:00'),
    tashkent('2025-12-31', '14:10'),
    tashkent('2025-12-30', '03:00'),
    tashkent('2025-12-30', '23:59'),
    tashkent('2025-12-29', '03:00'),
  ];
  const { kept, deleted } = planRotation(names);
  assert.deepEqual(kept, [tashkent('2025-12-31', '14:10'), tashkent('2025-12-30', '23:59'), tashkent('2025-12-29', '03:00')]);
  assert.deepEqual(deleted, [tashkent('2025-12-31', '03:00'), tashkent('2025-12-30', '03:00')]);
});

test('days, weeks and months are Tashkent ones: 20:30 UTC is already the next day there', () => {
  const dec31 = archiveAt('2025-12-30T20:30:00Z'); // 01:30 on 31 December in Tashkent
  const dec30Late = archiveAt('2025-12-30T18:00:00Z'); // 23:00 on the 30th
  const dec30Early = archiveAt('2025-12-30T10:00:00Z'); // 15:00 on the 30th
  const dec29 = archiveAt('2025-12-29T12:00:00Z');
  // By UTC days the first three would share the 30th, and the 29th's would be kept instead.
  assert.deepEqual(planRotation([dec31, dec30Late, dec30Early, dec29], only({ daily: 2 })), {
    kept: [dec31, dec30Late],
    deleted: [dec30Early, dec29],
  });

  const december = archiveAt('2025-11-30T19:30:00Z'); // 00:30 on 1 December in Tashkent
  const november = archiveAt('2025-11-30T18:30:00Z'); // 23:30 on 30 November
  const midNovember = archiveAt('2025-11-15T10:00:00Z');
  assert.deepEqual(planRotation([december, november, midNovember], only({ monthly: 2 })).kept, [december, november]);

  const monday = archiveAt('2025-12-14T19:00:00Z'); // 00:00 on Monday 15 December in Tashkent
  const sunday = archiveAt('2025-12-14T18:59:59Z'); // 23:59:59 on Sunday the 14th
  const saturday = archiveAt('2025-12-13T12:00:00Z');
  assert.deepEqual(planRotation([monday, sunday, saturday], only({ weekly: 2 })).kept, [monday, sunday]);
});

test('archives made before an upgrade are kept apart: the newest three, whatever the rotation keeps', () => {
  const nightly = days('2025-12-01', '2025-12-31').map((day) => tashkent(day));
  const preUpgrade = ['2025-06-01', '2025-09-14', '2025-11-02', '2025-12-20', '2025-12-31'].map((day) =>
    tashkent(day, '15:00', { suffix: '-pre-upgrade' }),
  );
  const { kept, deleted } = planRotation([...nightly, ...preUpgrade]);
  const nightlyOnly = planRotation(nightly);
  assert.deepEqual(sorted(kept), sorted([...nightlyOnly.kept, ...preUpgrade.slice(2)]));
  assert.deepEqual(sorted(deleted), sorted([...nightlyOnly.deleted, ...preUpgrade.slice(0, 2)]));
  // The newest archive of all is kept even when no rule keeps it.
  assert.deepEqual(planRotation([...preUpgrade, ...nightly], only({ daily: 1 })).kept, [preUpgrade[4], tashkent('2025-12-31')]);
  assert.deepEqual(planRotation(nightly, only({})).kept, [tashkent('2025-12-31')]);
});

test('anything in the folder that is not an archive is neither kept nor deleted', () => {
  const foreign = [
    'export_1764194405123.log',
    `${tashkent('2025-12-30')}.partial`,
    `${tashkent('2025-12-29')}.9f8e7d6c.tmp`,
    'lyceum-2024-01-01T00-00-00Z.tar.gz.enc',
    'README.txt',
    '.DS_Store',
  ];
  const archives = days('2025-10-01', '2025-12-31').map((day) => tashkent(day, '03:00', { encrypted: day.endsWith('5') ? false : true }));
  const { kept, deleted } = planRotation([...foreign, ...archives]);
  assert.deepEqual(sorted([...kept, ...deleted]), sorted(archives));
  for (const name of foreign) assert.ok(!kept.includes(name) && !deleted.includes(name), name);
  assert.ok(kept.includes(tashkent('2025-12-25', '03:00', { encrypted: false })), 'unencrypted archives rotate alike');
});

test('properties: the newest archive is kept, the plan splits the archives given, and a second rotation deletes nothing', () => {
  const from = Date.parse('2024-01-01T00:00:00Z');
  const to = Date.parse('2026-12-31T00:00:00Z');
  const archive = fc
    .record({
      seconds: fc.integer({ min: from / 1000, max: to / 1000 }),
      // Many archives on the same few days, weeks and months, as well as spread out.
      clustered: fc.boolean(),
      preUpgrade: fc.boolean(),
      encrypted: fc.boolean(),
    })
    .map(({ seconds, clustered, preUpgrade, encrypted }) =>
      archiveAt(new Date((clustered ? from / 1000 + (seconds % (40 * 86_400)) : seconds) * 1000), {
        suffix: preUpgrade ? '-pre-upgrade' : '',
        encrypted,
      }),
    );
  const keep = fc.record({
    daily: fc.nat({ max: 10 }),
    weekly: fc.nat({ max: 6 }),
    monthly: fc.nat({ max: 12 }),
    preUpgrade: fc.nat({ max: 4 }),
  });
  const foreign = fc.constantFrom('export_1.log', 'notes.txt', 'lyceum-2025-01-01T00-00-00Z.tar.gz.age.partial');
  fc.assert(
    fc.property(fc.uniqueArray(fc.oneof(archive, archive, foreign), { maxLength: 120 }), keep, (names, counts) => {
      const archives = names.filter((name) => parseArchiveName(name));
      const { kept, deleted } = planRotation(names, counts);
      assert.deepEqual(sorted([...kept, ...deleted]), sorted(archives));
      assert.equal(new Set(kept).size + new Set(deleted).size, archives.length);
      if (archives.length) {
        const newest = Math.max(...archives.map((name) => parseArchiveName(name)?.time ?? NaN));
        assert.ok(kept.some((name) => parseArchiveName(name)?.time === newest));
      }
      const regularKept = kept.filter((name) => !parseArchiveName(name)?.preUpgrade);
      assert.ok(regularKept.length <= Math.max(1, counts.daily + counts.weekly + counts.monthly));
      assert.ok(kept.length - regularKept.length <= Math.max(1, counts.preUpgrade));
      assert.deepEqual(planRotation(kept, counts), { kept, deleted: [] });
    }),
    { seed: 20261126, numRuns: 400 },
  );
});

test('the keep counts come from BACKUP_KEEP_DAILY, _WEEKLY and _MONTHLY, 7, 4 and 6 unless set', () => {
  assert.deepEqual(retentionFromEnv({}), DEFAULT_KEEP);
  assert.deepEqual(retentionFromEnv({ BACKUP_KEEP_DAILY: '14', BACKUP_KEEP_WEEKLY: ' 0 ', BACKUP_KEEP_MONTHLY: '' }), {
    daily: 14,
    weekly: 0,
    monthly: 6,
    preUpgrade: 3,
  });
  assert.throws(
    () => retentionFromEnv({ BACKUP_KEEP_WEEKLY: '-1' }),
    /^Error: BACKUP_KEEP_WEEKLY must be a whole number of archives to keep \(default 4\), not "-1"$/,
  );
  assert.throws(() => retentionFromEnv({ BACKUP_KEEP_MONTHLY: 'six' }), /BACKUP_KEEP_MONTHLY must be a whole number/);
});

test('BACKUP_TIME is a time of day on the Tashkent clock', () => {
  assert.equal(parseBackupTime('03:00'), 180);
  assert.equal(parseBackupTime('3:00'), 180);
  assert.equal(parseBackupTime('23:59'), 23 * 60 + 59);
  assert.equal(parseBackupTime('00:00'), 0);
  for (const text of ['24:00', '03:60', '3', '0300', 'noon', '', '03:00 UTC']) {
    assert.throws(() => parseBackupTime(text), /^Error: BACKUP_TIME must be a time of day as HH:MM in Tashkent time/, text);
  }
});

test('the next backup is the next time Tashkent clocks read BACKUP_TIME, never now', () => {
  const at = (now, time) => nextBackupAt(new Date(now), parseBackupTime(time)).toISOString();
  // 18:57 in Tashkent: 03:00 next morning, which is 22:00 UTC today.
  assert.equal(at('2026-11-26T13:57:00Z', '03:00'), '2026-11-26T22:00:00.000Z');
  assert.equal(at('2026-11-26T21:59:59.999Z', '03:00'), '2026-11-26T22:00:00.000Z');
  assert.equal(at('2026-11-26T22:00:00.000Z', '03:00'), '2026-11-27T22:00:00.000Z');
  assert.equal(at('2026-11-26T18:00:00Z', '23:30'), '2026-11-26T18:30:00.000Z');
  assert.equal(at('2026-11-26T19:00:00.001Z', '00:00'), '2026-11-27T19:00:00.000Z');
  // 01:00 on 1 January in Tashkent, still 31 December in UTC.
  assert.equal(at('2026-12-31T20:00:00Z', '03:00'), '2026-12-31T22:00:00.000Z');
  assert.equal(formatTashkent(new Date('2026-11-26T22:00:00Z')), '2026-11-27 03:00');

  fc.assert(
    fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: 0, max: 24 * 60 - 1 }), (now, minutes) => {
      const next = nextBackupAt(new Date(now), minutes).getTime();
      assert.ok(next > now && next - now <= 86_400_000);
      const local = new Date(next + 5 * 3_600_000);
      assert.equal(local.getUTCHours() * 60 + local.getUTCMinutes(), minutes);
      assert.equal(local.getUTCSeconds() + local.getUTCMilliseconds(), 0);
    }),
    { seed: 20261126, numRuns: 500 },
  );
});
