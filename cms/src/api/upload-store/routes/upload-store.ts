/**
 * The gateway's uploads, made ready there (decoded once, upright, without metadata, with every
 * format the site serves) and stored here as they are; and their withdrawal, when the gateway gave
 * up waiting for a store (services/upload-store.ts). Open to whoever may use Strapi's own upload
 * route (the team's roles, cms/src/bootstrap/permissions.ts), and to nobody else.
 */
const UPLOAD = { auth: { scope: ['plugin::upload.content-api.upload'] }, policies: [] };

export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/upload-store/store', handler: 'upload-store.store', config: UPLOAD },
    { method: 'POST', path: '/upload-store/withdraw/:hash', handler: 'upload-store.withdraw', config: UPLOAD },
  ],
};
