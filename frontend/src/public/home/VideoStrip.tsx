import { useEffect, useState } from 'react';
import { useRead, type Read } from '../../api/read';
import type { MediaItem, Paged } from '../../api/types';
import { useHomeWords } from './homeWords';
import { VideoCard } from '../../ui/VideoPlayer';
import { CardStrip } from './carousels';
import { defineIsland } from '../../islands/defineIsland';

const AUTOPLAY_MS = 2000;

/** The gallery's latest videos, three at a time on a wide screen. */
export function VideoStrip({ videos: read }: { videos: Read<Paged<MediaItem>> }) {
  const { t } = useHomeWords();
  const videos = useRead(read).data?.content;
  // Until hydrated, react-slick's HTML marks every slide but the first aria-hidden and nothing keeps focus out of them:
  // the players stay out of the tab order until the carousel manages it (useSlickA11y).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <CardStrip title={t('videos')} wide={3} autoplayMs={AUTOPLAY_MS} testId="video-carousel">
      {(videos ?? []).map((video) => (
        <VideoCard key={video.id} address={video.address} definition={video.definition} playerTabIndex={mounted ? undefined : -1} />
      ))}
    </CardStrip>
  );
}

export const videoStripIsland = defineIsland('videoStrip', VideoStrip, 'visible');
