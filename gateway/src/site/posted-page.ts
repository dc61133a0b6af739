import type { Request, Response } from 'express';
import type { PublicReads } from '../cache/public-read.js';
import { pageRead } from './pages.js';
import type { Renderer } from './renderer.js';
import { sendNotBuilt, type Templates } from './templates.js';

/** Sends the page at the request's path, rendered with what its form post answered (`posted`), with this status. */
export type PostedPage = (req: Request, res: Response, posted: unknown, status: number) => Promise<void>;

/**
 * A visitor page answering its own form post (a browser without JavaScript, docs/appeals.md): rendered for this one
 * answer from the same public reads as the page, with the post's outcome as its `posted` read, and never kept, by the
 * gateway or by any other cache, since it may hold a receipt's code or an answer.
 */
export function postedPages(options: {
  renderer: Renderer | null;
  reads: PublicReads;
  templates: () => Promise<Templates | null>;
  publicUrl?: string;
}): PostedPage {
  const { renderer, reads, templates } = options;
  return async (req, res, posted, status) => {
    res.set('Cache-Control', 'no-store');
    const current = await templates();
    if (!current || !renderer) {
      sendNotBuilt(res);
      return;
    }
    const build = await renderer.current();
    const origin = options.publicUrl ?? `${req.protocol}://${req.get('host')}`;
    const result = await build.render({
      url: `${origin}${req.path}`,
      origin,
      read: async (key) => (await pageRead(reads, key)).answer,
      template: current.html,
      posted,
    });
    if ('redirect' in result) res.redirect(303, result.redirect);
    else res.status(status).type('html').send(result.html);
  };
}
