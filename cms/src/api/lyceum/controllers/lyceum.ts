import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { REVOKED_TOKEN, tokenHash } from '../../revoked-token/token-hash';
import { resolveKind, type SaveRequest } from '../services/kinds';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseSaveRequest(body: unknown): SaveRequest {
  if (!isRecord(body)) throw new errors.ValidationError('Body must be a JSON object');
  const { documentId, shared = {}, localized } = body;
  if (documentId !== undefined && typeof documentId !== 'string') {
    throw new errors.ValidationError('documentId must be a string');
  }
  if (!isRecord(shared)) throw new errors.ValidationError('shared must be an object');
  if (localized !== undefined) {
    if (!isRecord(localized) || !['uz', 'en', 'ru'].every((code) => isRecord(localized[code]))) {
      throw new errors.ValidationError('localized must hold uz, en and ru objects');
    }
  }
  return { documentId, shared, localized: localized as SaveRequest['localized'] };
}

export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async save(ctx: Context) {
    const kind = resolveKind(ctx.params.kind);
    const request = parseSaveRequest(ctx.request.body);
    const documentId = await strapi.service('api::lyceum.lyceum').save(kind, request);
    ctx.body = { data: { documentId } };
  },

  async logout(ctx: Context) {
    const token = (ctx.request.header.authorization ?? '').replace(/^Bearer /, '');
    const { exp } = (await strapi.plugin('users-permissions').service('jwt').verify(token)) as { exp?: number };
    const revoked = strapi.db.query(REVOKED_TOKEN);
    // Expired tokens are refused by their signature's date anyway: their rows can go.
    await revoked.deleteMany({ where: { expiresAt: { $lt: new Date() } } });
    await revoked.create({ data: { tokenHash: tokenHash(token), expiresAt: new Date((exp ?? Date.now() / 1000 + 86_400) * 1000) } });
    ctx.body = { data: { revoked: true } };
  },

  async remove(ctx: Context) {
    const kind = resolveKind(ctx.params.kind);
    await strapi.service('api::lyceum.lyceum').remove(kind, ctx.params.documentId);
    ctx.body = { data: { documentId: ctx.params.documentId } };
  },
});
