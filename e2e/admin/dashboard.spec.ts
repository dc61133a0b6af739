import { expect, test } from '@playwright/test';
import { PNG, confirmNext, openSignedIn, publicContent, toast, unique } from './session';
import { LOCALES } from '@lyceum/contract';

test.describe.configure({ mode: 'serial' });

test('Header Text: per-language textareas, save shows the server message and reaches the public site', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected');
  const block = page.getByRole('region', { name: 'Header Text' });
  const slogan = { uz: unique('Shior'), en: unique('Slogan'), ru: unique('Девиз') };
  for (const lang of LOCALES) {
    await block.getByRole('button', { name: lang.toUpperCase(), exact: true }).click();
    await block.getByLabel(`Header Text (${lang.toUpperCase()})`).fill(slogan[lang]);
  }
  await block.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Saqlandi')).toBeVisible();
  const stored = JSON.parse((await publicContent(request, '/api/public/base?type=HEADER_QUOTE')).data);
  expect(stored).toEqual(slogan);
  await page.goto('/ru');
  await expect(page.getByText(slogan.ru, { exact: true })).toBeVisible();
});

test("an empty save of a text or contact block shows 'Malumot kiriting!' and changes nothing", async ({ page, request }) => {
  const before = await publicContent(request, '/api/public/base?type=SHORT_INFO');
  await openSignedIn(page, request, '/protected');
  const block = page.getByRole('region', { name: "Qisqacha ma'lumot" });
  for (const lang of ['UZ', 'EN', 'RU']) {
    await block.getByRole('button', { name: lang, exact: true }).click();
    await block.getByLabel(`Qisqacha ma'lumot (${lang})`).fill('');
  }
  await block.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Malumot kiriting!')).toBeVisible();
  expect(await publicContent(request, '/api/public/base?type=SHORT_INFO')).toEqual(before);

  const contact = page.getByRole('region', { name: 'Aloqa' });
  for (const field of ['phone', 'email', 'tg', 'yt', 'ig']) await contact.getByLabel(field, { exact: true }).fill('');
  await page
    .locator('.Toastify__toast')
    .first()
    .waitFor({ state: 'detached', timeout: 8000 })
    .catch(() => undefined);
  await contact.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Malumot kiriting!')).toBeVisible();
});

test('short info and contacts save and reach the public API', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected');
  const block = page.getByRole('region', { name: "Qisqacha ma'lumot" });
  await block.getByRole('button', { name: 'EN', exact: true }).click();
  const text = unique('About us');
  await block.getByLabel("Qisqacha ma'lumot (EN)").fill(text);
  await block.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Saqlandi')).toBeVisible();
  expect(JSON.parse((await publicContent(request, '/api/public/base?type=SHORT_INFO')).data).en).toBe(text);

  const contact = page.getByRole('region', { name: 'Aloqa' });
  await contact.getByLabel('phone', { exact: true }).fill('+998 90 111 22 33');
  await contact.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Saqlandi').last()).toBeVisible();
  await expect
    .poll(async () => JSON.parse((await publicContent(request, '/api/public/base?type=CONTACT')).data).phone)
    .toBe('+998 90 111 22 33');
});

