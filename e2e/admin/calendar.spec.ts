import { accessibilityFindings } from '../a11y-engines';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { PNG, adminToken, confirmNext, openSignedIn, ownLabel, toast, unique } from './session';
import { WORKFLOW, next, row, saveAs, saveDraft } from './wizard';

/** The calendar admin's texts in Uzbek (frontend/src/admin/messages/calendar.ts). */
const T = {
  create: "Tadbir qo'shish",
  startTime: 'Boshlanish vaqti',
  endTime: 'Tugash vaqti',
  startDate: 'Boshlanish sanasi',
  endDate: 'Tugash sanasi',
  allDay: "Kun bo'yi",
  link: "Ro'yxatdan o'tish havolasi",
  endNotAfterStart: "Tugash vaqti boshlanish vaqtidan keyin bo'lsin",
  endBeforeStart: "Tugash sanasi boshlanish sanasidan oldin bo'lmasin",
  badUrl: "http:// yoki https:// bilan boshlanadigan to'g'ri manzil kiriting",
  required: 'Majburiy maydon',
  confirmDelete: "Ma'lumot o`chirilsinmi?",
};

interface AdminEvent {
  id: string;
  titleUz: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
  status: string;
  registrationUrl: string;
}

/** The events as the admin API lists them (the spec's own found by its unique title). */
async function adminEvent(request: APIRequestContext, titleUz: string): Promise<AdminEvent> {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const answer = await request.get('/api/v1/events?page=0&size=100', { headers });
  expect(answer.status()).toBe(200);
  const found = ((await answer.json()).content.content as AdminEvent[]).find((event) => event.titleUz === titleUz);
  expect(found, `the event "${titleUz}" is listed`).toBeTruthy();
  return found!;
}

/** What a visitor reads of an event in one language: its title, or the status of the refusal. */
async function publicTitle(request: APIRequestContext, id: string, lang: string): Promise<string | number> {
  const answer = await request.get(`/api/public/events/${id}?lang=${lang}`);
  return answer.status() === 200 ? ((await answer.json()).content.title as string) : answer.status();
}

/** The three language steps: title, place and description in each. */
async function fillLanguages(page: Page, titles: Record<'Uz' | 'En' | 'Ru', string>) {
  for (const [key, title] of Object.entries(titles)) {
    await page.getByLabel(/^Sarlavha/).fill(title);
    await page.getByLabel(/^Joy/).fill(`Faollar zali ${key}`);
    await page.frameLocator(`#event-text-${key}_ifr`).locator('body').fill(`Tavsif ${key}`);
    await next(page);
  }
}

const lastStep = async (page: Page) => {
  for (let step = 0; step < 3; step++) await next(page);
};

