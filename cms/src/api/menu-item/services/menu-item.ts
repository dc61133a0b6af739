import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::menu-item.menu-item');
