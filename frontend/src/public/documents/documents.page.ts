import { DOCUMENT_CATEGORIES, type DocumentCategory } from '@lyceum/contract/document-categories';
import { DATE_RANGE } from '@lyceum/contract/calendar';
import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { publicReads } from '../../api/public';
import { visitorPage, type PageContext } from '../../app/visitorPage';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import type { PageHead } from '../../ssr/head';

/** A category in a path (`/uz/documents/order`), or `all` before a year alone (`/uz/documents/all/2025`). */
export const categorySlug = (category: DocumentCategory | undefined): string => category?.toLowerCase() ?? 'all';

/**
 * What the path asks for: its category and year, each or neither; `null` for a path that names no filter (a
 * document's address whose file is gone: the download is served ahead of the pages, docs/api.md).
 */
export function filterOf(params: PageContext['params']): { category?: DocumentCategory; year?: number } | null {
  const { category: slug, year: yearText } = params;
  const category = DOCUMENT_CATEGORIES.find((value) => categorySlug(value) === slug);
  if (slug !== undefined && slug !== 'all' && !category) return null;
  // `all` alone would be the list's second address.
  if (yearText === undefined) return slug === 'all' ? null : { category };
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  return year >= DATE_RANGE.firstYear && year <= DATE_RANGE.lastYear ? { category, year } : null;
}

const reads = ({ lang, params, page }: PageContext) => {
  const filter = filterOf(params);
  return { list: filter && publicReads.documents(lang, page, PAGE_SIZES.documents, filter.category, filter.year) };
};

function head(ctx: PageContext): PageHead {
  const title = PAGE_STRINGS.documents[ctx.lang];
  if (filterOf(ctx.params)) return { title, breadcrumb: [{ name: title }] };
  const missing = PAGE_STRINGS.notFound[ctx.lang];
  return { title: missing, breadcrumb: [{ name: title, path: `/${ctx.lang}/documents` }, { name: missing }], status: 404 };
}

/**
 * /{lang}/documents, /{lang}/documents/{category} and /{lang}/documents/{category or all}/{year}: the official
 * documents, filtered by links (no script needed, each filter a page of its own, cached by its path). A path naming no
 * filter is a 404 that leads back to the list.
 */
export const documentsPage = visitorPage({
  id: 'documents',
  path: 'documents/:category?/:year?',
  reads,
  head: import.meta.env.SSR ? head : undefined,
  component: () => import('./DocumentsPage').then((module) => module.DocumentsPage),
});