test('an event through the wizard in three languages: listed, on its visitor page, a draft visitors do not see, published, its revisions, the trash and back', async ({
  page,
  request,
}) => {
  const titles = { Uz: unique('Tadbir'), En: unique('Event'), Ru: unique('Мероприятие') };
  await openSignedIn(page, request, '/protected/calendar');
  await page.getByRole('link', { name: T.create }).click();
  await expect(page).toHaveURL(/\/protected\/calendar\/create$/);
  await fillLanguages(page, titles);

  // The API's rules, said on the fields before it is asked: an end before the start, a link that is not a web address.
  await page.getByLabel(ownLabel(T.startTime)).fill('2031-04-10T10:00');
  await page.getByLabel(ownLabel(T.endTime)).fill('2031-04-10T09:00');
  await page.getByLabel(ownLabel(T.link)).fill('javascript:alert(1)');
  await page.getByRole('button', { name: WORKFLOW.uz.publish, exact: true }).click();
  await expect(page.getByText(T.endNotAfterStart)).toBeVisible();
  await expect(page.getByText(T.badUrl)).toBeVisible();
  await expect(page.getByLabel(ownLabel(T.endTime))).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/protected\/calendar\/create$/);
  expect(await accessibilityFindings(page, { exclude: '.tox-tinymce' })).toEqual([]);

  await page.getByLabel('Rasm').setInputFiles(PNG);
  await expect(page.getByTestId('file-preview')).toBeVisible();
  await page.getByLabel(ownLabel(T.endTime)).fill('2031-04-10T12:30');
  await page.getByLabel(ownLabel(T.link)).fill('https://lyceum.uz/royxat?tadbir=1');
  await page.getByRole('button', { name: WORKFLOW.uz.publish, exact: true }).click();
  await expect(toast(page, 'Saqlandi')).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/calendar$/);

  // Listed with its start in Tashkent time; stored as the instant it means (10:00 in Tashkent is 05:00 UTC).
  const listed = row(page, titles.Uz);
  await expect(listed).toBeVisible();
  await expect(listed.locator('time[datetime="2031-04-10T05:00:00.000Z"]')).toHaveText('10.04.2031 10:00');
  const event = await adminEvent(request, titles.Uz);
  expect(event).toMatchObject({
    startsAt: '2031-04-10T05:00:00.000Z',
    endsAt: '2031-04-10T07:30:00.000Z',
    allDay: false,
    status: 'published',
    registrationUrl: 'https://lyceum.uz/royxat?tadbir=1',
  });
  for (const [lang, key] of [
    ['uz', 'Uz'],
    ['en', 'En'],
    ['ru', 'Ru'],
  ] as const)
    expect(await publicTitle(request, event.id, lang)).toBe(titles[key]);
  await expect(listed.getByRole('link', { name: `Saytda ko'rish: ${titles.Uz}` })).toHaveAttribute('href', `/uz/calendar/${event.id}`);
  await page.goto(`/uz/calendar/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: titles.Uz })).toBeVisible();

  // Edited and kept as a draft: the list says so, visitors keep the published version.
  await page.goto('/protected/calendar');
  await row(page, titles.Uz)
    .getByRole('button', { name: `Tahrirlash: ${titles.Uz}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/protected/calendar/create/${event.id}$`));
  await expect(page.getByLabel(/^Sarlavha/)).toHaveValue(titles.Uz);
  await expect(page.getByLabel(/^Joy/)).toHaveValue('Faollar zali Uz');
  await page.getByLabel(/^Sarlavha/).fill(`${titles.Uz} tahrir`);
  await lastStep(page);
  await expect(page.getByLabel(ownLabel(T.startTime))).toHaveValue('2031-04-10T10:00');
  await saveDraft(page);
  await expect(toast(page, WORKFLOW.uz.saved)).toBeVisible();
  await expect(row(page, `${titles.Uz} tahrir`).getByText(WORKFLOW.uz.changed)).toBeVisible();
  expect(await publicTitle(request, event.id, 'uz')).toBe(titles.Uz);
  await page.goto(`/uz/calendar/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: titles.Uz })).toBeVisible();

  // Published by the spec's save.
  await page.goto('/protected/calendar');
  await row(page, `${titles.Uz} tahrir`)
    .getByRole('button', { name: /^Tahrirlash/ })
    .click();
  await expect(page.getByLabel(/^Sarlavha/)).toHaveValue(`${titles.Uz} tahrir`);
  await lastStep(page);
  await page.getByRole('button', { name: WORKFLOW.uz.publish, exact: true }).click();
  await expect(page).toHaveURL(/\/protected\/calendar$/);
  await expect(row(page, `${titles.Uz} tahrir`).getByText(WORKFLOW.uz.changed)).toHaveCount(0);
  expect(await publicTitle(request, event.id, 'uz')).toBe(`${titles.Uz} tahrir`);

  // Its revisions, newest first: the publication (nothing changed since the draft), the draft's new word in the Uzbek
  // title, and the first save's every field, its times in Tashkent time and its all-day switch in words.
  await row(page, `${titles.Uz} tahrir`)
    .getByRole('link', { name: `Tarix: ${titles.Uz} tahrir` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Tahrirlar tarixi: Tadbir — ${titles.Uz} tahrir` })).toBeVisible();
  const [published, draft, first] = [1, 2, 3].map((index) => page.getByRole('row').nth(index));
  await expect(published.getByRole('cell', { name: "Maydonlar o'zgarmagan" })).toBeVisible();
  await expect(draft.getByTestId('revision-changes').getByRole('term')).toHaveText('Sarlavha (UZ)');
  await expect(draft.getByTestId('revision-changes').locator('ins')).toHaveText('tahrir');
  const change = (term: string) => first.getByRole('term').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect(change('Boshlanishi (Barcha tillar uchun)')).toHaveText('10.04.2031 10:00');
  await expect(change("Kun bo'yi (Barcha tillar uchun)")).toHaveText("Yo'q");
  await expect(change('Joy (RU)')).toHaveText('Faollar zali Ru');
  // The screen is what is checked, not react-toastify's notice of the save (gone by itself after 5 s).
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  expect(await accessibilityFindings(page)).toEqual([]);

  // To the trash, gone from visitors, and back as it was.
  await page.goto('/protected/calendar');
  confirmNext(page, T.confirmDelete, `${titles.Uz} tahrir`);
  await row(page, `${titles.Uz} tahrir`)
    .getByRole('button', { name: `O'chirish: ${titles.Uz} tahrir` })
    .click();
  await expect(toast(page, "O'chirildi")).toBeVisible();
  await expect(row(page, `${titles.Uz} tahrir`)).toHaveCount(0);
  expect(await publicTitle(request, event.id, 'uz')).toBe(404);
  await page.getByRole('link', { name: 'Savat', exact: true }).click();
  const trashed = page.getByRole('row').filter({ hasText: `${titles.Uz} tahrir` });
  await expect(trashed).toContainText('Tadbir');
  await trashed.getByRole('button', { name: `Tiklash: ${titles.Uz} tahrir` }).click();
  await expect(toast(page, 'Tiklandi')).toBeVisible();
  expect(await publicTitle(request, event.id, 'ru')).toBe(titles.Ru);
  await page.goto('/protected/calendar');
  await expect(row(page, `${titles.Uz} tahrir`)).toBeVisible();

  await request.delete(`/api/v1/events/${event.id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
});

test("an all-day event: the switch turns the times into dates, sent as Tashkent's midnights; a refusal of the API is said on its field", async ({
  page,
  request,
}) => {
  const titles = { Uz: unique("Kun bo'yi tadbir"), En: unique('All-day event'), Ru: unique('Весь день') };
  await openSignedIn(page, request, '/protected/calendar/create');
  await fillLanguages(page, titles);
  await page.getByLabel(ownLabel(T.startTime)).fill('2031-06-01T10:00');
  await page.getByLabel(ownLabel(T.endTime)).fill('2031-06-03T15:00');
  await page.getByRole('switch', { name: T.allDay }).check();
  await expect(page.getByLabel(ownLabel(T.startDate))).toHaveValue('2031-06-01');
  await expect(page.getByLabel(ownLabel(T.endDate))).toHaveValue('2031-06-03');
  await expect(page.getByLabel(ownLabel(T.startDate))).toHaveAttribute('type', 'date');

  await page.getByLabel(ownLabel(T.endDate)).fill('2031-05-31');
  await saveDraft(page);
  await expect(page.getByText(T.endBeforeStart)).toBeVisible();

  // The API refuses what the wizard let through (another admin's rule, a newer server): its field is marked, its
  // refusal toasted in the admin's language, as the news wizard says it.
  await page.getByLabel(ownLabel(T.endDate)).fill('2031-06-01');
  await page.route('**/api/v1/events', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, code: 'INVALID_REQUEST', message: 'endsAt: x', errors: { endsAt: 'x' } }),
        })
      : route.continue(),
  );
  await saveDraft(page);
  await expect(toast(page, "So'rov noto'g'ri")).toBeVisible();
  await expect(page.getByText(T.endBeforeStart)).toBeVisible();
  await page.unroute('**/api/v1/events');

  // Kept as a draft: one day, its midnight in Tashkent (19:00 UTC the evening before) twice.
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/events') && request.method() === 'POST');
  await saveDraft(page);
  expect((await sent).postDataJSON()).toMatchObject({
    startsAt: '2031-06-01T00:00:00+05:00',
    endsAt: '2031-06-01T00:00:00+05:00',
    allDay: true,
    draft: true,
  });
  await expect(toast(page, WORKFLOW.uz.saved)).toBeVisible();
  const listed = row(page, titles.Uz);
  await expect(listed.getByText(WORKFLOW.uz.draft, { exact: true })).toBeVisible();
  await expect(listed.locator('time[datetime="2031-05-31T19:00:00.000Z"]')).toHaveText(`01.06.2031 (${T.allDay})`);
  const event = await adminEvent(request, titles.Uz);
  expect(event).toMatchObject({ startsAt: '2031-05-31T19:00:00.000Z', endsAt: '2031-05-31T19:00:00.000Z', allDay: true, status: 'draft' });
  expect(await publicTitle(request, event.id, 'uz')).toBe(404);

  // Reopened, it shows its day; switched off, the day's whole span as times.
  await listed.getByRole('button', { name: /^Tahrirlash/ }).click();
  await lastStep(page);
  await expect(page.getByRole('switch', { name: T.allDay })).toBeChecked();
  await expect(page.getByLabel(ownLabel(T.startDate))).toHaveValue('2031-06-01');
  await page.getByRole('switch', { name: T.allDay }).uncheck();
  await expect(page.getByLabel(ownLabel(T.startTime))).toHaveValue('2031-06-01T00:00');
  await expect(page.getByLabel(ownLabel(T.endTime))).toHaveValue('2031-06-01T23:59');
  await page.getByRole('switch', { name: T.allDay }).check();
  await expect(page.getByLabel(ownLabel(T.endDate))).toHaveValue('2031-06-01');

  // Scheduled in Tashkent time (10:00 there is 05:00 UTC): the list shows when; previewed from the list as visitors
  // will see it; the schedule cancelled from the list.
  await saveAs(page, { at: '2031-05-01T10:00' });
  await expect(toast(page, 'Chop etish rejalashtirildi')).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/calendar$/);
  const scheduled = listed.locator('time[datetime="2031-05-01T05:00:00.000Z"]');
  await expect(scheduled).toHaveText('01.05.2031 10:00');
  expect((await adminEvent(request, titles.Uz)).allDay).toBe(true);

  const tab = page.waitForEvent('popup');
  await listed.getByRole('button', { name: `${WORKFLOW.uz.preview}: ${titles.Uz}` }).click();
  const preview = await tab;
  await expect(preview).toHaveURL(new RegExp(`/uz/calendar/${event.id}\\?preview=`));
  await expect(preview.getByRole('heading', { level: 1, name: titles.Uz })).toBeVisible();
  await preview.close();

  await listed.getByRole('button', { name: `${WORKFLOW.uz.cancel}: ${titles.Uz}` }).click();
  await expect(toast(page, 'Reja bekor qilindi')).toBeVisible();
  await expect(scheduled).toHaveCount(0);
  await expect(listed.locator('[data-status="scheduled"]')).toHaveCount(0);

  await request.delete(`/api/v1/events/${event.id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
});
