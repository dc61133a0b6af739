import type { ReactElement } from 'react';
import styled from 'styled-components';
import { columnsGrid } from '../../ui/autoFillGrid';
import { VideoCard } from '../../ui/VideoPlayer';
import { videosPage } from './events.page';
import { GalleryShell, useGalleryPage } from './GalleryShell';

const Grid = styled.ul`
  ${columnsGrid({ medium: 2, wide: 3 })}
  gap: 1.25rem;
`;

export function VideoGalleryPage(): ReactElement {
  const { page, data, error } = useGalleryPage(videosPage);
  return (
    <GalleryShell title="videoGallery" path="videos" page={page} data={data} error={error}>
      <Grid data-testid="video-gallery">
        {data?.content.map((video) => (
          <li key={video.id}>
            <VideoCard address={video.address} definition={video.definition} />
          </li>
        ))}
      </Grid>
    </GalleryShell>
  );
}
