import type { z } from 'zod';
import type { previewBody } from '@lyceum/contract';
import { tokenOf } from '../auth.js';
import { KIND } from '../cms/types.js';
import { ok } from '../respond.js';
import type { RouteHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { findOr404 } from './lookup.js';

/**
 * A signed link to the visitor page of a news item or a menu page, showing its latest version in one language,
 * for anyone who holds it until it expires (docs/editorial-workflow.md, "Preview").
 */
export const previewLink =
  ({ documents, previews }: RouteDeps): RouteHandler<{ body: z.infer<typeof previewBody> }> =>
  async ({ body }, _req, res) => {
    const doc =
      body.kind === 'news'
        ? await findOr404(documents, KIND.news, body.id, 'uz', tokenOf(res), 'NEWS_NOT_FOUND')
        : await findOr404(documents, KIND['menu-item'], body.id, 'uz', tokenOf(res), 'MENU_NOT_FOUND');
    const path =
      body.kind === 'news'
        ? `/${body.lang}/news/${encodeURIComponent(doc.documentId)}`
        : `/${body.lang}/${String(doc.shared.group)}${String(doc.shared.url)}`;
    const { token, expiresAt } = previews.issue({ kind: body.kind, id: doc.documentId });
    ok(res, { content: { url: `${path}?preview=${token}`, expiresAt: expiresAt.toISOString() } });
  };
