import { addAbortSignal } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { actorOf } from '../../lyceum/lib/actor';
import { refusal } from '../../lyceum/lib/refusal';
import { isHash, parseManifest } from '../lib/manifest';
import { siteService } from '../../../services';

export default ({ strapi }: { strapi: Core.Strapi }) => {
  const uploads = () => siteService(strapi, 'api::upload-store.upload-store');

  return {
    /**
     * The body is the files themselves, one after another (Strapi's body parser leaves an
     * octet-stream alone): a multipart form would be held to 5 MB for all its files together.
     */
    async store(ctx: Context) {
      const manifest = parseManifest(ctx.get('x-upload-manifest'));
      const size = manifest.files.reduce((sum, file) => sum + file.size, 0);
      if (!ctx.is('application/octet-stream') || Number(ctx.get('content-length')) !== size) {
        throw refusal('INVALID_REQUEST', 'The body must be the listed files, as application/octet-stream');
      }
      // Before the answer is sent, a closed response means the gateway went away: it gave up on this store.
      const gone = new AbortController();
      ctx.res.once('close', () => gone.abort());
      const url = await uploads().store(manifest, (signal) => buffer(addAbortSignal(signal, ctx.req)), gone.signal, actorOf(ctx));
      ctx.body = { data: { url } };
    },

    async withdraw(ctx: Context) {
      const { hash } = ctx.params as { hash?: string };
      if (!isHash(hash)) throw refusal('INVALID_REQUEST', 'Not an upload name');
      ctx.body = { data: { removed: await uploads().withdraw(hash, actorOf(ctx)) } };
    },
  };
};
