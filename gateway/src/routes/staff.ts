import { Router } from 'express';
import type { RouteDeps } from './deps.js';
import { listTag } from '../cache/tags.js';
import { z } from 'zod';
import { requireAdmin, tokenOf } from '../auth.js';
import type { Doc } from '../cms/documents.js';
import { CMS } from '../cms/types.js';
import { orderNumber, requiredText, storedFile } from '../contract/common.js';
import { HttpError } from '../errors.js';
import { DELETED, SAVED, ok } from '../respond.js';
import { parse } from '../validate.js';
import { findOr404 } from './lookup.js';

/** LEADER (insert-text/1) or STAFF (insert-text/2); the admin pages' 1 and 2 are accepted too. */
const personType = z.preprocess(
  (value) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (typeof text !== 'string') return text;
    return ({ '1': 'LEADER', '2': 'STAFF', LEADERSHIP: 'LEADER' } as Record<string, string>)[text.toUpperCase()] ?? text.toUpperCase();
  },
  z.enum(['LEADER', 'STAFF'], { error: 'must be LEADER or STAFF' }),
);

const personBody = z
  .object({
    id: z.string().optional(),
    fullName: requiredText(255),
    position: requiredText(255),
    phone: requiredText(64),
    admission: z.string().trim().max(255).optional().default(''),
    photo: storedFile,
    number: orderNumber,
    type: personType,
  })
  .superRefine((person, ctx) => {
    if (person.type === 'LEADER' && !person.admission) ctx.addIssue({ code: 'custom', path: ['admission'], message: 'is required' });
  })
  .transform((person) => ({ ...person, admission: person.type === 'LEADER' ? person.admission : '' }));

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

export function staffRoutes({ cms, documents, writes, publicReads }: RouteDeps): Router {
  const router = Router();

  const listQuery = z.object({ type: personType.optional() });
  const list = async ({ type }: z.infer<typeof listQuery>, token?: string) => {
    const { items } = await documents.list(
      CMS.person,
      'uz',
      { filters: type ? { type: { $eq: type } } : undefined, sort: ['number:asc', 'createdAt:asc'] },
      token,
    );
    return items.map(toPerson);
  };

  publicReads.get('/staff', { query: listQuery, tags: () => [listTag(CMS.person)], load: (query) => list(query) });

  const admin = Router();
  admin.use(requireAdmin(cms));

  admin.get('/', async (req, res) => {
    ok(res, { content: await list(parse(listQuery, req.query), tokenOf(res)) });
  });

  admin.post('/', async (req, res) => {
    try {
      const { id, ...fields } = parse(personBody, req.body);
      if (id) await findOr404(documents, CMS.person, id, 'uz', tokenOf(res), 'No such person');
      const savedId = await writes.save(CMS.person, { documentId: id || undefined, shared: fields }, tokenOf(res));
      ok(res, { message: SAVED, content: { id: savedId } });
    } catch (error) {
      // SPEC.md: a staff save failure carries a `cause` the admin form shows.
      if (error instanceof HttpError) throw new HttpError(error.status, error.message, { ...error.extra, cause: error.message });
      throw error;
    }
  });

  admin.delete('/:id', async (req, res) => {
    const doc = await findOr404(documents, CMS.person, req.params.id, 'uz', tokenOf(res), 'No such person');
    await writes.remove(CMS.person, doc.documentId, tokenOf(res));
    ok(res, { message: DELETED });
  });

  router.use('/api/v1/staff', admin);
  return router;
}
