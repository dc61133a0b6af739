import { Feed } from 'feed';
import type { z } from 'zod';
import { LOGO_PNG, SITE_DESCRIPTION, SITE_NAME, type Locale, type publicNewsItem } from '@lyceum/contract';
import { excerpt, plainText } from '../plain-text.js';

type News = z.infer<typeof publicNewsItem>;

/**
 * A language's RSS 2.0 feed of its latest news: each item links its page, summarises its text
 * (the whole text as content:encoded) and encloses its link-preview JPEG, which every reader
 * (Telegram's included) shows.
 */
export function newsFeed(news: readonly News[], locale: Locale, origin: string): string {
  const home = `${origin}/${locale}`;
  const feed = new Feed({
    id: home,
    title: SITE_NAME[locale],
    description: SITE_DESCRIPTION[locale],
    link: home,
    language: locale,
    image: `${origin}${LOGO_PNG.feed.path}`,
    favicon: `${origin}/favicon.svg`,
    copyright: `© ${SITE_NAME[locale]}`,
    updated: news[0] ? new Date(news[0].publishedTime) : undefined,
    feedLinks: { rss: `${home}/rss.xml` },
    generator: SITE_NAME[locale],
  });
  for (const item of news) {
    const link = `${home}/news/${encodeURIComponent(item.id)}`;
    feed.addItem({
      title: item.title,
      id: link,
      link,
      date: new Date(item.publishedTime),
      description: excerpt(plainText(item.text), 300),
      content: item.text,
      ...(item.photo
        ? { image: { url: `${origin}/api/attachment/og/${encodeURIComponent(item.photo)}`, type: 'image/jpeg', length: 0 } }
        : {}),
    });
  }
  return feed.rss2();
}
