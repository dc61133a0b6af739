import { expect, test } from '@playwright/test';
import { api, dataOf, homeLoaded } from '../helpers';

const visibleSlides = (page: import('@playwright/test').Page, testId: string) =>
  page.getByTestId(testId).locator('.slick-slide.slick-active');

for (const [width, videos, partners] of [
  [375, 1, 1],
  [1280, 3, 4],
] as const) {
  test(`home carousels at ${width}px show ${videos} video(s) and ${partners} partner(s)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/uz');
    await homeLoaded(page);
    await expect(visibleSlides(page, 'video-carousel')).toHaveCount(videos);
    await expect(visibleSlides(page, 'partners-carousel')).toHaveCount(partners);
    await expect(visibleSlides(page, 'home-carousel')).toHaveCount(1);
  });
}

test('partner logos open the partner site in a new tab', async ({ page }) => {
  await page.goto('/en');
  await homeLoaded(page);
  const link = page.getByTestId('partners-carousel').locator('.slick-active a').first();
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await expect(link).toHaveAttribute('href', /^https:\/\//);
});

test('the carousels autoplay, and the pause control stops them; hidden slides take no focus', async ({ page }) => {
  await page.goto('/en');
  await homeLoaded(page);
  const carousel = page.getByTestId('video-carousel');
  const first = await carousel.locator('.slick-slide.slick-active').first().getAttribute('data-index');
  await expect
    .poll(() => carousel.locator('.slick-slide.slick-active').first().getAttribute('data-index'), { timeout: 6000 })
    .not.toBe(first);
  await carousel.getByRole('button', { name: 'Pause' }).click();
  await expect(carousel.getByRole('button', { name: 'Play' })).toHaveAttribute('aria-pressed', 'true');
  await page.mouse.move(0, 0);
  const paused = await carousel.locator('.slick-slide.slick-active').first().getAttribute('data-index');
  await page.waitForTimeout(4500);
  expect(await carousel.locator('.slick-slide.slick-active').first().getAttribute('data-index')).toBe(paused);
  const focusableHidden = await page
    .locator('.slick-slide[aria-hidden="true"] a:not([tabindex="-1"]), .slick-slide[aria-hidden="true"] iframe:not([tabindex="-1"])')
    .count();
  expect(focusableHidden).toBe(0);
});

test("where the visitor's system asks for reduced motion nothing moves: the carousels start paused, the short info is whole", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/en');
  await homeLoaded(page);
  const carousel = page.getByTestId('video-carousel');
  const play = carousel.getByRole('button', { name: 'Play' });
  await expect(play).toHaveAttribute('aria-pressed', 'true');
  // Every carousel of the page: none offers to pause, each offers to play.
  const carousels = await page.locator('[aria-roledescription="carousel"]').count();
  expect(carousels).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play', exact: true })).toHaveCount(carousels);
  // The short info is not typed: no caret (typing keeps it after its last letter), the whole text at once.
  const info = dataOf(await api(request, '/api/public/base?type=SHORT_INFO')).en;
  await expect(page.locator('.typing .caret')).toHaveCount(0);
  expect(await page.locator('.typing').textContent()).toBe(info);
  // A slide changed by its control changes at once: no transition in any frame of the change.
  const durations = await carousel.evaluate(async (region) => {
    const track = region.querySelector('.slick-track')!;
    region.querySelector<HTMLButtonElement>('button[aria-label="Next"]')!.click();
    const seen = new Set<string>();
    for (let frame = 0; frame < 20; frame++) {
      await new Promise(requestAnimationFrame);
      seen.add(getComputedStyle(track).transitionDuration);
    }
    return [...seen];
  });
  expect(durations).toEqual(['0s']);
  // The visitor may still start one: it moves then.
  const first = await carousel.locator('.slick-slide.slick-active').first().getAttribute('data-index');
  await play.click();
  await page.mouse.move(0, 0);
  await expect
    .poll(() => carousel.locator('.slick-slide.slick-active').first().getAttribute('data-index'), { timeout: 6000 })
    .not.toBe(first);
});
