import type { SaveRequest, TrashRestoreBody } from '@lyceum/contract';
import { z } from 'zod';
import type { ReadCache } from '../cache/read-cache.js';
import { writeTags } from '../cache/tags.js';
import { HttpError } from '../errors.js';
import type { CmsClient } from './client.js';
import { KIND, kindNamed, type Kind } from './types.js';

const saved = z.object({ data: z.object({ documentId: z.string() }) });
const restored = z.object({ data: z.object({ kind: z.string(), documentId: z.string() }) });
const purged = z.object({ data: z.unknown() });

/**
 * Writes go through the lyceum route, which stores every locale in one transaction (a delete
 * moves the document to the trash), and then make the cached public answers built from what they touched stale.
 */
export class Writes {
  constructor(
    private readonly cms: CmsClient,
    private readonly cache: ReadCache,
  ) {}

  async save(type: Kind, input: SaveRequest, token: string): Promise<string> {
    return this.invalidating(type, input.documentId, async () => {
      const answer = await this.cms.request(saved, { method: 'POST', path: `/api/lyceum/documents/${type.name}`, body: input, token });
      return answer.data.documentId;
    });
  }

  async remove(type: Kind, documentId: string, token: string): Promise<void> {
    await this.invalidating(type, documentId, async () => {
      await this.cms.request(saved, {
        method: 'DELETE',
        path: `/api/lyceum/documents/${type.name}/${encodeURIComponent(documentId)}`,
        token,
      });
      return documentId;
    });
  }

  /** Brings a trash entry back (a news item posted to Telegram again only when `choice.telegram`). */
  async restore(entryId: string, choice: TrashRestoreBody, token: string): Promise<void> {
    await this.restoring(`/api/lyceum/trash/${encodeURIComponent(entryId)}/restore`, token, choice);
  }

  /** Writes a revision back over its item. */
  async revert(revisionId: string, token: string): Promise<void> {
    await this.restoring(`/api/lyceum/revisions/${encodeURIComponent(revisionId)}/restore`, token);
  }

  /** Deletes a trash entry for good. Nothing cached changes: the item left every read when it was deleted. */
  async purge(entryId: string, token: string): Promise<void> {
    await this.cms.request(purged, { method: 'DELETE', path: `/api/lyceum/trash/${encodeURIComponent(entryId)}`, token });
  }

  /** A restore of a trash entry or a revision: the kind it writes is known only from the answer. */
  private async restoring(path: string, token: string, body?: unknown): Promise<void> {
    try {
      const { data } = await this.cms.request(restored, { method: 'POST', path, token, body });
      const type = kindNamed(data.kind);
      if (type) await this.cache.invalidate(writeTags(type, data.documentId));
    } catch (error) {
      if (!(error instanceof HttpError && error.status < 500))
        await this.cache.invalidate(Object.values(KIND).flatMap((type) => writeTags(type)));
      throw error;
    }
  }

  private async invalidating(type: Kind, knownId: string | undefined, write: () => Promise<string>): Promise<string> {
    try {
      const documentId = await write();
      await this.cache.invalidate(writeTags(type, documentId));
      return documentId;
    } catch (error) {
      // A refused write changed nothing; one whose outcome is unknown (a timeout) may have landed.
      if (!(error instanceof HttpError && error.status < 500)) await this.cache.invalidate(writeTags(type, knownId));
      throw error;
    }
  }
}
