import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { KIND_NAMES, kindOf } from '@lyceum/contract';
import { uidOf } from '../services/kinds';

type StoredCopy = { url?: unknown } | null | undefined;
type StoredFile = { url?: unknown; previewUrl?: unknown; formats?: Record<string, StoredCopy> | null } | null | undefined;

/** A draft's photo: its stored name (what the items hold) and every file stored for it, the original first. */
export interface UnpublishedFile {
  name: string;
  files: string[];
}

const nameOf = (url: unknown) => (typeof url === 'string' && url ? path.posix.basename(url) : null);

/**
 * Every file stored for one upload: the original and each copy made of it (the responsive sizes, whatever
 * their names, and a preview image), so that a copy's address is refused exactly as the original's is.
 */
function filesOf(file: NonNullable<StoredFile>, name: string): string[] {
  const copies = [nameOf(file.previewUrl), ...Object.values(file.formats ?? {}).map((copy) => nameOf(copy?.url))];
  return [...new Set([name, ...copies.filter((copy): copy is string => copy !== null)])];
}

/**
 * The stored files that only drafts use: a photo chosen for a draft stays hidden from visitors, in
 * every size, until that draft is published (or until anything published uses the same file).
 * Files that nothing uses yet (just uploaded) are not drafts' and are left out.
 */
export async function unpublishedFiles(strapi: Core.Strapi): Promise<UnpublishedFile[]> {
  const drafted = new Map<string, UnpublishedFile>();
  const shown = new Set<string>();
  for (const name of KIND_NAMES) {
    const kind = kindOf(name);
    const fields = Object.keys(kind.media);
    if (!fields.length) continue;
    const rows = (await strapi.db.query(uidOf(name)).findMany({
      select: ['publishedAt'],
      populate: Object.fromEntries(fields.map((field) => [field, { select: ['url', 'previewUrl', 'formats'] }])),
    })) as Record<string, unknown>[];
    for (const row of rows) {
      // A kind without drafts is published as saved, whatever its publishedAt says.
      const draftOnly = kind.drafts && !row.publishedAt;
      for (const field of fields) {
        for (const file of [row[field] as StoredFile | StoredFile[]].flat()) {
          const stored = file && nameOf(file.url);
          if (!stored) continue;
          if (!draftOnly) shown.add(stored);
          else if (!drafted.has(stored)) drafted.set(stored, { name: stored, files: filesOf(file, stored) });
        }
      }
    }
  }
  return [...drafted.values()].filter((file) => !shown.has(file.name));
}
