import type { z } from 'zod';
import { pagePath, type ErrorCode, type previewBody } from '@lyceum/contract';

import type { Doc } from '../cms/documents.js';
import { KIND, type Kind } from '../cms/types.js';
import { ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { findOr404 } from './lookup.js';

type Subject = z.infer<typeof previewBody>['kind'];

/** What each kind of preview names by its id, and the path of its visitor page after /{lang}. */
const PREVIEWED: Record<Subject, { type: Kind; missing: ErrorCode; path: (doc: Doc) => string }> = {
  news: { type: KIND.news, missing: 'NEWS_NOT_FOUND', path: (doc) => pagePath(KIND.news, doc.documentId) },
  event: { type: KIND.event, missing: 'EVENT_NOT_FOUND', path: (doc) => pagePath(KIND.event, doc.documentId) },
  page: { type: KIND['menu-item'], missing: 'MENU_NOT_FOUND', path: (doc) => `/${String(doc.shared.group)}${String(doc.shared.url)}` },
};

/**
 * A signed link to the visitor page of a news item, an event or a menu page, showing its latest version in one
 * language, for anyone who holds it until it expires (docs/editorial-workflow.md, "Preview").
 */
export const previewLink =
  ({ documents, previews }: RouteDeps): AdminHandler<{ body: z.infer<typeof previewBody> }> =>
  async ({ body, admin }, _req, res) => {
    const previewed = PREVIEWED[body.kind];
    const doc = await findOr404(documents, previewed.type, body.id, 'uz', admin.token, previewed.missing);
    const path = `/${body.lang}${previewed.path(doc)}`;
    const { token, expiresAt } = previews.issue({ kind: body.kind, id: doc.documentId });
    ok(res, { content: { url: `${path}?preview=${token}`, expiresAt: expiresAt.toISOString() } });
  };
