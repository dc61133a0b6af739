import type { Router } from 'express';
import type { ReadCache } from '../cache/read-cache.js';
import type { CmsClient } from '../cms/client.js';
import type { Documents } from '../cms/documents.js';
import type { Writes } from '../cms/writes.js';

/** What the content routes share. Public reads go on `publicReads` (mounted at /api/public, ahead of everything else). */
export interface RouteDeps {
  cms: CmsClient;
  documents: Documents;
  writes: Writes;
  cache: ReadCache;
  publicReads: Router;
}
