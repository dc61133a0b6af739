import { accessibilityFindings } from '../a11y-engines';
import { expect, test } from '@playwright/test';
import { publicRoutes } from '../helpers';

for (const lang of ['uz', 'ru'] as const) {
  for (const width of [375, 1280]) {
    test(`no accessibility finding of axe, IBM Equal Access or HTML_CodeSniffer on any public route (${lang}, ${width}px)`, async ({
      page,
      request,
    }) => {
      // Three engines on a dozen pages take minutes on a busy two-core machine.
      test.setTimeout(360_000);
      await page.setViewportSize({ width, height: 900 });
      // Every route's findings, so that one run shows them all.
      const findings: Record<string, string[]> = {};
      for (const route of await publicRoutes(request)) {
        await page.goto(`/${lang}${route}`);
        await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toBeAttached();
        // Settled enough for the engines; a request that never ends (a frame's) must not hold the test.
        await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
        const found = await accessibilityFindings(page);
        if (found.length) findings[`/${lang}${route}`] = found;
      }
      expect(findings, `at ${width}px`).toEqual({});
    });
  }
}
