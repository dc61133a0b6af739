import { useEffect, type ComponentType, type ReactElement } from 'react';
import { answeredReads, ReadContext } from '../api/read';
import { SiteOrigin } from '../app/siteOrigin';
import { LangContext } from '../i18n/useLang';
import type { Lang } from '../i18n/lang';
import type { Answers } from '../ssr/answers';

/**
 * Islands: the parts of a visitor page that a visitor can touch (docs/hydration.md). The server renders the whole page
 * to HTML; the browser hydrates only these, each as a React root of its own, from the page's answers (its `ssr-data`)
 * and the few parameters the server wrote beside it. Everything else stays the server's HTML until the visitor follows
 * a link (app/spa.tsx). This module is what an island's code and the islands' runtime need; the rendering of an island
 * in a page, by the server or the application, is Island.tsx.
 */

/**
 * An island's props: they travel through the page's HTML as JSON, so plain data only, and small: the reads' keys and
 * parameters, never the answers themselves (the island reads those with useRead, from the page's `ssr-data`).
 */
export type IslandProps = object;

/**
 * When the browser hydrates an island (islands/schedule.ts): at the visitor's first sign of using it, once the page has
 * loaded and it comes into view, or only when the page asks for it (wakeIsland: the toasts, when there is one to show).
 */
export type Hydrate = 'interaction' | 'visible' | 'demand';

export interface IslandDef<P extends IslandProps> {
  /**
   * Where the browser finds it: `file`, the default export of islands/defs/<file>.tsx, or `file.key`, its export `key`
   * (one page's islands that hydrate together share a file, so a chunk: `home.slideShow`).
   */
  name: string;
  Component: ComponentType<P>;
  hydrate: Hydrate;
}

export const defineIsland = <P extends IslandProps>(name: string, Component: ComponentType<P>, hydrate: Hydrate): IslandDef<P> => ({
  name,
  Component,
  hydrate,
});

/** What an island's root knows of its page: the language, the answers it was rendered from, and the site's origin. */
export interface IslandPage {
  lang: Lang;
  answers: Answers;
  origin: string;
}

/** Renders nothing; once hydrated, it says so (the browser marks the island `data-hydrated` for tests and tools). */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/** An island's tree, the same on the server and in the browser, so that hydration meets what the server wrote. */
export const islandTree = ({ lang, answers, origin }: IslandPage, element: ReactElement, onHydrated?: () => void) => (
  <LangContext value={lang}>
    <SiteOrigin value={origin}>
      <ReadContext value={answeredReads(answers)}>
        {element}
        <Hydrated onHydrated={onHydrated} />
      </ReadContext>
    </SiteOrigin>
  </LangContext>
);
