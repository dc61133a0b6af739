import * as api from '@lyceum/contract';
import type { z } from 'zod';
import { FILES_TAG, itemTag, listTag } from '../../cache/tags.js';
import { KIND } from '../../cms/types.js';
import { cached, handled, type ApiRoute, type CachedRoute } from '../api-route.js';
import type { AdminListQuery, EditedKind, EditedFields } from '../edited-kind.js';
import { done, saved } from './success.js';

/** How the OpenAPI document names the kind's documents: 'a news item', 'One news item', 'News, …', and its list. */
interface Words {
  a: string;
  one: string;
  many: string;
  /** The admin list's order, when it says one. */
  order?: string;
  /** The visitors' list's summary. */
  list: string;
}

/**
 * A kind's shapes on these routes, as its contract module declares them (`newsWire`, `eventWire`, …): its save's body
 * is what the handlers store, and its visitors' item what they read (a handler that answers another shape fails the
 * type check).
 */
interface Wire<F extends EditedFields, L extends z.ZodType, P> {
  words: Words;
  publicListQuery: L;
  publicPage: z.ZodType;
  publicQuery: z.ZodType<{ lang: api.Locale }>;
  publicItem: z.ZodType<P>;
  adminListQuery: z.ZodType<AdminListQuery>;
  adminPage: z.ZodType;
  adminItem: z.ZodType;
  body: z.ZodType<F>;
  updateBody: z.ZodType<F & { id: string }>;
}

/**
 * The routes of a kind edited in the admin (routes/edited-kind.ts), the same for each: the visitors' list (`list` reads
 * it) and read of one document (cached, with its preview), and the admin's list, read, create, update and delete, at the
 * addresses the kind declares (its `routes`, as the contract fixes them: `/api/v1/blog` for news, docs/api.md).
 */
export function editedKindRoutes<F extends EditedFields, L extends z.ZodType, P>(
  kind: api.EditedKindName,
  wire: Wire<F, L, P>,
  handlers: EditedKind<F, P>,
  list: CachedRoute<L>['load'],
): { publicList: ApiRoute; publicItem: ApiRoute; admin: ApiRoute[] } {
  const { words, ...schemas } = wire;
  const { admin: adminPath, public: publicPath } = api.KINDS[kind].routes;
  const refuses = [api.notFoundCodeOf(kind)];
  // A save naming a document of another kind that does not exist (docs/content-model.md).
  const saveRefuses: api.ErrorCode[] = Object.keys(api.kindOf(kind).references).length ? ['REFERENCE_MISSING'] : [];
  const draftOrPublished =
    'published at once, or kept a draft with `draft: true` and submitted for review with `review: true` beside it' +
    (api.isDraftingKind(kind) ? '; an author saves a draft only, of their own items' : '');
  // An author drafts the drafting kinds (a publishing save of theirs is refused 403); the other kinds are the editors'.
  const saving = api.isDraftingKind(kind) ? 'content.draft' : 'content.manage';
  const authorRefuses: api.ErrorCode[] = api.isDraftingKind(kind) ? ['FORBIDDEN'] : [];
  return {
    publicList: cached({
      path: publicPath,
      summary: words.list,
      query: schemas.publicListQuery,
      answer: { json: schemas.publicPage },
      tags: () => [listTag(KIND[kind])],
      load: list,
    }),
    publicItem: cached({
      path: `${publicPath}/:id`,
      summary: `One ${words.one} in one language`,
      refuses,
      query: schemas.publicQuery,
      answer: { json: schemas.publicItem },
      tags: (_query, params) => [itemTag(KIND[kind], params.id), FILES_TAG],
      load: handlers.public.item,
      ...(api.isPreviewedKind(kind) && { preview: { kind, load: handlers.public.preview } }),
    }),
    admin: [
      handled({
        method: 'get',
        path: adminPath,
        auth: 'content.read',
        summary: `${words.many}, all languages: the latest version of each (a draft, if it has one) and its status${words.order ? `, ${words.order}` : ''}`,
        query: schemas.adminListQuery,
        answer: { json: schemas.adminPage },
        handle: handlers.admin.list,
      }),
      handled({
        method: 'get',
        path: `${adminPath}/:id`,
        params: api.idParams,
        auth: 'content.read',
        summary: `One ${words.one}`,
        refuses,
        answer: { json: schemas.adminItem },
        handle: handlers.admin.one,
      }),
      handled({
        method: 'post',
        path: adminPath,
        auth: saving,
        summary: `Create ${words.a}: ${draftOrPublished}`,
        refuses: [...saveRefuses, ...authorRefuses],
        body: schemas.body,
        answer: saved,
        handle: handlers.admin.create,
      }),
      handled({
        method: 'put',
        path: adminPath,
        auth: saving,
        summary: `Update ${words.a} (visitors keep the published version): ${draftOrPublished}`,
        refuses: [...refuses, ...saveRefuses, ...authorRefuses],
        body: schemas.updateBody,
        answer: saved,
        handle: handlers.admin.update,
      }),
      handled({
        method: 'delete',
        path: `${adminPath}/:id`,
        params: api.idParams,
        auth: 'content.manage',
        summary: `Delete ${words.a} (to the trash)`,
        refuses,
        answer: done,
        handle: handlers.admin.remove,
      }),
    ],
  };
}
