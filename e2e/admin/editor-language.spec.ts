import { expect, test } from '@playwright/test';
import { openSignedIn } from './session';
import { chooseLanguage } from './wizard';

/** TinyMCE's toolbar, tooltips and dialogs in each admin language (the Uzbek words are the project's, frontend/src/admin/ui/tinymceWords.ts). */
const WORDS = {
  uz: { bold: 'Qalin', undo: 'Amalni bekor qilish', link: "Havola qo'shish yoki tahrirlash", text: "Ko'rinadigan matn", cancel: 'Bekor qilish' },
  en: { bold: 'Bold', undo: 'Undo', link: 'Insert/edit link', text: 'Text to display', cancel: 'Cancel' },
  ru: { bold: 'Жирный шрифт', undo: 'Отменить действие', link: 'Вставить/редактировать ссылку', text: 'Отображаемый текст', cancel: 'Отменить' },
} as const;

test("the rich-text editor speaks the admin's language: its toolbar, its tooltips and its dialogs", async ({ page, request }) => {
  await openSignedIn(page, request, '/protected/news/create');
  for (const lang of ['uz', 'en', 'ru'] as const) {
    const words = WORDS[lang];
    await chooseLanguage(page, lang);
    await page.reload();
    const toolbar = page.getByRole('toolbar').first();
    await expect(toolbar.getByRole('button', { name: words.bold, exact: true })).toBeVisible();
    await expect(toolbar.getByRole('button', { name: words.undo, exact: true })).toBeVisible();
    await toolbar.getByRole('button', { name: words.link, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: words.link });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(words.text, { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: words.cancel, exact: true }).click();
    await expect(dialog).toBeHidden();
  }
});
