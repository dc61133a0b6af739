import { DOCUMENT_FILE_TYPES, IMAGE_FORMAT_WIDTHS, MAX_DOCUMENT_BYTES } from '@lyceum/contract';
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
  // The gateway's uploads come ready (cms/src/api/upload-store); Strapi's own route (its panel, the
  // demo seed) still makes formats itself: the same ones as the gateway, those the site serves. The largest file is a
  // document's; the upload store holds an image to 5 MB itself, and the body parser holds the panel's uploads to it.
  upload: {
    config: {
      sizeLimit: MAX_DOCUMENT_BYTES,
      breakpoints: { large: IMAGE_FORMAT_WIDTHS.large, medium: IMAGE_FORMAT_WIDTHS.medium, small: IMAGE_FORMAT_WIDTHS.small },
      security: {
        allowedTypes: ['image/png', 'image/gif', 'image/jpeg', 'image/webp', ...Object.keys(DOCUMENT_FILE_TYPES)],
        deniedTypes: ['image/svg+xml'],
      },
    },
  },
  i18n: { enabled: true },
});

export default config;
