import { expect, type Page } from '@playwright/test';
import { PNG } from './session';

/** The editorial workflow's texts as each interface language words them (frontend/src/admin/messages). */
export const WORKFLOW = {
  uz: {
    save: 'Qoralama sifatida saqlash',
    saved: 'Qoralama saqlandi',
    draft: 'Qoralama',
    changed: "Chop etilmagan o'zgarishlar bor",
    preview: "Ko'rish",
    legend: 'Chop etish',
    now: 'Hozir chop etish',
    later: 'Belgilangan vaqtda avtomatik chop etish',
    at: 'Avtomatik chop etish (Toshkent vaqti)',
    scheduled: 'Rejalashtirilgan',
    cancel: 'Rejani bekor qilish',
    next: 'Keyingi',
    publish: 'Saqlash',
  },
  en: {
    save: 'Save as draft',
    saved: 'Draft saved',
    draft: 'Draft',
    changed: 'Unpublished changes',
    preview: 'Preview',
    legend: 'Publication',
    now: 'Publish now',
    later: 'Publish automatically at a set time',
    at: 'Publish automatically at (Tashkent time)',
    scheduled: 'Scheduled',
    cancel: 'Cancel the schedule',
    next: 'Next',
    publish: 'Save',
  },
  ru: {
    save: 'Сохранить как черновик',
    saved: 'Черновик сохранён',
    draft: 'Черновик',
    changed: 'Есть неопубликованные изменения',
    preview: 'Просмотр',
    legend: 'Публикация',
    now: 'Опубликовать сейчас',
    later: 'Опубликовать автоматически в заданное время',
    at: 'Опубликовать автоматически (время Ташкента)',
    scheduled: 'Запланировано',
    cancel: 'Отменить публикацию по расписанию',
    next: 'Далее',
    publish: 'Сохранить',
  },
} as const;
export type Lang = keyof typeof WORKFLOW;

export const chooseLanguage = (page: Page, lang: Lang) =>
  page.evaluate((chosen) => localStorage.setItem('lyceum-admin-ui-lang', chosen), lang);
export const next = (page: Page, lang: Lang = 'uz') => page.getByRole('button', { name: WORKFLOW[lang].next, exact: true }).click();
/** The last step's save as it is chosen: a draft, or (`at`, a Tashkent wall time) published by itself then. */
export async function saveAs(page: Page, choice: { draft: true } | { at: string }, lang: Lang = 'uz') {
  if ('at' in choice) {
    await page.getByRole('radio', { name: WORKFLOW[lang].later }).check();
    await page.getByLabel(WORKFLOW[lang].at).fill(choice.at);
  } else await page.getByRole('radio', { name: WORKFLOW[lang].save }).check();
  await page.getByRole('button', { name: WORKFLOW[lang].publish, exact: true }).click();
}
export const saveDraft = (page: Page) => saveAs(page, { draft: true });
export const row = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: title }) });

/** Fills the news wizard's three languages and its last step. */
export async function fillNews(page: Page, title: string) {
  for (const key of ['Uz', 'En', 'Ru']) {
    await page.getByLabel(/^Sarlavha/).fill(`${title} ${key}`);
    await page.frameLocator(`#news-text-${key}_ifr`).locator('body').fill(`Text ${key}`);
    await next(page);
  }
  await page.getByLabel('Rasm').setInputFiles(PNG);
  await expect(page.getByTestId('file-preview')).toBeVisible();
  await page.getByLabel('Chop etilish vaqti').fill('2031-03-01T09:00');
}
