import { z } from 'zod';
import type { ReadCache } from '../cache/read-cache.js';
import { FILES_TAG, listTag } from '../cache/tags.js';
import type { CmsClient } from './client.js';
import { KIND } from './types.js';

/** Each draft's photo by its stored name, with every file stored for it (the original and each copy). */
const answer = z.object({ data: z.array(z.object({ name: z.string(), files: z.array(z.string()) })) });
/** Saves of the kinds with drafts change which files are drafts' only; so does a file replaced in the panel. */
const TAGS = [
  ...Object.values(KIND)
    .filter((type) => type.drafts)
    .map(listTag),
  FILES_TAG,
];

/**
 * The photos that only drafts use (the CMS's list, cached like a public read and made stale by
 * the same writes): visitors get a 404 for them, in every stored size, as for a file that does not
 * exist, until the draft is published. docs/editorial-workflow.md explains the rule.
 */
export class UnpublishedFiles {
  /** Each stored file of a draft's photo, to the photo's own name. */
  private held: { etag: string; photoOf: Map<string, string> } | undefined;

  constructor(
    private readonly cms: CmsClient,
    private readonly cache: ReadCache,
  ) {}

  /**
   * The draft's photo that the stored file `name` is, or is a copy of (a smaller size, whatever its name), as the
   * items name it; null when the file is no draft's photo only.
   */
  async photoOf(name: string): Promise<string | null> {
    const { body } = await this.cache.read('unpublished files', TAGS, async () => {
      return (await this.cms.request(answer, { path: '/api/lyceum/unpublished-files' })).data;
    });
    if (this.held?.etag !== body.etag) {
      const photos = answer.shape.data.parse(JSON.parse(body.identity.toString()));
      this.held = {
        etag: body.etag,
        photoOf: new Map(photos.flatMap((photo) => [photo.name, ...photo.files].map((file) => [file, photo.name]))),
      };
    }
    return this.held.photoOf.get(name) ?? null;
  }
}
