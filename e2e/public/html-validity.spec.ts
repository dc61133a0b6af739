import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { nuHtmlFindings, scratch, visitorPages } from '../validators';

test('the Nu Html Checker finds no error or warning in the server-rendered HTML of any visitor page, in each language', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const { dir, done } = await scratch();
  try {
    const files: string[] = [];
    for (const page of await visitorPages(request)) {
      const answer = await request.get(page);
      expect([200, 404], page).toContain(answer.status());
      const file = path.join(dir, `${page.slice(1).replace(/[^\w-]+/g, '_')}.html`);
      await fs.writeFile(file, await answer.body());
      files.push(file);
    }
    expect(files.length).toBeGreaterThanOrEqual(42);
    expect(await nuHtmlFindings(files)).toEqual([]);
  } finally {
    await done();
  }
});
