import { IMAGE_FORMAT_WIDTHS, ORIGINAL_WIDTH } from '@lyceum/contract';
import sharp, { type Sharp } from 'sharp';
import { httpError } from '../errors.js';
import { SHARP_TIMEOUT, inSharpSlot, timedOut } from './sharp-slots.js';

/** Past this an upload is a decompression bomb rather than a photo: a 40 MP image already decodes to 160 MB. */
export const MAX_PIXELS = 40_000_000;
/** An animation's frames each cost an encoder pass; a 5 MB GIF can hold tens of thousands of tiny ones. */
export const MAX_FRAMES = 1000;

export type ImageFormat = 'png' | 'gif' | 'jpeg' | 'webp';
export type FormatName = keyof typeof IMAGE_FORMAT_WIDTHS;

/** One file of an upload as Strapi stores it: the original, or one of its formats (`<format>_<name>`). */
export interface StoredImage {
  format: 'original' | FormatName;
  bytes: Buffer;
  width: number;
  /** Of one frame, for an animation (as Strapi records it). */
  height: number;
}

/**
 * The box each format is fitted inside, as Strapi's own formats are: its thumbnail within 245×156,
 * a responsive format within its width on both sides. A format is made only for an image larger
 * than its box (Strapi's rule too), so the gateway's `?w=` falls back to the original as before.
 */
const FORMAT_BOXES = (Object.entries(IMAGE_FORMAT_WIDTHS) as [FormatName, number][]).map(([format, width]) => ({
  format,
  width,
  height: format === 'thumbnail' ? 156 : width,
}));

interface EncodeOptions {
  palette: boolean;
  /** An animation's frame delays and loop count, which raw pixels do not carry. */
  delay?: number[];
  loop?: number;
}

const unreadable = () => httpError('IMAGE_UNREADABLE');
/** An image that sharp could not finish within its bound: too much work for this server, whatever its size says. */
const tooSlow = () => httpError('IMAGE_TOO_LARGE', `The image took more than ${SHARP_TIMEOUT.seconds} s to process; nothing was stored`);

/** The same format again, written by sharp; a palette PNG stays a palette PNG so it does not grow fourfold. */
function encode(image: Sharp, format: ImageFormat, { palette, delay, loop }: EncodeOptions): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ palette });
    case 'webp':
      return image.webp({ quality: 85, delay, loop });
    case 'gif':
      return image.gif({ delay, loop });
  }
}

/**
 * The upload decoded once and written anew, as the original (at most ORIGINAL_WIDTH wide) and every
 * format the site serves (thumbnail, small, medium, large), all made from the same decoded pixels:
 * what is stored and what visitors' browsers decode is sharp's output, never the sender's bytes, and
 * Strapi only stores these files (cms/src/api/upload-store), it never decodes them again.
 *
 * Undecodable files (truncated, a GIF header in front of HTML) are a 415, oversized ones a 413
 * found from the header before anything is decoded. The files are turned upright by the EXIF
 * orientation and carry no metadata (sharp keeps none unless asked), so no photo gives away where
 * it was taken. Animated GIF and WebP stay animated, with their frame delays and loop count.
 * The original comes first.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<StoredImage[]> {
  // The header only; the pixel limit is ours to check, below, so that it answers 413 rather than a decoder error.
  const meta = await inSharpSlot(() => sharp(bytes, { animated: true, limitInputPixels: false }).metadata()).catch(() => {
    throw unreadable();
  });
  // The sniffed type decided which decoders may see the bytes; sharp must agree with it.
  if (meta.format !== format || !meta.width || !meta.height) throw unreadable();
  const frames = meta.pages ?? 1;
  // With every frame loaded, the height is that of all frames stacked: that is what gets decoded.
  if (meta.width * meta.height > MAX_PIXELS) {
    const size = `${meta.width}×${meta.pageHeight ?? meta.height}${frames > 1 ? `, ${frames} frames` : ''}`;
    throw httpError('IMAGE_TOO_LARGE', `Images of at most ${MAX_PIXELS / 1_000_000} megapixels are accepted (this one: ${size})`);
  }
  if (frames > MAX_FRAMES)
    throw httpError('IMAGE_TOO_LARGE', `Animations of at most ${MAX_FRAMES} frames are accepted (this one: ${frames})`);

  // The one decode: upright and no wider than the original is stored (a large JPEG is shrunk while
  // it is read, which is most of the saving), kept as raw pixels for every file made below.
  const { data, info } = await inSharpSlot(() =>
    sharp(bytes, { animated: true, limitInputPixels: MAX_PIXELS })
      .autoOrient()
      .resize({ width: ORIGINAL_WIDTH, withoutEnlargement: true })
      .raw()
      .timeout(SHARP_TIMEOUT)
      .toBuffer({ resolveWithObject: true }),
  ).catch((error: unknown) => {
    // sharp stops at the first decoder warning too, so a truncated file is refused rather than stored half grey.
    throw timedOut(error) ? tooSlow() : unreadable();
  });
  const { width, channels, pageHeight } = info;
  const height = pageHeight ?? info.height;
  const pixels = () => sharp(data, { animated: frames > 1, raw: { width, height: info.height, channels, pageHeight } });
  const options: EncodeOptions = { palette: meta.isPalette, delay: meta.delay, loop: meta.loop };

  const images = [
    { format: 'original' as const, image: pixels() },
    ...FORMAT_BOXES.filter((box) => width > box.width || height > box.height).map((box) => ({
      format: box.format,
      image: pixels().resize({ width: box.width, height: box.height, fit: 'inside' }),
    })),
  ];
  return Promise.all(
    images.map(async ({ format: name, image }) => {
      const written = await inSharpSlot(() =>
        encode(image, format, options).timeout(SHARP_TIMEOUT).toBuffer({ resolveWithObject: true }),
      ).catch((error: unknown) => {
        throw timedOut(error) ? tooSlow() : error;
      });
      return { format: name, bytes: written.data, width: written.info.width, height: written.info.pageHeight ?? written.info.height };
    }),
  );
}
