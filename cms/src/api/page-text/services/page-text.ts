import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::page-text.page-text');
