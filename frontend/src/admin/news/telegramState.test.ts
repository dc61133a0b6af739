import { describe, expect, test } from 'vitest';
import { telegramTexts } from '../messages/telegram';
import { telegramLines } from './telegramState';

describe("the news list's Telegram column", () => {
  test('says not posted, off, and each language with the reason Telegram gave, in the admin language', () => {
    expect(telegramLines({ posting: true, posts: [], by: '' }, telegramTexts.uz)).toEqual([
      { lang: '', state: 'none', text: 'Yuborilmagan', retry: false },
    ]);
    expect(telegramLines({ posting: false, posts: [], by: '' }, telegramTexts.en)[0].text).toBe('Off');
    const lines = telegramLines(
      {
        posting: true,
        posts: [
          { lang: 'en', state: 'failed', reason: 'Bad Request: chat not found' },
          { lang: 'ru', state: 'unknown', reason: 'UND_ERR_SOCKET' },
          { lang: 'uz', state: 'posted', reason: '' },
        ],
        by: 'nodira',
      },
      telegramTexts.ru,
    );
    expect(lines.map((line) => line.text)).toEqual([
      'EN: Ошибка (Bad Request: chat not found)',
      'RU: Неизвестно: отправить снова?',
      'UZ: Опубликовано',
    ]);
    expect(lines.map((line) => line.retry)).toEqual([true, true, false]);
    const unreachable = telegramLines(
      { posting: true, posts: [{ lang: 'uz', state: 'waiting', reason: 'Telegram could not be reached: no such host (DNS) (ENOTFOUND)' }], by: '' },
      telegramTexts.uz,
    );
    expect(unreachable[0].text).toBe('UZ: Navbatda (Telegram could not be reached: no such host (DNS) (ENOTFOUND))');
    const removed = telegramLines(
      { posting: true, posts: [{ lang: 'uz', state: 'not-removable', reason: "Bad Request: message can't be deleted" }], by: '' },
      telegramTexts.en,
    );
    expect(removed[0]).toEqual({
      lang: 'uz',
      state: 'not-removable',
      text: "UZ: Could not be removed (Bad Request: message can't be deleted)",
      retry: true,
    });
  });

  test('every state has a text in all three languages', () => {
    for (const texts of Object.values(telegramTexts)) for (const text of Object.values(texts.states)) expect(text.trim()).not.toBe('');
  });
});
