import { KIND_NAMES, LOCALES, kindOf, notFoundCodeOf } from '@lyceum/contract';
import type { NextFunction, Request, Response } from 'express';
import { textOf } from '../cms/documents.js';
import { KIND, type Kind, type Locale } from '../cms/types.js';
import { HttpError, notFound } from '../errors.js';
import { sendDocumentFile } from './attachment.js';
import type { RouteDeps } from './deps.js';
import { findOr404 } from './lookup.js';

/** The kinds whose documents' own page is their file (their declared `download`). */
const DOWNLOADED = KIND_NAMES.filter((name) => kindOf(name).download && kindOf(name).page).map((name) => KIND[name]);

/** A downloaded file may be replaced at the same address: caches ask again after a few minutes. */
const CACHING = 'public, max-age=300';

/**
 * A file name in the visitor's language, as every system can save it: the document's name with what a file name
 * cannot hold (path separators, control characters, Windows' reserved signs) made dashes, at most 150 characters,
 * and the file's real extension.
 */
export function downloadName(name: string, storedName: string): string {
  const extension = storedName.slice(storedName.lastIndexOf('.'));
  const base = name
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are what it removes
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[-. ]+|[-. ]+$/g, '');
  return `${[...base].slice(0, 150).join('').trimEnd() || 'document'}${extension}`;
}

/** `/{lang}<page>/:id` of every kind with downloads, in every language: mounted ahead of the visitor pages. */
export const DOWNLOAD_PATHS = DOWNLOADED.flatMap((kind) => LOCALES.map((locale) => `/${locale}${kind.page}/:id`));

const kindOfPath = (path: string): { kind: Kind; locale: Locale } | undefined => {
  for (const kind of DOWNLOADED) for (const locale of LOCALES) if (path.startsWith(`/${locale}${kind.page}/`)) return { kind, locale };
  return undefined;
};

/**
 * A published document's file at its own address, in the visitor's language (routes/attachment.ts sends it: its real
 * type, `nosniff`, a download). A document visitors do not see, or one without a file, is left to the visitor pages,
 * whose answer is the site's own 404 page.
 */
export const downloads =
  (deps: RouteDeps) =>
  async (req: Request<{ id: string }>, res: Response, next: NextFunction): Promise<void> => {
    try {
      const found = kindOfPath(req.path);
      if (!found) return next();
      const { kind, locale } = found;
      const { file, name } = kind.download!;
      const code = notFoundCodeOf(kind.name);
      const doc = await findOr404(deps.documents, kind, req.params.id, locale, undefined, code);
      const stored = doc.shared[file];
      if (typeof stored !== 'string' || !stored) throw notFound(code);
      await sendDocumentFile(deps, req, res, stored, { downloadName: downloadName(textOf(doc, locale, name), stored), caching: CACHING });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404 && !res.headersSent) return next();
      next(error);
    }
  };
