import type { Doc, Documents } from '../cms/documents.js';
import type { Kind, Locale } from '../cms/types.js';
import { documentId, type ErrorCode } from '@lyceum/contract';
import { notFound } from '../errors.js';

/** The document an id from a request names, or a 404: a malformed id is just an unknown one. */
export async function findOr404(
  documents: Documents,
  type: Kind,
  rawId: unknown,
  locale: Locale | 'all',
  token: string | undefined,
  code: ErrorCode,
): Promise<Doc> {
  const id = documentId.safeParse(rawId);
  const doc = id.success ? await documents.one(type, id.data, locale, token) : null;
  if (!doc) throw notFound(code);
  return doc;
}

/** A document id from a request body, or a 404 like an unknown one: it names no document. */
export function idOr404(rawId: unknown, code: ErrorCode): string {
  const id = documentId.safeParse(rawId);
  if (!id.success) throw notFound(code);
  return id.data;
}
