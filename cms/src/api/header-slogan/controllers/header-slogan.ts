import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::header-slogan.header-slogan');
