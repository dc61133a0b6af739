import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { publicReads } from '../../api/public';
import { visitorPage } from '../../app/visitorPage';
import { titled } from '../../ssr/pageHeads';

/** /{lang}/news: a page of the news. */
export const newsPage = visitorPage({
  id: 'news',
  path: 'news',
  reads: ({ lang, page }) => ({ list: publicReads.newsList(lang, page, PAGE_SIZES.news) }),
  head: import.meta.env.SSR ? titled('news') : undefined,
  component: () => import('./NewsPage').then((module) => module.NewsPage),
});
