import fs from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'express';
import { LRUCache } from 'lru-cache';
import sharp, { type Sharp } from 'sharp';
import type { CmsClient } from '../cms/client.js';
import { cmsUnavailable, httpError, notFound } from '../errors.js';
import { SHARP_TIMEOUT, inSharpSlot } from '../images/sharp-slots.js';
import { STORED_FILE_NAME, type FileNameParams } from '@lyceum/contract';
import type { RouteHandler } from './api-route.js';
import { fetchUpload } from './attachment.js';
import type { RouteDeps } from './deps.js';

/** The size link previews (Open Graph, Telegram, Facebook) show without cropping. */
const WIDTH = 1200;
const HEIGHT = 630;
const LOGO_HEIGHT = 400;
const BRAND_GREEN = '#1b5e20';
const MAX_CACHED_BYTES = 16 * 1024 * 1024;

/**
 * A JPEG, because Telegram's preview bot skips WebP; sharp keeps no metadata unless asked, so no
 * EXIF (a phone photo's GPS position) reaches the visitor.
 */
const toJpeg = (image: Sharp) => inSharpSlot(() => image.jpeg({ quality: 80, mozjpeg: true }).timeout(SHARP_TIMEOUT).toBuffer());

async function previewOf(cms: CmsClient, name: string): Promise<Buffer> {
  const answer = await fetchUpload(cms, name);
  const original = await answer.arrayBuffer().catch(() => {
    // Strapi broke off mid-file.
    throw cmsUnavailable();
  });
  try {
    return await toJpeg(
      sharp(Buffer.from(original))
        .rotate()
        .resize(WIDTH, HEIGHT, { fit: 'cover', position: 'attention' })
        .flatten({ background: '#ffffff' }),
    );
  } catch {
    throw httpError('IMAGE_UNREADABLE', 'The stored file is not an image that can be read');
  }
}

/** The site's own card, for pages without a photo: the logo on the brand green. */
async function defaultCard(publicDir: string): Promise<Buffer> {
  const svg = await fs.readFile(path.join(publicDir, 'logo.svg'));
  const { height = LOGO_HEIGHT } = await inSharpSlot(() => sharp(svg).metadata());
  // Drawn at the density that makes it 400px high, so it is sharp rather than an upscaled 64px bitmap.
  const logo = await inSharpSlot(() =>
    sharp(svg, { density: (72 * LOGO_HEIGHT) / height })
      .resize({ height: LOGO_HEIGHT })
      .png()
      .timeout(SHARP_TIMEOUT)
      .toBuffer(),
  );
  return toJpeg(
    sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: BRAND_GREEN } }).composite([
      { input: logo, gravity: 'centre' },
    ]),
  );
}

function sendJpeg(res: Response, bytes: Buffer, cacheControl: string) {
  res.set({ 'Cache-Control': cacheControl, 'X-Content-Type-Options': 'nosniff' });
  res.type('image/jpeg').send(bytes);
}

/** Link-preview images (`og:image`): a 1200×630 JPEG of a stored photo, and the site's default card. */
export const ogImage = {
  preview: ({ cms, unpublished }: RouteDeps): RouteHandler<{ params: FileNameParams }> => {
    // The cache's fetch runs one sharp job per name for all the requests waiting on it, and keeps the result.
    const previews = new LRUCache<string, Buffer>({
      maxSize: MAX_CACHED_BYTES,
      sizeCalculation: (bytes) => bytes.length,
      fetchMethod: (name) => previewOf(cms, name),
    });
    return async ({ params: { name } }, _req, res) => {
      // A draft's photo, in any of its stored sizes, has no link preview before it is published (attachment.ts keeps
      // it from visitors too).
      if (!STORED_FILE_NAME.test(name) || (await unpublished.photoOf(name)) !== null) throw notFound('FILE_NOT_FOUND');
      // Stored names carry a random hash and are never reused for other bytes.
      sendJpeg(res, await previews.forceFetch(name), 'public, max-age=31536000, immutable');
    };
  },

  card: ({ config }: RouteDeps): RouteHandler => {
    let card: Promise<Buffer> | undefined;
    return async (_input, _req, res) => {
      card ??= defaultCard(config.FRONTEND_PUBLIC).catch((error: unknown) => {
        card = undefined;
        throw error;
      });
      // Not immutable: the logo may change under the same address.
      sendJpeg(res, await card, 'public, max-age=86400');
    };
  },
};
