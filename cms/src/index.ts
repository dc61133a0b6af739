import type { Core } from '@strapi/strapi';
import { bootstrap } from './bootstrap';
import { registerDataMoves } from './data-moves';

let stopScheduledPublishing = () => {};

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerDataMoves(strapi);
  },
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    stopScheduledPublishing = await bootstrap(strapi);
  },
  destroy() {
    stopScheduledPublishing();
  },
};
