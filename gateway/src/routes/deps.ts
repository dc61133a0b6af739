import type { PublicReads } from '../cache/public-read.js';
import type { CmsClient } from '../cms/client.js';
import type { Documents } from '../cms/documents.js';
import type { Writes } from '../cms/writes.js';

/** What the content routes share. Public reads register on `publicReads` (mounted at /api/public, ahead of everything else). */
export interface RouteDeps {
  cms: CmsClient;
  documents: Documents;
  writes: Writes;
  publicReads: PublicReads;
}
