/** Telegram posting for the gateway (docs/telegram.md), under /api/lyceum/telegram: its settings to administrators, the rest to editors too (cms/src/bootstrap/permissions.ts). */
import { customRoutes } from '../../../custom-routes';

export default customRoutes('/lyceum/telegram', 'telegram', [
  ['GET', '/settings', 'settings'],
  ['PUT', '/settings', 'saveSettings'],
  // ?items=id,id,…: the posts of the news items of a list page.
  ['GET', '/posts', 'posts'],
  // Posts that need the editor: failed, unknown, not removable (deleted items' too, which no news list shows).
  ['GET', '/problems', 'problems'],
  ['POST', '/posts/:documentId/retry', 'retry'],
  ['PUT', '/posts/:documentId/posting', 'posting'],
]);
