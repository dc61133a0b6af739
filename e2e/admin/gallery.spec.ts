import { expect, test, type Page } from '@playwright/test';
import { PNG, confirmNext, openSignedIn, ownLabel, publicContent, toast, unique } from './session';

/**
 * Keeps the video players' frames from ever committing: Chromium closes an open confirm dialog when a frame commits
 * (on this closed network, the error page of a player that cannot load), and the players are made late, when scrolled
 * near, so waiting for them cannot be done once. A 204 answer ends a frame's navigation without a commit.
 */
async function framesStayEmpty(page: Page) {
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill({ status: 204 }));
}

test('video item: required fields, create, it shows as a player, delete with confirmation', async ({ page, request }) => {
  await framesStayEmpty(page);
  await openSignedIn(page, request, '/protected/gallery');
  await page.getByRole('button', { name: "Galereyaga qo'shish" }).click();
  const modal = page.getByRole('dialog', { name: "Galereyaga qo'shish" });
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Majburiy maydon')).toHaveCount(2);
  const caption = unique('Video');
  await modal.getByLabel('Video manzili').fill('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
  await modal.getByLabel(ownLabel('Izoh')).fill(caption);
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal).toHaveCount(0);
  const card = page.getByTestId('admin-gallery').getByRole('listitem').filter({ hasText: caption });
  await expect(card.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
  const videos = (await publicContent(request, '/api/public/media?type=VIDEO_GALLERY&size=20')).content;
  expect(videos.map((item: { definition: string }) => item.definition)).toContain(caption);

  confirmNext(page, 'O`chirishni tasdiqlang', caption);
  await card.getByRole('button', { name: `O'chirish: ${caption}` }).click();
  await expect(toast(page, 'O`chirildi')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('photo item: switching the kind resets the form; extra images over 5 MB are skipped; uploads toast per file', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/protected/gallery');
  await page.getByRole('button', { name: "Galereyaga qo'shish" }).click();
  const modal = page.getByRole('dialog', { name: "Galereyaga qo'shish" });
  await modal.getByLabel(ownLabel('Izoh')).fill('will be reset');
  await modal.getByRole('radio', { name: 'Photo' }).check();
  await expect(modal.getByLabel(ownLabel('Izoh'))).toHaveValue('');
  await expect(modal.getByLabel('Video manzili')).toHaveCount(0);
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Majburiy maydon')).toHaveCount(2);

  await modal.getByLabel('Asosiy rasm').setInputFiles(PNG);
  await expect(modal.getByTestId('file-preview')).toBeVisible();
  const big = { name: 'huge.png', mimeType: 'image/png', buffer: Buffer.concat([PNG.buffer, Buffer.alloc(5_242_881)]) };
  await modal.getByLabel("Qo'shimcha rasmlar").setInputFiles([{ ...PNG, name: 'extra-one.png' }, big]);
  await expect(toast(page, 'Rasm hajmi 5mb gacha bo`lsin')).toBeVisible();
  await expect(toast(page, 'extra-one.png yuklandi!')).toBeVisible();
  await expect(modal.getByTestId('extra-count')).toHaveText("Qo'shimcha rasmlar: 1");
  const caption = unique('Rasm');
  await modal.getByLabel(ownLabel('Izoh')).fill(caption);
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal).toHaveCount(0);
  const photos = (await publicContent(request, '/api/public/media?type=PHOTO_GALLERY&size=20')).content;
  const saved = photos.find((item: { definition: string }) => item.definition === caption);
  expect(saved.others).toHaveLength(1);

  await page.getByRole('button', { name: `Ko'rish: ${caption}` }).click();
  const viewer = page.getByRole('dialog', { name: caption });
  await expect(viewer.getByRole('img')).toHaveCount(2);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
});

test("upload failures toast per file; the main image input is cleared; 'Kuting ...' shows while uploading", async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/gallery');
  await page.getByRole('button', { name: "Galereyaga qo'shish" }).click();
  const modal = page.getByRole('dialog', { name: "Galereyaga qo'shish" });
  await modal.getByRole('radio', { name: 'Photo' }).check();

  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/attachment', async (route) => {
    await gate;
    await route.fulfill({ status: 503, contentType: 'application/json', body: '{"success":false,"message":"down"}' });
  });
  await modal.getByLabel('Asosiy rasm').setInputFiles(PNG);
  await expect(page.getByTestId('upload-loader')).toContainText('Kuting ...');
  release();
  await expect(toast(page, 'Rasm yuklanmadi. Server bilan aloqa muammo bor.')).toBeVisible();
  await expect(page.getByTestId('upload-loader')).toHaveCount(0);
  expect(await modal.getByLabel('Asosiy rasm').evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0);

  await modal.getByLabel("Qo'shimcha rasmlar").setInputFiles({ ...PNG, name: 'broken.png' });
  await expect(toast(page, 'broken.png yuklanmadi! Server bilan aloqa muammo bor.')).toBeVisible();
});

test('a failed delete toasts the gallery message', async ({ page, request }) => {
  await framesStayEmpty(page);
  await openSignedIn(page, request, '/protected/gallery');
  await page.route('**/api/v1/media/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 503, body: '{}' }) : route.continue(),
  );
  const first = page
    .getByTestId('admin-gallery')
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: /^Ko'rish/ }) })
    .first();
  confirmNext(page, 'O`chirishni tasdiqlang', /.+/);
  await first.getByRole('button', { name: /^O'chirish/ }).click();
  await expect(toast(page, 'O`chirishda muommo sodir bo`ldi')).toBeVisible();
});
