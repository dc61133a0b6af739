/*
 * Zod-free, so that the pages import it (`@lyceum/contract/posted`); render.ts re-exports it for the gateway.
 */

/** The read key under which a page finds what its form post answered (RenderInput's `posted`, docs/appeals.md). */
export const POSTED_READ = 'posted:';
