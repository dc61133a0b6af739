import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REVISIONS_KEPT } from '@lyceum/contract';
import { bytesOf, prunable, versionOf } from '../src/api/lyceum/lib/revision-view';

const DAY = 86_400_000;
const now = new Date('2026-11-26T00:00:00Z');
/** The baseline rules alone: bounds no test below reaches. */
const AGE = { count: 50, days: 90, maxCount: 10_000, maxBytes: Number.MAX_SAFE_INTEGER };
/** `count` revisions of `bytes` each, newest first, one a day back from `now`. */
const daily = (count: number, bytes = 100) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, createdAt: new Date(now.getTime() - index * DAY), bytes }));
/** `count` revisions of `bytes` each, newest first, all saved in the last hour (a loop of saves). */
const burst = (count: number, bytes = 100) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, createdAt: new Date(now.getTime() - index * 1000), bytes }));
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

test('the contract keeps at least the last 50 and all of 90 days, within 200 revisions and 4 MB an item', () => {
  assert.deepEqual(REVISIONS_KEPT, { count: 50, days: 90, maxCount: 200, maxBytes: 4 * 1024 * 1024 });
});

test('at least the last 50 revisions are kept, however old', () => {
  const old = Array.from({ length: 50 }, (_, index) => ({
    id: index + 1,
    createdAt: new Date(now.getTime() - (400 + index) * DAY),
    bytes: 100,
  }));
  assert.deepEqual(prunable(old, AGE, now), []);
  assert.deepEqual(prunable([...old, { id: 51, createdAt: new Date(now.getTime() - 500 * DAY), bytes: 100 }], AGE, now), [51]);
});

test('every revision of the last 90 days is kept, however many, up to the bounds', () => {
  assert.deepEqual(prunable(daily(90), AGE, now), []);
  // Day 90 and older, past the newest 50, go.
  assert.deepEqual(prunable(daily(93), AGE, now), [92, 93]);
  assert.deepEqual(prunable(daily(93), REVISIONS_KEPT, now), [92, 93]);
});

test('a loop of saves keeps no more than maxCount revisions, the oldest going first', () => {
  assert.deepEqual(prunable(burst(200), REVISIONS_KEPT, now), []);
  assert.deepEqual(prunable(burst(203), REVISIONS_KEPT, now), [201, 202, 203]);
  assert.deepEqual(prunable(burst(30), { ...AGE, maxCount: 20 }, now), range(21, 30));
});

test('nor more than maxBytes of versions: the oldest go first, the newest always stays', () => {
  const limits = { ...AGE, maxBytes: 1000 };
  assert.deepEqual(prunable(burst(10, 100), limits, now), []);
  assert.deepEqual(prunable(burst(12, 100), limits, now), [11, 12]);
  // Once the bound is met, every older one goes, even one small enough to fit.
  const mixed = [
    { id: 1, createdAt: now, bytes: 600 },
    { id: 2, createdAt: now, bytes: 500 },
    { id: 3, createdAt: now, bytes: 10 },
  ];
  assert.deepEqual(prunable(mixed, limits, now), [2, 3]);
  // The item's version as it is stays, however large.
  assert.deepEqual(
    prunable([{ id: 1, createdAt: now, bytes: 5000 }, ...burst(3).map((one) => ({ ...one, id: one.id + 1 }))], limits, now),
    [2, 3, 4],
  );
  // At the contract's bounds, a loop of 1.5 MB saves keeps the newest two.
  assert.deepEqual(prunable(burst(6, 1.5 * 1024 * 1024), REVISIONS_KEPT, now), [3, 4, 5, 6]);
});

test('the age rule and the bounds together: the bounds win over the 50 and the 90 days', () => {
  assert.deepEqual(prunable(daily(60, 1000), { ...REVISIONS_KEPT, maxBytes: 40_000 }, now), range(41, 60));
  assert.deepEqual(prunable(daily(60), { ...REVISIONS_KEPT, maxCount: 30 }, now), range(31, 60));
});

test('a revision is measured as its stored JSON, in bytes', () => {
  const snapshot = { uid: 'api::news.news', rows: [{ title: 'Qo‘shimcha' }] };
  assert.equal(bytesOf(snapshot), Buffer.byteLength(JSON.stringify(snapshot), 'utf8'));
  assert.ok(bytesOf(snapshot) > JSON.stringify(snapshot).length, 'bytes, not characters');
});

test("a version is the draft's fields per language and the shared ones, published when visitors see the same", () => {
  const row = (locale: string, title: string, publishedAt: string | null) => ({
    documentId: 'n1',
    locale,
    title,
    text: `<p>${title}</p>`,
    publishedTime: '2030-01-02T03:04:05.000Z',
    type: 'NEWS',
    photo: '/uploads/photo_1.jpg',
    publishedAt,
  });
  const published = ['uz', 'en', 'ru'].flatMap((locale) => [row(locale, `t-${locale}`, null), row(locale, `t-${locale}`, '2030-01-02')]);
  const version = versionOf('news', { uid: 'api::news.news', rows: published });
  assert.equal(version.status, 'published');
  assert.deepEqual(version.fields[''], { publishedTime: '2030-01-02T03:04:05.000Z', type: 'NEWS', photo: 'photo_1.jpg' });
  assert.deepEqual(version.fields.en, { title: 't-en', text: '<p>t-en</p>' });

  const edited = published.map((one) => (one.locale === 'ru' && one.publishedAt === null ? { ...one, title: 'changed' } : one));
  assert.equal(versionOf('news', { uid: 'api::news.news', rows: edited }).status, 'draft');
  assert.equal(versionOf('news', { uid: 'api::news.news', rows: published.filter((one) => one.publishedAt === null) }).status, 'draft');
});

test('a kind without languages or drafts has its shared fields only, always published', () => {
  const version = versionOf('contact', { uid: 'api::contact.contact', rows: [{ documentId: 'c1', phone: '+998', email: null }] });
  assert.equal(version.status, 'published');
  assert.deepEqual(Object.keys(version.fields), ['']);
  assert.equal(version.fields[''].phone, '+998');
  assert.equal(version.fields[''].email, '');
});
