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
    schedule: 'Rejalashtirish',
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
    schedule: 'Schedule',
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
    schedule: 'Запланировать',
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
