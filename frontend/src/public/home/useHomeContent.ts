import { PAGE_SIZES } from '@lyceum/contract/sizes';
import { useEffect } from 'react';
import { useBase, useMedia, useNewsList } from '../../api/public';
import type { CarouselData, NamedLink, Translations } from '../../api/types';
import type { Lang } from '../../i18n/lang';

/** The home page's reads, whether the page is still waiting for its content, and each failure logged once. */
export function useHomeContent(lang: Lang) {
  const partners = useBase<NamedLink>('PARTNER');
  const carousel = useBase<CarouselData>('CAROUSEL');
  const shortInfo = useBase<Translations>('SHORT_INFO');
  const directions = useBase<Translations>('DIRECTION');
  const videos = useMedia('VIDEO_GALLERY', 0, PAGE_SIZES.homeVideos);
  const news = useNewsList(lang, 0, PAGE_SIZES.homeNews);
  // The overlay stays until the four content reads have finished, whatever their outcome; the lists come in their own time.
  const loading = [partners, carousel, shortInfo, directions].some((answer) => answer.isLoading);

  useEffect(() => {
    for (const [name, answer] of [
      ['partners', partners],
      ['carousel', carousel],
      ['short info', shortInfo],
      ['directions', directions],
    ] as const) {
      if (answer.error) console.error(`Home: ${name} failed to load`, answer.error);
    }
  }, [partners.error, carousel.error, shortInfo.error, directions.error]); // eslint-disable-line react-hooks/exhaustive-deps

  return { partners, carousel, shortInfo, directions, videos, news, loading };
}
