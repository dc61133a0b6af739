/**
 * A camera photo through the upload: a 12-megapixel JPEG of about 5 MB with its EXIF orientation
 * and GPS position, uploaded while the stack is busy, is stored once (one file row, its files on
 * disk once each, one audit entry), upright and without metadata, in every format the site serves.
 * And when the gateway gives up waiting for Strapi to store an upload (UPLOAD_TIMEOUT_MS), nothing
 * of it is kept: neither a file row nor a file on disk, whether Strapi had stored it already or not.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { setTimeout as pause } from 'node:timers/promises';
import { IMAGE_FORMAT_WIDTHS, ORIGINAL_WIDTH, STORED_FILE_NAME } from '@lyceum/contract';
import sharp from 'sharp';
import { ADMIN, startGateway, startStack, type Stack } from './harness.js';
import { fileForm, image } from './images.js';
import { MARK, cameraPhoto } from '../../scripts/measure/bench/upload-photo.mjs';

interface FileRow {
  url: string;
  width: number;
  height: number;
  formats: Record<string, { url: string; width: number; height: number }> | null;
}

describe('a camera photo upload', () => {
  let stack: Stack;
  let photo: Buffer;
  before(async () => {
    stack = await startStack();
    photo = await cameraPhoto();
  });
  after(() => stack?.close());

  /** A name of this run's own, so that its rows and files are told apart from every other upload. */
  const uniqueName = (prefix: string) => `${prefix}-${crypto.randomBytes(4).toString('hex')}`;
  const rowsNamed = async (name: string) => {
    const rows = await stack.sql(
      {
        postgres: 'SELECT url, width, height, formats FROM files WHERE name = $1',
        sqlite: 'SELECT url, width, height, formats FROM files WHERE name = ?',
      },
      [name],
    );
    return rows.map((row) => ({ ...row, formats: typeof row.formats === 'string' ? JSON.parse(row.formats) : row.formats }) as FileRow);
  };
  /** The rows of an upload once Strapi has stored it, waited for until `answered()` (when there may be none). */
  const storedRows = async (name: string, answered: () => boolean) => {
    let rows = await rowsNamed(name);
    while (rows.length === 0 && !answered()) {
      await pause(50);
      rows = await rowsNamed(name);
    }
    assert.equal(rows.length, 1, 'stored by Strapi while its answer was held back');
    return rows;
  };
  /** The files in Strapi's uploads folder made for an upload named `prefix-…` (their names hold its slug). */
  const filesOf = async (prefix: string) =>
    (await fs.readdir(stack.uploadsDir)).filter((file) => file.includes(`${prefix.replace(/-/g, '_')}_`));
  const stored = (file: string) => fs.readFile(path.join(stack.uploadsDir, file));
  /** What the activity log says happened to one stored file, newest first, and by whom. */
  const fileAudit = async (storedName: string) => {
    const audit = (await stack.call('GET', '/api/v1/audit?kind=file&size=100')).body.content.content as {
      action: string;
      itemId: string;
      actor: string;
    }[];
    return audit.filter((entry) => entry.itemId === storedName).map(({ action, actor }) => ({ action, actor }));
  };
  /** A gateway of its own beside the stack's (its proxy counts and holds back its calls too). */
  const gatewayWith = (env: Record<string, string>) => startGateway({ CMS_URL: stack.proxiedCmsUrl, ...env });
  const WITHDRAW = '/api/upload-store/withdraw/';
  const upload = (url: string, name: string) =>
    fetch(`${url}/api/attachment`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${stack.token}` },
      body: fileForm(photo, `${name}.jpg`, 'image/jpeg'),
    });

  test('the photo is fit to upload: 12 megapixels, 4 to 5 MB, turned by its EXIF and carrying a GPS position', async () => {
    const meta = await sharp(photo).metadata();
    assert.deepEqual([meta.width, meta.height, meta.orientation], [4000, 3000, 6]);
    assert.ok(photo.length > 4_000_000 && photo.length <= 5_242_880, `${photo.length} bytes`);
    const exif = meta.exif?.toString('latin1') ?? '';
    assert.match(exif, /Bench camera/);
    assert.match(exif, /\x88\x25|\x25\x88/, 'the GPSInfo tag (0x8825)');
  });

  test('uploaded while the stack is busy, it is stored once, upright, without EXIF or GPS, in every format', async () => {
    const name = uniqueName('IMG');
    // Busy: uncached public reads (each page a cache miss, so Strapi works too) and other uploads, until the photo is in.
    let busy = true;
    const reader = async (lane: number) => {
      for (let page = lane; busy; page += 8)
        await (await fetch(`${stack.url}/api/public/news?lang=uz&page=${page % 200}&size=12`)).arrayBuffer();
    };
    const uploader = async () => {
      while (busy)
        await stack.call('POST', '/api/attachment', { form: fileForm(await image(1200, 900, 'jpeg'), 'other.jpg', 'image/jpeg') });
    };
    const load = Promise.all([...Array.from({ length: 8 }, (_, lane) => reader(lane)), uploader()]);
    const answer = await upload(stack.url, name).finally(() => (busy = false));
    const text = await answer.text();
    await load;
    assert.equal(answer.status, 200, text);
    assert.match(answer.headers.get('content-type') ?? '', /^text\/plain/);
    assert.match(text, STORED_FILE_NAME);

    // Once: one row, its files on disk once each and nothing else of this name, one audit entry by the admin.
    const rows = await rowsNamed(`${name}.jpg`);
    assert.equal(rows.length, 1);
    const [row] = rows;
    assert.equal(path.posix.basename(row.url), text);
    const formats = Object.entries(row.formats ?? {});
    assert.deepEqual(formats.map(([format]) => format).sort(), Object.keys(IMAGE_FORMAT_WIDTHS).sort());
    const files = [row.url, ...formats.map(([, format]) => format.url)].map((url) => path.posix.basename(url));
    assert.deepEqual((await filesOf(name)).sort(), [...files].sort());
    assert.deepEqual(await fileAudit(text), [{ action: 'upload', actor: ADMIN.username }]);

    // Upright: 4000×3000 turned a quarter is 3000×4000, stored at ORIGINAL_WIDTH; each format within its box.
    const original = await sharp(await stored(text)).metadata();
    assert.deepEqual([original.format, original.width, original.height], ['jpeg', ORIGINAL_WIDTH, (ORIGINAL_WIDTH * 4) / 3]);
    assert.deepEqual([row.width, row.height], [original.width, original.height]);
    for (const [format, { url, width, height }] of formats) {
      const meta = await sharp(await stored(path.posix.basename(url))).metadata();
      assert.deepEqual([meta.width, meta.height], [width, height], format);
      // A portrait fills its box's height: Strapi's 245×156 for the thumbnail, the format's width on both sides otherwise.
      const boxHeight = format === 'thumbnail' ? 156 : IMAGE_FORMAT_WIDTHS[format as keyof typeof IMAGE_FORMAT_WIDTHS];
      assert.ok(height > width && height === boxHeight, `${format}: ${width}×${height}`);
    }
    // The red corner (MARK wide and high in the file as taken) lies along the top right once the
    // photo is upright, its sides swapped and scaled as the photo was.
    const { data, info } = await sharp(await stored(text))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => {
      const [r, g, b] = data.subarray((y * info.width + x) * info.channels);
      return r > 200 && g < 60 && b < 60;
    };
    const scale = ORIGINAL_WIDTH / 3000;
    assert.ok(red(info.width - 10, 10) && red(info.width - Math.floor(MARK.height * scale) + 10, Math.floor(MARK.width * scale) - 10));
    assert.ok(!red(10, 10) && !red(info.width - 10, info.height - 10) && !red(10, info.height - 10));

    // No metadata in any stored file: no EXIF (so no GPS position), no XMP, no orientation to apply.
    for (const file of files) {
      const meta = await sharp(await stored(file)).metadata();
      assert.deepEqual([meta.exif, meta.xmp, meta.iptc, meta.orientation], [undefined, undefined, undefined, undefined], file);
    }
  });

  test('a store Strapi confirms only after CMS_TIMEOUT_MS is waited for: the admin gets its name, and it is kept', async () => {
    const gateway = await gatewayWith({ CMS_TIMEOUT_MS: '1000' });
    const releaseStore = stack.holdCmsAnswers('/api/upload-store/store');
    const releaseReads = stack.holdCmsAnswers('/api/news-items');
    try {
      const name = uniqueName('slow');
      let answered = false;
      const answering = upload(gateway.url, name).finally(() => (answered = true));
      await storedRows(`${name}.jpg`, () => answered);
      // Stored, its answer held back: a read held from now on gets its 503 once CMS_TIMEOUT_MS has passed, and the upload still waits.
      const read = await fetch(`${gateway.url}/api/public/news?lang=uz&page=777&size=12`);
      assert.equal(read.status, 503);
      assert.equal(answered, false);
      releaseStore();
      const answer = await answering;
      const text = await answer.text();
      assert.equal(answer.status, 200, text);
      const rows = await rowsNamed(`${name}.jpg`);
      assert.deepEqual(
        rows.map((row) => path.posix.basename(row.url)),
        [text],
      );
      assert.ok((await filesOf(name)).includes(text));
    } finally {
      releaseStore();
      releaseReads();
      await gateway.close();
    }
  });

  test('a gateway that gives up before Strapi answers keeps nothing: no file row, no file on disk', async () => {
    const gateway = await gatewayWith({ UPLOAD_TIMEOUT_MS: '1' });
    try {
      const name = uniqueName('cut');
      const withdrawals = stack.cmsCalls(WITHDRAW);
      const answer = await upload(gateway.url, name);
      const body = (await answer.json()) as { code: string; message: string };
      assert.equal(answer.status, 503);
      assert.equal(body.code, 'CMS_UNAVAILABLE');
      assert.match(body.message, /not kept/);
      // Withdrawn before the answer: a store Strapi is still reading is stopped, one still to come refused.
      assert.equal(stack.cmsCalls(WITHDRAW) - withdrawals, 1);
      assert.deepEqual(await rowsNamed(`${name}.jpg`), []);
      assert.deepEqual(await filesOf(name), []);
    } finally {
      await gateway.close();
    }
  });

  test('an upload Strapi stored but whose answer came too late is withdrawn: deleted, and the withdrawal audited', async () => {
    const gateway = await gatewayWith({ UPLOAD_TIMEOUT_MS: '8000' });
    const release = stack.holdCmsAnswers('/api/upload-store/store');
    try {
      const name = uniqueName('late');
      let answered = false;
      const answering = upload(gateway.url, name).finally(() => (answered = true));
      // Strapi stores it (its answer is held back, as when it comes too late): a row and its files.
      const rows = await storedRows(`${name}.jpg`, () => answered);
      const storedName = path.posix.basename(rows[0].url);
      assert.ok((await filesOf(name)).includes(storedName));

      const answer = await answering;
      const body = (await answer.json()) as { code: string; message: string };
      assert.equal(answer.status, 503);
      assert.equal(body.code, 'CMS_UNAVAILABLE');
      assert.match(body.message, /not kept/);
      assert.deepEqual(await rowsNamed(`${name}.jpg`), []);
      assert.deepEqual(await filesOf(name), []);
      assert.deepEqual(await fileAudit(storedName), [
        { action: 'delete', actor: ADMIN.username },
        { action: 'upload', actor: ADMIN.username },
      ]);
    } finally {
      release();
      await gateway.close();
    }
  });
});
