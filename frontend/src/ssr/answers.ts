import type { Answer } from '@lyceum/contract/render';
import type { HydrationState } from 'react-router-dom';
import { SSR_DATA_ID } from './dataId';

export type { Answer };
export { SSR_DATA_ID };

/** The answers a page was rendered from, keyed by their URL (the key its components read them by: api/read.ts). */
export type Answers = Record<string, Answer>;

/** What the server sends a page's browser beside its HTML, in the `ssr-data` script. */
export interface SsrData {
  answers: Answers;
  hydration: HydrationState;
  /** The origin the server rendered the page's absolute links with (app/siteOrigin.ts). */
  origin: string;
}

/** The page's `ssr-data`, read once: the islands' roots and the application start from it. */
let ssrData: SsrData | undefined;
export const pageSsrData = (): SsrData =>
  (ssrData ??= JSON.parse(document.getElementById(SSR_DATA_ID)?.textContent ?? '{"answers":{}}') as SsrData);
