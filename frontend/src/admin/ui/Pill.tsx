import styled from 'styled-components';

/**
 * The admin's tones for a state's words (a status, a Telegram post's fate): dark text on a light fill, 4.5:1 and more
 * in every pair. The words say the state; the colour only repeats it.
 */
export const TONES = {
  good: { color: '#0f4d1f', background: '#e6f4ea' },
  info: { color: '#1e3a5f', background: '#e3f0ff' },
  warning: { color: '#5c3c00', background: '#fff3cd' },
  bad: { color: '#7a1010', background: '#fdecea' },
  quiet: { color: '#3d3d3d', background: '#f1f1f1' },
} as const;
export type Tone = keyof typeof TONES;

/** A state's words in a rounded box of its tone. */
export const Pill = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 0.1rem 0.5rem;
  border-radius: 0.75rem;
  font-size: 0.8rem;
  font-weight: 700;
  /* Its words stay whole (a squeezed list is not to break them: 'Rejalashtirilgan', a date), and it wraps between
     them only where the line is too short for it all (a phone). */
  overflow-wrap: normal;
  time {
    white-space: nowrap;
  }
  color: ${(p) => TONES[p.$tone].color};
  background: ${(p) => TONES[p.$tone].background};
  border: 1px solid currentColor;
`;
