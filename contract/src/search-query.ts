import { wellFormed } from './text.js';

/** The longest query the site searches for (longer ones are cut). */
export const SEARCH_QUERY_MAX = 200;

/**
 * A search query as the site searches for it: white space collapsed, trimmed, cut. The page and
 * the API both apply it, so that the server renders the read the browser's hook will ask for. Made well formed after
 * the cut, which may split a surrogate pair.
 */
export const normalizeSearchQuery = (value: string): string => wellFormed(value.replace(/\s+/g, ' ').trim().slice(0, SEARCH_QUERY_MAX));
