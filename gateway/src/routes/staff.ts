import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { RouteHandler } from './api-route.js';
import { tokenOf } from '../auth.js';
import type { Doc, Documents } from '../cms/documents.js';
import { KIND } from '../cms/types.js';
import { PERSON_TRANSLATED, type IdParams, type Locale, type personBody, type publicStaffQuery, type staffQuery } from '@lyceum/contract';
import { storedTranslations, textIn } from '@lyceum/contract/api/optional-translations';
import type { HttpError } from '../errors.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { findOr404 } from './lookup.js';

/** A person with the name and position in `lang`: in Uzbek, exactly the answer from before there were translations. */
const toPerson = (doc: Doc, lang: Locale) => ({
  id: doc.documentId,
  fullName: textIn(doc.shared, 'fullName', lang),
  position: textIn(doc.shared, 'position', lang),
  phone: doc.shared.phone,
  admission: doc.shared.admission ?? '',
  photo: doc.shared.photo,
  number: doc.shared.number,
  type: doc.shared.type,
});

const list = async (documents: Documents, { type }: z.infer<typeof staffQuery>, token?: string) => {
  const { items } = await documents.list(
    KIND.person,
    'uz',
    { filters: type ? { type: { $eq: type } } : undefined, sort: ['number:asc', 'createdAt:asc'] },
    token,
  );
  return items;
};

/** The leadership and the staff, for visitors: the `load` of a cached read. */
export const publicStaff =
  ({ documents }: RouteDeps) =>
  async (query: z.infer<typeof publicStaffQuery>) =>
    (await list(documents, query)).map((doc) => toPerson(doc, query.lang));

export const adminStaff = {
  list:
    ({ documents }: RouteDeps): RouteHandler<{ query: z.infer<typeof staffQuery> }> =>
    async ({ query }, _req, res) => {
      const items = await list(documents, query, tokenOf(res));
      ok(res, { content: items.map((doc) => ({ ...toPerson(doc, 'uz'), ...storedTranslations(doc.shared, PERSON_TRANSLATED) })) });
    },

  save:
    ({ documents, writes }: RouteDeps): RouteHandler<{ body: z.infer<typeof personBody> }> =>
    async ({ body: { id, ...fields } }, _req, res) => {
      if (id) await findOr404(documents, KIND.person, id, 'uz', tokenOf(res), 'PERSON_NOT_FOUND');
      const savedId = await writes.save(KIND.person, { documentId: id || undefined, shared: fields }, tokenOf(res));
      ok(res, { message: SAVED, content: { id: savedId } });
    },

  /** A staff save's refusal carries a `cause` the admin form shows, its input's included. */
  refusal: (error: HttpError) => error.with({ cause: error.message }),

  remove:
    ({ documents, writes }: RouteDeps): RouteHandler<{ params: IdParams }> =>
    async ({ params }, _req, res) => {
      const doc = await findOr404(documents, KIND.person, params.id, 'uz', tokenOf(res), 'PERSON_NOT_FOUND');
      await writes.remove(KIND.person, doc.documentId, tokenOf(res));
      ok(res, { message: DELETED });
    },
};
