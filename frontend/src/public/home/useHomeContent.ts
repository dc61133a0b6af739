import { useEffect } from 'react';
import { useRead } from '../../api/read';
import { useItems } from '../../api/contentItems';
import type { CarouselData, NamedLink, Translations } from '../../api/types';
import type { homePage } from './home.page';

/** The home page's reads, whether the page is still waiting for its content, and each failure logged once. */
export function useHomeContent(reads: ReturnType<(typeof homePage)['reads']>) {
  const partners = useItems<NamedLink>(reads.partners);
  const carousel = useItems<CarouselData>(reads.carousel);
  const shortInfo = useItems<Translations>(reads.shortInfo);
  const directions = useItems<Translations>(reads.directions);
  const news = useRead(reads.news);
  const events = useRead(reads.events);
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

  return { directions, news, events, loading };
}
