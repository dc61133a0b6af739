import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { publicReads } from '../../api/public';
import { visitorPage, type PageContext, type PageData } from '../../app/visitorPage';
import { PAGE_STRINGS } from '../../i18n/pageStrings';
import { ogImageUrl, plainText, type PageHead } from '../../ssr/head';
import { lyceum } from '../../ssr/pageHeads';
import { MAIN_COLUMN } from '../../ui/SideList';

const reads = ({ lang, params, page }: PageContext) => ({
  item: publicReads.newsItem(lang, params.id ?? ''),
  services: publicReads.base('INTERACTIVE'),
  list: publicReads.newsList(lang, page, PAGE_SIZES.news),
});

function head({ lang, origin }: PageContext, data: PageData, page: ReturnType<typeof reads>): PageHead {
  const news = data.content(page.item);
  const crumbs = [{ name: PAGE_STRINGS.news[lang], path: `/${lang}/news` }];
  if (!news)
    return {
      title: PAGE_STRINGS.notFound[lang],
      breadcrumb: [...crumbs, { name: PAGE_STRINGS.notFound[lang] }],
      status: data.status(page.item),
    };
  const description = plainText(news.text) || undefined;
  return {
    title: news.title,
    description,
    type: 'article',
    image: news.photo ? { photo: news.photo, alt: news.title } : undefined,
    largest: news.photo ? { photo: news.photo, sizes: MAIN_COLUMN } : undefined,
    publishedTime: news.publishedTime,
    breadcrumb: [...crumbs, { name: news.title }],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: news.title,
        datePublished: news.publishedTime,
        ...(description ? { description } : {}),
        ...(news.photo ? { image: [ogImageUrl(origin, news.photo)] } : {}),
        inLanguage: lang,
        mainEntityOfPage: `${origin}/${lang}/news/${encodeURIComponent(news.id)}`,
        // A news item names no person: the lyceum writes and publishes its news.
        author: lyceum(lang, origin),
        publisher: lyceum(lang, origin),
      },
    ],
  };
}

/** /{lang}/news/{id}: a news item, the interactive services beside it, and a page of the other news below. */
export const newsItemPage = visitorPage({
  id: 'newsItem',
  path: 'news/:id',
  reads,
  head: import.meta.env.SSR ? head : undefined,
  component: () => import('./NewsItemPage').then((module) => module.NewsItemPage),
});
