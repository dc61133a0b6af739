import assert from 'node:assert/strict';
import { test } from 'node:test';
import { preferredFormat } from '../../src/images/image-variants.js';

test('the lightest format an Accept header names outright; wildcards promise neither', () => {
  const cases: [string | undefined, string, string | null][] = [
    ['image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'a.jpg', 'avif'],
    ['image/webp,*/*', 'a.png', 'webp'],
    ['image/avif;q=0, image/webp;q=0.5', 'a.jpeg', 'webp'],
    ['image/avif;q=0', 'a.jpg', null],
    ['*/*', 'a.jpg', null],
    ['image/*', 'a.jpg', null],
    [undefined, 'a.jpg', null],
    ['image/webp', 'a.webp', null],
    ['image/avif', 'a.webp', 'avif'],
    ['image/avif,image/webp', 'a.gif', null],
  ];
  for (const [accept, name, expected] of cases) assert.equal(preferredFormat(accept, name), expected, `${accept} ${name}`);
});
