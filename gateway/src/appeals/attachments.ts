import { APPEAL_LIMITS, isAppealFileType, wellFormed, type AppealFileType } from '@lyceum/contract';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer from 'multer';
import sharp from 'sharp';
import { badRequest, httpError } from '../errors.js';
import { documentTypeOf } from '../files/document-file.js';
import { MAX_PIXELS } from '../images/reencode-image.js';
import { inSharpSlot, SHARP_TIMEOUT } from '../images/sharp-slots.js';

/** The longest a text field of the form may be as sent: the text's 5 000 characters, four bytes each at most. */
const FIELD_BYTES = 4 * APPEAL_LIMITS.text + 1024;

const receive = multer({
  storage: multer.memoryStorage(),
  // A file's name as the browser sends it: UTF-8 (Uzbek and Cyrillic names), not multer's default latin1.
  defParamCharset: 'utf8',
  limits: { fileSize: APPEAL_LIMITS.fileBytes, files: APPEAL_LIMITS.files, fields: 20, fieldSize: FIELD_BYTES, parts: 30 },
}).array('files', APPEAL_LIMITS.files);

/**
 * Reads the appeal's form (multipart/form-data): its text fields into `req.body`, each made well formed, and at most
 * three files of at most 5 MB each into `req.files`, held in memory: nothing of a refused appeal is ever written.
 */
export const readAppealForm = (req: Request, res: Response): Promise<void> =>
  new Promise((resolve, reject) => {
    if (!req.is('multipart/form-data')) return reject(badRequest('Send the appeal as multipart/form-data'));
    receive(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError) {
        if (error.code === 'LIMIT_FILE_SIZE') return reject(httpError('APPEAL_FILE_TOO_LARGE'));
        if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') return reject(httpError('APPEAL_TOO_MANY_FILES'));
        return reject(badRequest(`The form could not be read (${error.message})`));
      }
      if (error) return reject(httpError('UPLOAD_UNREADABLE'));
      const body = (req.body ?? {}) as Record<string, unknown>;
      for (const [name, value] of Object.entries(body)) if (typeof value === 'string') body[name] = wellFormed(value);
      req.body = body;
      resolve();
    });
  });

/** The same, as the API route's reader. */
export const appealFormReader = (): RequestHandler => (req: Request, res: Response, next: NextFunction) =>
  void readAppealForm(req, res).then(() => next(), next);

/**
 * The files the form brought. A browser sends a file field left empty as a part with no name and no bytes: that is
 * no file.
 */
export const formFiles = (req: Request): Express.Multer.File[] =>
  (Array.isArray(req.files) ? req.files : []).filter((file) => file.originalname !== '' || file.size > 0);

/**
 * An attachment's type, judged by its bytes as Documents' files are (files/document-file.ts), never by its name or
 * the type the browser sent: a PDF that opens as one, or a JPEG or PNG image that decodes; else NOT_AN_APPEAL_FILE.
 */
export async function appealFileTypeOf(bytes: Buffer): Promise<AppealFileType> {
  const refused = () => httpError('NOT_AN_APPEAL_FILE');
  if (bytes.length === 0) throw refused();
  const detected = (await fileTypeFromBuffer(bytes).catch(() => undefined))?.mime;
  if (detected === 'application/pdf') {
    await documentTypeOf(bytes).catch(() => {
      throw refused();
    });
    return detected;
  }
  if (!isAppealFileType(detected)) throw refused();
  // Decoding the header is not enough: a truncated or forged image must open whole, within sharp's pixel limit.
  await inSharpSlot(() => sharp(bytes, { failOn: 'error', limitInputPixels: MAX_PIXELS }).timeout(SHARP_TIMEOUT).stats()).catch(() => {
    throw refused();
  });
  return detected;
}

/** The name the citizen gave the file, kept for the officers (sealed with the appeal), without any path. */
export const appealFileName = (original: string): string => wellFormed(original.replace(/^.*[\\/]/, '')).slice(0, 255) || 'file';
