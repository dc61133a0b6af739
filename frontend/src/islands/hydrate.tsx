import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { isLang, DEFAULT_LANG } from '../i18n/lang';
import { pageSsrData } from '../ssr/answers';
import { islandTree, type IslandDef, type IslandProps } from './defineIsland';
import { stopIslands } from './schedule';

/**
 * The islands' runtime (docs/hydration.md): React hydrating one island of the server's page, in the browser. It is
 * fetched only when schedule.ts starts the page's first island.
 */

/** The islands' declarations, by file: each file is a chunk of its own (defineIsland.tsx says how a name finds it). */
const DEFS = import.meta.glob<Record<string, IslandDef<IslandProps>>>('./defs/*.tsx');

const roots: Root[] = [];
let stopped = false;

/** Lets the browser paint and handle input between two islands: no island's hydration joins another's task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates the island; resolves once it has (it is then marked `data-hydrated`, which tests and tools wait for). */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const [file, key = 'default'] = (element.dataset.island ?? '').split('.');
  const load = DEFS[`./defs/${file}.tsx`];
  if (!load || stopped) return;
  const def = (await load())[key];
  await yieldToBrowser();
  if (!def || stopped) return;
  const lang = isLang(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANG;
  const { answers, origin } = pageSsrData();
  const props = JSON.parse(element.dataset.props ?? '{}') as IslandProps;
  await new Promise<void>((resolve) => {
    const hydrated = () => {
      element.setAttribute('data-hydrated', '');
      resolve();
    };
    // As a transition, React hydrates in slices and yields to the browser between them.
    startTransition(() => {
      roots.push(
        hydrateRoot(element, islandTree({ lang, answers, origin }, <def.Component {...props} />, hydrated), {
          identifierPrefix: element.dataset.id,
        }),
      );
    });
  });
}

/** Hands the page over to the application (app/spa.tsx): the islands' roots go, and none still waiting hydrates. */
export function unmountIslands() {
  stopped = true;
  stopIslands();
  for (const root of roots.splice(0)) root.unmount();
}
