import { httpError } from '../errors.js';
import type { RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';

/** For the process supervisor: alive (`live`), and able to serve content (`ready`). */
export const health = {
  live: (): RouteHandler => (_input, _req, res) => {
    res.json({ success: true });
  },

  ready:
    ({ cms }: RouteDeps): RouteHandler =>
    async (_input, _req, res) => {
      const answer = await cms.fetch('/_health').catch(() => null);
      const ready = answer !== null && answer.ok;
      if (!ready) throw httpError('CMS_UNAVAILABLE', 'The content service is not ready');
      res.json({ success: true });
    },
};
