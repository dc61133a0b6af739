import { createContext, useContext, type ReactElement } from 'react';
import { useLang } from '../i18n/useLang';
import { islandTree, type IslandDef, type IslandPage, type IslandProps } from './defineIsland';

/** What the server renderer hands the islands: the page's answers, a render of one island's tree, and those rendered. */
export interface IslandServer extends Omit<IslandPage, 'lang'> {
  render: (element: ReactElement, identifierPrefix: string) => string;
  /** How many islands the page has so far: each one's ids are prefixed with its place. */
  count: number;
}
export const IslandServerContext = createContext<IslandServer | null>(null);

/**
 * An island in a page. On the server: its HTML, rendered as a tree of its own (its ids are its own, as the browser's
 * root will make them) from the page's answers, and its props. In the browser, once the page is an application (after a navigation): the
 * component itself.
 */
export function Island<P extends IslandProps>({ def, props }: { def: IslandDef<P>; props: P }) {
  const server = useContext(IslandServerContext);
  const lang = useLang();
  const element = <def.Component {...props} />;
  if (!server) return <div data-island={def.name}>{element}</div>;
  const id = `${def.name.replace('.', '-')}${server.count++}-`;
  return (
    <div
      data-island={def.name}
      data-hydrate={def.hydrate}
      data-id={id}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: server.render(islandTree({ lang, answers: server.answers, origin: server.origin }, element), id) }}
    />
  );
}
