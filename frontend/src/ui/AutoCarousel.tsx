import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import Slider, { type Settings } from 'react-slick';
import styled, { css } from 'styled-components';
import { theme } from './theme';
import { NextIcon, PreviousIcon } from './icons';
import { useMediaQuery } from './useMediaQuery';
import { useSlickA11y } from './useSlickA11y';
import { useStill } from './useVision';

/**
 * Before the browser knows its width (the server's HTML, and the first render that hydrates it) a carousel is
 * rendered with its small-screen count: react-slick's SSR output, slide widths in percent of the track. On a wide
 * screen this CSS lays that markup out already as the wide carousel will be (its first `wide` slides side by side,
 * clones hidden: the boxes react-slick gives them once switched), so neither the wait for the script nor the switch
 * moves anything. It applies only while the small count is rendered on a wide screen: with JavaScript, until
 * useMediaQuery has reported the width; without, for good.
 */
const widePreview = ({ count, wide }: { count: number; wide: number }) => css`
  @media (min-width: ${theme.wide}) {
    &[data-layout='small'] .slick-track {
      width: calc(100% * ${count} / ${wide}) !important;
      left: 0 !important;
      transform: none !important;
    }
    &[data-layout='small'] .slick-slide {
      width: calc(100% / ${count}) !important;
    }
    &[data-layout='small'] .slick-cloned {
      display: none !important;
    }
  }
`;

const Region = styled.section<{ $preview?: { count: number; wide: number } }>`
  position: relative;
  margin: 1.5rem 0;
  ${(p) => p.$preview && widePreview(p.$preview)}
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
  /** Told the index of each slide as it starts coming into view. */
  onSlide?: (index: number) => void;
  children: ReactNode;
}

/** An autoplaying react-slick carousel with a pause control and focus kept out of hidden slides. */
export function AutoCarousel({ labels, slides, autoplayMs, heading, dots = true, testId, onSlide, children }: Props) {
  const slider = useRef<Slider>(null);
  const region = useRef<HTMLElement>(null);
  const still = useStill();
  const [playing, setPlaying] = useState(true);
  // The low-vision mode and a system's reduced motion stop every carousel; the visitor may still start one with its
  // play control.
  useEffect(() => {
    if (!still) return;
    slider.current?.slickPause();
    setPlaying(false);
  }, [still]);
  // react-slick's own `responsive` ignores the width it starts at; the count is decided here. The first render is
  // always the small one (useMediaQuery's server snapshot), so that it equals the server's HTML; a wide screen then
  // re-renders with its count, and the CSS above keeps that from showing as a jump.
  const wide = useMediaQuery(`(min-width: ${theme.wide})`);
  const differ = slides.small !== slides.wide;
  // Once mounted, useSlickA11y looks at the slides again: that render gave their players their tab order back (VideoStrip).
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  useSlickA11y(region, mounted);
  const settings: Settings = {
    autoplay: playing,
    autoplaySpeed: autoplayMs,
    infinite: true,
    arrows: false,
    dots,
    pauseOnHover: true,
    pauseOnFocus: true,
    slidesToShow: wide ? slides.wide : slides.small,
    slidesToScroll: 1,
    accessibility: true,
    beforeChange: onSlide && ((_current: number, next: number) => onSlide(next)),
  };
  const toggle = () => {
    if (playing) slider.current?.slickPause();
    else slider.current?.slickPlay();
    setPlaying(!playing);
  };
  return (
    <Region
      ref={region}
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-testid={testId}
      data-layout={differ ? (wide ? 'wide' : 'small') : undefined}
      $preview={differ ? { count: Math.max(Children.toArray(children).length, 1), wide: slides.wide } : undefined}
    >
      {heading}
      <Controls>
        <ControlButton type="button" onClick={() => slider.current?.slickPrev()} aria-label={labels.previous}>
          <PreviousIcon />
        </ControlButton>
        <ControlButton type="button" onClick={toggle} aria-pressed={!playing}>
          {playing ? labels.pause : labels.play}
        </ControlButton>
        <ControlButton type="button" onClick={() => slider.current?.slickNext()} aria-label={labels.next}>
          <NextIcon />
        </ControlButton>
      </Controls>
      {/*
        react-slick is remounted when the count changes (its clones and timers are set up for one count). A carousel
        with one count for both widths (the home page's) keeps a single key: hydration on a wide screen, which starts
        from the small render, must not remount it (that would rebuild its slides, restart its images and autoplay).
      */}
      <Slider key={differ && wide ? 'wide' : 'small'} ref={slider} {...settings}>
        {children}
      </Slider>
      {dots && Children.count(children) <= settings.slidesToShow! && <DotsSpace aria-hidden="true" />}
    </Region>
  );
}
