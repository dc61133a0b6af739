import type { Core } from '@strapi/strapi';
import { bootstrap } from './bootstrap';

let stopScheduledPublishing = () => {};

export default {
  register() {},
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    stopScheduledPublishing = await bootstrap(strapi);
  },
  destroy() {
    stopScheduledPublishing();
  },
};
