import type { z } from 'zod';
import { PREVIEWED_KINDS, notFoundCodeOf, pagePath, type ErrorCode, type PreviewedKind, type previewBody } from '@lyceum/contract';

import type { Doc } from '../cms/documents.js';
import { KIND, type Kind } from '../cms/types.js';
import { ok } from '../respond.js';
import type { AdminHandler } from './api-route.js';
import type { RouteDeps } from './deps.js';
import { findOr404 } from './lookup.js';

type Subject = z.infer<typeof previewBody>['kind'];

interface Previewed {
  type: Kind;
  missing: ErrorCode;
  /** The path of its visitor page after /{lang}. */
  path: (doc: Doc) => string;
}

/**
 * What each kind of preview names by its id: every kind declared `preview` (its declared `page`), and a menu page by
 * its menu item.
 */
const PREVIEWED: Record<Subject, Previewed> = {
  ...(Object.fromEntries(
    PREVIEWED_KINDS.map((name) => [
      name,
      { type: KIND[name], missing: notFoundCodeOf(name), path: (doc: Doc) => pagePath(KIND[name], doc.documentId) },
    ]),
  ) as Record<PreviewedKind, Previewed>),
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
