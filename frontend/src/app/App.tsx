import { useEffect, useRef, useState, type ReactNode } from 'react';
import useSWR, { SWRConfig, type Middleware } from 'swr';
import { ApiError, getJson } from '../api/client';
import { ReadContext, type Read, type ReadState } from '../api/read';
import type { Answers } from '../ssr/answers';
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

/** SWR cache entries for the answers: the hooks' first render (server and hydration) reads them instead of fetching. */
const swrEntries = (answers: Answers): [string, { data?: unknown; error?: ApiError }][] =>
  Object.entries(answers).map(([key, answer]) => [
    key,
    'error' in answer ? { error: new ApiError(answer.error.status, answer.error.message) } : { data: answer.content },
  ]);

const fetcher = <T,>(url: string) => getJson<T>(url);
const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/**
 * The application's reads (api/public.ts's useRead): through SWR, which fetches, caches and revalidates. A key that is
 * no address (`posted:`, what the page's own form post answered: public/appeal/posted.ts) is only ever the page's answer.
 */
const useSwrRead = <T,>(key: Read<T> | null): ReadState<T> => useSWR<T, ApiError>(key, key?.startsWith('/') ? fetcher : null, SWR_OPTIONS);

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
        <ReadContext value={useSwrRead}>
          <GlobalStyle />
          {children}
          <Island def={toastsIsland} props={{}} />
        </ReadContext>
      </SWRConfig>
    </SiteOrigin>
  );
}
