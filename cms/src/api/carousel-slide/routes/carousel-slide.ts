import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::carousel-slide.carousel-slide');
