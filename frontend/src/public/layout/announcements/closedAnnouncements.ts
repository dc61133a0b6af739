/**
 * Banners a visitor closed: their keys (id and version, so that an edited banner shows again) kept in localStorage,
 * and copied onto <html> as `data-closed`, which each banner's own rule reads (AnnouncementBanner.tsx): the inline
 * script of <head> copies them before the first paint, as the low-vision mode's does; a close adds one. No React: a
 * chunk of its own, loaded at the first close (closeOnClick.ts). Without scripts nothing is hidden, and the close
 * buttons are not shown.
 */
export const CLOSED_KEY = 'lyceum.closedAnnouncements';
/** The most recent closes kept: old keys name banners long ended. */
const KEPT = 20;
/** An announcement's key as the server writes it (`data-announcement`). */
const KEY = /^[\w-]{1,64}\.[\w-]{1,32}$/;

export const announcementKey = (item: { id: string; version: string }) => `${item.id}.${item.version}`;

/** The selector under which a banner (or a region of banners) is hidden: every one of `keys` closed. */
export const closedSelector = (keys: string[]) => `html${keys.map((key) => `[data-closed~='${key}']`).join('')}`;

/**
 * Copies the stored keys onto <html> as they are: an attribute's value is only ever matched whole, word by word
 * (`~=`), so nothing stored can change a rule.
 */
export const ANNOUNCEMENT_HEAD_SCRIPT = `try{document.documentElement.dataset.closed=localStorage.getItem(${JSON.stringify(CLOSED_KEY)})||''}catch(e){}`;

/** The stored keys, well formed, or none. */
export const closedKeys = (stored: string | null): string[] => (stored ?? '').split(' ').filter((key) => KEY.test(key));

/** The next control after `element` (outside it): where focus goes when the banner it was on is closed. */
const controlAfter = (element: Element) =>
  [...document.querySelectorAll<HTMLElement>('a[href], button, input')].find(
    (control) => !element.contains(control) && element.compareDocumentPosition(control) & 4 && control.getClientRects().length,
  );

/** Closes the banner of a close button, on this page and the next ones (closeOnClick.ts loads this at the first close). */
export function closeAnnouncement(button: Element) {
  const banner = button.closest('[data-announcement]');
  const key = banner?.getAttribute('data-announcement');
  if (!banner || !key || !KEY.test(key)) return;
  const root = document.documentElement;
  const next = controlAfter(banner.closest('[data-announcements]') ?? banner);
  const keys = [...closedKeys(root.dataset.closed ?? null).filter((kept) => kept !== key), key].slice(-KEPT).join(' ');
  root.dataset.closed = keys;
  try {
    localStorage.setItem(CLOSED_KEY, keys);
  } catch {
    // Storage refused (full, or a private window's): closed on this page all the same.
  }
  // The button is gone with its banner: focus goes on to another banner's close, or to the first control after them.
  const other = [...document.querySelectorAll<HTMLElement>('[data-announcement-close]')].find((close) => close.getClientRects().length);
  (other ?? next)?.focus();
}
