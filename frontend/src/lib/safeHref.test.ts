import { expect, test } from 'vitest';
import { mailtoHref, safeHref, telHref } from './safeHref';

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

test.each([
  ['+998 71 260 48 00', 'tel:+998712604800'],
  ['+998 (71) 260-48-00', 'tel:+998(71)260-48-00'],
  ['1050', 'tel:1050'],
])('the phone %j is dialled as %j', (phone, href) => {
  expect(telHref(phone)).toBe(href);
});

test.each(["500$'gacha", 'x\uFFFD$&-->', '12', '+998 71 <b>', '', null])('%j is no number to dial', (phone) => {
  expect(telHref(phone)).toBeUndefined();
});

test.each(['info@agrolyceum.uz', "o'brien+news@mail.example.org"])('%j is written to', (email) => {
  expect(mailtoHref(email)).toBe(`mailto:${email}`);
});

test.each(["500$'gacha", 'a@b', 'info@agro lyceum.uz', 'x\uFFFD@y.uz', '<a@b.uz>', '', undefined])(
  '%j is no address to write to',
  (email) => {
    expect(mailtoHref(email)).toBeUndefined();
  },
);
