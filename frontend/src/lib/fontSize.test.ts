import { expect, test } from 'vitest';
import { FONT_SIZE, parseFontSize, stepFontSize } from './fontSize';

test('starts at 16 and steps by 2 within 14..20', () => {
  expect(FONT_SIZE.initial).toBe(16);
  expect(stepFontSize(16, 1)).toBe(18);
  expect(stepFontSize(18, 1)).toBe(20);
  expect(stepFontSize(20, 1)).toBe(20);
  expect(stepFontSize(16, -1)).toBe(14);
  expect(stepFontSize(14, -1)).toBe(14);
});

test('a stored size is used only when it is an allowed one', () => {
  expect(parseFontSize('18')).toBe(18);
  expect(parseFontSize('14')).toBe(14);
  expect(parseFontSize(null)).toBe(16);
  expect(parseFontSize('13')).toBe(16);
  expect(parseFontSize('22')).toBe(16);
  expect(parseFontSize('17')).toBe(16);
  expect(parseFontSize('big')).toBe(16);
});
