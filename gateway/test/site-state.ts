/**
 * What a backup's tests compare before and after a restore, or a refused one (backup.test.ts, backup-refusals.test.ts):
 * every read of the contract, every uploaded file's bytes, the listing of Strapi's public folder; and the archives of
 * the kinds the site still restores.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { BASE_TYPES, LOCALES as LANGS } from '@lyceum/contract';
import { ADMIN, startGateway, type Stack } from './harness.js';

/** The key of Strapi's own archive cipher, which archives made before age were encrypted with. */
export const OLD_KEY = 'a-test-backup-key';
export const PLAINTEXT = { BACKUP_PLAINTEXT: 'true' };
/** A bcrypt hash, as the lyceum admins' passwords are stored. */
export const PASSWORD_HASH = /\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}/;
const requireFromCms = createRequire(new URL('../../cms/package.json', import.meta.url));

/** An archive as `strapi export --key` made them before age: Strapi's export gzipped, then Strapi's cipher (AES-128-ECB). */
export async function strapiCipherArchive(plain: string, key: string): Promise<string> {
  const { createEncryptionCipher } = requireFromCms('@strapi/data-transfer').utils.encryption;
  const target = plain.replace(/^(.*)(\.tar\.gz)$/, '$1-old$2.enc');
  await pipeline(createReadStream(plain), createEncryptionCipher(key), createWriteStream(target));
  return target;
}

/** Runs `work` on every item, a few at a time. */
async function eachFew<T>(items: T[], work: (item: T) => Promise<unknown>, at = 3): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: at }, worker));
}

/**
 * Every public read (in each language) and every admin read of the contract, through a gateway
 * with an empty cache, so that the answers come from what Strapi holds now. The lists are read
 * first, then every item they name; a few reads at a time keep Strapi and the gateway both busy. The test is about
 * what Strapi holds, not about its speed: this gateway waits for Strapi as long as a machine busy with the other
 * lanes may need (30 s, where the suite's gateways give up after CMS_TIMEOUT_MS's 10 s), and an outage answer fails at once.
 */
export async function everyRead(stack: Stack, admin = ADMIN): Promise<Record<string, unknown>> {
  const gateway = await startGateway({ CMS_URL: stack.cmsUrl, CMS_TIMEOUT_MS: '30000' });
  try {
    const login = await fetch(`${gateway.url}/api/auth`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(admin),
    });
    assert.equal(login.status, 200, 'the admin signs in with the same password');
    const token = await login.text();
    const answers: Record<string, { status: number; body: { content: any } }> = {};
    const read = async (route: string) => {
      const response = await fetch(
        `${gateway.url}${route}`,
        route.startsWith('/api/v1') ? { headers: { Authorization: `Bearer ${token}` } } : {},
      );
      assert.ok(response.status < 500, `${route} answered ${response.status}: Strapi's data could not be read`);
      answers[route] = { status: response.status, body: (await response.json()) as { content: any } };
    };
    const content = (route: string) => answers[route].body.content;
    const newsList = (lang: string) => `/api/public/news?size=100&lang=${lang}`;
    const menu = (lang: string) => `/api/public/menu?lang=${lang}`;

    await eachFew(
      [
        ...LANGS.flatMap((lang) => [newsList(lang), menu(lang), ...BASE_TYPES.map((kind) => `/api/public/base?type=${kind}&lang=${lang}`)]),
        ...['PHOTO_GALLERY', 'VIDEO_GALLERY'].map((type) => `/api/public/media?type=${type}&size=100`),
        ...['LEADER', 'STAFF'].flatMap((type) => [`/api/public/staff?type=${type}`, `/api/v1/staff?type=${type}`]),
        '/api/v1/blog?size=100',
        '/api/v1/menu',
        ...BASE_TYPES.map((kind) => `/api/v1/baseInfo?type=${kind}`),
        '/api/v1/media?size=100',
        '/api/v1/trash?size=100',
        '/api/v1/audit?size=100',
      ],
      read,
    );
    await eachFew(
      [
        ...LANGS.flatMap((lang) => [
          ...content(newsList(lang)).content.map((item: { id: string }) => `/api/public/news/${item.id}?lang=${lang}`),
          ...content(menu(lang)).map(
            (item: { groupName: string; url: string }) =>
              `/api/public/page?groupName=${item.groupName}&url=${encodeURIComponent(item.url)}&lang=${lang}`,
          ),
        ]),
        ...content('/api/v1/blog?size=100').content.map((item: { id: string }) => `/api/v1/blog/${item.id}`),
        ...content('/api/v1/menu').flatMap((item: { id: string }) => [`/api/v1/menu/${item.id}`, `/api/v1/page?menu=${item.id}`]),
      ],
      read,
    );
    return answers;
  } finally {
    await gateway.close();
  }
}

/** Every uploaded file (originals and their resized copies) by name, as a hash of its bytes; Strapi's own dotfiles aside. */
export async function uploadedFiles(stack: Stack): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of (await fs.readdir(stack.uploadsDir)).filter((name) => !name.startsWith('.')).sort()) {
    files[name] = crypto
      .createHash('sha256')
      .update(await fs.readFile(path.join(stack.uploadsDir, name)))
      .digest('hex');
  }
  return files;
}

/** Every entry of Strapi's public folder and of its uploads folder, Strapi's dotfiles included: no stray folder may be left. */
export async function publicListing(stack: Stack): Promise<string[]> {
  const publicDir = path.dirname(stack.uploadsDir);
  const top = (await fs.readdir(publicDir)).sort();
  const uploads = (await fs.readdir(stack.uploadsDir)).sort().map((name) => `uploads/${name}`);
  return [...top, ...uploads];
}
