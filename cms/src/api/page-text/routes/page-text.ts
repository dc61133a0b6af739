import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::page-text.page-text');
