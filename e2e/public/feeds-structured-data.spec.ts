import { LANGS } from '../helpers';
import { expect, test } from '@playwright/test';
import { rssFindings, structuredDataFindings, visitorPages } from '../validators';

test("each language's RSS feed keeps RSS 2.0's rules, its image a PNG, JPEG or GIF that is served", async ({ page, request, baseURL }) => {
  await page.goto('/api/docs/openapi.json');
  for (const lang of LANGS) {
    const feedUrl = `${baseURL}/${lang}/rss.xml`;
    const answer = await request.get(feedUrl);
    expect(answer.status(), feedUrl).toBe(200);
    const { findings, image } = await rssFindings(page, await answer.text(), feedUrl);
    expect(findings, feedUrl).toEqual([]);
    expect(image, `${feedUrl} names an image`).toBeTruthy();
    const served = await request.get(image!);
    expect(served.status(), image!).toBe(200);
    expect(served.headers()['content-type'], image!).toMatch(/^image\/(png|jpeg|gif)$/);
  }
});

test("every visitor page's structured data and preview tags pass Google's, X's and Facebook's rules, in each language", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const found: Record<string, string[]> = {};
  const types = new Set<string>();
  for (const path of await visitorPages(request)) {
    const html = await (await request.get(path)).text();
    const { errors } = await structuredDataFindings(html);
    if (errors.length) found[path] = errors;
    for (const [, type] of html.matchAll(/"@type":"(\w+)"/g)) types.add(type);
  }
  expect(found).toEqual({});
  // The rules that matter were met, not skipped: the pages do carry these types.
  for (const type of ['EducationalOrganization', 'NewsArticle', 'BreadcrumbList', 'ListItem', 'ImageObject'])
    expect([...types]).toContain(type);
});
