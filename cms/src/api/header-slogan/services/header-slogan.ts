import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::header-slogan.header-slogan');
