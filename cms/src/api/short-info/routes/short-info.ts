import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::short-info.short-info');
