import { z } from 'zod';
import type { CmsClient } from './client.js';
import type { Kind } from './types.js';

const list = z.object({ data: z.array(z.object({ kind: z.string(), itemId: z.string(), publishAt: z.string() })) });
const one = z.object({ data: z.object({ publishAt: z.string() }) });
const done = z.object({ data: z.unknown() });

/**
 * Scheduled publishing in the CMS (cms/src/api/lyceum/services/schedule.ts): when drafts are to be published.
 * Setting or cancelling a time changes nothing visitors see; the publication itself is announced by the CMS.
 */
export class Schedules {
  constructor(private readonly cms: CmsClient) {}

  /** `scheduledAt` of each document of `type`, by id. */
  async of(type: Kind, token: string): Promise<Map<string, string>> {
    const { data } = await this.cms.request(list, { path: '/api/lyceum/schedules', token });
    return new Map(data.filter((row) => row.kind === type.name).map((row) => [row.itemId, row.publishAt]));
  }

  async set(type: Kind, documentId: string, publishAt: string, token: string): Promise<string> {
    const path = `/api/lyceum/schedules/${type.name}/${encodeURIComponent(documentId)}`;
    return (await this.cms.request(one, { method: 'PUT', path, body: { publishAt }, token })).data.publishAt;
  }

  async cancel(type: Kind, documentId: string, token: string): Promise<void> {
    await this.cms.request(done, { method: 'DELETE', path: `/api/lyceum/schedules/${type.name}/${encodeURIComponent(documentId)}`, token });
  }
}
