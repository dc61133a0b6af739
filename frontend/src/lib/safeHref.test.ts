import { expect, test } from 'vitest';
import { safeHref } from './safeHref';

test.each(['https://t.me/agrolyceum', 'http://edu.uz', 'HTTPS://X.COM/a?b=c#d'])('%s is kept', (url) => {
  expect(safeHref(url)).toBe(url);
});

test('surrounding spaces are dropped', () => {
  expect(safeHref('  https://edu.uz  ')).toBe('https://edu.uz');
});

test.each([
  'javascript:alert(1)',
  '   JaVaScRiPt:alert(1)',
  '\tjavascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '//evil.example/x',
  '/relative',
  't.me/agrolyceum',
  'https://',
  'https://a b',
  '',
  null,
  undefined,
])('%j gives no href', (url) => {
  expect(safeHref(url)).toBeUndefined();
});
