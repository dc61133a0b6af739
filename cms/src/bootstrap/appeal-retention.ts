import type { Core } from '@strapi/strapi';
import { appealRetentionDays } from '../api/appeal/lib/retention';
import { siteService } from '../services';

const HOUR_MS = 3_600_000;

/**
 * Erases the personal data of closed appeals past their retention (docs/appeals.md, "Retention") once Strapi listens,
 * and every hour after; an appeal opened in between is erased as it is opened (services/inbox.ts), so nobody reads
 * what has outlived its period. A wrong APPEALS_RETENTION_DAYS stops the start. Answers the function that stops it.
 */
export function eraseOnSchedule(strapi: Core.Strapi): () => void {
  appealRetentionDays();
  const run = () => {
    siteService(strapi, 'api::appeal.retention')
      .erasePassed()
      .then((erased) => {
        if (erased) strapi.log.info(`Erased the personal data of ${erased} appeal(s) past their retention`);
      })
      .catch((error: Error) => strapi.log.warn(`Erasing appeals past their retention will try again: ${error.message}`));
  };
  // As scheduled publishing: only a Strapi that serves writes (the backup's export and import do not listen).
  let timer: NodeJS.Timeout | undefined;
  strapi.server.httpServer.once('listening', () => {
    timer = setInterval(run, HOUR_MS);
    timer.unref();
    run();
  });
  return () => clearInterval(timer);
}
