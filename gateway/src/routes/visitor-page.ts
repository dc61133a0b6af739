import { paged } from '@lyceum/contract';
import type { Doc, Documents, ListQuery } from '../cms/documents.js';
import type { Kind, Locale } from '../cms/types.js';

/**
 * One page of a kind's published documents as visitors read them: listed in `locale` (or with every language's
 * texts: 'all'; a kind without translations is listed in the default one), each made into its wire shape by `toWire`.
 */
export async function visitorPage<T>(
  documents: Documents,
  type: Kind,
  locale: Locale | 'all',
  list: Pick<ListQuery, 'filters' | 'sort'>,
  query: { page: number; size: number },
  toWire: (doc: Doc) => T,
) {
  const { items, total } = await documents.list(type, locale, { ...list, page: query.page, size: query.size });
  return paged(items.map(toWire), query, total);
}
