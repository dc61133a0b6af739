import { z } from 'zod';
import type { CmsClient } from './client.js';
import type { CmsType, Locale } from './types.js';

export interface SaveInput {
  documentId?: string;
  /** Shared fields; media fields as stored file names. */
  shared: Record<string, unknown>;
  localized?: Record<Locale, Record<string, string>>;
}

const saved = z.object({ data: z.object({ documentId: z.string() }) });

/** Writes go through the lyceum route, which stores every locale in one transaction. */
export class Writes {
  constructor(private readonly cms: CmsClient) {}

  async save(type: CmsType, input: SaveInput, token: string): Promise<string> {
    const answer = await this.cms.request(saved, { method: 'POST', path: `/api/lyceum/documents/${type.kind}`, body: input, token });
    return answer.data.documentId;
  }

  async remove(type: CmsType, documentId: string, token: string): Promise<void> {
    await this.cms.request(saved, {
      method: 'DELETE',
      path: `/api/lyceum/documents/${type.kind}/${encodeURIComponent(documentId)}`,
      token,
    });
  }
}
