import { useT } from '../../i18n/useLang';
import type { CarouselLabels } from '../../ui/AutoCarousel';

/** A home carousel's accessible names: its region's, and its controls' in the page's language. */
export function useCarouselLabels(region: string): CarouselLabels {
  const { t } = useT();
  return { region, pause: t('pause'), play: t('play'), previous: t('previous'), next: t('next') };
}
