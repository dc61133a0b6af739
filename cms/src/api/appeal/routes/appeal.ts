/**
 * The virtual reception (docs/appeals.md). No token: the gateway alone may call these (cms/src/middlewares/gateway-only.ts
 * refuses anybody without CMS_GATEWAY_SECRET), after it has checked the form, its files and its proof of work.
 */
export default {
  type: 'content-api',
  routes: [
    { method: 'POST', path: '/lyceum/appeals', handler: 'appeal.receive', config: { auth: false, policies: [] } },
    { method: 'POST', path: '/lyceum/appeals/status', handler: 'appeal.standing', config: { auth: false, policies: [] } },
  ],
};
