/**
 * When each island of a server-rendered page hydrates (docs/hydration.md). This module is in the entry and has no
 * React in it: the islands' runtime (React, hydrate.tsx) is fetched only when the first island needs it, so a page
 * the visitor only reads runs no framework code at all, and nothing of it competes with the page's first paint or its
 * largest photo.
 *
 * - `interaction` (the top bar, the menu, sharing, the photo grid): at the visitor's first sign of using it (pointer
 *   over it, a touch, focus). A button pressed before its island has hydrated is pressed again once it has (within
 *   the press's user activation, so a copy to the clipboard still may), and the hover or focus it already has is told
 *   to the island, so no tap is lost; one pressed before this module ran is held by the head's script
 *   (earlyPress.ts), and pressed again later, maybe past its user activation.
 * - `visible` (the carousels, the typewriter): once the page has loaded, when it comes near the
 *   viewport; at once if touched or focused first. Until then its first frame is the server's HTML.
 * - `demand` (the toasts): when the page asks for it (wakeIsland).
 */
import type { Hydrate } from './defineIsland';
import { takeEarlyPress } from './earlyPress';

type Start = () => void;

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

let stopped = false;
let queue = Promise.resolve();
const onDemand = new Map<string, Start[]>();

/**
 * Hydrates one island after the ones already started, each in tasks of its own (hydrate.tsx). Resolves when it is
 * done, or has failed (which is logged).
 */
function hydrateInTurn(element: HTMLElement): Promise<void> {
  queue = queue
    .then(async () => {
      if (stopped) return;
      const { hydrateIsland } = await import('./hydrate');
      await hydrateIsland(element);
    })
    .catch((error: unknown) => console.error('An island failed to hydrate', error));
  return queue;
}

/** Once, however many of its triggers fire. */
function once(run: () => void): Start {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
}

/** Elements React's server renderer may put before an island's content (its image preloads): they have no box. */
const BOXLESS = new Set(['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE']);

/** When `target` comes within `margin` of the viewport (at once where the browser cannot tell). */
export function whenNear(target: Element, run: () => void, margin = '200px') {
  if (!('IntersectionObserver' in window)) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: margin },
  );
  observer.observe(target);
}

/** When the island's first box comes near the viewport (the island's own element has no box: display: contents). */
function whenVisible(element: HTMLElement, run: Start) {
  const target = [...element.children].find((child) => !BOXLESS.has(child.tagName));
  if (!target) return run();
  whenNear(target, run);
}

/** After the page's load event (its photos are in), and the frame after it painted. */
export function afterLoad(run: () => void) {
  const next = () => requestAnimationFrame(() => setTimeout(run, 0));
  if (document.readyState === 'complete') next();
  else window.addEventListener('load', next, { once: true });
}

/**
 * Holds the presses of an island's buttons until it has hydrated; then gives it what the visitor did meanwhile: the
 * button pressed is pressed again (links need no island: they navigate on their own), the pointer's hover and the
 * focus are announced again so that its tooltips and menus see them. Returns the start of its hydration.
 */
function replayingStart(element: HTMLElement, pressedEarly?: HTMLElement): Start {
  let pressed: HTMLElement | null = pressedEarly ?? null;
  const hold = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.('button');
    if (!button || !element.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = button;
  };
  element.addEventListener('click', hold, { capture: true });
  return once(() => {
    void hydrateInTurn(element).then(() => {
      element.removeEventListener('click', hold, { capture: true });
      const hovered = [...element.querySelectorAll(':hover')].at(-1);
      hovered?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      const focused = document.activeElement;
      if (focused && element.contains(focused)) focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      if (pressed?.isConnected) pressed.click();
    });
  });
}

/** Schedules every island of the server's page by its `data-hydrate`. */
export function scheduleIslands() {
  const early = takeEarlyPress();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island][data-props]')) {
    const mode = element.dataset.hydrate as Hydrate;
    const pressedEarly = early && element.contains(early) ? early : undefined;
    const start = mode === 'interaction' ? replayingStart(element, pressedEarly) : once(() => void hydrateInTurn(element));
    for (const type of INTENT) element.addEventListener(type, start, { once: true, capture: true, passive: true });
    if (pressedEarly) start();
    if (mode === 'visible') afterLoad(() => whenVisible(element, start));
    else if (mode === 'demand') onDemand.set(element.dataset.island!, [...(onDemand.get(element.dataset.island!) ?? []), start]);
  }
}

/** Hydrates the page's islands of this name that wait for a demand; none on a page the application renders. */
export function wakeIsland(name: string) {
  for (const start of onDemand.get(name) ?? []) start();
  onDemand.delete(name);
}

/** No island starts hydrating any more: the application has taken the page over (app/spa.tsx). */
export function stopIslands() {
  stopped = true;
  onDemand.clear();
}
