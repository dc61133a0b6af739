import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../test';
import { publicRoutes } from '../helpers';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

for (const lang of ['uz', 'ru'] as const) {
  for (const width of [375, 1280]) {
    test(`no WCAG 2.1 A/AA violation on any public route (${lang}, ${width}px)`, async ({ page, request }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      for (const route of await publicRoutes(request)) {
        await page.goto(`/${lang}${route}`);
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        await page.waitForLoadState('networkidle').catch(() => undefined);
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
