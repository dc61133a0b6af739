import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::media-item.media-item');
