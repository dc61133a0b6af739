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
        <VideoCard key={video.id} address={video.address} definition={video.definition} />
      ))}
    </AutoCarousel>
  );
}

export const videoStripIsland = defineIsland('videoStrip', VideoStrip, 'visible');
