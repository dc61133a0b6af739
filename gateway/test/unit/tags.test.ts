import assert from 'node:assert/strict';
import { test } from 'node:test';
import { itemTag, listTag, writeTags } from '../../src/cache/tags.js';
import { KIND } from '../../src/cms/types.js';

test('a write drops its kind, its item and the kinds its rules cascade to', () => {
  assert.deepEqual(writeTags(KIND.news, 'a1'), ['news', 'news:a1']);
  assert.deepEqual(writeTags(KIND['menu-item'], 'm1'), ['menu-item', 'menu-item:m1', 'page-text']);
  assert.deepEqual(writeTags(KIND.person), ['person']);
  assert.equal(listTag(KIND['page-text']), 'page-text');
  assert.equal(itemTag(KIND.news, 'x'), 'news:x');
});
