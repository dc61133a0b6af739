/**
 * The reception's inbox (docs/appeals.md, "The inbox"), for the officer's token: Strapi grants its actions to the
 * roles with the `appeals` permission (cms/src/bootstrap/permissions.ts), and the gateway's secret is required as for
 * the reception's other routes (cms/src/middlewares/gateway-only.ts).
 */
const INBOX = '/lyceum/appeals/inbox';
const route = (method: 'GET' | 'PUT' | 'POST', path: string, action: string) => ({
  method,
  path: `${INBOX}${path}`,
  handler: `inbox.${action}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '', 'list'),
    route('GET', '/due', 'due'),
    route('GET', '/officers', 'officers'),
    route('GET', '/statistics', 'statistics'),
    route('GET', '/:number', 'detail'),
    route('GET', '/:number/files/:position', 'file'),
    route('GET', '/:number/export', 'exportData'),
    route('PUT', '/:number/assignee', 'assign'),
    route('PUT', '/:number/status', 'status'),
    route('POST', '/:number/notes', 'note'),
    route('POST', '/:number/extension', 'extend'),
    route('POST', '/:number/answer', 'answer'),
    route('POST', '/:number/letters/:letter/retry', 'retry'),
    route('PUT', '/:number/letters/:letter', 'delivered'),
  ],
};
