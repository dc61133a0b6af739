import { ERROR_CODES } from '@lyceum/contract/errors';
import { describe, expect, test } from 'vitest';
import { AdminApiError } from '../api/client';
import { errorText } from './errorText';
import { UI_LANGS } from './index';

const refusal = (status: number, code: string, message = 'English words', details?: Record<string, string>) =>
  new AdminApiError(status, `HTTP ${status}`, { code, message, details });

describe('a failed admin call in the admin language', () => {
  test.each(ERROR_CODES)('%s is said in each language, never in the server words', (code) => {
    const said = UI_LANGS.map((lang) => errorText(lang, refusal(400, code)));
    for (const text of said) {
      expect(text).not.toBe('');
      expect(text).not.toBe('English words');
    }
  });

  test('the code picks the text, whatever the words', () => {
    expect(errorText('ru', refusal(400, 'TRASH_RESTORE_CONFLICT', 'anything'))).toBe(
      'Его место занял более новый материал; сначала удалите его',
    );
    expect(errorText('uz', refusal(400, 'ITEM_EXISTS'))).toBe("Bu ma'lumot allaqachon mavjud");
    expect(errorText('en', refusal(503, 'CMS_UNAVAILABLE'))).toBe('The server is unavailable for a moment, please try again shortly');
  });

  test('a taken menu address is named when the refusal names it', () => {
    const taken = refusal(400, 'MENU_URL_TAKEN', 'An item with … already exists', { group: 'events', url: '/taken-url' });
    expect(errorText('ru', taken)).toBe('В меню «events» уже есть страница с адресом «/taken-url»');
    expect(errorText('uz', taken)).toBe('"events" menyusida "/taken-url" manzilli sahifa allaqachon bor');
    expect(errorText('en', refusal(400, 'MENU_URL_TAKEN'))).toBe('This menu already has a page at this address');
  });

  test('no answer is a network failure; a page that is not the API says its status', () => {
    expect(errorText('uz', new AdminApiError(0, 'Failed to fetch'))).toBe("Server bilan aloqa yo'q");
    expect(errorText('en', new AdminApiError(502, 'HTTP 502'))).toBe('Server error (502)');
    expect(new Set(UI_LANGS.map((lang) => errorText(lang, new AdminApiError(502, 'HTTP 502')))).size).toBe(3);
  });

  test("a JSON refusal without a known code is shown in the server's words", () => {
    for (const lang of UI_LANGS) {
      expect(errorText(lang, new AdminApiError(400, 'HTTP 400', { message: 'Something new went wrong' }))).toBe('Something new went wrong');
      expect(errorText(lang, refusal(400, 'NOT_A_CODE', 'Something else'))).toBe('Something else');
    }
  });
});
