import { ERROR_CODES } from '@lyceum/contract/errors';
import { describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES, UI_LANGS } from './index';
import { TIME_SLOT } from './lists';

/** Every key path of a texts object, functions counted as texts. */
const keyPaths = (texts: object, prefix = ''): string[] =>
  Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe("the admin's texts in three languages", () => {
  test('every language has every text Uzbek has, and no other', () => {
    const keys = keyPaths(ADMIN_MESSAGES.uz).sort();
    for (const lang of UI_LANGS) expect(keyPaths(ADMIN_MESSAGES[lang]).sort()).toEqual(keys);
  });

  test.each(UI_LANGS)('every refusal code of the contract is translated in %s', (lang) => {
    const errors: Record<string, unknown> = ADMIN_MESSAGES[lang].errors;
    const missing = ERROR_CODES.filter((code) => !errors[code]);
    expect(missing).toEqual([]);
  });

  test("Uzbek says the spec's texts word for word, its English words and backticks included", () => {
    const { uz } = ADMIN_MESSAGES;
    expect([
      uz.dashboard.headerText,
      uz.dashboard.title,
      uz.menu.add,
      uz.menu.formTitle,
      uz.crud.success,
      uz.staff.deleted,
      uz.news.confirmDelete,
      uz.dashboard.confirmDelete,
      uz.gallery.confirmDelete,
      uz.gallery.deleteFailed,
      uz.gallery.tooLarge,
      uz.crud.emptySave,
      uz.wizard.atFirstStep,
      uz.layout.wait,
      uz.pageText.loadFailed,
      uz.login.wrongCredentials,
      uz.crud.uploadFailed,
      uz.gallery.extraUploaded('a.png'),
      Object.values(uz.menuGroups).join(' | '),
    ]).toEqual([
      'Header Text',
      'Dashboard',
      '+ Add Menu',
      'Add Menu',
      'Success',
      'Deleted',
      "Ma'lumot o`chirilsinmi?",
      'O`chirishni tasdiqlang!',
      'O`chirishni tasdiqlang',
      'O`chirishda muommo sodir bo`ldi',
      'Rasm hajmi 5mb gacha bo`lsin',
      'Malumot kiriting!',
      'Shu joydan boshlanadi!',
      'Kuting ...',
      'Nimadir xatolik kuzatildi',
      'Username yoki password xato!',
      'Rasm yuklanmadi. Server bilan aloqa muammo bor.',
      'a.png yuklandi!',
      "Litsey Info | Tuzilma | O'quv ishlari | Ma'naviy — ma'rifiy ishlar | Faoliyat",
    ]);
  });

  test.each(['en', 'ru'] as const)('%s says in its own words what Uzbek says, but for names alike in both', (lang) => {
    // The same in Uzbek and English by design: the spec's English words and names of things.
    const alike = new Set([
      'Admin',
      'Admin menu',
      'Username',
      'Password',
      'Dashboard',
      'Administrator',
      'Success',
      'Deleted',
      'Video',
      'Photo',
      'Logo',
      'logo',
      '… logo',
      'News',
      'Item',
      // A month's name (the appeals' statistics).
      'May',
    ]);
    const said = (texts: object) =>
      keyPaths(texts).map((path) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], texts);
        return [path, typeof value === 'function' ? String((value as (slot: string) => unknown)('…')) : value] as const;
      });
    const uzbek = new Map(said(ADMIN_MESSAGES.uz));
    const untranslated = said(ADMIN_MESSAGES[lang]).filter(
      ([path, text]) => text === uzbek.get(path) && !(lang === 'en' && alike.has(String(text))) && !/^[\d\W]*$/.test(String(text)),
    );
    expect(untranslated).toEqual([]);
  });

  test('no text is empty', () => {
    for (const lang of UI_LANGS) {
      const empty = keyPaths(ADMIN_MESSAGES[lang]).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ADMIN_MESSAGES[lang]);
        return typeof value === 'string' && !value.trim();
      });
      expect(empty, lang).toEqual([]);
    }
  });

  test('a phrase around a time has one place for it, in every language', () => {
    for (const lang of UI_LANGS) {
      const { scheduledFor, since } = ADMIN_MESSAGES[lang].lists;
      for (const phrase of [scheduledFor, since]) expect(phrase.split(TIME_SLOT), `${lang}: ${phrase}`).toHaveLength(2);
    }
  });
});
