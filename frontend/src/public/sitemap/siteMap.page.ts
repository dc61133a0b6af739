import { visitorPage } from '../../app/visitorPage';
import { titled } from '../../ssr/pageHeads';

/** /{lang}/sitemap: every page of the site, from the layout's menu read. */
export const siteMapPage = visitorPage({
  id: 'siteMap',
  path: 'sitemap',
  reads: () => ({}),
  head: import.meta.env.SSR ? titled('siteMap') : undefined,
  component: () => import('./SiteMapPage').then((module) => module.SiteMapPage),
});
