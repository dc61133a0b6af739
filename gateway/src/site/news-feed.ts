import { Feed } from 'feed';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import { SITE_DESCRIPTION, SITE_NAME, type Locale, type publicNewsItem } from '@lyceum/contract';

type News = z.infer<typeof publicNewsItem>;

/** A summary of rich text: its words, cut at a word near `max` characters. */
function summary(html: string, max = 300): string {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).trimEnd()}…`;
}

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
    image: `${origin}/logo.svg`,
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
      description: summary(item.text),
      content: item.text,
      ...(item.photo
        ? { image: { url: `${origin}/api/attachment/og/${encodeURIComponent(item.photo)}`, type: 'image/jpeg', length: 0 } }
        : {}),
    });
  }
  return feed.rss2();
}
