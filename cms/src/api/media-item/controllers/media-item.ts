import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::media-item.media-item');
