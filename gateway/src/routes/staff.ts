import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import type { AdminHandler } from './api-route.js';

import type { Doc, Documents } from '../cms/documents.js';
import { KIND } from '../cms/types.js';
import { PERSON_TRANSLATED, type IdParams, type Locale, type personBody, type publicStaffQuery, type staffQuery } from '@lyceum/contract';
import { storedTranslations, textIn, textsToSave } from '@lyceum/contract/api/optional-translations';
import type { HttpError } from '../errors.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { findOr404 } from './lookup.js';

/** A person with the name and position in `lang`: in Uzbek, exactly the answer from before there were translations. */
const toPerson = (doc: Doc, lang: Locale) => ({
  id: doc.documentId,
  fullName: textIn(doc.text, 'fullName', lang),
  position: textIn(doc.text, 'position', lang),
  phone: doc.shared.phone,
  admission: doc.shared.admission ?? '',
  photo: doc.shared.photo,
  number: doc.shared.number,
  type: doc.shared.type,
});

const list = async (documents: Documents, { type }: z.infer<typeof staffQuery>, token?: string) => {
  const { items } = await documents.list(
    KIND.person,
    'all',
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
    ({ documents }: RouteDeps): AdminHandler<{ query: z.infer<typeof staffQuery> }> =>
    async ({ query, admin }, _req, res) => {
      const items = await list(documents, query, admin.token);
      ok(res, { content: items.map((doc) => ({ ...toPerson(doc, 'uz'), ...storedTranslations(doc.text, PERSON_TRANSLATED) })) });
    },

  save:
    ({ documents, writes }: RouteDeps): AdminHandler<{ body: z.infer<typeof personBody> }> =>
    async ({ body: { id, ...person }, admin }, _req, res) => {
      if (id) await findOr404(documents, KIND.person, id, 'uz', admin.token, 'PERSON_NOT_FOUND');
      const { phone, admission, photo, number, type } = person;
      const savedId = await writes.save(
        KIND.person,
        {
          documentId: id || undefined,
          shared: { phone, admission, photo, number, type },
          localized: textsToSave(person, PERSON_TRANSLATED),
        },
        admin.token,
      );
      ok(res, { message: SAVED, content: { id: savedId } });
    },

  /** A staff save's refusal carries a `cause` the admin form shows, its input's included. */
  refusal: (error: HttpError) => error.with({ cause: error.message }),

  remove:
    ({ documents, writes }: RouteDeps): AdminHandler<{ params: IdParams }> =>
    async ({ params, admin }, _req, res) => {
      const doc = await findOr404(documents, KIND.person, params.id, 'uz', admin.token, 'PERSON_NOT_FOUND');
      await writes.remove(KIND.person, doc.documentId, admin.token);
      ok(res, { message: DELETED });
    },
};
