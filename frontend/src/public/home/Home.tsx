import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Typewriter } from 'react-simple-typewriter';
import styled, { keyframes } from 'styled-components';
import { fileUrl, responsiveSrcSet, thumbnailUrl } from '../../api/client';
import { useBase, useMedia, useNewsList } from '../../api/public';
import type { CarouselData, NamedLink, Translations } from '../../api/types';
import { useT } from '../../i18n/useLang';
import { safeHref } from '../../lib/safeHref';
import { AutoCarousel, type CarouselLabels } from '../../ui/AutoCarousel';
import { LoadingOverlay } from '../../ui/LoadingOverlay';
import { NewsCard, NewsGrid } from '../../ui/NewsCard';
import { theme } from '../../ui/theme';
import { VideoPlayer } from '../../ui/VideoPlayer';
import { usePageTitle } from '../layout/usePageTitle';

/** SPEC.md section 9. */
export const HOME = {
  typeSpeed: 55,
  videoCount: 16,
  videoAutoplayMs: 2000,
  partnersAutoplayMs: 5000,
  carouselAutoplayMs: 5000,
  latestNews: 4,
} as const;

const Slide = styled.figure`
  position: relative;
  margin: 0;
  border-radius: 8px;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  background: ${theme.greenDark};
  @media (min-width: ${theme.medium}) {
    aspect-ratio: 3 / 1;
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  figcaption {
    position: absolute;
    left: 0;
    right: 0;
    bottom: 0;
    padding: 1rem 1.5rem;
    color: #fff;
    font-size: 1.25rem;
    background: linear-gradient(transparent, rgba(0, 0, 0, 0.75));
  }
`;
const Section = styled.section`
  margin: 2.5rem 0;
`;
const blink = keyframes`50% { border-color: transparent; }`;

/* The whole text, unseen, gives the paragraph its final height; the typing runs over it, so nothing below moves. */
const Typed = styled.p`
  position: relative;
  font-size: 1.15rem;
  min-height: 6em;
  margin: 0;
  .sizer {
    visibility: hidden;
  }
  .typing {
    position: absolute;
    inset: 0;
  }
  /* The caret is the typed text's own border: a separate cursor element would move with every letter (a layout shift each time). */
  .caret {
    border-right: 2px solid currentColor;
    animation: ${blink} 1s step-end infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    .caret {
      animation: none;
    }
  }
`;
const MoreLink = styled(Link)`
  display: inline-block;
  margin-top: 1rem;
  padding: 0.6rem 1.2rem;
  background: ${theme.green};
  color: #fff;
  border-radius: 4px;
  text-decoration: none;
  font-weight: 600;
  &:hover {
    background: ${theme.greenDark};
    color: #fff;
  }
`;
const Video = styled.figure`
  margin: 0;
  iframe {
    width: 100%;
    aspect-ratio: 16 / 9;
    border: 0;
    border-radius: 6px;
    background: #000;
  }
  figcaption {
    margin-top: 0.4rem;
  }
`;
const Directions = styled.ul`
  display: grid;
  gap: 0.75rem;
  list-style: none;
  padding: 0;
  margin: 0;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  li {
    padding: 1rem;
    border-left: 4px solid ${theme.gold};
    background: ${theme.surface};
    border-radius: 4px;
    font-weight: 600;
  }
`;
const Partner = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  text-align: center;
  padding: 0.75rem;
  border: 1px solid ${theme.border};
  border-radius: 6px;
  text-decoration: none;
  color: ${theme.text};
  min-height: 10rem;
  img {
    width: 10rem;
    height: 6rem;
    object-fit: contain;
  }
