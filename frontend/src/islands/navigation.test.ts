// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { interceptNavigation } from './navigation';

const went: string[] = [];

beforeAll(() => {
  window.history.replaceState(null, '', '/uz/news');
  interceptNavigation((to) => went.push(to));
});

/** Clicks a link (or submits a form) made of `html`, and tells whether the browser would still follow it. */
function click(html: string, init: MouseEventInit = {}) {
  document.body.innerHTML = html;
  let followed = false;
  // Last in the click's way: it reads the verdict, then keeps jsdom from trying to follow the link.
  window.addEventListener(
    'click',
    (event) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    },
    { once: true },
  );
  document.body.querySelector('a, span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return followed;
}

describe('client-side navigation of plain links and forms', () => {
  it('an in-site visitor link goes to the router, from the link or from inside it', () => {
    went.length = 0;
    expect(click('<a href="/ru/news?page=2">x</a>')).toBe(false);
    expect(click('<a href="/uz/info/history"><span>x</span></a>')).toBe(false);
    expect(went).toEqual(['/ru/news?page=2', '/uz/info/history']);
  });

  it('leaves the browser its own way: other sites, the admin, new tabs, downloads, modifier keys, jumps in the page', () => {
    went.length = 0;
    expect(click('<a href="https://t.me/share">x</a>')).toBe(true);
    expect(click('<a href="/protected/news">x</a>')).toBe(true);
    expect(click('<a href="/uz/news" target="_blank">x</a>')).toBe(true);
    // The preview bar's links (ssr/PreviewBar.tsx): a draft is rendered by the server alone.
    expect(click('<a href="/en/news/abc?preview=body.signature" target="_top">x</a>')).toBe(true);
    expect(click('<a href="/api/attachment/a.jpg" download>x</a>')).toBe(true);
    expect(click('<a href="/uz/events">x</a>', { ctrlKey: true })).toBe(true);
    expect(click('<a href="#main">x</a>')).toBe(true);
    expect(went).toEqual([]);
  });

  it('a GET form (the search) goes to the router with its fields', () => {
    went.length = 0;
    document.body.innerHTML = '<form method="get" action="/uz/search"><input name="q" value="litsey kabul"></form>';
    const form = document.querySelector('form')!;
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(went).toEqual(['/uz/search?q=litsey+kabul']);
  });
});
