import assert from 'node:assert/strict';

/**
 * An admin item's times as they must read for one published by a save a moment ago (the contract's `adminStanding`):
 * both within the last minute, the publication no earlier than the save. Returned for a test's deepEqual to take.
 */
export function publishedJustNow(item: { publishedAt?: unknown; updatedAt?: unknown }) {
  const { publishedAt, updatedAt } = item;
  assert.equal(typeof publishedAt, 'string', 'publishedAt');
  assert.equal(typeof updatedAt, 'string', 'updatedAt');
  for (const time of [publishedAt, updatedAt])
    assert.ok(Math.abs(Date.parse(String(time)) - Date.now()) < 60_000, `just now: ${String(time)}`);
  assert.ok(Date.parse(String(publishedAt)) >= Date.parse(String(updatedAt)) - 1000, 'published with its save');
  return { publishedAt, updatedAt };
}
