import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::interactive-service.interactive-service');
