import { createGlobalStyle } from 'styled-components';
import printCss from './print.css?inline';
import { theme } from './theme';

/**
 * Sizes are in rem so that A- / A+ (the root font size) scale the whole page. With the printed page's rules
 * (print.css), the global CSS every page uses is here: the server writes it into the page's own styles, so no
 * stylesheet stands before the first paint. The carousels' rules come with the carousels (SliderStyle.ts), and the
 * low-vision schemes' with a scheme (lib/vision.ts).
 */
export const GlobalStyle = createGlobalStyle`
  ${printCss}
  *, *::before, *::after { box-sizing: border-box; }
  html { font-size: 16px; }
  body {
    margin: 0;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'DejaVu Sans', sans-serif;
    font-size: 1rem;
    line-height: 1.5;
    /* A long word or address wraps rather than push the page sideways (text zoom on a small screen). */
    overflow-wrap: anywhere;
    color: ${theme.text};
    background: ${theme.background};
  }
  /* An island's root (docs/hydration.md) is no box of its own: the page lays out as if its content stood there. */
  [data-island] { display: contents; }
  img { max-width: 100%; height: auto; }
  a { color: ${theme.green}; }
  a:hover { color: ${theme.greenDark}; }
  :focus-visible { outline: 3px solid ${theme.focus}; outline-offset: 2px; }
  h1, h2, h3 { line-height: 1.25; color: ${theme.greenDark}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  .rich-text table { border-collapse: collapse; margin: 1rem 0; }
  .rich-text th, .rich-text td { border: 1px solid ${theme.border}; padding: 0.4rem 0.6rem; }
  .rich-text iframe { max-width: 100%; aspect-ratio: 16 / 9; height: auto; border: 0; }
`;
