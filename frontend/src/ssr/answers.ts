import { ApiError } from '../api/client';

/** What one public read gave the server: its `content`, or the error the browser would have got. */
export type Answer = { content: unknown } | { error: { status: number; message: string } };

/** The answers a page was rendered from, keyed by their URL (the SWR key of the hook that reads them). */
export type Answers = Record<string, Answer>;

/** SWR cache entries for the answers: the hooks' first render (server and hydration) reads them instead of fetching. */
export const swrEntries = (answers: Answers): [string, { data?: unknown; error?: ApiError }][] =>
  Object.entries(answers).map(([key, answer]) => [
    key,
    'error' in answer ? { error: new ApiError(answer.error.status, answer.error.message) } : { data: answer.content },
  ]);

export { SSR_DATA_ID } from './dataId';
