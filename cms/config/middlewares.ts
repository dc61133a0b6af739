import type { Core } from '@strapi/strapi';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * Cross-origin calls with credentials only from the site itself (PUBLIC_URL): the panel and the
 * admin area are served from that origin, so no other site's page may call Strapi in a signed-in
 * browser. Without PUBLIC_URL no origin is allowed (same-origin calls need none).
 */
const allowedOrigins = (publicUrl: string) => (publicUrl ? [new URL(publicUrl).origin] : []);

// No 'strapi::poweredBy': the stack does not advertise itself. The schema guard is no global middleware: it runs on
// the Content-Type Builder's own routes (cms/src/extensions/content-type-builder), after this body parser.
const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: allowedOrigins(env('PUBLIC_URL', '')) } },
  'strapi::query',
  'global::revoked-tokens',
  // Drafts, their photos and the list of them only for the gateway (docs/security.md, "Drafts at Strapi").
  'global::gateway-only',
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
