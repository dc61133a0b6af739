import type { Core } from '@strapi/strapi';
import { bootstrap } from './bootstrap';

export default {
  register() {},
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await bootstrap(strapi);
  },
};
