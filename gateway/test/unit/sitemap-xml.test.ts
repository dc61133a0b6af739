import assert from 'node:assert/strict';
import { test } from 'node:test';
import { indexXml, planSitemap, sitemapItems, urlsetXml } from '../../src/site/sitemap-xml.js';
import { sitemapErrors } from '../sitemap-schema.js';

const ORIGIN = 'https://lyceum.example.uz';
const entries = [
  { path: '', versions: { uz: '2026-01-02T03:04:05.000Z', en: '2026-01-03T00:00:00.000Z', ru: undefined } },
  { path: '/news/abc', versions: { uz: '2026-02-01T00:00:00.000Z', ru: '2026-02-02T00:00:00.000Z' } },
];

test('one <url> per page and language, each naming every language version and x-default', async () => {
  const items = sitemapItems(entries, ORIGIN);
  assert.deepEqual(
    items.map((item) => item.url),
    [`${ORIGIN}/uz`, `${ORIGIN}/en`, `${ORIGIN}/ru`, `${ORIGIN}/uz/news/abc`, `${ORIGIN}/ru/news/abc`],
  );
  const news = items.filter((item) => item.url.includes('/news/'));
  for (const item of news)
    assert.deepEqual(item.links, [
      { lang: 'uz', url: `${ORIGIN}/uz/news/abc` },
      { lang: 'ru', url: `${ORIGIN}/ru/news/abc` },
      { lang: 'x-default', url: `${ORIGIN}/uz/news/abc` },
    ]);
  assert.equal(items[2].lastmod, undefined, 'an unknown time is left out, not made up');
  const xml = await urlsetXml(items);
  assert.deepEqual(await sitemapErrors(xml), []);
  assert.match(xml, /<xhtml:link rel="alternate" hreflang="ru" href="https:\/\/lyceum\.example\.uz\/ru\/news\/abc"\/>/);
});

test('past the URL limit the site map becomes an index of numbered files, each within the limit', async () => {
  const items = sitemapItems(entries, ORIGIN);
  assert.equal(planSitemap(items, 5).kind, 'urls');
  const plan = planSitemap(items, 2);
  assert.equal(plan.kind, 'index');
  if (plan.kind !== 'index') return;
  assert.deepEqual(
    plan.files.map((file) => file.length),
    [2, 2, 1],
  );
  const index = await indexXml(plan.files, ORIGIN);
  assert.deepEqual(await sitemapErrors(index, 'index'), []);
  assert.deepEqual(
    [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]),
    [`${ORIGIN}/sitemap-1.xml`, `${ORIGIN}/sitemap-2.xml`, `${ORIGIN}/sitemap-3.xml`],
  );
  assert.match(index, /<lastmod>2026-02-02T00:00:00.000Z<\/lastmod>/, 'a file is dated by its newest page');
  for (const file of plan.files) assert.deepEqual(await sitemapErrors(await urlsetXml(file)), []);
});

test('the schema check is real: a page without <loc>, or an alternate without its href, fails it', async () => {
  const urlset = (url: string) =>
    `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"><url>${url}</url></urlset>`;
  assert.notDeepEqual(await sitemapErrors(urlset('<lastmod>2026-01-01</lastmod>')), []);
  assert.notDeepEqual(await sitemapErrors(urlset(`<loc>${ORIGIN}/uz</loc><xhtml:link rel="alternate" hreflang="uz"/>`)), []);
});
