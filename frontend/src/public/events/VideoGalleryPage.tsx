import styled from 'styled-components';
import { VideoPlayer } from '../../ui/VideoPlayer';
import { GalleryShell, useGalleryPage } from './GalleryShell';
import { theme } from '../../ui/theme';

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
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: 6px;
    background: #000;
  }
  figure {
    margin: 0;
  }
`;

export function VideoGalleryPage() {
  const { page, data, error } = useGalleryPage('VIDEO_GALLERY');
  return (
    <GalleryShell title="videoGallery" path="videos" page={page} data={data} error={error}>
      <Grid data-testid="video-gallery">
        {data?.content.map((video) => (
          <li key={video.id}>
            <figure>
              <VideoPlayer address={video.address} title={video.definition} />
              <figcaption>{video.definition}</figcaption>
            </figure>
          </li>
        ))}
      </Grid>
    </GalleryShell>
  );
}
