import { factories } from '@strapi/strapi';

export default factories.createCoreController('api::official-document.official-document');
