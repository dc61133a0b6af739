import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Admin => ({
  auth: {
    secret: env('ADMIN_JWT_SECRET')!,
  },
  apiToken: {
    salt: env('API_TOKEN_SALT')!,
  },
  transfer: {
    token: {
      salt: env('TRANSFER_TOKEN_SALT')!,
    },
  },
  secrets: {
    encryptionKey: env('ENCRYPTION_KEY')!,
  },
  // Nothing in the panel may call out to the internet.
  flags: {
    nps: false,
    promoteEE: false,
    docLinks: false,
  },
  serveAdminPanel: env.bool('SERVE_ADMIN_PANEL', true),
});

export default config;
