import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::page-text.page-text');
