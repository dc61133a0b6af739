import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::media-item.media-item');
