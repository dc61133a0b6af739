import { ERROR_CODES } from '@lyceum/contract/errors';
import { describe, expect, test } from 'vitest';
import { ADMIN_MESSAGES, UI_LANGS } from './index';

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

  test('no text is empty', () => {
    for (const lang of UI_LANGS) {
      const empty = keyPaths(ADMIN_MESSAGES[lang]).filter((path) => {
        const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], ADMIN_MESSAGES[lang]);
        return typeof value === 'string' && !value.trim();
      });
      expect(empty, lang).toEqual([]);
    }
  });
});
