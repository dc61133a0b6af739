import { describe, expect, test } from 'vitest';
import { AdminApiError } from '../api/client';
import { UI_LANGS } from '../history/historyMessages';
import { accountError } from './accountErrors';
import { ACCOUNT_MESSAGES } from './accountMessages';

describe('the account screen in three languages', () => {
  test('every language has every text', () => {
    const keys = Object.keys(ACCOUNT_MESSAGES.uz).sort();
    for (const lang of UI_LANGS) expect(Object.keys(ACCOUNT_MESSAGES[lang]).sort()).toEqual(keys);
  });

  test('the throttle is said in the screen language, whatever the server wrote', () => {
    const throttled = new AdminApiError(429, 'Too many wrong codes, try again later');
    expect(new Set(UI_LANGS.map((lang) => accountError(lang, throttled))).size).toBe(3);
    expect(accountError('uz', throttled)).toBe(ACCOUNT_MESSAGES.uz.tooMany);
  });

  test("other failures read as the trash and audit screens read them, or as the server's words", () => {
    expect(accountError('en', new AdminApiError(503, 'The content service is unavailable, please try again shortly'))).toBe(
      'The server is unavailable for a moment, please try again shortly',
    );
    expect(accountError('uz', new TypeError('Failed to fetch'))).toBe("Server bilan aloqa yo'q");
    expect(accountError('ru', new AdminApiError(400, 'Two-factor login is already on'))).toBe('Two-factor login is already on');
  });
});
