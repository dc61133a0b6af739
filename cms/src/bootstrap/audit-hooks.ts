import path from 'node:path';
import type { Core } from '@strapi/strapi';
import { actorOf } from '../api/lyceum/lib/actor';

/**
 * Uploads reach Strapi's own upload route, not the lyceum routes: they are audited when their
 * row is made, by the signed-in user of the request that made it (a lyceum admin through the
 * gateway, or a panel user; the demo seed has none).
 */
export function auditUploads(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    async afterCreate(event) {
      const ctx = strapi.requestContext.get();
      if (!ctx?.state?.user) return;
      const file = event.result as { url?: string; name?: string };
      await strapi.service('api::lyceum.audit').record(actorOf(ctx), {
        action: 'upload',
        kind: 'file',
        itemId: path.posix.basename(file.url ?? ''),
        label: file.name ?? '',
      });
    },
  });
}
