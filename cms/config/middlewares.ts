import type { Core } from '@strapi/strapi';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

// No 'strapi::poweredBy': the stack does not advertise itself.
const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::query',
  'global::revoked-tokens',
  {
    name: 'strapi::body',
    config: {
      formLimit: '256kb',
      jsonLimit: '2mb',
      textLimit: '256kb',
      formidable: { maxFileSize: MAX_UPLOAD_BYTES },
    },
  },
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
