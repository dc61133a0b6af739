import { z } from 'zod';
import { readContent } from '../cache/public-read.js';
import type { ReadCache } from '../cache/read-cache.js';
import type { Documents } from '../cms/documents.js';
import { publicBase } from './base.js';
import { publicNewsItem } from './news.js';
import type { LargestImage } from './page-reads.js';
import { publicPage } from './page.js';

/** `sizes` of the front end's images (frontend: Home's slides; MAIN_COLUMN in ui/SideList.tsx). */
const FULL_WIDTH = '100vw';
const MAIN_COLUMN = '(min-width: 1024px) min(calc(100vw - 22rem), 880px), 100vw';

const withPhoto = z.object({ photo: z.string().min(1) });

/**
 * The stored photo a page will show largest, read through the cache entries the page itself
 * reads next, and the `sizes` its <img> gives it; null when it has none.
 */
export async function largestImage(
  cache: ReadCache,
  documents: Documents,
  image: LargestImage,
): Promise<{ photo: string; sizes: string } | null> {
  if (image.from === 'carousel') {
    const slides = z
      .array(z.object({ data: z.string() }))
      .parse(await readContent(cache, '/api/public/base', publicBase(documents), { type: 'CAROUSEL' }));
    const first = slides[0] ? withPhoto.safeParse(JSON.parse(slides[0].data)) : undefined;
    return first?.success ? { photo: first.data.photo, sizes: FULL_WIDTH } : null;
  }
  const content =
    image.from === 'news'
      ? await readContent(cache, `/api/public/news/${image.id}`, publicNewsItem(documents), { lang: image.lang }, { id: image.id })
      : await readContent(cache, '/api/public/page', publicPage(documents), image);
  const page = withPhoto.safeParse(content);
  return page.success ? { photo: page.data.photo, sizes: MAIN_COLUMN } : null;
}
