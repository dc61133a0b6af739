import { z } from 'zod';

/*
 * The boundary between the gateway and the front end's server renderer (frontend/src/entry-server.tsx, imported by
 * gateway/src/site/renderer.ts): what a render is given and what it gives back, declared once for both sides
 * (docs/server-rendering.md).
 */

/** One public read as the renderer receives it: its content, or the error a browser would have got. */
export type Answer = { content: unknown } | { error: { status: number; message: string } };

export interface RenderInput {
  /** The page's absolute URL. */
  url: string;
  /** The public site's origin, for absolute URLs in the head. */
  origin: string;
  /** One public read, in process (through the gateway's cache). */
  read: (key: string) => Promise<Answer>;
  /** index.html of the browser build. */
  template: string;
  /** A preview link's page (a draft shown to the link's holders): its token and when it expires. */
  preview?: { token: string; expiresAt: string };
  /**
   * What the page's own form post answered (a form sent without JavaScript): the page reads it as the answer of
   * POSTED_READ. Such a page is sent once, `no-store`, and never kept.
   */
  posted?: unknown;
}

export { POSTED_READ } from './posted.js';

/** A render's result, as the gateway checks it: a redirect, or the page's HTML and status. */
export const renderResult = z.union([
  z.object({ redirect: z.string(), status: z.number().int() }),
  z.object({ html: z.string(), status: z.number().int() }),
]);
export type RenderResult = z.infer<typeof renderResult>;
