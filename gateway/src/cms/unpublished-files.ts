import { z } from 'zod';
import type { ReadCache } from '../cache/read-cache.js';
import { FILES_TAG, listTag } from '../cache/tags.js';
import type { CmsClient } from './client.js';
import { KIND } from './types.js';

const answer = z.object({ data: z.array(z.string()) });
/** Saves of the kinds with drafts change which files are drafts' only; so does a file replaced in the panel. */
const TAGS = [
  ...Object.values(KIND)
    .filter((type) => type.drafts)
    .map(listTag),
  FILES_TAG,
];

/**
 * The photos that only drafts use (the CMS's list, cached like a public read and made stale by
 * the same writes): visitors get a 404 for them, as for a file that does not exist, until the
 * draft is published. docs/editorial-workflow.md explains the rule.
 */
export class UnpublishedFiles {
  private held: { etag: string; names: Set<string> } | undefined;

  constructor(
    private readonly cms: CmsClient,
    private readonly cache: ReadCache,
  ) {}

  /** Whether the stored file `name` (its narrower copies go with it) is a draft's photo only. */
  async has(name: string): Promise<boolean> {
    const { body } = await this.cache.read('unpublished files', TAGS, async () => {
      return (await this.cms.request(answer, { path: '/api/lyceum/unpublished-files' })).data;
    });
    if (this.held?.etag !== body.etag) {
      this.held = { etag: body.etag, names: new Set(z.array(z.string()).parse(JSON.parse(body.identity.toString()))) };
    }
    return this.held.names.has(name);
  }
}
