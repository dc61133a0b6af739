import assert from 'node:assert/strict';
import { test } from 'node:test';
import { prunable, versionOf } from '../src/api/lyceum/lib/revision-view';

const DAY = 86_400_000;
const now = new Date('2026-11-26T00:00:00Z');
/** `count` revisions, newest first, one a day back from `now`. */
const daily = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, createdAt: new Date(now.getTime() - index * DAY) }));

test('at least the last 50 revisions are kept, however old', () => {
  const old = Array.from({ length: 50 }, (_, index) => ({ id: index + 1, createdAt: new Date(now.getTime() - (400 + index) * DAY) }));
  assert.deepEqual(prunable(old, { count: 50, days: 90 }, now), []);
  assert.deepEqual(prunable([...old, { id: 51, createdAt: new Date(now.getTime() - 500 * DAY) }], { count: 50, days: 90 }, now), [51]);
});

test('every revision of the last 90 days is kept, however many', () => {
  assert.deepEqual(prunable(daily(90), { count: 50, days: 90 }, now), []);
  // Day 90 and older, past the newest 50, go.
  assert.deepEqual(prunable(daily(93), { count: 50, days: 90 }, now), [92, 93]);
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
