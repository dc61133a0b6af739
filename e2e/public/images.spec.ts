import { expect, test } from '@playwright/test';
import { api } from '../helpers';

test('photos reach Chromium as AVIF, and a client that names neither AVIF nor WebP gets the JPEG', async ({ page, request }) => {
  const [news] = (await api<{ content: { id: string; photo: string }[] }>(request, '/api/public/news?lang=uz&page=0&size=1')).content;
  const photos: { url: string; type: string | null }[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/attachment/') && !response.url().includes('/og/'))
      photos.push({ url: response.url(), type: response.headers()['content-type'] ?? null });
  });
  await page.goto(`/uz/news/${news.id}`);
  const article = page.locator('main img').first();
  await expect(article).toBeVisible();
  await expect.poll(() => article.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const own = photos.filter((photo) => photo.url.includes(encodeURIComponent(news.photo)));
  expect(own.length).toBeGreaterThan(0);
  for (const photo of own) expect(photo.type, photo.url).toBe('image/avif');

  const plain = await request.get(`/api/attachment/${encodeURIComponent(news.photo)}`, { headers: { Accept: '*/*' } });
  expect(plain.status()).toBe(200);
  expect(plain.headers()['content-type']).toMatch(/^image\/(jpeg|png)$/);
  expect(plain.headers()['vary']).toMatch(/Accept/);
  const webp = await request.get(`/api/attachment/${encodeURIComponent(news.photo)}?w=500`, { headers: { Accept: 'image/webp,*/*' } });
  expect(webp.headers()['content-type']).toBe('image/webp');
});
