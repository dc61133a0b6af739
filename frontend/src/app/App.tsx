import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SWRConfig, type Middleware } from 'swr';
import { swrEntries, type Answers } from '../ssr/answers';
import { GlobalStyle } from '../ui/GlobalStyle';
import { Island } from '../islands/Island';
import { toastsIsland } from '../ui/siteToasts';
import { SiteOrigin } from './siteOrigin';

interface Props {
  /** The answers the server rendered the page from: the SWR hooks start from them. */
  answers?: Answers;
  /**
   * Rendering on the server, or hydrating its HTML: the hooks whose answers came with the page
   * neither fetch them nor show them as loading (the 'Kuting ...' overlay is for a real wait).
   */
  served?: boolean;
  /** The origin the server rendered the page's absolute links with (siteOrigin.ts). */
  origin?: string;
  children: ReactNode;
}

/** What every page has around it: global styles, the SWR cache, the visitor pages' toasts (the admin has its own). */
export function App({ answers = {}, served = false, origin = '', children }: Props) {
  const hydrated = useRef(!served);
  useEffect(() => {
    hydrated.current = true;
  }, []);
  const [config] = useState(() => {
    const served = new Set(Object.keys(answers));
    // Decided when a hook mounts: later mounts (a navigation back to the first page) revalidate as usual.
    const noRefetch: Middleware = (useSWRNext) =>
      function useServedOnce(key, fetcher, options) {
        return useSWRNext(
          key,
          fetcher,
          !hydrated.current && typeof key === 'string' && served.has(key) ? { ...options, revalidateOnMount: false } : options,
        );
      };
    return { provider: () => new Map(swrEntries(answers)), use: [noRefetch] };
  });
  return (
    <SiteOrigin value={origin}>
      <SWRConfig value={config}>
        <GlobalStyle />
        {children}
        <Island def={toastsIsland} props={{}} />
      </SWRConfig>
    </SiteOrigin>
  );
}
