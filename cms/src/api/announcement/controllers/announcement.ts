import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::announcement.announcement');
