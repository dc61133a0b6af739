import type { Core, UID } from '@strapi/strapi';
import type { Actor } from '../lib/actor';
import { refusal } from '../lib/refusal';
import { labelOf } from '../lib/snapshot';
import { resolveKind, type ResolvedKind } from './kinds';
import { draftDocuments, siteService } from '../../../services';
import { namePoster } from '../../../telegram/follow';

export const SCHEDULE = 'api::publication-schedule.publication-schedule';

type Row = { id: number; kind: string; itemId: string; publishAt: string; actor: string; actorId: number | null };

/** A scheduled publication as the gateway reads it. */
export interface Scheduled {
  kind: string;
  itemId: string;
  publishAt: string;
  actor: string;
}

/**
 * Scheduled publishing (docs/editorial-workflow.md, "Scheduled publishing"): a draft of a kind with drafts is
 * published at a set time by `publishDue`, which the CMS runs every few seconds (bootstrap/scheduled-publishing.ts).
 * Each publication takes its schedule row in the same transaction as the publish and its audit entry: a crash or an
 * outage before the commit leaves the row for the next run (late, never lost), and a committed run leaves no row to
 * publish again (never twice).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const rows = () => strapi.db.query(SCHEDULE);
  const audit = () => siteService(strapi, 'api::lyceum.audit');
  const revisions = () => siteService(strapi, 'api::lyceum.revisions');
  const review = () => siteService(strapi, 'api::lyceum.review');
  const documents = (uid: string) => draftDocuments(strapi, uid);
  const isLocalized = (uid: string) => Boolean((strapi.contentType(uid as UID.ContentType).pluginOptions as any)?.i18n?.localized);
  const draftOf = (kind: ResolvedKind, documentId: string) =>
    documents(kind.uid).findOne({ documentId, status: 'draft', ...(isLocalized(kind.uid) ? { locale: 'uz' } : {}) });
  const scheduledKind = (name: unknown) => {
    const kind = resolveKind(name);
    if (!kind.drafts) throw refusal('INVALID_REQUEST', `${kind.name} has no drafts: it is published as it is saved`);
    return kind;
  };

  return {
    /** Every scheduled publication, soonest first. */
    async list(): Promise<Scheduled[]> {
      const found = (await rows().findMany({ orderBy: [{ publishAt: 'asc' }, { id: 'asc' }] })) as Row[];
      return found.map(({ kind, itemId, publishAt, actor }) => ({ kind, itemId, publishAt: new Date(publishAt).toISOString(), actor }));
    },

    /** Sets (or moves) the time a document's draft is published; the time must be ahead. */
    async set(kindName: unknown, documentId: string, publishAt: Date, actor: Actor, now = new Date()): Promise<Scheduled> {
      const kind = scheduledKind(kindName);
      if (Number.isNaN(publishAt.getTime()) || publishAt <= now) throw refusal('INVALID_REQUEST', 'publishAt must be a time ahead');
      const draft = await draftOf(kind, documentId);
      if (!draft) throw refusal('ITEM_NOT_FOUND', `No ${kind.name} ${documentId}`);
      await strapi.db.transaction(async () => {
        await rows().deleteMany({ where: { kind: kind.name, itemId: documentId } });
        await rows().create({
          data: {
            kind: kind.name,
            itemId: documentId,
            publishAt: publishAt.toISOString(),
            actor: actor.username,
            actorId: actor.id ?? null,
          },
        });
        await audit().record(actor, { action: 'schedule', kind: kind.name, itemId: documentId, label: labelOf([draft]) });
        await review().decide(kind, documentId, actor, 'scheduled');
      });
      return { kind: kind.name, itemId: documentId, publishAt: publishAt.toISOString(), actor: actor.username };
    },

    /** Cancels a document's scheduled publication; its draft stays a draft. */
    async cancel(kindName: unknown, documentId: string, actor: Actor): Promise<void> {
      const kind = scheduledKind(kindName);
      await strapi.db.transaction(async () => {
        const removed = await rows().deleteMany({ where: { kind: kind.name, itemId: documentId } });
        if (!removed.count) throw refusal('ITEM_NOT_FOUND', `No scheduled publication of ${kind.name} ${documentId}`);
        await audit().record(actor, { action: 'unschedule', kind: kind.name, itemId: documentId });
        await review().undecide(kind, documentId);
      });
    },

    /** Drops a document's schedule inside a write that publishes or deletes it (the caller's transaction). */
    async drop(kind: ResolvedKind, documentId: string): Promise<void> {
      await rows().deleteMany({ where: { kind: kind.name, itemId: documentId } });
    },

    /** Publishes every draft whose time has come, each in its own transaction; answers what was published. */
    async publishDue(now = new Date()): Promise<{ kind: string; itemId: string }[]> {
      const due = (await rows().findMany({
        where: { publishAt: { $lte: now.toISOString() } },
        orderBy: [{ publishAt: 'asc' }, { id: 'asc' }],
      })) as Row[];
      const published: { kind: string; itemId: string }[] = [];
      for (const row of due) {
        const done = await strapi.db.transaction(async () => {
          // Taken with the publish: whoever deletes the row publishes, once.
          const taken = await rows().deleteMany({ where: { id: row.id } });
          if (!taken.count) return false;
          const kind = resolveKind(row.kind);
          const draft = await draftOf(kind, row.itemId);
          // Deleted (to the trash) since it was scheduled: nothing to publish.
          if (!draft) return false;
          await documents(kind.uid).publish({ documentId: row.itemId, ...(isLocalized(kind.uid) ? { locale: '*' } : {}) });
          const actor = { id: row.actorId ?? undefined, username: row.actor };
          await audit().record(actor, { action: 'publish', kind: kind.name, itemId: row.itemId, label: labelOf([draft]) });
          await revisions().record(kind, row.itemId, actor, 'publish');
          await review().decide(kind, row.itemId, actor, 'published');
          await namePoster(strapi, kind.name, row.itemId, actor.username);
          return true;
        });
        if (done) published.push({ kind: row.kind, itemId: row.itemId });
      }
      return published;
    },
  };
};
