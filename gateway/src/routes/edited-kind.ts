import { notFoundCodeOf, paged, type EditedKindName, type IdParams, type Paging } from '@lyceum/contract';
import type { Doc, Documents } from '../cms/documents.js';
import { isShown } from '../cms/stored-times.js';
import { NOT_POSTED, TelegramPosts } from '../cms/telegram.js';
import { KIND, type Locale } from '../cms/types.js';
import { notFound } from '../errors.js';
import { DELETED, SAVED, ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { flatLocalizedOf, localizedFromFlat } from './flat-localized.js';
import { findOr404, idOr404 } from './lookup.js';
import { ownersOf } from './review.js';

/** The admin list's query: a page, and for a kind that narrows it (events) which of its documents. */
export type AdminListQuery = Paging & { when?: 'upcoming' | 'past' };

/** A save's fields as the admin sends them: flat per language (`titleUz`, …), the draft and review switches beside them. */
export type EditedFields = Record<string, unknown> & { draft?: boolean; review?: boolean };

/**
 * What a kind edited in the admin's wizard (drafts, preview, schedule, revisions, trash: news, events) adds to its
 * declaration in the contract's KINDS, which gives its localized and rich-text attributes and its not-found code.
 */
export interface EditedKindSpec<F extends EditedFields, P> {
  kind: EditedKindName;
  /** The admin list's order, by the kind's own time. */
  order: (way: 'asc' | 'desc') => string[];
  /**
   * The admin list's documents when its query narrows them (events: those coming or those past), in their order; the
   * query's direction is then the kind's own.
   */
  adminList?: (query: AdminListQuery) => { filters: Record<string, unknown>; sort: string[] } | undefined;
  /** The shared attributes as the admin reads them back. */
  sharedOf: (doc: Doc) => Record<string, unknown>;
  /** The shared attributes a save stores. */
  sharedFrom: (fields: F) => Record<string, unknown>;
  /** The kind is posted to Telegram: the admin reads each item's posts, and a save carries the "post to Telegram" switch. */
  telegram?: (fields: F) => boolean | undefined;
  /** A document as visitors read it, in one language (`documents`: for what it names of other documents). */
  toPublic: (doc: Doc, locale: Locale, documents: Documents) => P | Promise<P>;
}

/** An edited kind's reads and writes, the same for each: the admin's five, and the visitors' item and its preview. */
export function editedKind<F extends EditedFields, P>(spec: EditedKindSpec<F, P>) {
  const type = KIND[spec.kind];
  const missing = notFoundCodeOf(spec.kind);

  const save = (writes: RouteDeps['writes'], fields: F, token: string, id?: string) =>
    writes.save(
      type,
      {
        documentId: id,
        draft: fields.draft,
        review: fields.review,
        shared: spec.sharedFrom(fields),
        localized: localizedFromFlat(type, fields),
        // The "post to Telegram" switch rides beside the save request; the CMS applies it in the save's transaction.
        ...(spec.telegram && { telegram: spec.telegram(fields) }),
      },
      token,
    );

  /** The admin's view of documents: each with its status, scheduled publication and, for a kind posted there, its Telegram posts. */
  const adminView = async ({ cms, documents, schedules }: RouteDeps, docs: Doc[], token: string) => {
    const ids = docs.map((doc) => doc.documentId);
    const [standing, scheduled, telegram, owners] = await Promise.all([
      documents.statusOf(type, docs, token),
      // Only a kind with previews is published at a set time.
      type.preview ? schedules.of(type, token) : new Map<string, string>(),
      spec.telegram ? new TelegramPosts(cms).of(ids, token) : undefined,
      ownersOf(cms, spec.kind, ids, token),
    ]);
    return docs.map((doc) => ({
      id: doc.documentId,
      ...standing.get(doc.documentId)!,
      updatedAt: doc.updatedAt,
      scheduledAt: scheduled.get(doc.documentId) ?? null,
      owner: owners.get(doc.documentId) ?? null,
      ...(telegram && { telegram: telegram.get(doc.documentId) ?? NOT_POSTED }),
      ...spec.sharedOf(doc),
      ...flatLocalizedOf(type, doc),
    }));
  };

  const shownOr404 = (doc: Doc | undefined): Doc => {
    if (!doc || !isShown(type, doc)) throw notFound(missing);
    return doc;
  };

  return {
    /** The visitors' reads of one document: `load`s of cached reads. */
    public: {
      item:
        ({ documents }: RouteDeps) =>
        async (query: { lang: Locale }, params: Record<string, string>) =>
          spec.toPublic(shownOr404(await findOr404(documents, type, params.id, query.lang, undefined, missing)), query.lang, documents),

      /** The document a preview link names, as it will look: its latest version (the draft, if it has one). */
      preview:
        ({ documents }: RouteDeps) =>
        async (query: { lang: Locale }, params: Record<string, string>, id: string) => {
          const filters = { documentId: { $eq: id } };
          const doc =
            params.id === id ? (await documents.list(type, query.lang, { filters, size: 1, status: 'draft' })).items[0] : undefined;
          return spec.toPublic(shownOr404(doc), query.lang, documents);
        },
    },

    /** The admin's documents of the kind, all languages at once. */
    admin: {
      list:
        (deps: RouteDeps): AdminHandler<{ query: AdminListQuery }> =>
        async ({ query, admin }, _req, res) => {
          const way = query.direction === 'ASC' ? 'asc' : 'desc';
          const { items, total } = await deps.documents.list(
            type,
            'all',
            { sort: spec.order(way), ...spec.adminList?.(query), page: query.page, size: query.size },
            admin.token,
          );
          ok(res, { content: paged(await adminView(deps, items, admin.token), query, total) });
        },

      one:
        (deps: RouteDeps): AdminHandler<{ params: IdParams }> =>
        async ({ params, admin }, _req, res) => {
          const doc = await findOr404(deps.documents, type, params.id, 'all', admin.token, missing);
          const [content] = await adminView(deps, [doc], admin.token);
          ok(res, { content });
        },

      create:
        ({ writes }: RouteDeps): AdminHandler<{ body: F }> =>
        async ({ body, admin }, _req, res) => {
          const id = await save(writes, body, admin.token);
          ok(res, { message: SAVED, content: { id } });
        },

      update:
        ({ writes }: RouteDeps): AdminHandler<{ body: F & { id: string } }> =>
        async ({ body, admin }, _req, res) => {
          const id = idOr404(body.id, missing);
          // The body's id beside the fields is no attribute: the save takes the declared ones alone.
          await save(writes, body, admin.token, id);
          ok(res, { message: SAVED, content: { id } });
        },

      remove:
        ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
        async ({ params, admin }, _req, res) => {
          const doc = await findOr404(documents, type, params.id, 'all', admin.token, missing);
          await writes.remove(type, doc.documentId, admin.token);
          ok(res, { message: DELETED });
        },
    },
  };
}

/** An edited kind's handlers, as the route table mounts them (table/edited-kinds.ts). */
export type EditedKind<F extends EditedFields, P> = ReturnType<typeof editedKind<F, P>>;
