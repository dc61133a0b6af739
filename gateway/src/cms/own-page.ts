import { STORED_DOCUMENT_NAME } from '@lyceum/contract';
import type { Kind } from './types.js';

/** A stored document file's name (contract: STORED_DOCUMENT_NAME), not any other upload's. */
export const isStoredDocument = (stored: unknown): stored is string => typeof stored === 'string' && STORED_DOCUMENT_NAME.test(stored);

/**
 * Whether a document visitors see has a visitor page that answers, from its shared attributes with each media field as
 * its stored file name (cms/documents.ts). A kind whose page is its file (its declared `download`) has one only while
 * a document's file is stored there: deleted in Strapi's media library, or replaced in the panel by an upload of
 * another type, it leaves the address to the site's 404 page (routes/downloads.ts). The search and the site map link
 * only to pages that answer.
 */
export function hasOwnPage(kind: Kind, shared: Record<string, unknown>): boolean {
  return !kind.download || isStoredDocument(shared[kind.download.file]);
}
