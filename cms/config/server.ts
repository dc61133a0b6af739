import type { Core } from '@strapi/strapi';
import cronTasks from './cron-tasks';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  // Strapi is never a public entry point: the gateway is.
  host: env('CMS_HOST', '127.0.0.1'),
  port: env.int('CMS_PORT', 1337),
  app: {
    keys: env.array('APP_KEYS')!,
  },
  // Only the gateway talks to Strapi: its X-Forwarded-Proto says whether the visitor came over TLS,
  // so Strapi marks the panel's cookies Secure behind https (and only then).
  proxy: { koa: true },
  // Uploads live under <public>/uploads; a volume in production, a temporary folder in tests.
  dirs: { public: env('CMS_PUBLIC_DIR', './public') },
  logger: {
    updates: { enabled: false },
    startup: { enabled: env.bool('CMS_STARTUP_BANNER', false) },
  },
  cron: { enabled: true, tasks: cronTasks },
  webhooks: {
    populateRelations: false,
  },
});

export default config;
