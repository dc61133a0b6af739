import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::carousel-slide.carousel-slide');
