import { factories } from '@strapi/strapi';

const onlyActive = { middlewares: ['api::page-text.only-active-for-public'] };

export default factories.createCoreRouter('api::page-text.page-text', { config: { find: onlyActive, findOne: onlyActive } });
