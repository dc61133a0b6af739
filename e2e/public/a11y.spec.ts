import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../test';
import { publicRoutes } from '../helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const lang of ['uz', 'ru'] as const) {
  for (const width of [375, 1280]) {
    test(`no WCAG 2.1 A/AA violation on any public route (${lang}, ${width}px)`, async ({ page, request }) => {
      // Axe on a dozen pages takes minutes on a busy two-core machine.
      test.setTimeout(360_000);
      await page.setViewportSize({ width, height: 900 });
      for (const route of await publicRoutes(request)) {
        await page.goto(`/${lang}${route}`);
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        // Settled enough for axe; a request that never ends (a frame's) must not hold the test.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
        const summary = results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        );
        expect(summary, `${lang}${route} at ${width}px`).toEqual([]);
      }
    });
  }
}
