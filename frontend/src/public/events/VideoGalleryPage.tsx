import styled from 'styled-components';
import { theme } from '../../ui/theme';
import { VideoCard } from '../../ui/VideoPlayer';
import { GalleryShell, useGalleryPage } from './GalleryShell';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 1.25rem;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: 1fr 1fr;
  }
  @media (min-width: ${theme.wide}) {
    grid-template-columns: 1fr 1fr 1fr;
  }
`;

export function VideoGalleryPage() {
  const { page, data, error } = useGalleryPage('VIDEO_GALLERY');
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
