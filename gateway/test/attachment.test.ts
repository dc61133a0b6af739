import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { startStack, type Stack } from './harness.js';
import { animatedGif, fileForm, image, photoWithLocation, pixelBomb } from './images.js';

describe('attachments', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  test('png, gif, jpeg and webp upload; the answer is the stored name, served with caching headers', async () => {
    for (const format of ['png', 'gif', 'jpeg', 'webp'] as const) {
      const bytes = await image(320, 200, format);
      const answer = await stack.call('POST', '/api/attachment', { form: fileForm(bytes, `picture.${format}`, `image/${format}`) });
      assert.equal(answer.status, 200, `${format}: ${answer.text}`);
      assert.match(answer.headers.get('content-type') ?? '', /^text\/plain/);
      assert.match(answer.text, /^[\w.-]+\.(png|gif|jpe?g|webp)$/);
      const file = await fetch(`${stack.url}/api/attachment/${answer.text}`);
      assert.equal(file.status, 200);
      assert.match(file.headers.get('content-type') ?? '', /^image\//);
      assert.match(file.headers.get('cache-control') ?? '', /max-age=\d+/);
      const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
      assert.equal(meta.width, 320);
    }
  });

  test('the declared type and name do not matter, the bytes do', async () => {
    const jpeg = await image(300, 200, 'jpeg');
    const answer = await stack.call('POST', '/api/attachment', { form: fileForm(jpeg, 'report.txt', 'text/plain') });
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.text, /\.jpe?g$/);
  });

  test('resize gives a thumbnail of a large image and the original of a small one', async () => {
    const large = (
      await stack.call('POST', '/api/attachment', { form: fileForm(await image(1600, 1200, 'jpeg'), 'large.jpg', 'image/jpeg') })
    ).text;
    const thumb = await fetch(`${stack.url}/api/attachment/resize/${large}`);
    assert.equal(thumb.status, 200);
    const thumbMeta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
    assert.ok(thumbMeta.width < 1600 && thumbMeta.width <= 245, `thumbnail width ${thumbMeta.width}`);

    const small = (await stack.call('POST', '/api/attachment', { form: fileForm(await image(100, 80), 'small.png', 'image/png') })).text;
    const same = await fetch(`${stack.url}/api/attachment/resize/${small}`);
    assert.equal(same.status, 200);
    assert.equal((await sharp(Buffer.from(await same.arrayBuffer())).metadata()).width, 100);
  });

  test('?w= gives the responsive copy of that width (the original when the image is narrower), cached for a year', async () => {
    const large = (
      await stack.call('POST', '/api/attachment', { form: fileForm(await image(1600, 1200, 'jpeg'), 'wide.jpg', 'image/jpeg') })
    ).text;
    for (const [width, expected] of [
      ['500', 500],
      ['750', 750],
      ['1000', 1000],
    ] as const) {
      const answer = await fetch(`${stack.url}/api/attachment/${large}?w=${width}`);
      assert.equal(answer.status, 200);
      assert.equal(answer.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width, expected);
    }
    const narrow = (
      await stack.call('POST', '/api/attachment', { form: fileForm(await image(300, 200, 'jpeg'), 'narrow.jpg', 'image/jpeg') })
    ).text;
    const whole = await fetch(`${stack.url}/api/attachment/${narrow}?w=1000`);
    assert.equal(whole.status, 200);
    assert.equal((await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).width, 300);
    assert.equal((await fetch(`${stack.url}/api/attachment/${large}?w=640`)).status, 400);
  });

  test('a text file renamed .png and an SVG are refused with 415', async () => {
    const text = await stack.call('POST', '/api/attachment', { form: fileForm('just some text, not an image', 'fake.png', 'image/png') });
    assert.equal(text.status, 415);
    assert.equal(text.body.success, false);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const svgAnswer = await stack.call('POST', '/api/attachment', { form: fileForm(svg, 'logo.svg', 'image/svg+xml') });
    assert.equal(svgAnswer.status, 415);
    const svgAsPng = await stack.call('POST', '/api/attachment', { form: fileForm(svg, 'logo.png', 'image/png') });
    assert.equal(svgAsPng.status, 415);
  });

  test('a file over 5242880 bytes is refused with 413; exactly at the cap passes the size check', async () => {
    const png = await image(64, 64);
    const over = Buffer.concat([png, Buffer.alloc(5_242_881 - png.length)]);
    const answer = await stack.call('POST', '/api/attachment', { form: fileForm(over, 'big.png', 'image/png') });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.success, false);
    const atCap = Buffer.concat([png, Buffer.alloc(5_242_880 - png.length)]);
    const fits = await stack.call('POST', '/api/attachment', { form: fileForm(atCap, 'fits.png', 'image/png') });
    assert.notEqual(fits.status, 413);
  });

  /** What Strapi keeps in its uploads folder, to show that a refused file left nothing behind. */
  const storedFiles = async () => (await fs.readdir(stack.uploadsDir)).length;
  const download = async (name: string) => Buffer.from(await (await fetch(`${stack.url}/api/attachment/${name}`)).arrayBuffer());

  test('a GIF header in front of HTML and a truncated JPEG are refused with 415 and nothing is stored', async () => {
    const before = await storedFiles();
    const polyglot = `GIF89a${'<html><script>alert(document.cookie)</script>'.padEnd(45, ' ')}`;
    assert.equal(polyglot.length, 51);
    const answer = await stack.call('POST', '/api/attachment', { form: fileForm(polyglot, 'cat.gif', 'image/gif') });
    assert.equal(answer.status, 415, answer.text);
    assert.equal(answer.body.success, false);
    assert.match(answer.body.message, /not an image that can be read/);
    const jpeg = await image(400, 300, 'jpeg');
    const truncated = await stack.call('POST', '/api/attachment', {
      form: fileForm(jpeg.subarray(0, jpeg.length / 2), 'half.jpg', 'image/jpeg'),
    });
    assert.equal(truncated.status, 415, truncated.text);
    assert.equal(await storedFiles(), before);
  });

  test('what follows a real image (here HTML after a GIF) is not stored: the original is written anew', async () => {
    const gif = Buffer.concat([await image(40, 30, 'gif'), Buffer.from('<html><script>alert(1)</script></html>')]);
    const name = (await stack.call('POST', '/api/attachment', { form: fileForm(gif, 'trailer.gif', 'image/gif') })).text;
    const stored = await download(name);
    assert.doesNotMatch(stored.toString('latin1'), /<script/);
    assert.deepEqual(
      await sharp(stored)
        .metadata()
        .then(({ format, width, height }) => ({ format, width, height })),
      {
        format: 'gif',
        width: 40,
        height: 30,
      },
    );
  });

  test('a 20000×20000 PNG of 48 KB and an animation of 1001 frames are refused with 413 before decoding; nothing is stored', async () => {
    const before = await storedFiles();
    const bomb = await pixelBomb(20_000, 20_000);
    assert.ok(bomb.length < 100_000, `${bomb.length} bytes`);
    const answer = await stack.call('POST', '/api/attachment', { form: fileForm(bomb, 'bomb.png', 'image/png') });
    assert.equal(answer.status, 413, answer.text);
    assert.equal(answer.body.success, false);
    assert.match(answer.body.message, /40 megapixels.*20000×20000/);
    const frames = await stack.call('POST', '/api/attachment', { form: fileForm(await animatedGif(1001), 'long.gif', 'image/gif') });
    assert.equal(frames.status, 413, frames.text);
    assert.match(frames.body.message, /1000 frames/);
    assert.equal(await storedFiles(), before);
  });

  test('a photo is stored upright and without its EXIF (no GPS position)', async () => {
    const photo = await photoWithLocation();
    assert.ok((await sharp(photo).metadata()).exif, 'the test photo carries EXIF');
    const answer = await stack.call('POST', '/api/attachment', { form: fileForm(photo, 'trip.jpg', 'image/jpeg') });
    assert.equal(answer.status, 200, answer.text);
    const meta = await sharp(await download(answer.text)).metadata();
    assert.equal(meta.format, 'jpeg');
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.orientation, undefined);
    assert.deepEqual([meta.width, meta.height], [32, 64]);
  });

  test('an animated GIF stays animated, with its frame delays', async () => {
    const answer = await stack.call('POST', '/api/attachment', { form: fileForm(await animatedGif(3), 'blink.gif', 'image/gif') });
    assert.equal(answer.status, 200, answer.text);
    const meta = await sharp(await download(answer.text), { animated: true }).metadata();
    assert.equal(meta.pages, 3);
    assert.deepEqual(meta.delay, [100, 100, 100]);
  });

  test('a missing file or another field name is a 400', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const empty = await stack.call('POST', '/api/attachment', { form });
    assert.equal(empty.status, 400);
    const wrongField = new FormData();
    wrongField.append('upload', new Blob([new Uint8Array(await image(10, 10))], { type: 'image/png' }), 'a.png');
    assert.equal((await stack.call('POST', '/api/attachment', { form: wrongField })).status, 400);
    const json = await stack.call('POST', '/api/attachment', { body: { file: 'x' } });
    assert.equal(json.status, 400);
  });

  test('unknown or malformed file names answer 404', async () => {
    assert.equal((await fetch(`${stack.url}/api/attachment/nothing_here.png`)).status, 404);
    assert.equal((await fetch(`${stack.url}/api/attachment/resize/nothing_here.png`)).status, 404);
    assert.equal((await fetch(`${stack.url}/api/attachment/..%2F..%2Fpackage.json`)).status, 404);
    for (const name of ['..', '%2e%2e', '.env', 'index.html', '..png']) {
      assert.equal((await fetch(`${stack.url}/api/attachment/${name}`)).status, 404, name);
      assert.equal((await fetch(`${stack.url}/api/attachment/resize/${name}`)).status, 404, `resize/${name}`);
    }
  });
});
