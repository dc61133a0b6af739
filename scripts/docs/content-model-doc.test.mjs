import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { contentModelDoc } from './content-model-doc.mjs';

test('docs/content-model.md lists the kinds as the contract package declares them (npm run docs)', async () => {
  assert.equal(fs.readFileSync(new URL('../../docs/content-model.md', import.meta.url), 'utf8'), await contentModelDoc());
});
