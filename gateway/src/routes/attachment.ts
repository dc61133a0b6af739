import {
  IMAGE_FORMAT_WIDTHS,
  MAX_DOCUMENT_BYTES,
  MAX_UPLOAD_BYTES,
  STORED_DOCUMENT_NAME,
  STORED_FILE_NAME,
  type ErrorCode,
  type FileNameParams,
  type attachmentWidthQuery,
} from '@lyceum/contract';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import { bearerToken, checkPermission, verifyToken } from '../auth.js';
import { matchesEtag } from '../cache/public-read.js';
import type { CmsClient } from '../cms/client.js';
import { fileName } from '../cms/documents.js';
import { documentTypeOf } from '../files/document-file.js';
import { badRequest, cmsUnavailable, httpError, notFound } from '../errors.js';
import { isConvertible, preferredFormat, within } from '../images/image-variants.js';
import { type ImageFormat, reencodeImage } from '../images/reencode-image.js';
import { UploadStore } from '../images/store-upload.js';
import { previewCookieSubject } from '../preview/cookie.js';
import type { z } from 'zod';
import type { AdminHandler, RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

const IMAGE_TYPES = new Map<string, ImageFormat>([
  ['image/png', 'png'],
  ['image/gif', 'gif'],
  ['image/jpeg', 'jpeg'],
  ['image/webp', 'webp'],
]);
/** Strapi's responsive formats by their width. */
const FORMAT_BY_WIDTH = Object.fromEntries(Object.entries(IMAGE_FORMAT_WIDTHS).map(([format, width]) => [String(width), format]));

/**
 * Reads the form's one file of at most `maxBytes`, with multer's own errors in the contract's terms. The form is read
 * here, not by the route's `form` schema (which only describes it): the file arrives as bytes in `req.file`, and the
 * bytes decide what it is (`upload`, `uploadDocument`).
 */
function fileReceiver(what: string, maxBytes: number, tooLarge: ErrorCode): RequestHandler {
  const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: maxBytes, files: 1, fields: 10 } }).single('file');
  return (req: Request, res: Response, next: NextFunction) =>
    receive(req, res, (error: unknown) => {
      if (!error) return next();
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return next(httpError(tooLarge));
        return next(badRequest(`Upload the ${what} in the form field "file" (${error.message})`));
      }
      next(httpError('UPLOAD_UNREADABLE'));
    });
}

/** The upload's own name without its extension, as a file name may hold it, or `fallback`. */
const baseNameOf = (original: string, fallback: string) =>
  (
    original
      .replace(/\.[^.]*$/, '')
      .replace(/[^\w.-]+/g, '-')
      .slice(0, 80) || fallback
  ).replace(/^-+|-+$/g, '') || fallback;

/** Strapi's answer with a stored upload (or the fallback when the first has none); a 404 when neither exists. */
export async function fetchUpload(
  cms: CmsClient,
  name: string,
  fallback?: string,
  method: 'GET' | 'HEAD' = 'GET',
): Promise<globalThis.Response> {
  let answer = await cms.fetch(`/uploads/${name}`, { method });
  if (answer.status === 404 && fallback) answer = await cms.fetch(`/uploads/${fallback}`, { method });
  if (answer.status === 404 || (answer.status >= 300 && answer.status < 400)) throw notFound('FILE_NOT_FOUND');
  if (!answer.ok || (!answer.body && method === 'GET')) throw cmsUnavailable();
  return answer;
}

/** Stored names carry a random hash and are never reused for other bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Streams a stored upload from Strapi with caching headers. */
async function streamUpload(answer: globalThis.Response, res: Response): Promise<void> {
  for (const header of ['content-type', 'content-length', 'etag', 'last-modified']) {
    const value = answer.headers.get(header);
    if (value && !res.get(header)) res.set(header, value);
  }
  // A HEAD asked Strapi for the headers alone (sendDocumentFile).
  if (!answer.body) {
    res.end();
    return;
  }
  try {
    await pipeline(Readable.fromWeb(answer.body as never), res);
  } catch {
    // The client went away or Strapi broke off mid-file: nothing more can be sent.
    res.destroy();
  }
}

