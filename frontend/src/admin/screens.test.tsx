import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { matchRoutes, type RouteObject } from 'react-router-dom';
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

test("a screen's own path outranks another's parameter: the appeals' statistics are not an appeal numbered `statistics`", () => {
  // The routes as app/adminRoutes.tsx makes them, each known by its path.
  const children = ADMIN_SCREENS.flatMap((screen) => screen.paths.map((path) => (path ? { path, id: path } : { index: true, id: '' })));
  const routes: RouteObject[] = [{ path: '/protected', children }];
  const screenAt = (address: string) => matchRoutes(routes, address)?.at(-1)?.route.id;
  expect(screenAt('/protected/appeals/statistics')).toBe('appeals/statistics');
  expect(screenAt('/protected/appeals/2026-00042')).toBe('appeals/:number');
  expect(screenAt('/protected/appeals')).toBe('appeals');
});
