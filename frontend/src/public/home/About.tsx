import { Typewriter } from 'react-simple-typewriter';
import styled, { keyframes } from 'styled-components';
import { type BaseAnswer, type Read } from '../../api/read';
import { useItems } from '../../api/contentItems';
import type { Translations } from '../../api/types';
import { useHomeWords } from './homeWords';
import { useStill } from '../../ui/useVision';
import { Section } from './Section';
import { defineIsland } from '../../islands/defineIsland';

/** Milliseconds a letter. */
const TYPE_SPEED = 55;

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

/** The short info about the lyceum, typed out; screen readers get the whole text at once. */
export function About({ info: read }: { info: Read<BaseAnswer> }) {
  const { t, lang } = useHomeWords();
  const info = useItems<Translations>(read).items?.[0]?.[lang] ?? '';
  // The low-vision mode and a system's reduced motion show the text at once.
  const still = useStill();
  return (
    <Section aria-labelledby="about-heading">
      <h2 id="about-heading">{t('aboutLyceum')}</h2>
      <Typed>
        <span className="visually-hidden">{info}</span>
        <span className="sizer" aria-hidden="true">
          {info}
        </span>
        <span className="typing" aria-hidden="true">
          {info && still && info}
          {info && !still && (
            <span className="caret">
              <Typewriter key={`${lang}-${info}`} words={[info]} typeSpeed={TYPE_SPEED} loop={1} cursor={false} />
            </span>
          )}
        </span>
      </Typed>
    </Section>
  );
}

export const aboutIsland = defineIsland('home.about', About, 'visible');
