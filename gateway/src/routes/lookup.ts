import type { Doc, Documents } from '../cms/documents.js';
import { KIND, type Kind, type Locale } from '../cms/types.js';
import { documentId, notFoundCodeOf, type ErrorCode, type RevisedKind } from '@lyceum/contract';
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

/**
 * The document an admin names by kind: a news item by its id, a menu page's text by its menu item's id (as the
 * page-text wizard names it; a menu item without a text is a PAGE_NOT_FOUND), a single block by its kind alone.
 */
export async function adminDocument(
  documents: Documents,
  name: RevisedKind,
  rawId: unknown,
  token: string,
): Promise<{ type: Kind; id: string }> {
  const type = KIND[name];
  if (type.single) {
    const doc = await documents.single(type, 'uz', token);
    if (!doc) throw notFound(notFoundCodeOf(name));
    return { type, id: doc.documentId };
  }
  if (name !== 'page-text') return { type, id: (await findOr404(documents, type, rawId, 'uz', token, notFoundCodeOf(name))).documentId };
  const menu = await findOr404(documents, KIND['menu-item'], rawId, 'uz', token, 'MENU_NOT_FOUND');
  const page = (await documents.list(type, 'uz', { filters: { menuId: { $eq: menu.documentId } }, size: 1 }, token)).items[0];
  if (!page) throw notFound('PAGE_NOT_FOUND');
  return { type, id: page.documentId };
}
