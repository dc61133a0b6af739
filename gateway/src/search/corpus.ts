import { PAGE_GROUPS, pagePath } from '@lyceum/contract';
import { textOf, type Documents } from '../cms/documents.js';
import { KIND, type Locale } from '../cms/types.js';
import { listTag } from '../cache/tags.js';
import { SHOWN_EVENTS, SHOWN_NEWS } from '../cms/stored-times.js';
import { plainText } from '../plain-text.js';

/** One searchable page in one language, its text as plain text. */
export interface SearchDoc {
  id: string;
  kind: 'news' | 'event' | 'page';
  /** After /{lang}. */
  path: string;
  title: string;
  text: string;
  publishedTime?: string;
  /** An event's start, and whether it takes whole days. */
  startsAt?: string;
  allDay?: boolean;
}

/** What the corpus is read from: a write to any of these makes it (and every cached result) stale. */
export const SEARCH_TAGS = [listTag(KIND.news), listTag(KIND.event), listTag(KIND['menu-item']), listTag(KIND['page-text'])];

/** Strapi's filter `$in` lists, kept short enough for a URL. */
const CHUNK = 100;

/** Every news item, event and active menu page of a language, as the visitor sees them. */
export async function readCorpus(documents: Documents, locale: Locale): Promise<SearchDoc[]> {
  const [news, events, menus] = await Promise.all([
    documents.all(KIND.news, locale, { filters: SHOWN_NEWS, sort: ['publishedTime:desc', 'id:desc'] }),
    documents.all(KIND.event, locale, { filters: SHOWN_EVENTS, sort: ['startsAt:desc', 'id:desc'] }),
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
    ...news.map((doc) => ({
      id: `news:${doc.documentId}`,
      kind: 'news' as const,
      path: pagePath(KIND.news, doc.documentId),
      title: textOf(doc, locale, 'title'),
      text: plainText(textOf(doc, locale, 'text')),
      ...(typeof doc.shared.publishedTime === 'string' ? { publishedTime: doc.shared.publishedTime } : {}),
    })),
    ...events.map((doc) => ({
      id: `event:${doc.documentId}`,
      kind: 'event' as const,
      path: pagePath(KIND.event, doc.documentId),
      title: textOf(doc, locale, 'title'),
      // The place is where a visitor may look for it ("Aula", "Sport zali").
      text: [textOf(doc, locale, 'place'), plainText(textOf(doc, locale, 'description'))].filter(Boolean).join(' · '),
      startsAt: String(doc.shared.startsAt),
      allDay: doc.shared.allDay === true,
    })),
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
