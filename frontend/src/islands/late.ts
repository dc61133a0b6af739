/**
 * The late media of the server's HTML (ui/Late.tsx) outside the islands: each box's `<noscript>` is replaced by the
 * element it holds when the box comes near the viewport. Run once the page has loaded (afterPageLoad.ts), with no
 * React; an island's late media are its own React's (made once it has hydrated).
 */

/** The attribute of a late element's box (ui/Late.tsx writes it). */
export const LATE_ATTRIBUTE = 'data-late';

/** The element the server wrote in the box's <noscript> (inert text while scripts run), made live. */
function makeLive(box: Element) {
  const noscript = box.querySelector(':scope > noscript');
  if (!noscript) return;
  const template = document.createElement('template');
  template.innerHTML = noscript.textContent ?? '';
  noscript.replaceWith(template.content);
}

/** `whenNear` is the islands' own (schedule.ts), passed in so that this chunk imports nothing of the entry's. */
export function startLateMedia(whenNear: (target: Element, run: () => void) => void) {
  for (const box of document.querySelectorAll(`[${LATE_ATTRIBUTE}]`)) {
    if (!box.closest('[data-island]')) whenNear(box, () => makeLive(box));
  }
}
