import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { describe, test } from 'node:test';
import { encodeText } from '../../src/cache/encoded.js';
import { ENTRY_OVERHEAD_BYTES } from '../../src/cache/memory-size.js';
import { ReadCache, type CacheState } from '../../src/cache/read-cache.js';
import { createLogger } from '../../src/logger.js';
import { MB, retainedHeap } from './retained-heap.js';

const MAX_BYTES = MB;
const newCache = () => new ReadCache({ maxBytes: MAX_BYTES, ttlMs: 60_000, logger: createLogger('silent') });

/**
 * How many of `keys` (stored oldest first) the cache still holds: read newest first, each held one
 * is a HIT; a miss stores its key and evicts the least recently read, one counted already.
 */
async function held(keys: readonly string[], read: (key: string) => Promise<{ state: CacheState }>): Promise<number> {
  let hits = 0;
  for (const key of [...keys].reverse()) if ((await read(key)).state === 'HIT') hits += 1;
  return hits;
}

const keysOf = (count: number, prefix: string) => Array.from({ length: count }, (_, index) => `${prefix}${index}`);

describe('the read cache is bounded by bytes', () => {
  test('a few huge answers: no more are kept than fit in its bytes', async () => {
    const cache = newCache();
    const big = 'x'.repeat(300 * 1024);
    const read = (key: string) => cache.read(key, ['news'], async () => ({ big }));
    const keys = keysOf(8, '/api/public/news?big=');
    for (const key of keys) await read(key);
    const kept = await held(keys, read);
    // Each is counted with its compressed copies (half its size again): two fit in a megabyte, three do not.
    assert.equal(kept, 2);
  });

  test('many small answers count their keys, tags and overhead, not only their bodies', async () => {
    const cache = newCache();
    const read = (key: string) => cache.read(key, ['news', `news:${key}`], async () => ({ ok: 1 }));
    const keys = keysOf(10_000, '/api/public/search?q=');
    for (const key of keys) await read(key);
    const kept = await held(keys, read);
    assert.ok(kept > 0);
    assert.ok(kept <= MAX_BYTES / ENTRY_OVERHEAD_BYTES, `${kept} answers kept`);
  });

  test('pages: a few huge ones and many small ones with keys outside Latin-1 (two bytes a character)', async () => {
    const cache = newCache();
    const huge = '<p>page</p>'.repeat(40_000);
    const render = (text: string) => async () => ({ text, tags: ['news'] });
    const hugeKeys = keysOf(6, 'http://site/uz/news?page=');
    for (const key of hugeKeys) await cache.readRendered(key, render(huge));
    assert.equal(await held(hugeKeys, (key) => cache.readRendered(key, render(huge))), 1);

    const query = 'ёжик'.repeat(100);
    const smallKeys = keysOf(5000, `http://site/ru/search?q=${query}`);
    for (const key of smallKeys) await cache.readRendered(key, render('<p>-</p>'));
    const kept = await held(smallKeys, (key) => cache.readRendered(key, render('<p>-</p>')));
    assert.ok(kept > 0);
    assert.ok(kept <= MAX_BYTES / (ENTRY_OVERHEAD_BYTES + query.length * 2), `${kept} pages kept`);
  });

  test('an answer larger than the whole cache is sent and not kept', async () => {
    const cache = newCache();
    let loads = 0;
    const read = () => cache.read('/api/public/huge', ['news'], async () => ((loads += 1), { text: 'x'.repeat(MAX_BYTES) }));
    assert.equal((await read()).state, 'MISS');
    assert.equal((await read()).state, 'MISS');
    assert.equal(loads, 2);
  });

  test('compressed copies are kept only within the bytes reserved for them', () => {
    const compressible = encodeText(JSON.stringify({ text: 'litsey '.repeat(2000) }));
    assert.equal(compressible.bytes('br').bytes, compressible.bytes('br').bytes);
    assert.equal(compressible.bytes('gzip').bytes, compressible.bytes('gzip').bytes);
    // Random text hardly compresses: keeping its copies would take more than the cache counted.
    const random = encodeText(JSON.stringify({ text: crypto.randomBytes(20_000).toString('base64') }));
    assert.notEqual(random.bytes('br').bytes, random.bytes('br').bytes);
    assert.notEqual(random.bytes('gzip').bytes, random.bytes('gzip').bytes);
  });
});

describe('the invalidations the read cache remembers are bounded too', () => {
  test('a load begun before a write is not kept, even once that write is forgotten among many', async () => {
    const cache = newCache();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = cache.read('/api/public/news/1', ['news:1'], async () => (await gate, { title: 'before' }));
    await cache.invalidate(['news:1']);
    for (let index = 0; index < 20_000; index++) await cache.invalidate([`news:${'a'.repeat(40)}${index}`]);
    release();
    await first;
    const again = await cache.read('/api/public/news/1', ['news:1'], async () => ({ title: 'after' }));
    assert.equal(again.state, 'MISS');
    assert.equal(JSON.parse(again.body.identity.toString()).title, 'after');
  });

  test('a hundred thousand distinct tags invalidated keep no more than a few megabytes', async () => {
    const cache = newCache();
    const retained = await retainedHeap(async () => {
      for (let index = 0; index < 100_000; index++) await cache.invalidate([`news:${'b'.repeat(100)}${index}`]);
    });
    assert.ok(retained < 4 * MB, `${(retained / MB).toFixed(1)} MB retained`);
    assert.equal((await cache.read('/api/public/menu', ['menu-item'], async () => [])).state, 'MISS');
  });
});
