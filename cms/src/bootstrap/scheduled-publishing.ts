import type { Core } from '@strapi/strapi';
import type { Announce } from './content-events';
import { siteService } from '../services';

/**
 * Runs scheduled publishing (api/lyceum/services/schedule.ts) once Strapi listens and then every PUBLISH_CHECK_MS (15 s by
 * default): what fell due while the CMS was stopped or its database away goes out at the first run after. Each
 * publication is announced to the gateway once it is committed, so every gateway's cache drops what it changed.
 * Answers the function that stops it.
 */
export function publishOnSchedule(strapi: Core.Strapi, announce: Announce): () => void {
  const every = Number(process.env.PUBLISH_CHECK_MS) || 15_000;
  const schedule = () => siteService(strapi, 'api::lyceum.schedule');
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= schedule()
      .publishDue()
      .then((published) => {
        for (const { kind, itemId } of published) {
          strapi.log.info(`Published ${kind} ${itemId} as scheduled`);
          announce({ event: 'entry.publish', kind, documentId: itemId });
        }
      })
      .catch((error: Error) => {
        strapi.log.warn(`Scheduled publishing will try again: ${error.message}`);
      })
      .finally(() => {
        running = null;
      });
  };
  // Only a Strapi that serves publishes: the backup's export and import load Strapi without listening, and must not write.
  let timer: NodeJS.Timeout | undefined;
  strapi.server.httpServer.once('listening', () => {
    timer = setInterval(run, every);
    timer.unref();
    run();
  });
  return () => clearInterval(timer);
}