/**
 * How a stored file may be cached, once it may be sent at all. A draft's photo, in every size stored for it, is not
 * found for visitors, so that its address cannot be guessed before the draft is published; a signed-in admin (the
 * wizard's photo field) and the holder of that draft's preview link (its cookie) get it, kept out of shared caches.
 */
async function cachingOf({ cms, unpublished, previews, previewPhotos }: RouteDeps, req: Request, name: string): Promise<string> {
  const photo = await unpublished.photoOf(name);
  if (photo === null) return IMMUTABLE;
  const previewed = previewCookieSubject(req, previews);
  if (previewed && (await previewPhotos.of(previewed)).has(photo)) return 'private, no-store';
  try {
    checkPermission(await verifyToken(cms, bearerToken(req)), 'content.read');
  } catch {
    throw notFound('FILE_NOT_FOUND');
  }
  return 'private, no-store';
}

/**
 * A stored upload (or its fallback), in the lightest format the browser names in `Accept` (AVIF,
 * WebP: images/image-variants.ts) or else as stored. Strapi is asked every time, so that a file
 * deleted there is gone here too; the lighter copy is made once and then read from disk. `stored`
 * names the upload that `name` is (or is a narrower copy of).
 */
async function sendUpload(deps: RouteDeps, req: Request, res: Response, stored: string, name: string, fallback?: string): Promise<void> {
  const { cms, images, config } = deps;
  const caching = await cachingOf(deps, req, stored);
  const answer = await fetchUpload(cms, name, fallback);
  const source = fileName(answer.url) || name;
  res.set('Cache-Control', caching);
  res.set('X-Content-Type-Options', 'nosniff');
  if (isConvertible(source)) res.vary('Accept');
  const format = preferredFormat(req.get('accept'), source);
  if (!format) return streamUpload(answer, res);
  let read: Promise<Buffer> | undefined;
  const original = () =>
    (read ??= answer.arrayBuffer().then(
      (bytes) => Buffer.from(bytes),
      () => {
        throw cmsUnavailable();
      },
    ));
  // Made once: later answers read the copy and leave Strapi's bytes unread.
  const variant = await images.get(source, format, original);
  if (!variant) {
    // Not made in time: the photo as stored, which every browser shows too, kept by no cache for long. Its bytes are
    // Strapi's answer, bounded as every answer of Strapi is.
    if (caching === IMMUTABLE) res.set('Cache-Control', 'public, max-age=60');
    res.set('X-Cache', 'LATE');
    if (!read) return streamUpload(answer, res);
    const bytes = await within(read, config.CMS_TIMEOUT_MS);
    if (!bytes) throw cmsUnavailable();
    res.type(answer.headers.get('content-type') ?? 'application/octet-stream').send(bytes);
    return;
  }
  const { bytes, made } = variant;
  if (!answer.bodyUsed) await answer.body?.cancel();
  const etag = `"${source}.${format}"`;
  res.set({ 'Content-Type': `image/${format}`, ETag: etag, 'X-Cache': made ? 'MISS' : 'HIT' });
  if (matchesEtag(req.get('if-none-match'), etag)) {
    res.status(304).end();
    return;
  }
  res.send(bytes);
}

/**
 * A stored document's file as a download: of the type its extension says (the type its bytes showed when it was
 * uploaded, files/document-file.ts), never sniffed, under `downloadName` (its stored name by default). Cached as any
 * stored file is, or as `caching` says where the address may serve another file later.
 */
export async function sendDocumentFile(
  deps: RouteDeps,
  req: Request,
  res: Response,
  name: string,
  { downloadName = name, caching }: { downloadName?: string; caching?: string } = {},
): Promise<void> {
  const stored = await cachingOf(deps, req, name);
  // A HEAD (a link checker's, a crawler's) asks Strapi for the headers alone, not a file of up to 20 MB.
  const answer = await fetchUpload(deps.cms, name, undefined, req.method === 'HEAD' ? 'HEAD' : 'GET');
  res.set({ 'Cache-Control': stored === IMMUTABLE ? (caching ?? stored) : stored, 'X-Content-Type-Options': 'nosniff' });
  res.attachment(downloadName);
  res.type(name.slice(name.lastIndexOf('.')));
  for (const header of ['etag', 'last-modified']) {
    const value = answer.headers.get(header);
    if (value) res.set(header, value);
  }
  // A cache asking again after its few minutes gets a 304, not 20 MB once more.
  if (req.fresh) {
    await answer.body?.cancel();
    res.status(304).end();
    return;
  }
  await streamUpload(answer, res);
}

