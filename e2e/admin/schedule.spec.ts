import { accessibilityFindings } from '../a11y-engines';
import { expect, test } from '@playwright/test';
import { openSignedIn, toast, unique } from './session';
import { WORKFLOW, chooseLanguage, fillNews, next, row, saveAs } from './wizard';

test('a news draft scheduled in Tashkent time is listed with its time in the admin’s language, and cancelled from the list', async ({
  page,
  request,
}) => {
  const title = unique('Rejali yangilik');
  await openSignedIn(page, request, '/protected/news/create');
  await fillNews(page, title);

  // A time gone by is refused on the form.
  await saveAs(page, { at: '2020-01-01T09:00' });
  await expect(page.getByText('Kelgusidagi vaqtni kiriting')).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/news\/create$/);
  expect(await accessibilityFindings(page)).toEqual([]);

  await saveAs(page, { at: '2031-05-01T10:00' });
  await expect(toast(page, 'Chop etish rejalashtirildi')).toBeVisible();
  await expect(page).toHaveURL(/\/protected\/news$/);
  const badge = row(page, `${title} Uz`).locator('[data-status="scheduled"]');
  await expect(badge).toContainText(WORKFLOW.uz.scheduled);
  // 10:00 in Tashkent is 05:00 UTC, whatever the browser's own time zone.
  await expect(badge.locator('time')).toHaveAttribute('datetime', '2031-05-01T05:00:00.000Z');
  await expect(badge).toContainText('10:00');
  // The toasts, gone by themselves (5 s) before the engines look: a click on a close button could race its toast's own
  // closing and wait to the test's timeout. A pointer over a toast would hold it.
  await page.mouse.move(0, 0);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0);
  expect(await accessibilityFindings(page)).toEqual([]);

  // The wizard shows the schedule when the item is opened again, in English.
  await chooseLanguage(page, 'en');
  await page.reload();
  await expect(row(page, `${title} En`).locator('[data-status="scheduled"]')).toContainText(WORKFLOW.en.scheduled);
  await row(page, `${title} En`)
    .getByRole('button', { name: /^Edit: / })
    .click();
  await expect(page.getByLabel(/^Title/)).toHaveValue(`${title} Uz`);
  for (let step = 0; step < 3; step++) await next(page, 'en');
  await expect(page.getByRole('radio', { name: WORKFLOW.en.later })).toBeChecked();
  await expect(page.getByLabel(WORKFLOW.en.at)).toHaveValue('2031-05-01T10:00');
  await expect(page.getByTestId('schedule').getByRole('status')).toContainText(WORKFLOW.en.scheduled);

  // Cancelled from the list, in Russian: the item stays a draft.
  await chooseLanguage(page, 'ru');
  await page.goto('/protected/news');
  await row(page, `${title} Ru`)
    .getByRole('button', { name: `${WORKFLOW.ru.cancel}: ${title} Ru` })
    .click();
  await expect(toast(page, 'Публикация по расписанию отменена')).toBeVisible();
  await expect(row(page, `${title} Ru`).locator('[data-status="scheduled"]')).toHaveCount(0);
  await expect(row(page, `${title} Ru`).getByText(WORKFLOW.ru.draft, { exact: true })).toBeVisible();
});
