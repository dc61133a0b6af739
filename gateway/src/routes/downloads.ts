import { KIND_NAMES, LOCALES, kindOf } from '@lyceum/contract';
import type { NextFunction, Request, Response } from 'express';
import { z } from 'zod';
import type { PublicReads } from '../cache/public-read.js';
import { isStoredDocument } from '../cms/own-page.js';
import { KIND, type Kind, type Locale } from '../cms/types.js';
import { HttpError } from '../errors.js';
import { sendDocumentFile } from './attachment.js';
import type { RouteDeps } from './deps.js';

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

/** Strapi's document ids (cuid2, 24 characters): a shorter segment is a page's, a list filter's, never a document's. */
const DOCUMENT_ID = /^[a-z0-9]{24}$/;

/** A visitor read of one document, and what it holds of a download: its file (a stored name, or one with its size and type) and its name. */
const visitorItem = z.record(z.string(), z.unknown());
const fileRef = z.union([z.string(), z.object({ name: z.string() })]).nullable();

/**
 * A published document's file at its own address, in the visitor's language (routes/attachment.ts sends it: its real
 * type, `nosniff`, a download). The document is its kind's cached visitor read (the page's own), so a download asks
 * Strapi nothing but the file. A document visitors do not see, or one without a file, is left to the visitor pages,
 * whose answer is the site's own 404 page.
 */
export const downloads =
  (deps: RouteDeps, reads: PublicReads) =>
  async (req: Request<{ id: string }>, res: Response, next: NextFunction): Promise<void> => {
    const found = kindOfPath(req.path);
    if (!found || !DOCUMENT_ID.test(req.params.id)) return next();
    const { kind, locale } = found;
    const declared = kind.download!;
    try {
      const { content } = await reads.resolve(`${kind.routes!.public}/${req.params.id}?lang=${locale}`);
      const item = visitorItem.parse(content);
      const file = fileRef.parse(item[declared.file] ?? null);
      const stored = typeof file === 'string' ? file : file?.name;
      // A file set in Strapi's panel may be any upload: only a document's is sent as one (as cms/own-page.ts tells).
      if (!isStoredDocument(stored)) return next();
      const name = downloadName(z.string().parse(item[declared.name]), stored);
      await sendDocumentFile(deps, req, res, stored, { downloadName: name, caching: CACHING });
    } catch (error) {
      if (error instanceof HttpError && error.status === 404 && !res.headersSent) return next();
      next(error);
    }
  };
