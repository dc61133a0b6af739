import { expect, test } from '@playwright/test';
import { PNG, confirmNext, openSignedIn, ownLabel, publicContent, toast, unique } from './session';

test('interactive services: validation, create, edit, delete, with the spec toasts', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/interactive');
  await page.getByRole('button', { name: "Interaktiv xizmat qo'shish" }).click();
  const modal = page.getByRole('dialog', { name: "Interaktiv xizmat qo'shish" });
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Majburiy maydon')).toHaveCount(5);
  const names = { uz: unique('Xizmat'), en: unique('Service'), ru: unique('Услуга') };
  await modal.getByLabel('Nomi (UZ)').fill(names.uz);
  await modal.getByLabel('Nomi (EN)').fill(names.en);
  await modal.getByLabel('Nomi (RU)').fill(names.ru);
  await modal.getByLabel('Sayt manzili').fill('https://service.example.uz');
  await modal.getByLabel('Logo').setInputFiles(PNG);
  await expect(modal.getByTestId('file-preview')).toBeVisible();
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Saqlandi')).toBeVisible();
  await page.goto('/ru/interactive');
  await expect(page.getByRole('link', { name: new RegExp(names.ru) })).toHaveAttribute('href', 'https://service.example.uz');

  await page.goto('/protected/interactive');
  await page.getByRole('button', { name: `Tahrirlash: ${names.uz}` }).click();
  const edit = page.getByRole('dialog', { name: 'Interaktiv xizmatni tahrirlash' });
  await edit.getByLabel('Nomi (EN)').fill(`${names.en} 2`);
  await edit.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByRole('cell', { name: `${names.en} 2` })).toBeVisible();

  await page.route('**/api/v1/baseInfo/*', (route) => route.fulfill({ status: 503, body: '{}' }));
  confirmNext(page, "O'chirishni tasdiqlang", names.uz);
  await page.getByRole('button', { name: `O'chirish: ${names.uz}` }).click();
  await expect(toast(page, 'Xatolik')).toBeVisible();
  await page.unroute('**/api/v1/baseInfo/*');
  confirmNext(page, "O'chirishni tasdiqlang", names.uz);
  await page.getByRole('button', { name: `O'chirish: ${names.uz}` }).click();
  await expect(toast(page, "O'chirildi")).toBeVisible();
  const services = await publicContent(request, '/api/public/base?type=INTERACTIVE');
  expect(services.map((item: { data: string }) => JSON.parse(item.data).uz)).not.toContain(names.uz);
});

test('leadership (insert-text/1): every field and the reception day required, order >= 1; create, edit, delete', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/protected/insert-text/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rahbariyat');
  await page.getByRole('button', { name: "Rahbariyat: qo'shish" }).click();
  const modal = page.getByRole('dialog', { name: "Rahbariyat: qo'shish" });
  for (const label of ["To'liq ism", 'Lavozim', 'Telefon', 'Qabul kuni', 'Tartib raqami'])
    await expect(modal.getByLabel(ownLabel(label))).toHaveValue('');
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Majburiy maydon')).toHaveCount(6);
  const name = unique('Rahbar');
  await modal.getByLabel(ownLabel("To'liq ism")).fill(name);
  await modal.getByLabel(ownLabel('Lavozim')).fill('Direktor');
  await modal.getByLabel('Telefon').fill('+998 90 000 00 01');
  await modal.getByLabel('Qabul kuni').fill('Juma, 10:00');
  await modal.getByLabel('Tartib raqami').fill('0');
  await modal.getByLabel('Rasm').setInputFiles(PNG);
  await expect(modal.getByTestId('file-preview')).toBeVisible();
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(modal.getByText('Eng kichik qiymat 1')).toBeVisible();
  await modal.getByLabel('Tartib raqami').fill('4');
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  const leaders = await publicContent(request, '/api/public/staff?type=LEADER');
  expect(leaders.find((person: { fullName: string }) => person.fullName === name)).toMatchObject({
    admission: 'Juma, 10:00',
    number: 4,
    position: 'Direktor',
  });

  await page.getByRole('button', { name: `Tahrirlash: ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Rahbariyat: tahrirlash' });
  await expect(edit.getByLabel('Qabul kuni')).toHaveValue('Juma, 10:00');
  await edit.getByLabel(ownLabel('Lavozim')).fill("Direktor o'rinbosari");
  await edit.getByRole('button', { name: 'Saqlash' }).click();
  await expect(page.getByRole('cell', { name: "Direktor o'rinbosari", exact: true })).toBeVisible();

  confirmNext(page, "O'chirishni tasdiqlang", name);
  await page.getByRole('button', { name: `O'chirish: ${name}` }).click();
  await expect(toast(page, 'Deleted')).toBeVisible();
  await expect(page.getByRole('cell', { name, exact: true })).toHaveCount(0);
});

test('staff (insert-text/2): the reception day is disabled; a save failure shows the cause', async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/insert-text/2');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Xodimlar');
  await page.getByRole('button', { name: "Xodimlar: qo'shish" }).click();
  const modal = page.getByRole('dialog', { name: "Xodimlar: qo'shish" });
  await expect(modal.getByLabel('Qabul kuni')).toBeDisabled();
  await expect(modal.getByLabel('Qabul kuni')).toHaveAccessibleDescription('Qabul kuni faqat rahbariyat uchun kiritiladi.');
  const name = unique('Xodim');
  await modal.getByLabel(ownLabel("To'liq ism")).fill(name);
  await modal.getByLabel(ownLabel('Lavozim')).fill("O'qituvchi");
  await modal.getByLabel('Telefon').fill('+998 90 000 00 02');
  await modal.getByLabel('Tartib raqami').fill('2');
  await modal.getByLabel('Rasm').setInputFiles(PNG);
  await expect(modal.getByTestId('file-preview')).toBeVisible();

  await page.route('**/api/v1/staff', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: '{"success":false,"message":"bad","cause":"Telefon raqami noto\'g\'ri"}',
        })
      : route.continue(),
  );
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, "Telefon raqami noto'g'ri")).toBeVisible();
  await page.unroute('**/api/v1/staff');
  await modal.getByRole('button', { name: 'Saqlash' }).click();
  await expect(toast(page, 'Success')).toBeVisible();
  const staff = await publicContent(request, '/api/public/staff?type=STAFF');
  expect(staff.find((person: { fullName: string }) => person.fullName === name)).toMatchObject({ admission: '', number: 2 });
});
