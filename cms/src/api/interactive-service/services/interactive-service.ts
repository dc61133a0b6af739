import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::interactive-service.interactive-service');
