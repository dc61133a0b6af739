import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { isLang, DEFAULT_LANG } from '../i18n/lang';
import { pageSsrData } from '../ssr/answers';
import { islandTree, type IslandDef, type IslandProps } from './defineIsland';

/** Every island's declaration, by file: each is a chunk of its own, which the server preloads when its page has one. */
const DEFS = import.meta.glob<{ default: IslandDef<IslandProps> }>('./defs/*.tsx');

const roots: Root[] = [];
let stopped = false;

/** Lets the browser paint and handle input between two islands: no island's hydration joins another's task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrateIsland(element: HTMLElement) {
  const load = DEFS[`./defs/${element.dataset.island}.tsx`];
  if (!load || stopped) return;
  const { default: def } = await load();
  await yieldToBrowser();
  if (stopped) return;
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
  const { answers, origin } = pageSsrData();
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
  // As a transition, React hydrates in slices and yields to the browser between them.
  startTransition(() => {
    const hydrated = () => element.setAttribute('data-hydrated', '');
    roots.push(
      hydrateRoot(element, islandTree({ lang, answers, origin }, <def.Component {...props} />, hydrated), {
        identifierPrefix: element.dataset.id,
      }),
    );
  });
}

/** Once, however many of its triggers fire. */
const once = (run: () => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    run();
  };
};

/** Elements React's server renderer may put before an island's content (its image preloads): they have no box. */
const BOXLESS = new Set(['LINK', 'META', 'STYLE', 'SCRIPT', 'TITLE']);

/** When the island's first box comes near the viewport (the island's own element has no box: display: contents). */
function whenVisible(element: HTMLElement, run: () => void) {
  const target = [...element.children].find((child) => !BOXLESS.has(child.tagName));
  if (!target || !('IntersectionObserver' in window)) return run();
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: '200px' },
  );
  observer.observe(target);
}

/** The start of each island still waiting for its demand (wakeIsland), by name. */
const onDemand = new Map<string, (() => void)[]>();

/** Hydrates the page's islands of this name that wait for a demand; none on a page the application renders. */
export function wakeIsland(name: string) {
  for (const start of onDemand.get(name) ?? []) start();
  onDemand.delete(name);
}

/**
 * Hydrates the page's islands: those marked `load` one after another at once, the `visible` ones when they come into
 * view, the others on demand, and any island at once when the visitor touches or focuses it first.
 */
export function hydrateIslands() {
  let queue = Promise.resolve();
  for (const element of document.querySelectorAll<HTMLElement>('[data-island][data-props]')) {
    const start = once(() => {
      queue = queue.then(() => hydrateIsland(element)).catch((error: unknown) => console.error('An island failed to hydrate', error));
    });
    for (const type of ['pointerdown', 'focusin'] as const) element.addEventListener(type, start, { once: true, capture: true });
    if (element.dataset.hydrate === 'visible') whenVisible(element, start);
    else if (element.dataset.hydrate === 'demand')
      onDemand.set(element.dataset.island!, [...(onDemand.get(element.dataset.island!) ?? []), start]);
    else start();
  }
}

/** Hands the page over to the application (app/spa.tsx): the islands' roots go, and none still waiting hydrates. */
export function unmountIslands() {
  stopped = true;
  for (const root of roots.splice(0)) root.unmount();
}
