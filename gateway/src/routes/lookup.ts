import type { Doc, Documents } from '../cms/documents.js';
import type { CmsType, Locale } from '../cms/types.js';
import { documentId } from '../contract/common.js';
import { notFound } from '../errors.js';

/** The document an id from a request names, or a 404: a malformed id is just an unknown one. */
export async function findOr404(
  documents: Documents,
  type: CmsType,
  rawId: unknown,
  locale: Locale | 'all',
  token: string | undefined,
  message: string,
): Promise<Doc> {
  const id = documentId.safeParse(rawId);
  const doc = id.success ? await documents.one(type, id.data, locale, token) : null;
  if (!doc) throw notFound(message);
  return doc;
}
