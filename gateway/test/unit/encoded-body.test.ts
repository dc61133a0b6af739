import assert from 'node:assert/strict';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { encodeText, recompressed } from '../../src/cache/encoded.js';

// A page-like text: markup and words that repeat, as a rendered page's do.
const page = Array.from(
  { length: 400 },
  (_, index) =>
    `<li class="card c${index % 7}"><a href="/uz/news/${index}">Yangilik ${index}: litsey hayotidan lavha</a><time>${2000 + (index % 26)}</time></li>`,
).join('');

test('a kept brotli copy is made again at the highest quality in the background: smaller, the same text, the same ETag', async () => {
  const body = encodeText(page);
  const first = body.bytes('br');
  assert.equal(first.encoding, 'br');
  await recompressed();
  const later = body.bytes('br');
  assert.ok(later.bytes.length < first.bytes.length, `${later.bytes.length} bytes after, ${first.bytes.length} before`);
  assert.equal(zlib.brotliDecompressSync(later.bytes).toString(), page);
  assert.equal(body.etag, encodeText(page).etag);
});

test('gzip and identity copies stay as they were made', async () => {
  const body = encodeText(page);
  const gzip = body.bytes('gzip').bytes;
  await recompressed();
  assert.equal(body.bytes('gzip').bytes, gzip);
  assert.equal(body.bytes('identity').bytes.toString(), page);
});

test('many bodies at once: each recompressed, one after another, none lost', async () => {
  const bodies = Array.from({ length: 20 }, (_, index) => encodeText(`${index}${page}`));
  const first = bodies.map((body) => body.bytes('br').bytes.length);
  await recompressed();
  bodies.forEach((body, index) => {
    const later = body.bytes('br').bytes;
    assert.ok(later.length < first[index]);
    assert.equal(zlib.brotliDecompressSync(later).toString(), `${index}${page}`);
  });
});