/** Uploads of images and the stored files, whole or narrower. */
export const attachment = {
  /** After the token check: a stranger's upload is refused before its bytes are read. */
  readForm: (): RequestHandler[] => [fileReceiver('image', MAX_UPLOAD_BYTES, 'FILE_TOO_LARGE')],
  readDocumentForm: (): RequestHandler[] => [fileReceiver('document', MAX_DOCUMENT_BYTES, 'DOCUMENT_TOO_LARGE')],

  upload: ({ cms, config }: RouteDeps): AdminHandler => {
    const store = new UploadStore(cms, config.UPLOAD_TIMEOUT_MS);
    return async ({ admin }, req, res) => {
      const file = req.file;
      if (!file) throw badRequest('Upload the image in the form field "file"', { errors: { file: 'is required' } });
      // The bytes decide, not the name or the declared type.
      const detected = await fileTypeFromBuffer(file.buffer);
      const format = IMAGE_TYPES.get(detected?.mime ?? '');
      if (!detected || !format) throw httpError('NOT_AN_IMAGE');
      const files = await reencodeImage(file.buffer, format);
      // Strapi keeps the same 5 MB limit; re-encoding rarely grows a file, but say so plainly when it does.
      if (files[0].bytes.length > MAX_UPLOAD_BYTES) throw httpError('FILE_TOO_LARGE', 'The image is larger than 5 MB once re-encoded');
      const name = `${baseNameOf(file.originalname, 'image')}.${detected.ext}`;
      const url = await store.store({ name, mime: detected.mime, files }, admin.token, req.log);
      res.type('text/plain').send(fileName(url));
    };
  },

  /** A document's file, stored as it came once its bytes show it to be a PDF, DOCX, XLSX or ODT that opens. */
  uploadDocument: ({ cms, config }: RouteDeps): AdminHandler => {
    const store = new UploadStore(cms, config.UPLOAD_TIMEOUT_MS);
    return async ({ admin }, req, res) => {
      const file = req.file;
      if (!file) throw badRequest('Upload the document in the form field "file"', { errors: { file: 'is required' } });
      const { mime, ext } = await documentTypeOf(file.buffer);
      const name = `${baseNameOf(file.originalname, 'document')}.${ext}`;
      const url = await store.store({ name, mime, files: [{ format: 'original', bytes: file.buffer }] }, admin.token, req.log);
      res.type('text/plain').send(fileName(url));
    };
  },

  thumbnail:
    (deps: RouteDeps): RouteHandler<{ params: FileNameParams }> =>
    async ({ params: { name } }, req, res) => {
      if (!STORED_FILE_NAME.test(name)) throw notFound('FILE_NOT_FOUND');
      // Strapi's thumbnail format; images smaller than a thumbnail have none and are sent as they are.
      await sendUpload(deps, req, res, name, `thumbnail_${name}`, name);
    },

  file:
    (deps: RouteDeps): RouteHandler<{ params: FileNameParams; query: z.infer<typeof attachmentWidthQuery> }> =>
    async ({ params: { name }, query: { w } }, req, res) => {
      if (STORED_DOCUMENT_NAME.test(name)) return sendDocumentFile(deps, req, res, name);
      if (!STORED_FILE_NAME.test(name)) throw notFound('FILE_NOT_FOUND');
      // A narrower copy for srcset; an image smaller than that width has none and is sent whole.
      await sendUpload(deps, req, res, name, w ? `${FORMAT_BY_WIDTH[w]}_${name}` : name, w ? name : undefined);
    },
};