`;

export function Home() {
  const { t, lang } = useT();
  usePageTitle(undefined);
  const partners = useBase<NamedLink>('PARTNER');
  const carousel = useBase<CarouselData>('CAROUSEL');
  const shortInfo = useBase<Translations>('SHORT_INFO');
  const directions = useBase<Translations>('DIRECTION');
  const videos = useMedia('VIDEO_GALLERY', 0, HOME.videoCount);
  const news = useNewsList(lang, 0, HOME.latestNews);
  // SPEC.md: the overlay stays until the four content requests have finished, whatever their outcome.
  const loading = [partners, carousel, shortInfo, directions].some((answer) => answer.isLoading);

  const labels = (region: string): CarouselLabels => ({
    region,
    pause: t('pause'),
    play: t('play'),
    previous: t('previous'),
    next: t('next'),
  });
  const info = shortInfo.items?.[0]?.[lang] ?? '';

  useEffect(() => {
    for (const [name, answer] of [
      ['partners', partners],
      ['carousel', carousel],
      ['short info', shortInfo],
      ['directions', directions],
    ] as const) {
      if (answer.error) console.error(`Home: ${name} failed to load`, answer.error);
    }
  }, [partners.error, carousel.error, shortInfo.error, directions.error]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      {loading && <LoadingOverlay text={t('loading')} />}
      <h1 className="visually-hidden">{t('lyceumName')}</h1>

      {/* While the slides load, an empty slide of the same size holds their place: nothing below moves when they come. */}
      {(carousel.isLoading || (carousel.items && carousel.items.length > 0)) && (
        <AutoCarousel
          labels={labels(t('carousel'))}
          slides={{ small: 1, wide: 1 }}
          autoplayMs={HOME.carouselAutoplayMs}
          testId="home-carousel"
        >
          {(carousel.items ?? [null]).map((slide, index) =>
            slide === null ? (
              <Slide key="placeholder" aria-hidden="true" />
            ) : (
              <Slide key={slide.id}>
                <img
                  src={fileUrl(slide.photo)}
                  srcSet={responsiveSrcSet(slide.photo)}
                  sizes="100vw"
                  alt=""
                  width={1200}
                  height={400}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  fetchPriority={index === 0 ? 'high' : 'auto'}
                />
                <figcaption>{slide.quote?.[lang]}</figcaption>
              </Slide>
            ),
          )}
        </AutoCarousel>
      )}

      <Section aria-labelledby="about-heading">
        <h2 id="about-heading">{t('aboutLyceum')}</h2>
        <Typed>
          <span className="visually-hidden">{info}</span>
          <span className="sizer" aria-hidden="true">
            {info}
          </span>
          <span className="typing" aria-hidden="true">
            {info && (
              <span className="caret">
                <Typewriter key={`${lang}-${info}`} words={[info]} typeSpeed={HOME.typeSpeed} loop={1} cursor={false} />
              </span>
            )}
          </span>
        </Typed>
      </Section>

      <Section aria-labelledby="news-heading">
        <h2 id="news-heading">{t('latestNews')}</h2>
        <NewsGrid>
          {news.data?.content.map((item) => (
            <NewsCard
              key={item.id}
              title={item.title}
              to={`/${lang}/news/${item.id}`}
              photo={thumbnailUrl(item.photo)}
              time={item.publishedTime}
            />
          ))}
        </NewsGrid>
        <MoreLink to={`/${lang}/news`}>{t('more')}</MoreLink>
      </Section>

      {videos.data && videos.data.content.length > 0 && (
        <AutoCarousel
          labels={labels(t('videos'))}
          slides={{ small: 1, wide: 3 }}
          autoplayMs={HOME.videoAutoplayMs}
          heading={<h2>{t('videos')}</h2>}
          dots={false}
          testId="video-carousel"
        >
          {videos.data.content.map((video) => (
            <Video key={video.id}>
              <VideoPlayer address={video.address} title={video.definition} />
              <figcaption>{video.definition}</figcaption>
            </Video>
          ))}
        </AutoCarousel>
      )}

      <Section aria-labelledby="directions-heading">
        <h2 id="directions-heading">{t('directions')}</h2>
        <Directions>
          {directions.items?.map((direction) => (
            <li key={direction.id}>{direction[lang]}</li>
          ))}
        </Directions>
      </Section>

      {partners.items && partners.items.length > 0 && (
        <AutoCarousel
          labels={labels(t('partners'))}
          slides={{ small: 1, wide: 4 }}
          autoplayMs={HOME.partnersAutoplayMs}
          heading={<h2>{t('partners')}</h2>}
          dots={false}
          testId="partners-carousel"
        >
          {partners.items.map((partner) => (
            <Partner key={partner.id} href={safeHref(partner.url)} target="_blank" rel="noopener noreferrer">
              <img src={thumbnailUrl(partner.photo)} alt="" width={160} height={96} loading="lazy" />
              <span>
                {partner[lang]} <span className="visually-hidden">{t('opensInNewTab')}</span>
              </span>
            </Partner>
          ))}
        </AutoCarousel>
      )}
    </>
  );
}
