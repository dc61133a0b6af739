import { createContext, useContext } from 'react';
import type { Answers } from '../ssr/answers';
import type { ContentItem } from './types';

/**
 * A public read: its URL, typed by its answer. The server reads it in process before rendering (a page module's
 * `reads`, app/visitorPage.ts), and the page's components read the same key (useRead), so that the page's HTML and
 * their first render agree.
 */
export type Read<T> = string & { readonly answer?: T };

/** A content kind's answer: a list kind's items, or a single kind's one item (null while it has none). */
export type BaseAnswer = ContentItem[] | ContentItem | null;

/** Why a read failed: its status and message (what api/client.ts's ApiError carries in the application). */
export interface ReadError {
  status: number;
  message: string;
}

/** A read as a component sees it. */
export interface ReadState<T> {
  data?: T;
  error?: ReadError;
  isLoading: boolean;
}

/** How a tree reads: through SWR in the application (app/App.tsx), from the page's answers in an island's root. */
export type ReadHook = <T>(read: Read<T> | null) => ReadState<T>;

/**
 * Reads from the answers the server rendered the page from, and never fetches: an island shows what the server
 * showed, and the page carries each answer once, in its `ssr-data` (docs/hydration.md).
 */
export const answeredReads =
  (answers: Answers): ReadHook =>
  <T>(key: Read<T> | null): ReadState<T> => {
    const answer = key === null ? undefined : answers[key];
    if (!answer) return { isLoading: false };
    return 'error' in answer ? { error: answer.error, isLoading: false } : { data: answer.content as T, isLoading: false };
  };

export const ReadContext = createContext<ReadHook>(answeredReads({}));

/** One public read; none while `key` is null. */
export const useRead = <T>(key: Read<T> | null): ReadState<T> => useContext(ReadContext)(key);
