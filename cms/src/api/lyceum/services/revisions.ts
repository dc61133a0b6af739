import type { Core } from '@strapi/strapi';
import { REVISIONS_KEPT, notFoundCodeOf, type RevisionAction } from '@lyceum/contract';
import type { Actor } from '../lib/actor';
import { refusal } from '../lib/refusal';
import { bytesOf, prunable, versionOf, type StoredRevision, type Version } from '../lib/revision-view';
import { deleteEveryLocale, labelOf, readRows, writeRows, type DocumentRows } from '../lib/snapshot';
import { resolveKind, type ResolvedKind } from './kinds';
import { followNews, namePoster } from '../../../telegram/follow';
import { siteService } from '../../../services';

export const REVISION = 'api::revision.revision';

/** A revision as the gateway reads it: who, when, how, and the version it holds. */
export interface RevisionView {
  documentId: string;
  kind: string;
  itemId: string;
  action: RevisionAction;
  savedBy: string;
  savedAt: string;
  restoredFrom: string | null;
  title: string;
  version: Version;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/**
 * Revisions (docs/editorial-workflow.md, "Revisions"): every admin save of a kind that keeps them stores the
 * document as saved, every locale and version (draft and published), in the save's own transaction. The first
 * save of an item that has none yet first keeps the state it replaces, as a baseline. A restore writes a revision's
 * rows back, as the trash does, and is itself a revision and an audit entry.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(REVISION);
  const audit = () => siteService(strapi, 'api::lyceum.audit');
  const lyceum = () => siteService(strapi, 'api::lyceum.lyceum');
  const newestFirst = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

  /** Drops what the item's revisions have outgrown (REVISIONS_KEPT: by age, count and bytes). */
  async function prune(kind: string, itemId: string, now = new Date()) {
    const kept = (await rows().findMany({
      where: { kind, itemId },
      select: ['id', 'createdAt', 'bytes'],
      orderBy: [...newestFirst],
    })) as Pick<StoredRevision, 'id' | 'createdAt' | 'bytes'>[];
    // A revision kept before sizes were is measured here, once.
    const unmeasured = kept.filter((revision) => revision.bytes === null).map((revision) => revision.id);
    const measured = new Map<number, number>();
    if (unmeasured.length) {
      const found = (await rows().findMany({ where: { id: { $in: unmeasured } }, select: ['id', 'snapshot'] })) as StoredRevision[];
      for (const revision of found) {
        measured.set(revision.id, bytesOf(revision.snapshot));
        await rows().update({ where: { id: revision.id }, data: { bytes: measured.get(revision.id) } });
      }
    }
    const sized = kept.map((revision) => ({ ...revision, bytes: revision.bytes ?? measured.get(revision.id) ?? 0 }));
    const drop = prunable(sized, REVISIONS_KEPT, now);
    if (drop.length) await rows().deleteMany({ where: { id: { $in: drop } } });
  }

  const view = (revision: StoredRevision): RevisionView => ({
    documentId: revision.documentId,
    kind: revision.kind,
    itemId: revision.itemId,
    action: revision.action,
    savedBy: revision.savedBy ?? '',
    savedAt: iso(revision.createdAt),
    restoredFrom: revision.restoredFrom ? iso(revision.restoredFrom) : null,
    title: labelOf(revision.snapshot.rows),
    version: versionOf(revision.kind as ResolvedKind['name'], revision.snapshot),
  });

  /** The document as it is, when it is about to change and has no revision yet: what `record` keeps as the baseline. */
  async function baselineOf(kind: ResolvedKind, itemId: string): Promise<DocumentRows | undefined> {
    if (!kind.revisions || (await rows().count({ where: { kind: kind.name, itemId } }))) return undefined;
    return readRows(strapi, kind.uid, { documentId: itemId });
  }

  /**
   * Keeps the document as it is now (after a write, inside its transaction), after `before` (baselineOf's answer
   * before that write) when there is one.
   */
  async function record(
    kind: ResolvedKind,
    itemId: string,
    actor: Actor,
    action: Exclude<RevisionAction, 'baseline'>,
    { before, restoredFrom }: { before?: DocumentRows; restoredFrom?: string | Date } = {},
  ): Promise<void> {
    if (!kind.revisions) return;
    if (before?.rows.length) {
      const times = before.rows.map((row) => new Date(row.updatedAt as string).getTime()).filter(Number.isFinite);
      const at = new Date(times.length ? Math.max(...times) : Date.now());
      await rows().create({
        data: {
          kind: kind.name,
          itemId,
          action: 'baseline',
          savedBy: '',
          snapshot: before,
          bytes: bytesOf(before),
          createdAt: at,
          updatedAt: at,
        },
      });
    }
    const snapshot = await readRows(strapi, kind.uid, { documentId: itemId });
    await rows().create({
      data: {
        kind: kind.name,
        itemId,
        action,
        savedBy: actor.username,
        snapshot,
        bytes: bytesOf(snapshot),
        restoredFrom: restoredFrom ?? null,
      },
    });
    await prune(kind.name, itemId);
  }

  return {
    baselineOf,
    record,

    /** One item's revisions, newest first, with the version just older than the page (what its last one changed). */
    async list(kind: ResolvedKind, itemId: string, { page, size }: { page: number; size: number }) {
      const where = { kind: kind.name, itemId };
      const [found, total] = await Promise.all([
        rows().findMany({ where, orderBy: [...newestFirst], offset: page * size, limit: size + 1 }) as Promise<StoredRevision[]>,
        rows().count({ where }),
      ]);
      const items = found.slice(0, size).map(view);
      const older = found.length > size ? versionOf(kind.name, found[size].snapshot) : null;
      return { items, total, older };
    },

    /** Writes a revision back over the item, all or nothing; the restore is a revision and an audit entry of its own. */
    async restore(revisionId: string, actor: Actor): Promise<{ kind: string; documentId: string }> {
      return strapi.db.transaction(async ({ trx }) => {
        const revision = (await rows().findOne({ where: { documentId: revisionId } })) as StoredRevision | null;
        if (!revision) throw refusal('REVISION_NOT_FOUND');
        const kind = resolveKind(revision.kind);
        await lyceum().serializeKind(trx, kind.uid);
        const current = await readRows(strapi, kind.uid, { documentId: revision.itemId });
        // A deleted item comes back from the trash, not from its history.
        if (!current.rows.length) throw refusal(notFoundCodeOf(kind.name));
        await lyceum().checkRules(kind, revision.snapshot.rows[0] ?? {}, revision.itemId);
        await deleteEveryLocale(strapi, kind.uid, revision.itemId);
        const now = new Date();
        await writeRows(strapi, { ...revision.snapshot, rows: revision.snapshot.rows.map((row) => ({ ...row, updatedAt: now })) });
        await record(kind, revision.itemId, actor, 'restore', { restoredFrom: revision.createdAt });
        // The post follows the version now shown (its delete above is not one).
        await followNews(strapi, kind.name, revision.itemId);
        await namePoster(strapi, kind.name, revision.itemId, actor.username);
        await audit().record(actor, { action: 'revert', kind: kind.name, itemId: revision.itemId, label: labelOf(revision.snapshot.rows) });
        return { kind: kind.name, documentId: revision.itemId };
      });
    },

    /** An item deleted for good takes its history with it. */
    async forget(kind: string, itemId: string): Promise<void> {
      await rows().deleteMany({ where: { kind, itemId } });
    },
  };
};
