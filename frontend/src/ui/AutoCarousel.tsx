import { Children, useRef, useState, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import styled from 'styled-components';
import { theme } from './theme';
import { useMediaQuery } from './useMediaQuery';
import { useSlickA11y } from './useSlickA11y';

const Region = styled.section`
  position: relative;
  margin: 1.5rem 0;
  .slick-dots {
    display: flex !important;
    justify-content: center;
    gap: 0.35rem;
    list-style: none;
    padding: 0;
    margin: 0.75rem 0 0;
  }
  /* A 24px touch target around a 0.9rem dot (WCAG 2.2 target size). */
  .slick-dots button {
    width: 1.5rem;
    height: 1.5rem;
    border-radius: 50%;
    border: none;
    padding: 0;
    background: radial-gradient(circle, #fff 0 0.3rem, ${theme.green} 0.3rem 0.45rem, transparent 0.45rem);
    font-size: 0;
    cursor: pointer;
  }
  .slick-dots .slick-active button {
    background: radial-gradient(circle, ${theme.green} 0 0.45rem, transparent 0.45rem);
  }
  .slick-slide > div {
    padding: 0 0.5rem;
  }
`;
/** Where the dots go while there are too few slides for any: the carousel keeps its height when more arrive. */
const DotsSpace = styled.div`
  height: 2.25rem;
`;
const Controls = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-bottom: 0.5rem;
`;
const ControlButton = styled.button`
  border: 1px solid ${theme.green};
  background: #fff;
  color: ${theme.greenDark};
  border-radius: 4px;
  padding: 0.3rem 0.7rem;
  font: inherit;
  cursor: pointer;
`;

export interface CarouselLabels {
  region: string;
  pause: string;
  play: string;
  previous: string;
  next: string;
}

interface Props {
  labels: CarouselLabels;
  /** Items shown on small screens, and from 1024px on. */
  slides: { small: number; wide: number };
  autoplayMs: number;
  heading?: ReactNode;
  dots?: boolean;
  testId?: string;
  children: ReactNode;
}

/** An autoplaying react-slick carousel with a pause control and focus kept out of hidden slides. */
export function AutoCarousel({ labels, slides, autoplayMs, heading, dots = true, testId, children }: Props) {
  const slider = useRef<Slider>(null);
  const region = useRef<HTMLElement>(null);
  const [playing, setPlaying] = useState(true);
  // react-slick's own `responsive` ignores the width it starts at; the count is decided here.
  const wide = useMediaQuery(`(min-width: ${theme.wide})`);
  useSlickA11y(region);
  const settings: Settings = {
    autoplay: true,
    autoplaySpeed: autoplayMs,
    infinite: true,
    arrows: false,
    dots,
    pauseOnHover: true,
    pauseOnFocus: true,
    slidesToShow: wide ? slides.wide : slides.small,
    slidesToScroll: 1,
    accessibility: true,
  };
  const toggle = () => {
    if (playing) slider.current?.slickPause();
    else slider.current?.slickPlay();
    setPlaying(!playing);
  };
  return (
    <Region ref={region} aria-roledescription="carousel" aria-label={labels.region} data-testid={testId}>
      {heading}
      <Controls>
        <ControlButton type="button" onClick={() => slider.current?.slickPrev()} aria-label={labels.previous}>
          ‹
        </ControlButton>
        <ControlButton type="button" onClick={toggle} aria-pressed={!playing}>
          {playing ? labels.pause : labels.play}
        </ControlButton>
        <ControlButton type="button" onClick={() => slider.current?.slickNext()} aria-label={labels.next}>
          ›
        </ControlButton>
      </Controls>
      <Slider key={wide ? 'wide' : 'small'} ref={slider} {...settings}>
        {children}
      </Slider>
      {dots && Children.count(children) <= settings.slidesToShow! && <DotsSpace aria-hidden="true" />}
    </Region>
  );
}
