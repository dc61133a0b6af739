import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::short-info.short-info');
