// @vitest-environment jsdom
import vm from 'node:vm';
import { afterEach, expect, test } from 'vitest';
import { ANNOUNCEMENT_HEAD_SCRIPT, CLOSED_KEY, closeAnnouncement, closedKeys, closedSelector } from './closedAnnouncements';

const root = document.documentElement;
afterEach(() => {
  localStorage.clear();
  delete root.dataset.closed;
  document.body.innerHTML = '';
});

test('the inline script of <head> copies the stored keys onto <html>, where only whole words match a rule', () => {
  for (const stored of ['abc123.Q1w2E3r4T5y6 d.e', "'] *{display:none} [x='", '', null]) {
    if (stored === null) localStorage.removeItem(CLOSED_KEY);
    else localStorage.setItem(CLOSED_KEY, stored);
    vm.runInNewContext(ANNOUNCEMENT_HEAD_SCRIPT, { localStorage, document });
    expect(root.dataset.closed).toBe(stored ?? '');
  }
  root.dataset.closed = 'one.v1 two.v1';
  document.body.innerHTML = '<p data-key="one.v1"></p>';
  expect(document.querySelector(`${closedSelector(['one.v1'])} [data-key]`)).not.toBeNull();
  expect(document.querySelector(`${closedSelector(['one.v1', 'two.v1'])} [data-key]`)).not.toBeNull();
  expect(document.querySelector(`${closedSelector(['one.v2'])} [data-key]`)).toBeNull();
  expect(document.querySelector(`${closedSelector(['one'])} [data-key]`)).toBeNull();
  expect(closedKeys("a.b c.d x '] e")).toEqual(['a.b', 'c.d']);
});

test('a close keeps its key, on <html> at once and in storage for the next pages, the latest twenty', () => {
  document.body.innerHTML = `
    <section data-announcements>
      <div data-announcement="one.v1"><p>One</p><button data-announcement-close>Close</button></div>
      <div data-announcement="two.v1"><p>Two</p><button data-announcement-close>Close</button></div>
    </section>`;
  root.dataset.closed = Array.from({ length: 20 }, (_, index) => `old.v${index}`).join(' ');
  closeAnnouncement(document.querySelector('[data-announcement="one.v1"] button')!);
  closeAnnouncement(document.querySelector('[data-announcement="two.v1"] button')!);
  const kept = localStorage.getItem(CLOSED_KEY)!.split(' ');
  expect(kept).toHaveLength(20);
  expect(kept.slice(-3)).toEqual(['old.v19', 'one.v1', 'two.v1']);
  expect(root.dataset.closed).toBe(kept.join(' '));
});
