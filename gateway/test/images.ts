import { once } from 'node:events';
import { buffer } from 'node:stream/consumers';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { Stack } from './harness.js';

/** A real image of the given size and format, drawn locally. */
export function image(width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 70 } } })
    .toFormat(format)
    .toBuffer();
}

export function fileForm(bytes: Buffer | string, name: string, type: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Uploads a fresh image through the contract and returns its stored name. */
export async function uploadImage(stack: Stack, width = 640, height = 480): Promise<string> {
  const answer = await stack.call('POST', '/api/attachment', { form: fileForm(await image(width, height), 'photo.png', 'image/png') });
  if (answer.status !== 200) throw new Error(`upload failed: ${answer.status} ${answer.text}`);
  return answer.text;
}

/**
 * A decompression bomb: a 1-bit greyscale PNG of the given size, all black, a few kilobytes per
 * hundred megapixels. Written by hand (signature, IHDR, one deflated IDAT, IEND) because no encoder
 * should have to hold the pixels.
 */
export async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // 1 bit per pixel; the other fields (greyscale, deflate, no interlace) are all zero
  // Each scanline: filter byte 0, then width bits of zeros; streamed, so only one line is ever in memory.
  const line = Buffer.alloc(1 + Math.ceil(width / 8));
  const deflate = zlib.createDeflate({ level: 9 });
  const compressed = buffer(deflate);
  for (let y = 0; y < height; y++) if (!deflate.write(line)) await once(deflate, 'drain');
  deflate.end();
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', await compressed), chunk('IEND', Buffer.alloc(0))]);
}

/** An animated GIF of the given number of 8×8 frames, each shown for 100 ms. */
export function animatedGif(frames: number): Promise<Buffer> {
  const pixels = Buffer.alloc(8 * 8 * 3 * frames);
  for (let frame = 0; frame < frames; frame++) pixels.fill((frame * 40) % 256, frame * 192, (frame + 1) * 192);
  return sharp(pixels, { raw: { width: 8, height: 8 * frames, channels: 3, pageHeight: 8 } })
    .gif({ delay: Array<number>(frames).fill(100), loop: 0 })
    .toBuffer();
}

/** A 64×32 phone-style JPEG whose EXIF holds a GPS position and says "turn 90° clockwise to view". */
export function photoWithLocation(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 18/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '69/1 16/1 0/1' } })
    .toBuffer();
}

/**
 * Every file Strapi keeps for the upload stored as `name`, as its database records them: the original and each
 * copy (every responsive size and a preview image, whatever their names), the original first.
 */
export async function storedCopies(stack: Stack, name: string): Promise<string[]> {
  const rows = await stack.sql(
    {
      postgres: 'SELECT url, preview_url, formats FROM files WHERE url = $1',
      sqlite: 'SELECT url, preview_url, formats FROM files WHERE url = ?',
    },
    [`/uploads/${name}`],
  );
  if (rows.length !== 1) throw new Error(`no stored upload ${name}`);
  const { url, preview_url: preview, formats } = rows[0] as { url: string; preview_url: string | null; formats: unknown };
  const copies = Object.values<{ url: string }>((typeof formats === 'string' ? JSON.parse(formats) : formats) ?? {});
  return [url, ...(preview ? [preview] : []), ...copies.map((copy) => copy.url)].map((address) => address.replace(/^\/uploads\//, ''));
}
