import type { Core } from '@strapi/strapi';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Plugin => ({
  'users-permissions': {
    config: {
      // Plain bearer JWTs with a fixed lifetime: the gateway hands the token to the admin front end as is.
      jwtManagement: 'legacy-support',
      jwt: { expiresIn: env('ADMIN_TOKEN_TTL', '12h') },
      // Strapi's limiter keys on a field /auth/local never gets; the gateway throttles per username and address.
      ratelimit: { enabled: false },
      register: { allowedFields: [] },
    },
  },
  upload: {
    config: {
      sizeLimit: 5 * 1024 * 1024,
      security: {
        allowedTypes: ['image/png', 'image/gif', 'image/jpeg', 'image/webp'],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  i18n: { enabled: true },
});

export default config;
