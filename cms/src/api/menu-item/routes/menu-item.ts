import { factories } from '@strapi/strapi';

const onlyActive = { middlewares: ['api::menu-item.only-active-for-public'] };

export default factories.createCoreRouter('api::menu-item.menu-item', { config: { find: onlyActive, findOne: onlyActive } });
