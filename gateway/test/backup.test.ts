import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
// @ts-expect-error plain ESM helper shared with the backup scripts (no type declarations)
import { backupSite, restoreSite } from '../../scripts/lib/backup.mjs';
import { KIND_NAMES } from '../src/kinds.js';
import { ADMIN, startGateway, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const LANGS = ['uz', 'en', 'ru'];
const KEY = 'a-test-backup-key';

/**
 * Every public read (in each language) and every admin read of the contract, through a gateway
 * with an empty cache, so that the answers come from what Strapi holds now.
 */
async function everyRead(stack: Stack): Promise<Record<string, unknown>> {
  const gateway = await startGateway({ CMS_URL: stack.cmsUrl });
  try {
    const login = await fetch(`${gateway.url}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    assert.equal(login.status, 200, 'the admin signs in with the same password');
    const token = await login.text();
    const answers: Record<string, unknown> = {};
    const read = async (route: string) => {
      const response = await fetch(
        `${gateway.url}${route}`,
        route.startsWith('/api/v1') ? { headers: { Authorization: `Bearer ${token}` } } : {},
      );
      const body = (await response.json()) as { content: any };
      answers[route] = { status: response.status, body };
      return body.content;
    };

    for (const lang of LANGS) {
      const news = await read(`/api/public/news?size=100&lang=${lang}`);
      for (const item of news.content) await read(`/api/public/news/${item.id}?lang=${lang}`);
      for (const item of await read(`/api/public/menu?lang=${lang}`)) {
        await read(`/api/public/page?groupName=${item.groupName}&url=${encodeURIComponent(item.url)}&lang=${lang}`);
      }
      for (const kind of KIND_NAMES) await read(`/api/public/base?type=${kind}&lang=${lang}`);
    }
    for (const type of ['PHOTO_GALLERY', 'VIDEO_GALLERY']) await read(`/api/public/media?type=${type}&size=100`);
    for (const type of ['LEADER', 'STAFF']) {
      await read(`/api/public/staff?type=${type}`);
      await read(`/api/v1/staff?type=${type}`);
    }

    for (const item of (await read('/api/v1/blog?size=100')).content) await read(`/api/v1/blog/${item.id}`);
    for (const item of await read('/api/v1/menu')) {
      await read(`/api/v1/menu/${item.id}`);
      await read(`/api/v1/page?menu=${item.id}`);
    }
    for (const kind of KIND_NAMES) await read(`/api/v1/baseInfo?type=${kind}`);
    await read('/api/v1/media?size=100');
    await read('/api/v1/trash?size=100');
    await read('/api/v1/audit?size=100');
    return answers;
  } finally {
    await gateway.close();
  }
}

/** Every uploaded file (originals and their resized copies) by name, as a hash of its bytes; Strapi's own dotfiles aside. */
async function uploadedFiles(stack: Stack): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await fs.readdir(stack.uploadsDir)).filter((name) => !name.startsWith('.')).sort()) {
    files[name] = crypto
      .createHash('sha256')
      .update(await fs.readFile(path.join(stack.uploadsDir, name)))
      .digest('hex');
  }
  return files;
}

describe('backup and restore', () => {
  let stack: Stack;
  let dir: string;
  before(async () => {
    stack = await startStack();
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-backup-'));
  });
  after(async () => {
    await stack?.close();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  test('backup → wipe → restore gives identical answers for every read and identical file bytes', async () => {
    // Content beyond the seed: an edited news item with its own photo, and a deleted one in the trash.
    const photo = await uploadImage(stack, 900, 600);
    const news = {
      photo,
      publishedTime: '2035-01-01T00:00:00.000Z',
      type: 'NEWS',
      titleUz: 'Zaxira',
      titleEn: 'Backup',
      titleRu: 'Резерв',
      textUz: '<p>u</p>',
      textEn: '<p>e</p>',
      textRu: '<p>r</p>',
    };
    const created = await stack.call('POST', '/api/v1/blog', { body: news });
    assert.equal(created.status, 200, created.text);
    const trashed = await stack.call('POST', '/api/v1/blog', { body: { ...news, titleEn: 'Trashed', photo: await uploadImage(stack) } });
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${trashed.body.content.id}`)).status, 200);

    const reads = await everyRead(stack);
    const files = await uploadedFiles(stack);
    assert.ok(Object.keys(reads).length > 60, `${Object.keys(reads).length} reads`);
    assert.ok(files[photo], 'the new photo is among the files');

    // A live backup, encrypted: the archive is not readable without the key.
    const archive: string = await backupSite({ ...stack.cmsEnv, BACKUP_ENCRYPTION_KEY: KEY }, { dir, quiet: true });
    assert.match(path.basename(archive), /^lyceum-.*\.tar\.gz\.enc$/);
    const bytes = await fs.readFile(archive);
    assert.throws(() => zlib.gunzipSync(bytes), 'an encrypted archive is not plain gzip');

    await stack.wipeCms();
    assert.deepEqual(await fs.readdir(stack.uploadsDir), []);
    await assert.rejects(restoreSite(stack.cmsEnv, archive, { quiet: true }), /encrypted: set BACKUP_ENCRYPTION_KEY/);
    await restoreSite({ ...stack.cmsEnv, BACKUP_ENCRYPTION_KEY: KEY }, archive, { quiet: true });
    await stack.restartCms();
    const diagnostics = (await fs.readdir(dir)).filter((name) => name.endsWith('.log'));
    assert.ok(diagnostics.length > 0, "Strapi's import log is kept beside the archive");
    for (const name of diagnostics) assert.ok(!(await fs.readFile(path.join(dir, name), 'utf8')).includes(KEY), 'no key in it');

    assert.deepEqual(await uploadedFiles(stack), files);
    assert.deepEqual(await everyRead(stack), reads);

    // The restored trash still brings its item back, photo and all.
    const login = await stack.call('POST', '/api/auth', { body: ADMIN, token: null });
    stack.token = login.text;
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    assert.equal(entry.itemId, trashed.body.content.id);
    assert.equal((await stack.call('POST', `/api/v1/trash/${entry.id}/restore`)).status, 200);
    const back = await stack.call('GET', `/api/v1/blog/${entry.itemId}`);
    assert.equal(back.body.content.titleEn, 'Trashed');
    assert.ok(back.body.content.photo, 'with its photo');
  });

  test('an unencrypted backup when no key is set; a missing file is a clear error', async () => {
    const archive: string = await backupSite(stack.cmsEnv, { dir, quiet: true });
    assert.match(path.basename(archive), /^lyceum-.*\.tar\.gz$/);
    assert.ok(zlib.gunzipSync(await fs.readFile(archive)).length > 0);
    await assert.rejects(restoreSite(stack.cmsEnv, path.join(dir, 'missing.tar.gz'), { quiet: true }), /No such backup file/);
  });
});
