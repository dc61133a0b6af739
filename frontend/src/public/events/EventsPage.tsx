import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../i18n/useLang';
import { CalendarIcon, PhotosIcon, VideoIcon } from '../../ui/icons';
import { theme } from '../../ui/theme';
import { PageHeading } from '../layout/PageHeading';
import type { Lang } from '../../i18n/lang';
import eventsPageWords from '../../i18n/words/events-page.json';

/** This page's own words: in its chunk, not in every page's STRINGS. */
const TEXT = eventsPageWords satisfies Record<string, Record<Lang, string>>;

const Buttons = styled.div`
  display: grid;
  gap: 1rem;
  margin: 2rem 0;
  @media (min-width: ${theme.medium}) {
    grid-template-columns: repeat(3, 1fr);
  }
  a {
    display: flex;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    min-height: 8rem;
    font-size: 1.35rem;
    font-weight: 700;
    color: #fff;
    background: ${theme.green};
    border-radius: 8px;
    text-decoration: none;
  }
  a:hover {
    background: ${theme.greenDark};
    color: #fff;
  }
`;

export function EventsPage() {
  const { t, lang } = useT();
  return (
    <>
      <PageHeading title={t('events')} />
      <p>{TEXT.eventsIntro[lang]}</p>
      <Buttons>
        <Link to={`/${lang}/events/videos`}>
          <VideoIcon /> {t('videoGallery')}
        </Link>
        <Link to={`/${lang}/events/photos`}>
          <PhotosIcon /> {t('photoGallery')}
        </Link>
        <Link to={`/${lang}/calendar`}>
          <CalendarIcon /> {TEXT.calendar[lang]}
        </Link>
      </Buttons>
    </>
  );
}
