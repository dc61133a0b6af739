import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { redoclyFindings, scratch } from '../validators';

/** Operations that answer without the CMS and take no input (the process's health, the API's own document): nothing in a request can refuse them, so they list no 4xx. */
const NEVER_REFUSED = ['/healthz', '/api/docs', '/api/docs/openapi.json'].map(
  (route) => `#/paths/${route.replaceAll('/', '~1')}/get/responses`,
);

test("Redocly's lint of the served OpenAPI document finds no problem a client generator would trip on", async ({ request }) => {
  const answer = await request.get('/api/docs/openapi.json');
  expect(answer.status()).toBe(200);
  const document = await answer.json();
  // The server is the site it was read from (or PUBLIC_URL): a generated client calls this stack.
  expect(document.servers).toEqual([{ url: new URL(answer.url()).origin, description: 'This site' }]);
  const { dir, done } = await scratch();
  try {
    const file = path.join(dir, 'openapi.json');
    await fs.writeFile(file, JSON.stringify(document));
    const findings = await redoclyFindings(file);
    expect(findings.filter((finding) => finding.startsWith('error'))).toEqual([]);
    expect(
      findings.filter((finding) => !NEVER_REFUSED.some((pointer) => finding.startsWith(`warn operation-4xx-response at ${pointer}:`))),
    ).toEqual([]);
  } finally {
    await done();
  }
});
