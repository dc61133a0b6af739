import type { ReactNode } from 'react';
import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { DEFAULT_LANG, isLang } from '../i18n/lang';
import { PublicLayout } from '../public/layout/PublicLayout';
import { ErrorScreen } from '../ui/ErrorScreen';
import { isPageGroup } from '../public/layout/menuGroups';
import type { Person } from '../api/types';
import type { PageName } from './pages';

/**
 * What the server hands the loaders: the page's reads, made in process through the gateway's
 * cache (entry-server.tsx). The browser has none: the page specs (pages.ts) stay out of its bundle.
 */
export interface ServerContext {
  prefetch: (page: PageName, args: LoaderFunctionArgs) => Promise<void>;
}

const isServer = (context: unknown): context is ServerContext => typeof context === 'object' && context !== null && 'prefetch' in context;

const toHome = () => redirect(`/${DEFAULT_LANG}`);

/**
 * A page's loader. On the server it reads what the page renders from (through the gateway's
 * cache, in process) before the page is rendered; in the browser it returns at once and the
 * page's SWR hooks fetch, so that a client-side navigation shows the page (and the home page's
 * 'Kuting ...' overlay) without waiting.
 */
const load =
  (name: PageName, guard?: (args: LoaderFunctionArgs) => boolean) =>
  async (args: LoaderFunctionArgs): Promise<null> => {
    if (guard && !guard(args)) throw toHome();
    const context: unknown = args.context;
    if (isServer(context)) await context.prefetch(name, args);
    return null;
  };

/**
 * The visitor pages, each a chunk of its own, by file: a page's first load carries only its own
 * code (react-slick and the typewriter, for one, only the home page's).
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>(['../public/*/*Page.tsx', '../public/home/Home.tsx']);

/** A visitor page: its route id names its spec in PAGES (reads and head). */
function page(
  path: string | null,
  name: PageName,
  file: string,
  component: (module: Record<string, unknown>) => () => ReactNode,
  guard?: (args: LoaderFunctionArgs) => boolean,
): RouteObject {
  const loadModule = PAGE_MODULES[`../public/${file}`];
  return {
    ...(path === null ? { index: true as const } : { path }),
    id: name,
    loader: load(name, guard),
    handle: { page: name },
    lazy: async () => ({ Component: component(await loadModule()) }),
  };
}

const named = (name: string) => (module: Record<string, unknown>) => module[name] as () => ReactNode;
const people = (type: Person['type']) => (module: Record<string, unknown>) => {
  const PeoplePage = module.PeoplePage as (props: { type: typeof type }) => ReactNode;
  return () => <PeoplePage type={type} />;
};

/**
 * The visitor routes; `/`, unknown languages, groups and paths go to /uz. The
 * browser adds the admin's `/protected` subtree (client-rendered, main.tsx); the server never
 * renders it.
 */
export function appRoutes(extra: RouteObject[] = []): RouteObject[] {
  return [
    {
      id: 'root',
      errorElement: <ErrorScreen />,
      children: [
        { path: '/', loader: toHome },
        {
          path: '/:lang',
          id: 'layout',
          element: <PublicLayout />,
          handle: { page: 'layout' },
          loader: load('layout', ({ params }) => isLang(params.lang)),
          children: [
            page(null, 'home', 'home/Home.tsx', named('Home')),
            page('interactive', 'interactive', 'interactive/InteractivePage.tsx', named('InteractivePage')),
            page('news', 'news', 'news/NewsPage.tsx', named('NewsPage')),
            page('news/:id', 'newsItem', 'news/NewsItemPage.tsx', named('NewsItemPage')),
            page('events', 'events', 'events/EventsPage.tsx', named('EventsPage')),
            page('events/videos', 'videos', 'events/VideoGalleryPage.tsx', named('VideoGalleryPage')),
            page('events/photos', 'photos', 'events/PhotoGalleryPage.tsx', named('PhotoGalleryPage')),
            page('structure/leadership', 'leadership', 'structure/PeoplePage.tsx', people('LEADER')),
            page('structure/staff', 'staff', 'structure/PeoplePage.tsx', people('STAFF')),
            page('search', 'search', 'search/SearchPage.tsx', named('SearchPage')),
            page('sitemap', 'siteMap', 'sitemap/SiteMapPage.tsx', named('SiteMapPage')),
            page(':menu/:url', 'generic', 'page/GenericPage.tsx', named('GenericPage'), ({ params }) => isPageGroup(params.menu)),
            { path: '*', loader: toHome },
          ],
        },
        ...extra,
        { path: '*', loader: toHome },
      ],
    },
  ];
}
