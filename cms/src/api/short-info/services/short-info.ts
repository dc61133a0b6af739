import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::short-info.short-info');
