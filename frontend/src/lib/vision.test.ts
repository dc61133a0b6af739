// @vitest-environment jsdom
import vm from 'node:vm';
import { afterEach, expect, test } from 'vitest';
import { NORMAL_VISION, VISION_HEAD_SCRIPT, VISION_KEY, applyVision, parseVision } from './vision';

const root = document.documentElement;
afterEach(() => {
  localStorage.clear();
  delete root.dataset.vision;
  delete root.dataset.images;
});

const STORED = [
  JSON.stringify({ mode: 'black-on-white', images: true }),
  JSON.stringify({ mode: 'white-on-black', images: false }),
  JSON.stringify({ mode: 'greyscale' }),
  JSON.stringify({ mode: 'normal', images: false }),
  JSON.stringify({ mode: 'purple', images: 'no' }),
  '{broken',
  null,
];

test('the inline script of <head> applies a stored choice exactly as the page does', () => {
  for (const stored of STORED) {
    if (stored === null) localStorage.removeItem(VISION_KEY);
    else localStorage.setItem(VISION_KEY, stored);
    vm.runInNewContext(VISION_HEAD_SCRIPT, { localStorage, document });
    const byScript = { ...root.dataset };
    delete root.dataset.vision;
    delete root.dataset.images;
    applyVision(root, parseVision(stored));
    expect(byScript, String(stored)).toEqual({ ...root.dataset });
    delete root.dataset.vision;
    delete root.dataset.images;
  }
});

test('anything but a known scheme is the normal view, with images', () => {
  expect(parseVision('{"mode":"purple"}')).toEqual(NORMAL_VISION);
  expect(parseVision(null)).toEqual(NORMAL_VISION);
  expect(parseVision('{"mode":"greyscale","images":false}')).toEqual({ mode: 'greyscale', images: false });
});
