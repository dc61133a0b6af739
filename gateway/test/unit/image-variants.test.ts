import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import sharp from 'sharp';
import { ImageVariants, preferredFormat } from '../../src/images/image-variants.js';

test('the lightest format an Accept header names outright; wildcards promise neither', () => {
  const cases: [string | undefined, string, string | null][] = [
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'a.jpg', 'avif'],
    ['image/webp,*/*', 'a.png', 'webp'],
    ['image/avif;q=0, image/webp;q=0.5', 'a.jpeg', 'webp'],
    ['image/avif;q=0', 'a.jpg', null],
    ['*/*', 'a.jpg', null],
    ['image/*', 'a.jpg', null],
    [undefined, 'a.jpg', null],
    ['image/webp', 'a.webp', null],
    ['image/avif', 'a.webp', 'avif'],
    ['image/avif,image/webp', 'a.gif', null],
  ];
  for (const [accept, name, expected] of cases) assert.equal(preferredFormat(accept, name), expected, `${accept} ${name}`);
});

test('a copy is made once for visitors asking at once; one not made in time is given up on, and the next request makes it anew', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-variants-'));
  try {
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const variants = new ImageVariants(dir, 200);
    let reads = 0;
    const source = async () => {
      reads += 1;
      return photo;
    };
    const [first, second] = await Promise.all([variants.get('a.jpg', 'webp', source), variants.get('a.jpg', 'webp', source)]);
    assert.deepEqual([first?.made, second?.made, reads], [true, false, 1]);
    assert.equal((await sharp(first!.bytes).metadata()).format, 'webp');
    assert.deepEqual(await variants.get('a.jpg', 'webp', source), { bytes: first!.bytes, made: false }, 'kept on disk');

    // A job that never ends (a stalled body, a stuck encoder) holds no request past the wait, nor the next one.
    const started = Date.now();
    assert.equal(await variants.get('b.jpg', 'avif', () => new Promise<Buffer>(() => undefined)), null);
    assert.ok(Date.now() - started < 2_000, 'given up on after the wait');
    const again = await variants.get('b.jpg', 'avif', source);
    assert.equal(again?.made, true);
    assert.equal((await sharp(again.bytes).metadata()).format, 'heif');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});
