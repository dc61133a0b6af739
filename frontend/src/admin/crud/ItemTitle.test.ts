import { expect, test } from 'vitest';
import { textIn } from './ItemTitle';

test("a title in the admin's language where the item has one, else its Uzbek one, said as Uzbek", () => {
  const item = { titleUz: 'Olimpiada', titleEn: 'Olympiad', titleRu: '  ' };
  expect(textIn(item, 'title', 'en')).toEqual({ text: 'Olympiad', lang: 'en' });
  // Blank is none (an item saved in Strapi's panel without a translation).
  expect(textIn(item, 'title', 'ru')).toEqual({ text: 'Olimpiada', lang: 'uz' });
  expect(textIn(item, 'title', 'uz')).toEqual({ text: 'Olimpiada', lang: 'uz' });
  expect(textIn({ titleUz: 'Hujjat' }, 'title', 'en')).toEqual({ text: 'Hujjat', lang: 'uz' });
});
