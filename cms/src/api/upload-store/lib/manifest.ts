import path from 'node:path';
import { DOCUMENT_FILE_TYPES, IMAGE_FORMAT_WIDTHS, MAX_DOCUMENT_BYTES, MAX_UPLOAD_BYTES, isDocumentFileType } from '@lyceum/contract';
import { refusal } from '../../lyceum/lib/refusal';

/** The types the gateway stores, the extension Strapi names them with, and sharp's name for each. */
export const IMAGE_TYPES: Record<string, { ext: string; format: string }> = {
  'image/jpeg': { ext: '.jpg', format: 'jpeg' },
  'image/png': { ext: '.png', format: 'png' },
  'image/gif': { ext: '.gif', format: 'gif' },
  'image/webp': { ext: '.webp', format: 'webp' },
};

export type StoredFormat = 'original' | keyof typeof IMAGE_FORMAT_WIDTHS;
const FORMATS = new Set<string>(['original', ...Object.keys(IMAGE_FORMAT_WIDTHS)]);

/** The extension Strapi names an upload of this type with: an image's or a document's (gateway/src/files). */
const extensionOf = (mime: string): string | undefined =>
  IMAGE_TYPES[mime]?.ext ?? (isDocumentFileType(mime) ? `.${DOCUMENT_FILE_TYPES[mime]}` : undefined);

/** What the gateway stores in one request: the body holds the files, one after another, in this order. */
export interface Manifest {
  /** The stored name without extension, chosen by the gateway so that it can withdraw the upload. */
  hash: string;
  /** The upload's own name, with its extension (`photo.jpg`). */
  name: string;
  mime: string;
  /** The original first, then its formats (a document has none). */
  files: { format: StoredFormat; size: number }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const isHash = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(value);

/** The `X-Upload-Manifest` header, checked (the gateway made it; Strapi does not take it on trust). */
export function parseManifest(header: string): Manifest {
  let value: unknown;
  try {
    value = JSON.parse(header);
  } catch {
    throw refusal('INVALID_REQUEST', 'X-Upload-Manifest must be JSON');
  }
  if (!isRecord(value)) throw refusal('INVALID_REQUEST', 'X-Upload-Manifest must be an object');
  const { hash, name, mime, files } = value;
  if (!isHash(hash)) throw refusal('INVALID_REQUEST', 'hash must be 1 to 100 letters, digits, _ or -');
  const ext = typeof mime === 'string' ? extensionOf(mime) : undefined;
  // Anything but an image the site takes or a document's file (an SVG, a program) is refused as no image, as before.
  if (typeof mime !== 'string' || !ext) throw refusal('NOT_AN_IMAGE');
  if (typeof name !== 'string' || name.length > 255 || path.extname(name) !== ext) {
    throw refusal('INVALID_REQUEST', `name must end in ${ext}`);
  }
  const document = isDocumentFileType(mime);
  if (!Array.isArray(files) || files.length === 0 || files.length > (document ? 1 : FORMATS.size)) {
    throw refusal('INVALID_REQUEST', document ? "files must list the document's one file" : 'files must list the original and its formats');
  }
  const seen = new Set<string>();
  for (const [index, file] of files.entries()) {
    const format: unknown = isRecord(file) ? file.format : undefined;
    const size: unknown = isRecord(file) ? file.size : undefined;
    if (typeof format !== 'string' || !FORMATS.has(format) || seen.has(format) || (index === 0) !== (format === 'original')) {
      throw refusal('INVALID_REQUEST', 'files must be the original, then each format at most once');
    }
    if (typeof size !== 'number' || !Number.isInteger(size) || size < 1)
      throw refusal('INVALID_REQUEST', 'each size must be a positive integer');
    if (size > (document ? MAX_DOCUMENT_BYTES : MAX_UPLOAD_BYTES)) throw refusal(document ? 'DOCUMENT_TOO_LARGE' : 'FILE_TOO_LARGE');
    seen.add(format);
  }
  return { hash, name, mime, files: files as Manifest['files'] };
}
