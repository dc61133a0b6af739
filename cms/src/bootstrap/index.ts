import type { Core } from '@strapi/strapi';
import { ensureLocales } from './locales';
import { ensureRoles } from './permissions';
import { ensureAdmins } from './admins';
import { auditUploads } from './audit-hooks';
import { announceContentChanges } from './content-events';
import { seedDemoContent } from './seed';

/** Every step is idempotent: a restart changes nothing that is already in place. */
export async function bootstrap(strapi: Core.Strapi): Promise<void> {
  await ensureLocales(strapi);
  await ensureRoles(strapi);
  await ensureAdmins(strapi);
  auditUploads(strapi);
  if (process.env.SEED_DEMO !== 'false') await seedDemoContent(strapi);
  // After the seed: its writes happen before the gateway is up, which reads everything fresh anyway.
  announceContentChanges(strapi);
}
