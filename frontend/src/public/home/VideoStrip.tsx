import { useEffect, useState } from 'react';
import type { MediaItem } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { AutoCarousel } from '../../ui/AutoCarousel';
import { VideoCard } from '../../ui/VideoPlayer';
import { useCarouselLabels } from './useCarouselLabels';
import { defineIsland } from '../../islands/Island';

const AUTOPLAY_MS = 2000;

/** The gallery's latest videos, three at a time on a wide screen; nothing while there are none. */
export function VideoStrip({ videos }: { videos: MediaItem[] | undefined }) {
  const { t } = useT();
  const labels = useCarouselLabels(t('videos'));
  // Until hydrated, react-slick's HTML marks every slide but the first aria-hidden and nothing keeps focus out of them:
  // the players stay out of the tab order until the carousel manages it (useSlickA11y).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!videos || videos.length === 0) return null;
  return (
    <AutoCarousel
      labels={labels}
      slides={{ small: 1, wide: 3 }}
      autoplayMs={AUTOPLAY_MS}
      heading={<h2>{t('videos')}</h2>}
      dots={false}
      testId="video-carousel"
    >
      {videos.map((video) => (
        <VideoCard key={video.id} address={video.address} definition={video.definition} playerTabIndex={mounted ? undefined : -1} />
      ))}
    </AutoCarousel>
  );
}

export const videoStripIsland = defineIsland('videoStrip', VideoStrip, 'visible');
