import { Router } from 'express';
import type { CmsClient } from '../cms/client.js';

export function healthRoutes(cms: CmsClient): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ success: true });
  });
  router.get('/readyz', async (_req, res) => {
    const answer = await cms.fetch('/_health').catch(() => null);
    const ready = answer !== null && answer.ok;
    res.status(ready ? 200 : 503).json(ready ? { success: true } : { success: false, message: 'The content service is not ready' });
  });
  return router;
}
