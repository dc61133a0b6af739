import { redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { DEFAULT_LANG } from '../i18n/lang';
import { layoutPage } from '../public/layout/layout.page';
import { PublicLayout } from '../public/layout/PublicLayout';
import { ErrorScreen } from '../ui/ErrorScreen';
import { VISITOR_PAGES } from './pages';
import { pageContext, readKeys, type VisitorPage } from './visitorPage';

/**
 * What the server hands the loaders: the site's origin, and a read of keys made in process through the gateway's
 * cache (entry-server.tsx). The browser has none.
 */
export interface ServerContext {
  origin: string;
  prefetch: (keys: string[]) => Promise<void>;
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
  (page: VisitorPage) =>
  async ({ params, request, context }: LoaderFunctionArgs): Promise<null> => {
    if (page.accepts && !page.accepts(params)) throw toHome();
    if (isServer(context)) await context.prefetch(readKeys(page.reads(pageContext(params, new URL(request.url), context.origin))));
    return null;
  };

/** What a visitor page's route takes from its module; `handle.page` is the module, where the server finds its head. */
const routeOf = (page: VisitorPage) => ({ id: page.id, loader: load(page), handle: { page } });

/** A page below /{lang}: its component is a lazy chunk. */
function route(page: VisitorPage): RouteObject {
  const { component } = page;
  return {
    ...routeOf(page),
    ...(page.path === null ? { index: true as const } : { path: page.path }),
    ...(component && { lazy: async () => ({ Component: await component() }) }),
  };
}

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
          ...routeOf(layoutPage),
          ...(layoutPage.path && { path: layoutPage.path }),
          element: <PublicLayout />,
          children: [...VISITOR_PAGES.map(route), { path: '*', loader: toHome }],
        },
        ...extra,
        { path: '*', loader: toHome },
      ],
    },
  ];
}
