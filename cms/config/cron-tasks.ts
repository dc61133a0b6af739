import type { Core } from '@strapi/strapi';

export default {
  /** Trash entries older than their 30 days go for good, every night. */
  purgeExpiredTrash: {
    task: async ({ strapi }: { strapi: Core.Strapi }) => {
      await strapi.service('api::lyceum.trash').purgeExpired();
    },
    options: { rule: '0 3 * * *' },
  },
};
