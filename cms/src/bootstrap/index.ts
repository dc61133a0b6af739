import type { Core } from '@strapi/strapi';
import { ensureLocales } from './locales';
import { ensureRoles } from './permissions';
import { ensureAdmins } from './admins';
import { auditUploads } from './audit-hooks';
import { announceContentChanges, gatewayAnnouncer } from './content-events';
import { publishOnSchedule } from './scheduled-publishing';
import { eraseOnSchedule } from './appeal-retention';
import { seedDemoContent } from './seed';
import { postToTelegram } from '../telegram/follow';
import { useJwtSecretKey } from './jwt-secret-key';

/** Every step is idempotent: a restart changes nothing that is already in place. */
/** Answers what stops the scheduled publishing and the Telegram sender it starts. */
export async function bootstrap(strapi: Core.Strapi): Promise<() => void> {
  // After users-permissions' own bootstrap, which makes the secret where none is configured.
  useJwtSecretKey(strapi);
  await ensureLocales(strapi);
  await ensureRoles(strapi);
  await ensureAdmins(strapi);
  auditUploads(strapi);
  if (process.env.SEED_DEMO !== 'false') await seedDemoContent(strapi);
  // After the seed: its writes happen before the gateway is up, which reads everything fresh anyway.
  const announce = gatewayAnnouncer(strapi);
  announceContentChanges(strapi, announce);
  const stopPublishing = publishOnSchedule(strapi, announce);
  // After the seed too: its publications are not news for the channel (docs/telegram.md).
  const stopPosting = postToTelegram(strapi);
  const stopErasing = eraseOnSchedule(strapi);
  return () => {
    stopPublishing();
    stopPosting();
    stopErasing();
  };
}
