/** Telegram posting for the gateway (docs/telegram.md), under /api/lyceum/telegram, open to the editor role. */
const route = (method: 'GET' | 'PUT' | 'POST', path: string, handler: string) => ({
  method,
  path: `/lyceum/telegram${path}`,
  handler: `telegram.${handler}`,
  config: { policies: [] },
});

export default {
  type: 'content-api',
  routes: [
    route('GET', '/settings', 'settings'),
    route('PUT', '/settings', 'saveSettings'),
    // ?items=id,id,…: the posts of the news items of a list page.
    route('GET', '/posts', 'posts'),
    // Posts that need the editor: failed, unknown, not removable (deleted items' too, which no news list shows).
    route('GET', '/problems', 'problems'),
    route('POST', '/posts/:documentId/retry', 'retry'),
    route('PUT', '/posts/:documentId/posting', 'posting'),
  ],
};
