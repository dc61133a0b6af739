import type { Core, UID } from '@strapi/strapi';
import { notFoundCodeOf } from '@lyceum/contract';
import type { Actor } from '../lib/actor';
import { refusal } from '../lib/refusal';
import { deleteEveryLocale, labelOf, readRows, writeRows, type DocumentRows } from '../lib/snapshot';
import { resolveKind, type ResolvedKind } from './kinds';
import { choosePosting, namePoster } from '../../../telegram/follow';
import { siteService, type AnyUid } from '../../../services';

export const TRASH_ENTRY = 'api::trash-entry.trash-entry';
/** How long a deleted item can be restored. */
export const TRASH_DAYS = 30;

/** The deleted document first, then those that went with it (a menu item's page text). */
interface Snapshot {
  documents: DocumentRows[];
}

interface TrashEntry {
  documentId: string;
  kind: string;
  itemId: string;
  label: string;
  snapshot: Snapshot;
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = (uid: string) => strapi.documents(uid as AnyUid);
  const schemaOf = (uid: string) => strapi.contentType(uid as UID.ContentType);
  const lyceum = () => siteService(strapi, 'api::lyceum.lyceum');
  const audit = () => siteService(strapi, 'api::lyceum.audit');
  const revisions = () => siteService(strapi, 'api::lyceum.revisions');
  const review = () => siteService(strapi, 'api::lyceum.review');
  /** An item gone for good: its revisions and its review go with it. */
  const forgetItem = async ({ kind, itemId }: { kind: string; itemId: string }) => {
    await revisions().forget(kind, itemId);
    await review().forget(kind, itemId);
  };

  async function findEntry(entryId: string): Promise<TrashEntry> {
    const entry = (await strapi.db.query(TRASH_ENTRY).findOne({
      where: { documentId: entryId, expiresAt: { $gt: new Date() } },
    })) as TrashEntry | null;
    if (!entry) throw refusal('TRASH_ENTRY_NOT_FOUND');
    return entry;
  }

  /** A restore must not break what saves guarantee: unique urls, one text per menu item, one single. */
  async function checkRestorable(kind: ResolvedKind, main: DocumentRows) {
    const row = main.rows[0] ?? {};
    const documentId = String(row.documentId);
    if (await documents(kind.uid).findOne({ documentId, fields: ['documentId'] } as never)) {
      throw refusal('ITEM_EXISTS');
    }
    const taken = schemaOf(kind.uid).kind === 'singleType' ? {} : kind.upsertBy ? { [kind.upsertBy]: { $eq: row[kind.upsertBy] } } : null;
    if (taken && (await documents(kind.uid).findFirst({ filters: taken, fields: ['documentId'] } as never))) {
      throw refusal('TRASH_RESTORE_CONFLICT');
    }
    await lyceum().checkRules(kind, row);
  }

  return {
    /** Moves a document, in every locale, and its cascaded dependents to the trash; run inside the delete's transaction. */
    async put(kind: ResolvedKind, documentId: string, actor: Actor): Promise<void> {
      const main = await readRows(strapi, kind.uid, { documentId });
      if (!main.rows.length) throw refusal(notFoundCodeOf(kind.name));
      const snapshot: Snapshot = { documents: [main] };
      for (const dependent of kind.cascade ?? []) {
        const children = await readRows(strapi, dependent.uid, { [dependent.field]: documentId });
        if (!children.rows.length) continue;
        snapshot.documents.push(children);
        for (const childId of new Set(children.rows.map((row) => String(row.documentId)))) {
          await deleteEveryLocale(strapi, dependent.uid, childId);
        }
      }
      await deleteEveryLocale(strapi, kind.uid, documentId);
      // The posts' removal from the channels is the deleter's.
      await namePoster(strapi, kind.name, documentId, actor.username);
      const label = labelOf(main.rows);
      await strapi.db.query(TRASH_ENTRY).create({
        data: {
          kind: kind.name,
          itemId: documentId,
          label: label.slice(0, 255),
          deletedBy: actor.username,
          snapshot,
          expiresAt: new Date(Date.now() + TRASH_DAYS * 86_400_000),
        },
      });
      await audit().record(actor, { action: 'delete', kind: kind.name, itemId: documentId, label });
    },

    /** Newest first; expired entries are dropped before they are listed. */
    async list({ page, size }: { page: number; size: number }) {
      await this.purgeExpired();
      const [items, total] = await Promise.all([
        strapi.db.query(TRASH_ENTRY).findMany({
          select: ['documentId', 'kind', 'itemId', 'label', 'deletedBy', 'createdAt', 'expiresAt'],
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          offset: page * size,
          limit: size,
        }),
        strapi.db.query(TRASH_ENTRY).count(),
      ]);
      return { items, total };
    },

    /** Puts every row back as it was (same documentId, locales, dates and files), all or nothing. */
    /** `telegram`: a news item is posted to the channels again (the editor said so); else its posting is off. */
    async restore(entryId: string, actor: Actor, telegram = false): Promise<{ kind: string; documentId: string }> {
      return strapi.db.transaction(async ({ trx }) => {
        const entry = await findEntry(entryId);
        const kind = resolveKind(entry.kind);
        await lyceum().serializeKind(trx, kind.uid);
        const [main, ...dependents] = entry.snapshot.documents;
        await checkRestorable(kind, main);
        for (const rows of [main, ...dependents]) await writeRows(strapi, rows);
        // Back on the site: posted to Telegram again as a new post only when the editor said so (it may be days old).
        if (kind.name === 'news') await choosePosting(strapi, entry.itemId, telegram);
        await namePoster(strapi, kind.name, entry.itemId, actor.username);
        await strapi.db.query(TRASH_ENTRY).delete({ where: { documentId: entryId } });
        await audit().record(actor, { action: 'restore', kind: kind.name, itemId: entry.itemId, label: entry.label });
        return { kind: kind.name, documentId: entry.itemId };
      });
    },

    async purge(entryId: string, actor: Actor): Promise<void> {
      await strapi.db.transaction(async () => {
        const entry = await findEntry(entryId);
        await strapi.db.query(TRASH_ENTRY).delete({ where: { documentId: entryId } });
        await forgetItem(entry);
        await audit().record(actor, { action: 'purge', kind: entry.kind, itemId: entry.itemId, label: entry.label });
      });
    },

    /** Expired entries go for good, with their items' revisions. */
    async purgeExpired(): Promise<void> {
      const where = { expiresAt: { $lte: new Date() } };
      const expired = (await strapi.db.query(TRASH_ENTRY).findMany({ where, select: ['kind', 'itemId'] })) as TrashEntry[];
      if (!expired.length) return;
      for (const entry of expired) await forgetItem(entry);
      await strapi.db.query(TRASH_ENTRY).deleteMany({ where });
    },
  };
};
