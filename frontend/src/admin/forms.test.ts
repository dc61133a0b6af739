import { describe, expect, test } from 'vitest';
import { passwordErrors } from './account/passwordForm';
import { carouselErrors } from './dashboard/CarouselBlock';
import { splitBySize } from './gallery/extraImages';
import { menuFormErrors, normalizeMenuUrl } from './menu/menuForm';
import { newsBody, newsFormErrors } from './news/newsForm';
import { EMPTY_STAFF, STAFF_PAGES, staffFormErrors } from './staff/staffForm';
import { nextPuzzle } from './ui/TilePuzzleLoader';
import { moveStep } from './ui/wizard';

describe('menu form', () => {
  test("the url gets a leading '/'", () => {
    expect(normalizeMenuUrl('history')).toBe('/history');
    expect(normalizeMenuUrl(' /history ')).toBe('/history');
  });
  test('url, three names and an order of at least 1 are required', () => {
    expect(menuFormErrors({ nameUz: '', nameEn: '', nameRu: '', url: '', number: '' })).toEqual({
      nameUz: 'Majburiy maydon',
      nameEn: 'Majburiy maydon',
      nameRu: 'Majburiy maydon',
      url: 'Majburiy maydon',
      number: 'Majburiy maydon',
    });
    expect(menuFormErrors({ nameUz: 'a', nameEn: 'b', nameRu: 'c', url: 'x', number: '0' })).toEqual({ number: 'Eng kichik qiymat 1' });
    expect(menuFormErrors({ nameUz: 'a', nameEn: 'b', nameRu: 'c', url: 'x', number: '1.5' })).toEqual({ number: 'Eng kichik qiymat 1' });
    expect(menuFormErrors({ nameUz: 'a', nameEn: 'b', nameRu: 'c', url: 'x', number: '3' })).toEqual({});
  });
});

describe('news form', () => {
  const full = {
    titleUz: 'a',
    titleEn: 'b',
    titleRu: 'c',
    textUz: '',
    textEn: '',
    textRu: '',
    photo: 'p.png',
    publishedTime: '2030-01-01T10:00',
    type: 'NEWS',
  };
  test('photo, date and type are required on the final step', () => {
    expect(newsFormErrors(full)).toEqual({});
    expect(Object.keys(newsFormErrors({ ...full, photo: '', publishedTime: '', type: '' })).sort()).toEqual([
      'photo',
      'publishedTime',
      'type',
    ]);
  });
});

describe('staff form', () => {
  test('the empty form is all empty strings', () => {
    expect(Object.values(EMPTY_STAFF).every((value) => value === '')).toBe(true);
  });
  test('insert-text/1 is leadership and needs a reception day; insert-text/2 is staff and does not', () => {
    expect(STAFF_PAGES['1'].type).toBe('LEADER');
    expect(STAFF_PAGES['2'].type).toBe('STAFF');
    const person = { fullName: 'A', position: 'B', phone: '1', admission: '', photo: 'p.png', number: '1' };
    expect(staffFormErrors(person, 'LEADER')).toEqual({ admission: 'Majburiy maydon' });
    expect(staffFormErrors(person, 'STAFF')).toEqual({});
    expect(staffFormErrors({ ...person, number: '0' }, 'STAFF')).toEqual({ number: 'Eng kichik qiymat 1' });
  });
});

test('carousel: a photo and all three quotes', () => {
  expect(carouselErrors({ photo: '', quote: { uz: 'a', en: ' ', ru: 'c' } })).toEqual({ photo: 'Majburiy maydon', en: 'Majburiy maydon' });
  expect(carouselErrors({ photo: 'p.png', quote: { uz: 'a', en: 'b', ru: 'c' } })).toEqual({});
});

test('gallery: additional images over 5242880 bytes are skipped', () => {
  const files = [{ size: 10 }, { size: 5_242_880 }, { size: 5_242_881 }];
  expect(splitBySize(files)).toEqual({ accepted: [{ size: 10 }, { size: 5_242_880 }], skipped: [{ size: 5_242_881 }] });
});

describe('wizard', () => {
  test('steps move within their range and refuse to go past either end', () => {
    expect(moveStep(0, 1, 4)).toBe(1);
    expect(moveStep(3, 1, 4)).toBeNull();
    expect(moveStep(0, -1, 4)).toBeNull();
    expect(moveStep(2, -1, 5)).toBe(1);
  });
  test("the news item's publication time is sent as the instant its Tashkent wall time means", () => {
    const form = { titleUz: 'a', titleEn: 'b', titleRu: 'c', textUz: '', textEn: '', textRu: '', photo: 'p.png', type: 'NEWS' };
    const body = newsBody({ ...form, publishedTime: '2030-06-01T10:30' }, { draft: false });
    expect(new Date(body.publishedTime).toISOString()).toBe('2030-06-01T05:30:00.000Z');
  });
});

test('the tile puzzle moves one tile a step and keeps every tile', () => {
  let order = Array.from({ length: 9 }, (_, index) => index);
  for (let step = 0; step < 20; step++) {
    const next = nextPuzzle(order);
    expect([...next].sort()).toEqual([...order].sort());
    expect(next.filter((tile, index) => tile !== order[index])).toHaveLength(2);
    order = next;
  }
});

describe('password change form', () => {
  const valid = { currentPassword: 'old-password-1', password: 'a-new-password-2', confirmation: 'a-new-password-2' };
  test('asks for the current password, 12 characters, a different password and the same confirmation', () => {
    expect(passwordErrors(valid)).toEqual({});
    expect(passwordErrors({ ...valid, currentPassword: '' })).toEqual({ currentPassword: 'Joriy parolni kiriting' });
    expect(passwordErrors({ ...valid, password: 'short', confirmation: 'short' })).toEqual({ password: "Kamida 12 ta belgi bo'lsin" });
    expect(passwordErrors({ ...valid, password: 'old-password-1', confirmation: 'old-password-1' }).password).toBe(
      'Yangi parol joriy paroldan farq qilsin',
    );
    expect(passwordErrors({ ...valid, confirmation: 'something-else' })).toEqual({ confirmation: 'Parollar mos kelmadi' });
    // 36 Cyrillic letters are 72 bytes, the most bcrypt reads; one more is too long.
    const longest = 'п'.repeat(36);
    expect(passwordErrors({ ...valid, password: longest, confirmation: longest })).toEqual({});
    expect(passwordErrors({ ...valid, password: `${longest}п`, confirmation: `${longest}п` })).toEqual({ password: 'Parol juda uzun' });
  });
});
