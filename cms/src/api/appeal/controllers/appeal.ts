import { buffer } from 'node:stream/consumers';
import { APPEAL_LIMITS, appealRecord, appealStatusBody } from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { parsedBody, refusal } from '../../lyceum/lib/refusal';
import { siteService } from '../../../services';

const MAX_RECORD_BYTES = 64 * 1024;

/**
 * The body is the record (JSON) and then the files, one after another, as application/octet-stream (Strapi's
 * body parser leaves it alone; a JSON body would be held to its 2 MB limit); `X-Appeal-Record-Bytes` says where the
 * record ends, and the record lists the files' sizes.
 */
async function appealBody(ctx: Context) {
  const recordBytes = Number(ctx.get('x-appeal-record-bytes'));
  const length = Number(ctx.get('content-length'));
  const most = MAX_RECORD_BYTES + APPEAL_LIMITS.files * APPEAL_LIMITS.fileBytes;
  if (
    !ctx.is('application/octet-stream') ||
    !Number.isInteger(recordBytes) ||
    recordBytes < 2 ||
    recordBytes > MAX_RECORD_BYTES ||
    !(length <= most)
  ) {
    throw refusal('INVALID_REQUEST', 'The body must be the record and its files, as application/octet-stream');
  }
  const body = await buffer(ctx.req);
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.subarray(0, recordBytes).toString('utf8'));
  } catch {
    throw refusal('INVALID_REQUEST', 'The record must be JSON');
  }
  const record = parsedBody(appealRecord, parsed);
  const files: Buffer[] = [];
  let at = recordBytes;
  for (const file of record.files) {
    files.push(body.subarray(at, at + file.size));
    at += file.size;
  }
  if (at !== body.length) throw refusal('INVALID_REQUEST', 'The files must be the sizes the record lists');
  return { record, files };
}

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const appeals = () => siteService(strapi, 'api::appeal.appeal');
  return {
    async receive(ctx: Context) {
      const { record, files } = await appealBody(ctx);
      ctx.status = 201;
      ctx.body = { data: await appeals().receive(record, files) };
    },
    async standing(ctx: Context) {
      ctx.body = { data: await appeals().standing(parsedBody(appealStatusBody, ctx.request.body)) };
    },
  };
};
