import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { dataOf, startStack, type Stack } from './harness.js';
import { fileForm } from './images.js';

/** A link-preview image as a visitor's preview bot gets it, with its headers and what sharp reads from it. */
async function preview(stack: Stack, route: string) {
  const answer = await fetch(`${stack.url}${route}`);
  assert.equal(answer.status, 200, `${route}: ${answer.status}`);
  const bytes = Buffer.from(await answer.arrayBuffer());
  assert.equal(answer.headers.get('content-type'), 'image/jpeg');
  assert.equal(answer.headers.get('content-length'), String(bytes.length));
  assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  const meta = await sharp(bytes).metadata();
  assert.equal(meta.format, 'jpeg');
  assert.equal(meta.width, 1200);
  assert.equal(meta.height, 630);
  return { headers: answer.headers, bytes, meta };
}

async function upload(stack: Stack, bytes: Buffer, name: string, type: string): Promise<string> {
  const answer = await stack.call('POST', '/api/attachment', { form: fileForm(bytes, name, type) });
  assert.equal(answer.status, 200, answer.text);
  return answer.text;
}

/** The colour of one pixel of an image. */
async function pixel(bytes: Buffer, x: number, y: number): Promise<number[]> {
  const { data } = await sharp(bytes).extract({ left: x, top: y, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray(0, 3)];
}

const near = (actual: number[], expected: number[]) =>
  assert.ok(
    actual.every((value, i) => Math.abs(value - expected[i]) <= 8),
    `${actual} is not ${expected}`,
  );

describe('link-preview images', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  test('a demo carousel photo is a 1200×630 JPEG, cached for a year and made once', async () => {
    const slides = (await stack.call('GET', '/api/public/base?type=CAROUSEL', { token: null })).body.content;
    const photo = dataOf(slides[0]).photo as string;
    const route = `/api/attachment/og/${encodeURIComponent(photo)}`;
    const first = await preview(stack, route);
    assert.equal(first.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    const calls = stack.cmsCalls('/uploads/');
    const again = await preview(stack, route);
    assert.deepEqual(again.bytes, first.bytes);
    assert.equal(stack.cmsCalls('/uploads/'), calls, 'the second answer comes from memory');
  });

  test('concurrent requests for one image share one fetch from Strapi', async () => {
    const name = await upload(
      stack,
      await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#336699' } })
        .jpeg()
        .toBuffer(),
      'wide.jpg',
      'image/jpeg',
    );
    const calls = stack.cmsCalls('/uploads/');
    const answers = await Promise.all(Array.from({ length: 5 }, () => preview(stack, `/api/attachment/og/${name}`)));
    for (const answer of answers) assert.deepEqual(answer.bytes, answers[0].bytes);
    assert.equal(stack.cmsCalls('/uploads/') - calls, 1);
  });

  test('a transparent PNG is laid on white', async () => {
    const png = await sharp({ create: { width: 800, height: 800, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 4, background: '#c62828' } }, gravity: 'centre' }])
      .png()
      .toBuffer();
    const { bytes, meta } = await preview(stack, `/api/attachment/og/${await upload(stack, png, 'logo.png', 'image/png')}`);
    assert.equal(meta.hasAlpha, false);
    near(await pixel(bytes, 5, 5), [255, 255, 255]);
    near(await pixel(bytes, 600, 315), [0xc6, 0x28, 0x28]);
  });

  test('a photo with its GPS position in EXIF gives a preview with no EXIF', async () => {
    const jpeg = await sharp({ create: { width: 1024, height: 768, channels: 3, background: '#808080' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '69/1 16/1 0/1' },
      })
      .toBuffer();
    // Strapi's size optimisation drops EXIF from uploads through the contract; a file stored otherwise
    // (the panel with that optimisation off, a restored backup) keeps it.
    const name = 'phone_4d5e6f.jpg';
    await fs.writeFile(path.join(stack.uploadsDir, name), jpeg);
    const stored = Buffer.from(await (await fetch(`${stack.url}/api/attachment/${name}`)).arrayBuffer());
    assert.match((await sharp(stored).metadata()).exif?.toString('latin1') ?? '', /Phone/, 'the original carries its EXIF');
    const { meta } = await preview(stack, `/api/attachment/og/${name}`);
    assert.equal(meta.exif, undefined);
  });

  test('a stored file that is not a readable image is a 415, not a 500', async () => {
    await fs.writeFile(
      path.join(stack.uploadsDir, 'broken_1a2b3c.png'),
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]),
    );
    const answer = await stack.call('GET', '/api/attachment/og/broken_1a2b3c.png', { token: null });
    assert.equal(answer.status, 415);
    assert.equal(answer.body.success, false);
    assert.equal(typeof answer.body.message, 'string');
  });

  test('unknown and malformed names are JSON 404s', async () => {
    for (const name of ['nothing_here.png', '..%2F..%2Fpackage.json', '.env', 'index.html', '..png']) {
      const answer = await stack.call('GET', `/api/attachment/og/${name}`, { token: null });
      assert.equal(answer.status, 404, name);
      assert.deepEqual(answer.body, { success: false, code: 'FILE_NOT_FOUND', message: 'No such file' }, name);
    }
  });

  test('/og-image.jpg is the site card: the logo on the brand green, 1200×630', async () => {
    const { headers, bytes } = await preview(stack, '/og-image.jpg');
    assert.equal(headers.get('cache-control'), 'public, max-age=86400');
    near(await pixel(bytes, 5, 5), [0x1b, 0x5e, 0x20]);
    assert.deepEqual((await preview(stack, '/og-image.jpg')).bytes, bytes);
  });
});
