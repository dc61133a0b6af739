import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { test } from 'node:test';
import { ENTRY_OVERHEAD_BYTES } from '../../src/cache/memory-size.js';
import { FailureCounts } from '../../src/failure-counts.js';
import { failureLimiter } from '../../src/failure-limiter.js';

const MAX_BYTES = 256 * 1024;
const WINDOW_MS = 60_000;

/** How many of `keys` still have a count. */
const counted = (counts: FailureCounts, keys: readonly string[]) => keys.filter((key) => counts.get(key) !== undefined).length;

test('failures are counted per key for one window from the first, and a success takes one back', () => {
  const counts = new FailureCounts(WINDOW_MS, MAX_BYTES);
  const first = counts.increment('ip:10.0.0.1');
  assert.equal(first.totalHits, 1);
  assert.ok(Math.abs(first.resetTime!.getTime() - (Date.now() + WINDOW_MS)) < 1000);
  assert.equal(counts.increment('ip:10.0.0.1').totalHits, 2);
  counts.decrement('ip:10.0.0.1');
  assert.equal(counts.get('ip:10.0.0.1')?.totalHits, 1);
  assert.equal(counts.get('ip:10.0.0.2'), undefined);
  counts.resetKey('ip:10.0.0.1');
  assert.equal(counts.get('ip:10.0.0.1'), undefined);
});

test('a count ends with its window', async () => {
  const counts = new FailureCounts(30, MAX_BYTES);
  counts.increment('name:admin');
  await new Promise((resolve) => setTimeout(resolve, 60));
  assert.equal(counts.get('name:admin'), undefined);
  assert.equal(counts.increment('name:admin').totalHits, 1);
});

test('many made-up names are kept within the bytes, and an account guessed at all along keeps its count', () => {
  const counts = new FailureCounts(WINDOW_MS, MAX_BYTES);
  const names = Array.from({ length: 20_000 }, (_, index) => `name:${index}`);
  for (const [index, name] of names.entries()) {
    counts.increment(name);
    if (index % 100 === 0) counts.increment('account:1');
  }
  const kept = counted(counts, names);
  assert.ok(kept > 0 && kept <= MAX_BYTES / ENTRY_OVERHEAD_BYTES, `${kept} names counted`);
  assert.equal(counts.get(names[0]), undefined);
  assert.equal(counts.get('account:1')?.totalHits, 200);
});

test('a few huge keys are kept within the bytes too', () => {
  const counts = new FailureCounts(WINDOW_MS, MAX_BYTES);
  const names = Array.from({ length: 20 }, (_, index) => `name:${index}${'n'.repeat(30_000)}`);
  for (const name of names) counts.increment(name);
  // Each takes ~60 KB: four fit in 256 KB.
  assert.equal(counted(counts, names), 4);
  assert.ok(counts.get(names.at(-1)!));
});

test('the failure limiter keeps its counts within the bytes: made-up names push out the oldest', async () => {
  const limiter = failureLimiter({
    limit: 5,
    windowMs: WINDOW_MS,
    key: (req) => String(req.body),
    code: 'LOGIN_THROTTLED',
    failed: () => true,
  });
  const names = Array.from({ length: 12_000 }, (_, index) => `name:${index}${'n'.repeat(250)}`);
  for (const name of names) {
    const res = Object.assign(new EventEmitter(), { statusCode: 401, setHeader: () => {}, getHeader: () => undefined });
    const req = { body: name, ip: '10.0.0.1', app: { get: () => false }, headers: {} };
    await new Promise<void>((resolve, reject) =>
      limiter(req as never, res as never, (error?: unknown) =>
        error ? reject(new Error('limiter refused', { cause: error })) : resolve(),
      ),
    );
    res.emit('finish');
  }
  // Each is counted as ~780 bytes: some 10 000 fit in the limiter's 8 MB.
  assert.equal(await limiter.getKey(names[0]), undefined);
  assert.equal((await limiter.getKey(names.at(-1)!))?.totalHits, 1);
});
