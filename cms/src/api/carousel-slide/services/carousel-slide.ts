import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::carousel-slide.carousel-slide');
