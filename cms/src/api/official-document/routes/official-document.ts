import { factories } from '@strapi/strapi';

export default factories.createCoreRouter('api::official-document.official-document');
