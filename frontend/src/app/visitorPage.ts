import { normalizeSearchQuery } from '@lyceum/contract/search-query';
import type { ComponentType } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import type { Read } from '../api/read';
import { langFromPath, type Lang } from '../i18n/lang';
import type { PageHead } from '../ssr/head';
import { pageFromSearch } from '../ui/Pager';
import { useSiteOrigin } from './siteOrigin';

/** Where a page is: its language, path parameters, `?page=` (0-based) and the site's origin. */
export interface PageContext {
  lang: Lang;
  params: Record<string, string | undefined>;
  page: number;
  /** `?q=` of the search page, as it is searched for. */
  q: string;
  origin: string;
}

/** The answers the server read for a page, by read. */
export interface PageData {
  content<T>(read: Read<T>): T | undefined;
  status(read: Read<unknown>): number | undefined;
}

/** A page's reads, by name: what its components read (usePageReads), and what the server reads before it renders. */
export type PageReads = Record<string, Read<unknown> | null>;

/**
 * One visitor page, in the manner of a React Router route module (docs/server-rendering.md): its route, the public
 * reads it renders from, its head, and its component.
 */
export interface VisitorPage<R extends PageReads = PageReads> {
  /** The route's id. */
  id: string;
  /** Below /{lang}; null for /{lang} itself. */
  path: string | null;
  reads: (ctx: PageContext) => R;
  /** Params the page does not serve go to /uz. */
  accepts?: (params: PageContext['params']) => boolean;
  /**
   * Title, description, preview image, breadcrumb, JSON-LD and status, from the page's answers. The server's alone:
   * spelled `import.meta.env.SSR ? head : undefined`, the browser's build drops it and all it imports.
   */
  head?(ctx: PageContext, data: PageData, reads: R): PageHead;
  /** The page's component, a chunk of its own: a page's first load carries only its own code. */
  component?: () => Promise<ComponentType>;
}

export const visitorPage = <R extends PageReads>(page: VisitorPage<R>) => page;

export const pageContext = (params: PageContext['params'], url: URL, origin: string): PageContext => ({
  lang: langFromPath(url.pathname),
  params,
  page: pageFromSearch(url.searchParams),
  q: normalizeSearchQuery(url.searchParams.get('q') ?? ''),
  origin,
});

/** The keys of a page's reads, for the server to read before rendering. */
export const readKeys = (reads: PageReads): string[] => Object.values(reads).filter((read) => read !== null);

/** The page's reads where the component is: the same keys the server read for it. */
export function usePageReads<R extends PageReads>(page: VisitorPage<R>): R {
  const params = useParams();
  const location = useLocation();
  const origin = useSiteOrigin();
  return page.reads(pageContext(params, new URL(`${location.pathname}${location.search}`, 'http://page'), origin));
}
