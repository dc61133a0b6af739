import { randomBytes } from 'node:crypto';
import { isDocumentFileType, isErrorCode } from '@lyceum/contract';
import { z } from 'zod';
import { CmsClient, strapiError } from '../cms/client.js';
import { badRequest, httpError, unauthorized, type HttpError } from '../errors.js';
import type { Logger } from '../logger.js';
import type { StoredImage } from './reencode-image.js';

/** The upload store's answers (cms/src/api/upload-store): the stored original's url; whether a withdrawal removed one. */
const storedAnswer = z.object({ data: z.object({ url: z.string() }) });
const withdrawnAnswer = z.object({ data: z.object({ removed: z.boolean() }) });

export interface Upload {
  /** The name the admin's file had, with the extension of its real type (`photo.jpg`). */
  name: string;
  mime: string;
  /** The original first, then its formats (an image's; a document has none). */
  files: Pick<StoredImage, 'format' | 'bytes'>[];
}

/** Strapi's name for the stored files: the upload's name, slugged, and a random part (as Strapi makes its own). */
const hashOf = (name: string) =>
  `${name
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .slice(0, 80)}_${randomBytes(5).toString('hex')}`;

/** Strapi's refusal of a store in the contract's terms; null when its answer says nothing for sure (a 5xx). */
async function refusalOf(answer: globalThis.Response, mime: string): Promise<HttpError | null> {
  if (answer.status === 401) return unauthorized('TOKEN_INVALID');
  if (answer.status === 403) return httpError('FORBIDDEN');
  if (answer.status === 413) return httpError(isDocumentFileType(mime) ? 'DOCUMENT_TOO_LARGE' : 'FILE_TOO_LARGE');
  if (answer.status >= 500) return null;
  const parsed = strapiError.safeParse(await answer.json().catch(() => undefined));
  const error = parsed.success ? parsed.data.error : undefined;
  return isErrorCode(error?.details?.code) ? httpError(error.details.code, error.message) : badRequest(error?.message);
}

/**
 * The gateway's side of storing an upload in Strapi: the files the gateway made (images/reencode-image.ts)
 * go to Strapi's upload store in one request, under a name the gateway chose, so that it can always
 * find them again. Strapi has UPLOAD_TIMEOUT_MS to store them (not CMS_TIMEOUT_MS, which is for
 * reads: storing may take longer on a busy machine, and a store cut off is a store of unknown fate).
 *
 * The admin is told the truth either way: the stored name, or an error with nothing kept. When
 * Strapi has not answered in time (or answered a 5xx), the gateway withdraws the upload: Strapi
 * stops a store still running, or deletes the file it stored, and refuses it should it arrive
 * later; only then does the admin get the 503.
 */
export class UploadStore {
  private readonly uploads: CmsClient;

  constructor(
    private readonly cms: CmsClient,
    deadlineMs: number,
  ) {
    this.uploads = new CmsClient(cms.baseUrl, deadlineMs, cms.gatewaySecret);
  }

  /** Stores the upload for the admin whose token this is; the url Strapi stored the original under. */
  async store(upload: Upload, token: string, log: Logger): Promise<string> {
    const hash = hashOf(upload.name);
    const manifest = {
      hash,
      name: upload.name,
      mime: upload.mime,
      files: upload.files.map(({ format, bytes }) => ({ format, size: bytes.length })),
    };
    const answer = await this.uploads
      .fetch('/api/upload-store/store', {
        method: 'POST',
        token,
        headers: { 'Content-Type': 'application/octet-stream', 'X-Upload-Manifest': JSON.stringify(manifest) },
        body: Buffer.concat(upload.files.map(({ bytes }) => bytes)),
      })
      .catch(() => null);
    if (answer?.ok) {
      const stored = storedAnswer.safeParse(await answer.json().catch(() => undefined));
      if (stored.success) return stored.data.data.url;
    } else if (answer) {
      const refusal = await refusalOf(answer, upload.mime);
      // A refused store keeps nothing (Strapi removes what it wrote before it answers).
      if (refusal) throw refusal;
    }
    return this.withdraw(hash, token, log);
  }

  private async withdraw(hash: string, token: string, log: Logger): Promise<never> {
    try {
      await this.cms.request(withdrawnAnswer, { method: 'POST', path: `/api/upload-store/withdraw/${hash}`, token });
    } catch (error) {
      // Strapi out of reach: it stops a store whose caller went away by itself, but say so plainly.
      log.error({ err: error, hash }, 'an upload that was not confirmed could not be withdrawn');
      throw httpError(
        'CMS_UNAVAILABLE',
        'The content service did not answer, so the upload could not be confirmed; please try again shortly',
      );
    }
    throw httpError('CMS_UNAVAILABLE', 'The content service did not confirm the upload in time, so it was not kept; please try again');
  }
}
