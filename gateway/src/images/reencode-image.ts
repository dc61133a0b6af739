import sharp, { type Sharp } from 'sharp';
import { httpError } from '../errors.js';

/** Past this an upload is a decompression bomb rather than a photo: a 40 MP image already decodes to 160 MB. */
export const MAX_PIXELS = 40_000_000;
/** An animation's frames each cost an encoder pass; a 5 MB GIF can hold tens of thousands of tiny ones. */
export const MAX_FRAMES = 1000;

export type ImageFormat = 'png' | 'gif' | 'jpeg' | 'webp';

const unreadable = () => httpError('IMAGE_UNREADABLE');

/** The same format again, written by sharp; a palette PNG stays a palette PNG so it does not grow fourfold. */
function encode(image: Sharp, format: ImageFormat, palette: boolean): Sharp {
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality: 85, mozjpeg: true });
    case 'png':
      return image.png({ palette });
    case 'webp':
      return image.webp({ quality: 85 });
    case 'gif':
      return image.gif();
  }
}

/**
 * The upload decoded in full and written anew: what is stored and what visitors' browsers decode
 * is sharp's output, never the sender's bytes. Undecodable files (truncated, a GIF header in
 * front of HTML) are a 415, oversized ones a 413 found from the header before anything is
 * decoded. The new file is turned upright by its EXIF orientation and carries no metadata (sharp
 * keeps none unless asked), so no photo gives away where it was taken. Animated GIF and WebP stay
 * animated, with their frame delays and loop count: sharp reads and writes every frame.
 */
export async function reencodeImage(bytes: Buffer, format: ImageFormat): Promise<Buffer> {
  // The header only; the pixel limit is ours to check, below, so that it answers 413 rather than a decoder error.
  const meta = await sharp(bytes, { animated: true, limitInputPixels: false })
    .metadata()
    .catch(() => {
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
  const image = sharp(bytes, { animated: true, limitInputPixels: MAX_PIXELS }).autoOrient();
  return encode(image, format, meta.isPalette)
    .toBuffer()
    .catch(() => {
      // sharp stops at the first decoder warning too, so a truncated file is refused rather than stored half grey.
      throw unreadable();
    });
}
