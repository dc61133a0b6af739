import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { KIND_NAMES, kindOf } from '@lyceum/contract';
import { uidOf } from '../services/kinds';

type StoredFile = { url?: string } | null | undefined;

/**
 * The stored file names that only drafts use: a photo chosen for a draft stays hidden from
 * visitors until that draft is published (or until anything published uses the same file).
 * Files that nothing uses yet (just uploaded) are not drafts' and are left out.
 */
export async function unpublishedFiles(strapi: Core.Strapi): Promise<string[]> {
  const drafted = new Set<string>();
  const shown = new Set<string>();
  for (const name of KIND_NAMES) {
    const kind = kindOf(name);
    const fields = Object.keys(kind.media);
    if (!fields.length) continue;
    const rows = (await strapi.db.query(uidOf(name)).findMany({
      select: ['publishedAt'],
      populate: Object.fromEntries(fields.map((field) => [field, { select: ['url'] }])),
    })) as Record<string, unknown>[];
    for (const row of rows) {
      // A kind without drafts is published as saved, whatever its publishedAt says.
      const into = kind.drafts && !row.publishedAt ? drafted : shown;
      for (const field of fields) {
        for (const file of [row[field] as StoredFile | StoredFile[]].flat()) if (file?.url) into.add(path.posix.basename(file.url));
      }
    }
  }
  return [...drafted].filter((file) => !shown.has(file));
}
