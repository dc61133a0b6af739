import crypto from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { KINDS, isDraftingKind, notFoundCodeOf, type FieldDeclaration, type SaveRequest } from '@lyceum/contract';
import type { Actor } from '../lib/actor';
import { refusal } from '../lib/refusal';
import { labelOf } from '../lib/snapshot';
import { lockFor } from '../../../lib/one-at-a-time';
import { LOCALES, type ResolvedKind } from './kinds';
import { choosePosting, namePoster } from '../../../telegram/follow';
import { hasPosted } from '../../../telegram/outbox';
import { draftDocuments, siteService, type AnyUid } from '../../../services';

type Data = Record<string, unknown>;

/** How old a publication time may be for the item to be posted to Telegram without being asked. */
const POST_WITHOUT_ASKING_MS = 24 * 3600_000;
const isOld = (time: unknown) => typeof time === 'string' && Date.parse(time) < Date.now() - POST_WITHOUT_ASKING_MS;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = (uid: string) => strapi.documents(uid as AnyUid);
  const publishing = (uid: string) => draftDocuments(strapi, uid);
  const schemaOf = (uid: string) => strapi.contentType(uid as UID.ContentType);
  const isLocalized = (uid: string) => Boolean((schemaOf(uid).pluginOptions as any)?.i18n?.localized);
  const isSingle = (uid: string) => schemaOf(uid).kind === 'singleType';

  /** Stored file names (the last segment of an upload's url) to upload ids, for every media field. */
  async function resolveFiles(uid: string, shared: Data): Promise<Data> {
    const attributes = schemaOf(uid).attributes as Record<string, { type: string; multiple?: boolean }>;
    const resolved: Data = { ...shared };
    for (const [field, value] of Object.entries(shared)) {
      if (attributes[field]?.type !== 'media' || value === null) continue;
      const names = Array.isArray(value) ? value : [value];
      const ids: number[] = [];
      for (const name of names) {
        if (typeof name !== 'string' || name === '') throw refusal('INVALID_REQUEST', `${field}: a file name is expected`);
        const file = await strapi.db.query('plugin::upload.file').findOne({ where: { url: `/uploads/${name}` }, select: ['id'] });
        if (!file) throw refusal('INVALID_REQUEST', `${field}: no uploaded file named ${name}`);
        ids.push(file.id);
      }
      resolved[field] = attributes[field].multiple ? ids : ids[0];
    }
    return resolved;
  }

  /**
   * Saves of one kind run one at a time on PostgreSQL, so the checks below (a unique url, one text
   * per menu item) cannot both pass for two concurrent saves. SQLite runs one write at a time anyway.
   */
  async function serializeKind(trx: { raw: (sql: string, bindings: unknown[]) => Promise<unknown> }, uid: string) {
    await lockFor(strapi, trx, crypto.createHash('sha1').update(uid).digest().readInt32BE(0));
  }

  const SYSTEM = new Set([
    'id',
    'documentId',
    'locale',
    'localizations',
    'createdAt',
    'updatedAt',
    'publishedAt',
    'createdBy',
    'updatedBy',
  ]);

  /** Only the type's own content attributes may be written; anything else is a client error. */
  function checkFields(uid: string, data: Data) {
    const attributes = schemaOf(uid).attributes as Record<string, unknown>;
    for (const field of Object.keys(data)) {
      if (SYSTEM.has(field) || !Object.hasOwn(attributes, field)) throw refusal('INVALID_REQUEST', `Unknown field: ${field}`);
    }
  }

  async function findDocumentId(uid: string, filters: Data): Promise<string | undefined> {
    const found = await documents(uid).findFirst({ filters, fields: ['documentId'] } as never);
    return (found as { documentId?: string } | null)?.documentId;
  }

  async function checkRules(kind: ResolvedKind, shared: Data, documentId?: string) {
    for (const [field, target] of Object.entries(kind.references ?? {})) {
      const value = shared[field];
      // An optional reference left empty points nowhere (a document in force, superseded by none).
      const fields: Readonly<Record<string, FieldDeclaration>> = KINDS[kind.name].fields;
      const required = Object.hasOwn(fields, field) && 'required' in fields[field] && fields[field].required === true;
      if (!required && (value === '' || value === null || value === undefined)) continue;
      if (typeof value !== 'string' || !(await documents(target).findOne({ documentId: value, fields: ['documentId'] } as never))) {
        throw refusal('REFERENCE_MISSING', `${field}: no such document`);
      }
    }
    if (kind.uniqueTogether) {
      const filters: Data = Object.fromEntries(kind.uniqueTogether.map((field) => [field, { $eq: shared[field] }]));
      if (documentId) filters.documentId = { $ne: documentId };
      if (await findDocumentId(kind.uid, filters)) {
        const described = kind.uniqueTogether.map((field) => `${field} '${String(shared[field])}'`).join(' and ');
        // Menu items are the one kind with a uniqueness rule (their group and url).
        const taken = Object.fromEntries(kind.uniqueTogether.map((field) => [field, String(shared[field])]));
        throw refusal('MENU_URL_TAKEN', `An item with ${described} already exists`, { fields: taken });
      }
    }
  }

  /** The document a save targets: explicit id, the single type's one document, or the upsert key's. */
  async function targetOf(kind: ResolvedKind, request: SaveRequest): Promise<string | undefined> {
    if (isSingle(kind.uid)) return findDocumentId(kind.uid, {});
    if (kind.upsertBy) return findDocumentId(kind.uid, { [kind.upsertBy]: { $eq: request.shared[kind.upsertBy] } });
    if (request.documentId === undefined) return undefined;
    if (!(await documents(kind.uid).findOne({ documentId: request.documentId, fields: ['documentId'] } as never))) {
      throw refusal(notFoundCodeOf(kind.name));
    }
    return request.documentId;
  }

  const audit = () => siteService(strapi, 'api::lyceum.audit');
  const schedule = () => siteService(strapi, 'api::lyceum.schedule');
  const revisions = () => siteService(strapi, 'api::lyceum.revisions');
  const trash = () => siteService(strapi, 'api::lyceum.trash');
  const review = () => siteService(strapi, 'api::lyceum.review');

  /** Stores every locale (or the one shared document) and returns the documentId. */
  async function write(kind: ResolvedKind, documentId: string | undefined, shared: Data, request: SaveRequest): Promise<string> {
    if (!isLocalized(kind.uid)) {
      const saved = documentId
        ? await documents(kind.uid).update({ documentId, data: shared } as never)
        : await documents(kind.uid).create({ data: shared } as never);
      return (saved as { documentId: string }).documentId;
    }
    // Every locale gets the shared fields too, so no locale is ever left without them.
    for (const locale of LOCALES) {
      const data = { ...request.localized![locale], ...shared };
      if (documentId) {
        await documents(kind.uid).update({ documentId, locale, data } as never);
      } else {
        const created = await documents(kind.uid).create({ locale, data } as never);
        documentId = (created as { documentId: string }).documentId;
      }
    }
    return documentId!;
  }

  return {
    checkRules,
    serializeKind,

    /**
     * Without an actor (the demo seed on first start) the save is not an admin write and is not audited. `telegram`
     * turns a news item's channel posting on or off with the save (docs/telegram.md); absent, it stays as it was.
     */
    async save(kind: ResolvedKind, request: SaveRequest, actor?: Actor, telegram?: boolean): Promise<string> {
      if (isLocalized(kind.uid) && !request.localized) throw refusal('INVALID_REQUEST', 'localized texts are required');
      if (request.draft && !kind.drafts) throw refusal('INVALID_REQUEST', `${kind.name} has no drafts: it is published as it is saved`);
      if (request.review && (!request.draft || !isDraftingKind(kind.name))) {
        throw refusal('INVALID_REQUEST', 'review: only a draft of news, an event, a document or a page text is submitted for review');
      }
      checkFields(kind.uid, request.shared);
      for (const texts of Object.values(request.localized ?? {})) checkFields(kind.uid, texts);
      return strapi.db.transaction(async ({ trx }) => {
        await serializeKind(trx, kind.uid);
        const shared = await resolveFiles(kind.uid, request.shared);
        const target = await targetOf(kind, request);
        await checkRules(kind, request.shared, target);
        // The state this save replaces: the item's first revision keeps it, so an edit never loses what was there.
        const before = actor && target ? await revisions().baselineOf(kind, target) : undefined;
        const documentId = await write(kind, target, shared, request);
        // A publication dated more than a day ago is old news: posted only when the editor says so (docs/telegram.md).
        const stale =
          kind.name === 'news' && !request.draft && isOld(request.shared.publishedTime) && !(await hasPosted(strapi, documentId));
        const posting = kind.name === 'news' ? (telegram ?? (stale ? false : undefined)) : undefined;
        if (posting !== undefined) await choosePosting(strapi, documentId, posting);
        // The document service writes a kind with drafts as its draft; publishing copies it for visitors.
        // Published now, it has no later publication to wait for.
        if (kind.drafts && !request.draft) {
          await publishing(kind.uid).publish({ documentId, ...(isLocalized(kind.uid) ? { locale: '*' } : {}) });
          await schedule().drop(kind, documentId);
        }
        if (actor && (!request.draft || posting !== undefined)) await namePoster(strapi, kind.name, documentId, actor.username);
        const label = labelOf([{ ...request.shared, ...(request.localized?.uz ?? {}) }]);
        const action = request.review ? 'submit' : request.draft ? 'draft' : target ? 'update' : 'create';
        if (actor) {
          await review().follow(kind, documentId, actor, {
            created: !target,
            draft: request.draft === true,
            review: request.review === true,
            label,
          });
          await audit().record(actor, { action, kind: kind.name, itemId: documentId, label });
          await revisions().record(kind, documentId, actor, request.draft ? 'draft' : 'save', { before });
        }
        return documentId;
      });
    },

    /** Moves the document, with what cascades from it, to the trash. */
    async remove(kind: ResolvedKind, documentId: string, actor: Actor): Promise<void> {
      await strapi.db.transaction(async ({ trx }) => {
        await serializeKind(trx, kind.uid);
        await trash().put(kind, documentId, actor);
        if (kind.drafts) {
          await schedule().drop(kind, documentId);
          await review().undecide(kind, documentId);
        }
      });
    },
  };
};
