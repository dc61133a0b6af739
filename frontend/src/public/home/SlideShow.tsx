import { useState } from 'react';
import styled from 'styled-components';
import { photoSources } from '../../api/client';
import { type BaseAnswer, type Read } from '../../api/read';
import { useItems } from '../../api/contentItems';
import type { CarouselData } from '../../api/types';
import { useHomeWords } from './homeWords';
import { AutoCarousel } from '../../ui/AutoCarousel';
import { theme } from '../../ui/theme';
import { useCarouselLabels } from './carousels';
import { defineIsland } from '../../islands/defineIsland';

const AUTOPLAY_MS = 5000;

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

/**
 * The carousel of photos and quotes at the top of the home page. The first photo is the page's largest paint; each
 * other one is fetched a slide ahead of its turn (the second with the page, the third once the second shows …), not
 * all with the page: a visitor who reads on never downloads photos the carousel has not come to.
 */
export function SlideShow({ slides: read }: { slides: Read<BaseAnswer> }) {
  const { t, lang } = useHomeWords();
  const { items: slides, isLoading: loading } = useItems<CarouselData>(read);
  const labels = useCarouselLabels(t('carousel'));
  const [ahead, setAhead] = useState(1);
  // While the slides load, an empty slide of the same size holds their place: nothing below moves when they come.
  if (!loading && !(slides && slides.length > 0)) return null;
  return (
    <AutoCarousel
      labels={labels}
      slides={{ small: 1, wide: 1 }}
      autoplayMs={AUTOPLAY_MS}
      testId="home-carousel"
      onSlide={(index) => setAhead((current) => Math.max(current, index + 1))}
    >
      {(slides ?? [null]).map((slide, index) =>
        slide === null ? (
          <Slide key="placeholder" aria-hidden="true" />
        ) : (
          <Slide key={slide.id}>
            {index <= ahead && (
              <img
                {...photoSources(slide.photo)}
                sizes="100vw"
                alt=""
                width={1200}
                height={400}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
              />
            )}
            <figcaption>{slide.quote?.[lang]}</figcaption>
          </Slide>
        ),
      )}
    </AutoCarousel>
  );
}

export const slideShowIsland = defineIsland('home.slideShow', SlideShow, 'visible');
