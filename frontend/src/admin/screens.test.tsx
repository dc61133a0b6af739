import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ADMIN_SCREENS } from './screens';

/** An icon's strokes (its SVG's shapes), each as written. */
const strokes = (svg: string) => new Set(svg.match(/<(path|rect|circle|line|polyline|polygon|ellipse)\b[^>]*>/g) ?? []);

test("each section of the side menu has an icon of its own: none is another's drawn again, or drawn with more on it", () => {
  const icons = ADMIN_SCREENS.flatMap((screen) =>
    screen.side ? [{ section: screen.side.section, strokes: strokes(renderToStaticMarkup(createElement(screen.side.icon))) }] : [],
  );
  expect(icons.length).toBeGreaterThan(10);
  const alike = icons.flatMap((one) =>
    icons
      .filter((other) => other !== one && [...one.strokes].every((stroke) => other.strokes.has(stroke)))
      .map((other) => `${one.section} ⊂ ${other.section}`),
  );
  expect(alike).toEqual([]);
});
