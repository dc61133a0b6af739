import { createContext, useContext, useEffect, type ComponentType, type ReactElement } from 'react';
import { LangContext, useLang } from '../i18n/useLang';
import type { Lang } from '../i18n/lang';

/**
 * Islands: the parts of a visitor page that a visitor can touch (docs/hydration.md). The server renders the whole page
 * to HTML; the browser hydrates only these, each as a React root of its own, from the props the server wrote beside
 * it. Everything else stays the server's HTML until the visitor follows a link (app/spa.tsx).
 */

/** An island's props: they travel through the page's HTML as JSON, so plain data only. */
export type IslandProps = object;

/**
 * When the browser hydrates an island: as soon as it can, once it scrolls into view, or only when the page asks for it
 * (wakeIsland: the toasts, when there is one to show).
 */
export type Hydrate = 'load' | 'visible' | 'demand';

export interface IslandDef<P extends IslandProps> {
  /** The file under islands/defs/ that declares it (without .tsx): the browser loads it by this name. */
  name: string;
  Component: ComponentType<P>;
  hydrate: Hydrate;
}

export const defineIsland = <P extends IslandProps>(name: string, Component: ComponentType<P>, hydrate: Hydrate): IslandDef<P> => ({
  name,
  Component,
  hydrate,
});

/** What the server renderer hands the islands: a render of one island's tree, and the names of those rendered. */
export interface IslandServer {
  render: (element: ReactElement, identifierPrefix: string) => string;
  /** The islands rendered so far, in order (the page preloads the code of those it hydrates as it loads). */
  rendered: { name: string; hydrate: Hydrate }[];
}
export const IslandServerContext = createContext<IslandServer | null>(null);

/** Renders nothing; once hydrated, it says so (the browser marks the island `data-hydrated` for tests and tools). */
function Hydrated({ onHydrated }: { onHydrated?: () => void }) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return null;
}

/** An island's tree, the same on the server and in the browser, so that hydration meets what the server wrote. */
export const islandTree = (lang: Lang, element: ReactElement, onHydrated?: () => void) => (
  <LangContext value={lang}>
    {element}
    <Hydrated onHydrated={onHydrated} />
  </LangContext>
);

/**
 * An island in a page. On the server: its HTML, rendered as a tree of its own (its ids are its own, as the browser's
 * root will make them), and its props. In the browser, once the page is an application (after a navigation): the
 * component itself.
 */
export function Island<P extends IslandProps>({ def, props }: { def: IslandDef<P>; props: P }) {
  const server = useContext(IslandServerContext);
  const lang = useLang();
  const element = <def.Component {...props} />;
  if (!server) return <div data-island={def.name}>{element}</div>;
  const id = `${def.name}${server.rendered.length}-`;
  server.rendered.push({ name: def.name, hydrate: def.hydrate });
  return (
    <div
      data-island={def.name}
      data-hydrate={def.hydrate}
      data-id={id}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: server.render(islandTree(lang, element), id) }}
    />
  );
}
