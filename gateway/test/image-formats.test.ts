import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout } from 'node:timers/promises';
import sharp from 'sharp';
import { startStack, type Stack } from './harness.js';
import { fileForm, image } from './images.js';

/** What Chromium sends for an <img>. */
const CHROMIUM = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const GPS = { IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '69/1 16/1 0/1' } };

/** A phone photo: a JPEG with its GPS position in EXIF, large enough to have every stored width. */
const phonePhoto = () =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 120, g: 160, b: 90 } } })
    .jpeg()
    .withExif(GPS)
    .toBuffer();

describe('photos in the lightest format the browser takes', () => {
  let stack: Stack;
  let cacheDir: string;
  let photo: string;
  before(async () => {
    cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-variants-test-'));
    stack = await startStack({ IMAGE_CACHE_DIR: cacheDir });
    const source = await phonePhoto();
    assert.ok((await sharp(source).metadata()).exif, 'the test photo carries EXIF');
    const answer = await stack.call('POST', '/api/attachment', { form: fileForm(source, 'phone.jpg', 'image/jpeg') });
    assert.equal(answer.status, 200, answer.text);
    photo = answer.text;
  });
  after(async () => {
    await stack?.close();
    await fs.rm(cacheDir, { recursive: true, force: true });
  });

  const get = async (route: string, accept?: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${stack.url}${route}`, { headers: { ...(accept ? { Accept: accept } : {}), ...headers } });
    const bytes = Buffer.from(await answer.arrayBuffer());
    return { answer, bytes, meta: answer.status === 200 ? await sharp(bytes).metadata() : undefined };
  };

  test('Chromium gets AVIF, made once, without any EXIF or GPS, with Vary: Accept', async () => {
    const first = await get(`/api/attachment/${photo}`, CHROMIUM);
    assert.equal(first.answer.status, 200);
    assert.equal(first.answer.headers.get('content-type'), 'image/avif');
    assert.match(first.answer.headers.get('vary') ?? '', /Accept/);
    assert.equal(first.answer.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    assert.equal(first.answer.headers.get('x-cache'), 'MISS');
    assert.equal(first.meta!.format, 'heif');
    assert.equal(first.meta!.compression, 'av1');
    assert.equal(first.meta!.exif, undefined, 'no EXIF (no GPS position) in the copy');
    assert.equal(first.meta!.width, 1600);

    const again = await get(`/api/attachment/${photo}`, CHROMIUM);
    assert.equal(again.answer.headers.get('x-cache'), 'HIT', 'read from disk, not made again');
    assert.deepEqual(again.bytes, first.bytes);
    const kept = await fs.readdir(cacheDir);
    assert.deepEqual(kept, [`${photo}.avif`]);

    const revalidated = await get(`/api/attachment/${photo}`, CHROMIUM, { 'If-None-Match': first.answer.headers.get('etag')! });
    assert.equal(revalidated.answer.status, 304);
  });

  test('a browser that takes WebP but not AVIF gets WebP; one that names neither gets the JPEG; both without EXIF', async () => {
    const webp = await get(`/api/attachment/${photo}`, 'image/webp,*/*');
    assert.equal(webp.answer.headers.get('content-type'), 'image/webp');
    assert.equal(webp.meta!.format, 'webp');
    assert.equal(webp.meta!.exif, undefined);
    for (const accept of [undefined, '*/*', 'image/*', 'image/avif;q=0, image/jpeg']) {
      const jpeg = await get(`/api/attachment/${photo}`, accept);
      assert.equal(jpeg.answer.headers.get('content-type'), 'image/jpeg', String(accept));
      assert.match(jpeg.answer.headers.get('vary') ?? '', /Accept/);
      assert.equal(jpeg.meta!.format, 'jpeg');
      assert.equal(jpeg.meta!.exif, undefined, 'the stored photo lost its EXIF at upload');
    }
  });

  test('each width of the srcset and the thumbnail has its own light copy; link previews stay JPEG', async () => {
    for (const width of [500, 750, 1000]) {
      const copy = await get(`/api/attachment/${photo}?w=${width}`, CHROMIUM);
      assert.equal(copy.answer.headers.get('content-type'), 'image/avif', String(width));
      assert.equal(copy.meta!.width, width);
      assert.equal(copy.meta!.exif, undefined);
    }
    const thumbnail = await get(`/api/attachment/resize/${photo}`, 'image/webp');
    assert.equal(thumbnail.meta!.format, 'webp');
    assert.ok(thumbnail.meta!.width <= 245);
    const preview = await get(`/api/attachment/og/${photo}`, CHROMIUM);
    assert.equal(preview.answer.headers.get('content-type'), 'image/jpeg');
    assert.equal(preview.meta!.format, 'jpeg');
  });

  test('a GIF is sent as it is (it may move), and an unknown file is still a 404', async () => {
    const upload = await stack.call('POST', '/api/attachment', { form: fileForm(await image(40, 30, 'gif'), 'anim.gif', 'image/gif') });
    assert.equal(upload.status, 200, upload.text);
    const gif = await get(`/api/attachment/${upload.text}`, CHROMIUM);
    assert.equal(gif.answer.headers.get('content-type'), 'image/gif');
    assert.equal(gif.answer.headers.get('vary'), null);
    const missing = await get('/api/attachment/nothing_here_0123456789.jpg', CHROMIUM);
    assert.equal(missing.answer.status, 404);
  });
});

test('a copy not made within IMAGE_VARIANT_WAIT_MS: the photo as stored, cached for a minute only; the copy kept once made', async () => {
  const cacheDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-variants-late-'));
  // A millisecond: every copy is late, as one whose encoder does not return would be.
  const stack = await startStack({ IMAGE_CACHE_DIR: cacheDir, IMAGE_VARIANT_WAIT_MS: '1' });
  try {
    const stored = await phonePhoto();
    const upload = await stack.call('POST', '/api/attachment', { form: fileForm(stored, 'late.jpg', 'image/jpeg') });
    assert.equal(upload.status, 200, upload.text);
    const get = () => fetch(`${stack.url}/api/attachment/${upload.text}`, { headers: { Accept: CHROMIUM } });
    const late = await get();
    assert.equal(late.status, 200);
    assert.equal(late.headers.get('x-cache'), 'LATE');
    assert.equal(late.headers.get('content-type'), 'image/jpeg');
    assert.equal(late.headers.get('cache-control'), 'public, max-age=60');
    assert.match(late.headers.get('vary') ?? '', /Accept/);
    const meta = await sharp(Buffer.from(await late.arrayBuffer())).metadata();
    assert.deepEqual([meta.format, meta.width, meta.exif], ['jpeg', 1600, undefined]);
    // The job given up on goes on, and its copy serves the requests after it.
    const copy = `${upload.text}.avif`;
    for (let tries = 0; tries < 200 && !(await fs.readdir(cacheDir)).includes(copy); tries += 1) await setTimeout(50);
    const kept = await get();
    assert.deepEqual([kept.headers.get('x-cache'), kept.headers.get('content-type')], ['HIT', 'image/avif']);
  } finally {
    await stack.close();
    await fs.rm(cacheDir, { recursive: true, force: true });
  }
});
