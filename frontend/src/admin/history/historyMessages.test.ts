import { describe, expect, test } from 'vitest';
import { HISTORY_MESSAGES, UI_LANGS, serverMessage } from './historyMessages';

describe('the trash and audit screens in three languages', () => {
  test('every language has every text', () => {
    const keys = Object.keys(HISTORY_MESSAGES.uz).sort();
    for (const lang of UI_LANGS) expect(Object.keys(HISTORY_MESSAGES[lang]).sort()).toEqual(keys);
  });

  // What the CMS and the gateway answer (cms/src/api/lyceum/services/trash.ts, lyceum.ts; gateway/src/errors.ts).
  const refusals = [
    'This item already exists',
    'A newer item has taken its place; delete that one first',
    "An item with group 'events' and url '/taken-url' already exists",
    'No such item in the trash',
    'menuId: no such document',
    'The content service is unavailable, please try again shortly',
    'Too many requests',
    'Not allowed',
    'Internal error',
    'Failed to fetch',
    'HTTP 502',
  ];

  test.each(refusals)('"%s" is said in each language, differently in each', (message) => {
    const said = UI_LANGS.map((lang) => serverMessage(lang, message));
    expect(new Set(said).size).toBe(3);
    for (const text of said) expect(text).not.toBe('');
  });

  test('the known reasons read as such', () => {
    expect(serverMessage('ru', 'A newer item has taken its place; delete that one first')).toBe(
      'Его место занял более новый материал; сначала удалите его',
    );
    expect(serverMessage('uz', 'This item already exists')).toBe("Bu ma'lumot allaqachon mavjud");
    expect(serverMessage('ru', "An item with group 'events' and url '/taken-url' already exists")).toBe(
      'В меню «events» уже есть страница с адресом «/taken-url»',
    );
    expect(serverMessage('en', 'HTTP 502')).toBe('Server error (502)');
  });

  test('an unknown message is shown as the server gave it', () => {
    for (const lang of UI_LANGS) {
      expect(serverMessage(lang, 'Something new went wrong')).toBe('Something new went wrong');
      // Matched whole, not by a part.
      expect(serverMessage(lang, 'This item already exists, and more')).toBe('This item already exists, and more');
    }
  });
});
