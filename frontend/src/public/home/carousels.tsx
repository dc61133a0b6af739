import type { ReactElement } from 'react';
import { AutoCarousel, type CarouselLabels } from '../../ui/AutoCarousel';
import { useHomeWords } from './homeWords';

/** A home carousel's accessible names: its region's, and its controls' in the page's language. */
export function useCarouselLabels(region: string): CarouselLabels {
  const { t } = useHomeWords();
  return { region, pause: t('pause'), play: t('play'), previous: t('previous'), next: t('next') };
}

interface Props {
  /** Its heading, and its region's name. */
  title: string;
  /** Cards at a time on a wide screen (one on a small one). */
  wide: number;
  autoplayMs: number;
  testId: string;
  children: ReactElement[];
}

/** A home page strip of cards under its heading (the videos, the partners): a carousel, nothing while there are none. */
export function CardStrip({ title, wide, autoplayMs, testId, children }: Props) {
  const labels = useCarouselLabels(title);
  if (children.length === 0) return null;
  return (
    <AutoCarousel
      labels={labels}
      slides={{ small: 1, wide }}
      autoplayMs={autoplayMs}
      heading={<h2>{title}</h2>}
      dots={false}
      testId={testId}
    >
      {children}
    </AutoCarousel>
  );
}
