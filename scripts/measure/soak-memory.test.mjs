import assert from 'node:assert/strict';
import { test } from 'node:test';
import { memoryVerdict } from './lib/memory-figures.mjs';
import { randomUrls } from './lib/random-urls.mjs';

const MB = 1024 * 1024;
const CAP = 240 * MB;
/** One sample a second for `seconds`, heap and RSS (MB) given by the second. */
const samples = (seconds, heap, rss) =>
  Array.from({ length: seconds }, (_, second) => ({
    at: 1_000_000 + second * 1000,
    heapUsed: heap(second) * MB,
    heapLimit: CAP,
    rss: rss(second) * MB,
  }));
const limits = { warmUpMs: 60_000, rssGrowthBytes: 24 * MB };

test('a soak passes when the heap stays under 75 % of its cap and RSS is flat after the warm-up, however it rose during it', () => {
  const verdict = memoryVerdict(
    samples(
      300,
      (second) => 60 + (second % 7),
      (second) => (second < 60 ? 100 + second : 160 + (second % 5)),
    ),
    limits,
  );
  assert.deepEqual(verdict.failures, []);
  assert.equal(verdict.warmUp?.rssMax, 159 * MB);
  assert.equal(verdict.steady?.rssMin, 160 * MB);
  assert.ok(Math.abs(verdict.steady?.rssSlopePerMinute ?? NaN) < MB);
  assert.deepEqual(
    verdict.byMinute?.map((sample) => sample.rss / MB),
    [159, 164, 164, 164, 164],
  );
});

test('a soak fails when the heap passes 75 % of its cap after the warm-up', () => {
  const verdict = memoryVerdict(
    samples(
      300,
      (second) => (second === 200 ? 181 : 80),
      () => 200,
    ),
    limits,
  );
  assert.match(verdict.failures.join(), /heap used reached 75 % of its cap/);
});

test('a soak fails when RSS keeps growing after the warm-up, even slowly', () => {
  // 0.15 MB a second: 35.9 MB from the first steady sample to the last.
  const verdict = memoryVerdict(
    samples(
      300,
      () => 80,
      (second) => 150 + second * 0.15,
    ),
    limits,
  );
  assert.match(verdict.failures.join(), /RSS grew 35\.9 MB after the warm-up/);
});

test('a soak without samples after its warm-up fails', () => {
  assert.deepEqual(memoryVerdict([], limits).failures, ['no memory samples']);
  assert.deepEqual(
    memoryVerdict(
      samples(
        30,
        () => 1,
        () => 1,
      ),
      limits,
    ).failures,
    ['too few samples after the warm-up'],
  );
});

test('the soak asks a URL never asked before at each request', () => {
  const next = randomUrls({ newsId: 'n1', photo: 'photo_abc.jpg' });
  const urls = Array.from({ length: 2000 }, next);
  assert.equal(new Set(urls).size, urls.length);
  for (const url of urls) assert.match(url, /^\/[\x21-\x7e]*$/);
});
