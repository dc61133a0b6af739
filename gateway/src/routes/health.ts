import type { RequestHandler } from 'express';
import { httpError } from '../errors.js';
import type { RouteDeps } from './deps.js';

/** For the process supervisor: alive (`live`), and able to serve content (`ready`). */
export const health = {
  live: (): RequestHandler => (_req, res) => {
    res.json({ success: true });
  },

  ready:
    ({ cms }: RouteDeps): RequestHandler =>
    async (_req, res) => {
      const answer = await cms.fetch('/_health').catch(() => null);
      const ready = answer !== null && answer.ok;
      if (!ready) throw httpError('CMS_UNAVAILABLE', 'The content service is not ready');
      res.json({ success: true });
    },
};
