import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useMedia } from '../../api/public';
import { useT } from '../../i18n/useLang';
import { Notice } from '../../ui/Notice';
import { VideoPlayer } from '../../ui/VideoPlayer';
import { Pager, pageFromSearch } from '../../ui/Pager';
import { theme } from '../../ui/theme';
import { Breadcrumb } from '../layout/Breadcrumb';
import { usePageTitle } from '../layout/usePageTitle';
import { GALLERY_PAGE_SIZE } from './gallery';

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
  const { t, lang } = useT();
  usePageTitle(t('videoGallery'));
  const [search] = useSearchParams();
  const page = pageFromSearch(search);
  const { data, error } = useMedia('VIDEO_GALLERY', page, GALLERY_PAGE_SIZE);
  return (
    <>
      <Breadcrumb items={[{ label: t('events'), to: `/${lang}/events` }, { label: t('videoGallery') }]} />
      <h1>{t('videoGallery')}</h1>
      {error && <Notice role="alert">{t('loadError')}</Notice>}
      {data?.content.length === 0 && <Notice>{t('empty')}</Notice>}
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
      {data && (
        <Pager
          page={page}
          size={GALLERY_PAGE_SIZE}
          total={data.totalElements}
          href={(p) => `/${lang}/events/videos?page=${p + 1}`}
          label={t('pages')}
          pageLabel={t('page')}
        />
      )}
    </>
  );
}
