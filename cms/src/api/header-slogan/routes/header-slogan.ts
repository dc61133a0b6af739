import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::header-slogan.header-slogan');
