import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { publicReads } from '../../api/public';
import { visitorPage, type PageContext } from '../../app/visitorPage';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import { titled } from '../../ssr/pageHeads';

/** /{lang}/search?q=: news and menu pages holding every word of the query; no read without one. */
export const searchPage = visitorPage({
  id: 'search',
  path: 'search',
  reads: ({ lang, q, page }) => ({ results: q ? publicReads.search(lang, q, page, PAGE_SIZES.search) : null }),
  // Result pages are for visitors, not for search engines' indexes.
  head: import.meta.env.SSR
    ? (ctx: PageContext) => ({
        ...titled('search')(ctx),
        ...(ctx.q ? { title: `${PAGE_STRINGS.search[ctx.lang]}: ${ctx.q}` } : {}),
        noindex: true,
      })
    : undefined,
  component: () => import('./SearchPage').then((module) => module.SearchPage),
});
