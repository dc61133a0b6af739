import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::interactive-service.interactive-service');
