import type { RequestHandler } from 'express';
import type { z } from 'zod';
import type { RouteDeps } from './deps.js';
import { tokenOf } from '../auth.js';
import type { Doc, Documents } from '../cms/documents.js';
import { KIND } from '../cms/types.js';
import { personBody, staffQuery } from '@lyceum/contract';
import { HttpError } from '../errors.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
import { findOr404 } from './lookup.js';

const toPerson = (doc: Doc) => ({
  id: doc.documentId,
  fullName: doc.shared.fullName,
  position: doc.shared.position,
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
  return items.map(toPerson);
};

/** The leadership and the staff, for visitors: the `load` of a cached read. */
export const publicStaff =
  ({ documents }: RouteDeps) =>
  (query: z.infer<typeof staffQuery>) =>
    list(documents, query);

export const adminStaff = {
  list:
    ({ documents }: RouteDeps): RequestHandler =>
    async (req, res) => {
      ok(res, { content: await list(documents, parse(staffQuery, req.query), tokenOf(res)) });
    },

  save:
    ({ documents, writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      try {
        const { id, ...fields } = parse(personBody, req.body);
        if (id) await findOr404(documents, KIND.person, id, 'uz', tokenOf(res), 'PERSON_NOT_FOUND');
        const savedId = await writes.save(KIND.person, { documentId: id || undefined, shared: fields }, tokenOf(res));
        ok(res, { message: SAVED, content: { id: savedId } });
      } catch (error) {
        // A staff save failure carries a `cause` the admin form shows.
        if (error instanceof HttpError) throw error.with({ cause: error.message });
        throw error;
      }
    },

  remove:
    ({ documents, writes }: RouteDeps): RequestHandler =>
    async (req, res) => {
      const doc = await findOr404(documents, KIND.person, req.params.id, 'uz', tokenOf(res), 'PERSON_NOT_FOUND');
      await writes.remove(KIND.person, doc.documentId, tokenOf(res));
      ok(res, { message: DELETED });
    },
};
