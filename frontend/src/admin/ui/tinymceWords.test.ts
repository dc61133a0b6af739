import { expect, test } from 'vitest';
import { TINYMCE_RU_MENDS, TINYMCE_UZ } from './tinymceWords';

/** The words a language pack registers, read by giving it a tinymce of our own. */
async function packOf(load: () => Promise<unknown>): Promise<Record<string, string>> {
  let words: Record<string, string> = {};
  const global = globalThis as { tinymce?: unknown };
  global.tinymce = { addI18n: (_lang: string, added: Record<string, string>) => (words = added) };
  await load();
  delete global.tinymce;
  return words;
}

test("the Uzbek words are all said in Uzbek, and the Russian pack with its mends says every one of them in Russian", async () => {
  const keys = Object.keys(TINYMCE_UZ);
  expect(keys.length).toBeGreaterThan(150);
  // Uzbek: never TinyMCE's English back (but for what is the same in both: OK, a placeholder).
  expect(keys.filter((key) => TINYMCE_UZ[key] === key && !/^(OK|Ok|Media\.\.\.)$/.test(key))).toEqual([]);
  const russian = { ...(await packOf(() => import('tinymce-i18n/langs8/ru.js'))), ...TINYMCE_RU_MENDS };
  const english = keys.filter((key) => !russian[key] || (russian[key] === key && /[a-z]{3}/i.test(key) && !['Pre', 'Div'].includes(key)));
  expect(english).toEqual([]);
});
