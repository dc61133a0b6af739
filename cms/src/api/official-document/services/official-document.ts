import { factories } from '@strapi/strapi';

export default factories.createCoreService('api::official-document.official-document');