test('carousel: the modal validates, uploads a photo, saves three quotes; edit; delete with confirmation', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected');
  const block = page.getByRole('region', { name: 'Karusel' });
  await block.getByRole('button', { name: "Karusel: qo'shish" }).click();
  const modal = page.getByRole('dialog', { name: "Karusel: qo'shish" });
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Majburiy maydon')).toHaveCount(4);
  await modal.getByLabel('Rasm').setInputFiles(PNG);
  await expect(modal.getByTestId('file-preview')).toBeVisible();
  const quote = { uz: unique('Iqtibos'), en: unique('Quote'), ru: unique('Цитата') };
  await modal.getByLabel('Iqtibos (UZ)').fill(quote.uz);
  await modal.getByLabel('Iqtibos (EN)').fill(quote.en);
  await modal.getByLabel('Iqtibos (RU)').fill(quote.ru);
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal).toHaveCount(0);
  await expect(block.getByRole('cell', { name: quote.uz, exact: true }).first()).toBeVisible();
  await block.getByRole('button', { name: 'RU', exact: true }).click();
  await expect(block.getByRole('cell', { name: quote.ru, exact: true })).toBeVisible();
  const items = await publicContent(request, '/api/public/base?type=CAROUSEL');
  expect(items.map((item: { data: string }) => JSON.parse(item.data).quote)).toContainEqual(quote);
  await expect(page.getByTestId('carousel-preview')).toBeVisible();

  await block.getByRole('button', { name: `Tahrirlash: ${quote.uz}` }).click();
  const edit = page.getByRole('dialog', { name: 'Karusel: tahrirlash' });
  await edit.getByLabel('Iqtibos (EN)').fill(`${quote.en} 2`);
  await edit.getByRole('button', { name: 'Saqlash' }).click();
  await expect
    .poll(async () =>
      (await publicContent(request, '/api/public/base?type=CAROUSEL')).map((item: { data: string }) => JSON.parse(item.data).quote.en),
    )
    .toContain(`${quote.en} 2`);

  confirmNext(page, 'O`chirishni tasdiqlang!', quote.uz);
  await block.getByRole('button', { name: `O'chirish: ${quote.uz}` }).click();
  await expect(toast(page, "O'chirildi")).toBeVisible();
  await expect(block.getByRole('cell', { name: quote.uz, exact: true })).toHaveCount(0);
});

test('partners and directions: inline add rows require every field, add, number rows, delete', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected');
  const partners = page.getByRole('region', { name: 'Hamkorlar' });
  await partners.getByRole('button', { name: "Qo'shish" }).click();
  await expect(partners.getByText('Majburiy maydon')).toHaveCount(5);
  const name = { uz: unique('Hamkor'), en: unique('Partner'), ru: unique('Партнёр') };
  await partners.getByLabel('Hamkorlar: UZ').fill(name.uz);
  await partners.getByLabel('Hamkorlar: EN').fill(name.en);
  await partners.getByLabel('Hamkorlar: RU').fill(name.ru);
  await partners.getByLabel('Hamkorlar: sayt').fill('https://partner.example.uz');
  await partners.getByLabel('Hamkorlar: logo').setInputFiles(PNG);
  await expect(partners.getByTestId('file-preview')).toBeVisible();
  await partners.getByRole('button', { name: "Qo'shish" }).click();
  // The add row empties once the item is saved; until then its inputs still hold the names.
  await expect(partners.getByLabel('Hamkorlar: EN')).toHaveValue('');
  await expect(partners.getByRole('cell', { name: name.en, exact: true })).toBeVisible();
  const rows = partners.locator('tbody tr');
  const count = await rows.count();
  await expect(
    rows
      .nth(count - 2)
      .locator('td')
      .first(),
  ).toHaveText(String(count - 1));
  const publicPartners = await publicContent(request, '/api/public/base?type=PARTNER');
  expect(publicPartners.map((item: { data: string }) => JSON.parse(item.data).ru)).toContain(name.ru);
  confirmNext(page, 'O`chirishni tasdiqlang!', name.uz);
  await partners.getByRole('button', { name: `O'chirish: ${name.uz}` }).click();
  await expect(partners.getByRole('cell', { name: name.en, exact: true })).toHaveCount(0);

  const directions = page.getByRole('region', { name: "Yo'nalishlar" });
  await directions.getByLabel("Yo'nalishlar: UZ").fill('faqat uz');
  await directions.getByRole('button', { name: "Qo'shish" }).click();
  await expect(directions.getByText('Majburiy maydon')).toHaveCount(2);
  const direction = { uz: unique("Yo'nalish"), en: unique('Direction'), ru: unique('Направление') };
  await directions.getByLabel("Yo'nalishlar: UZ").fill(direction.uz);
  await directions.getByLabel("Yo'nalishlar: EN").fill(direction.en);
  await directions.getByLabel("Yo'nalishlar: RU").fill(direction.ru);
  await directions.getByRole('button', { name: "Qo'shish" }).click();
  await expect(directions.getByLabel("Yo'nalishlar: RU")).toHaveValue('');
  await expect(directions.getByRole('cell', { name: direction.ru, exact: true })).toBeVisible();
  await page.goto('/en');
  await expect(page.getByText(direction.en, { exact: true })).toBeVisible();
});
