import { PAGE_GROUPS, SEARCHED_KINDS, pagePath, type SearchedKind } from '@lyceum/contract';
import { textOf, type Documents } from '../cms/documents.js';
import { KIND, type Locale } from '../cms/types.js';
import { listTag } from '../cache/tags.js';
import { hasOwnPage } from '../cms/own-page.js';
import { shownFilter } from '../cms/stored-times.js';
import { plainText } from '../plain-text.js';

/** One searchable page in one language, its text as plain text. */
export interface SearchDoc {
  id: string;
  kind: SearchedKind | 'page';
  /** After /{lang}. */
  path: string;
  title: string;
  text: string;
  /** What a kind's results carry (its declared `search.carries`): a news item's publication, an event's start. */
  publishedTime?: string;
  startsAt?: string;
  allDay?: boolean;
}

/** What the corpus is read from: a write to any of these makes it (and every cached result) stale. */
export const SEARCH_TAGS = [...SEARCHED_KINDS.map((name) => listTag(KIND[name])), listTag(KIND['menu-item']), listTag(KIND['page-text'])];

/** Strapi's filter `$in` lists, kept short enough for a URL. */
const CHUNK = 100;

/** The documents of a kind that visitors see in one language, as the search's pages, newest first (its declared `search`). */
async function searchedDocs(documents: Documents, name: SearchedKind, locale: Locale): Promise<SearchDoc[]> {
  const kind = KIND[name];
  const search = kind.search!;
  const docs = await documents.all(kind, locale, { filters: shownFilter(kind), sort: [`${search.newestBy}:desc`, 'id:desc'] });
  return docs
    .filter((doc) => hasOwnPage(kind, doc.shared))
    .map((doc) => ({
      id: `${name}:${doc.documentId}`,
      kind: name,
      path: pagePath(kind, doc.documentId),
      title: textOf(doc, locale, search.title),
      text: search.text
        .map((field) => (kind.richText.includes(field) ? plainText(textOf(doc, locale, field)) : textOf(doc, locale, field)))
        .filter(Boolean)
        .join(' · '),
      // As the result reads them: a time when one is stored, a switch as on or off.
      ...Object.fromEntries(
        search.carries.flatMap((field): [string, string | boolean][] => {
          const value = doc.shared[field];
          if (kind.fields[field]?.type === 'boolean') return [[field, value === true]];
          return typeof value === 'string' ? [[field, value]] : [];
        }),
      ),
    }));
}

/** Every document visitors see of the searched kinds, and every active menu page, of a language. */
export async function readCorpus(documents: Documents, locale: Locale): Promise<SearchDoc[]> {
  const [searched, menus] = await Promise.all([
    Promise.all(SEARCHED_KINDS.map((name) => searchedDocs(documents, name, locale))),
    documents.all(KIND['menu-item'], locale, { filters: { active: { $eq: true }, group: { $in: PAGE_GROUPS } } }),
  ]);
  const ids = menus.map((menu) => menu.documentId);
  const texts = (
    await Promise.all(
      Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, index) =>
        documents.all(KIND['page-text'], locale, { filters: { menuId: { $in: ids.slice(index * CHUNK, (index + 1) * CHUNK) } } }),
      ),
    )
  ).flat();
  const textByMenu = new Map(texts.map((text) => [String(text.shared.menuId), text]));
  return [
    ...searched.flat(),
    ...menus.map((menu) => {
      const page = textByMenu.get(menu.documentId);
      return {
        id: `page:${menu.documentId}`,
        kind: 'page' as const,
        path: `/${String(menu.shared.group)}${String(menu.shared.url)}`,
        title: (page && textOf(page, locale, 'title')) || textOf(menu, locale, 'name'),
        text: page ? plainText(textOf(page, locale, 'text')) : '',
      };
    }),
  ];
}
