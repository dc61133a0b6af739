import { factories } from '@strapi/strapi';

// One object per route: Strapi writes each route's permission scope into its config, so a shared
// object would give findOne the scope of find (and open it wherever find is open).
const onlyActive = () => ({ middlewares: ['api::page-text.only-active-for-public'] });

export default factories.createCoreRouter('api::page-text.page-text', { config: { find: onlyActive(), findOne: onlyActive() } });
