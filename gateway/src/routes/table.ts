import { docsPage, openApiJson } from './api-docs.js';
import { handled, type ApiRoute } from './api-route.js';
import { ADMIN_CONTENT_ROUTES } from './table/admin-content.js';
import { ADMIN_HISTORY_ROUTES } from './table/admin-history.js';
import { ANNOUNCEMENT_ROUTES } from './table/announcements.js';
import { APPEAL_INBOX_ROUTES } from './table/appeal-inbox.js';
import { APPEAL_ROUTES } from './table/appeals.js';
import { AUTH_ROUTES } from './table/auth.js';
import { EVENT_ROUTES } from './table/events.js';
import { FILE_ROUTES } from './table/files.js';
import { HEALTH_ROUTES } from './table/health.js';
import { OFFICIAL_DOCUMENT_ROUTES } from './table/official-documents.js';
import { PUBLIC_READ_ROUTES } from './table/public-reads.js';
import { REVIEW_ROUTES } from './table/review.js';
import { TEAM_ROUTES } from './table/team.js';
import { TELEGRAM_ROUTES } from './table/telegram.js';

/**
 * Every route of the gateway's API, by area (routes/table/): app.ts mounts them (cached public reads first, the rest
 * in this order, which Express matches in: `/api/attachment/og/:name` before `/api/attachment/:name`) and the
 * OpenAPI document (/api/docs) is built from the same entries.
 */
export const API_ROUTES: readonly ApiRoute[] = [
  ...HEALTH_ROUTES,
  ...PUBLIC_READ_ROUTES,
  ...APPEAL_ROUTES,
  ...APPEAL_INBOX_ROUTES,
  ...AUTH_ROUTES,
  ...FILE_ROUTES,
  ...ADMIN_CONTENT_ROUTES,
  ...ANNOUNCEMENT_ROUTES,
  ...EVENT_ROUTES,
  ...OFFICIAL_DOCUMENT_ROUTES,
  ...ADMIN_HISTORY_ROUTES,
  ...REVIEW_ROUTES,
  ...TELEGRAM_ROUTES,
  ...TEAM_ROUTES,

  // This document.
  handled({
    method: 'get',
    path: '/api/docs',
    auth: 'public',
    summary: 'The API reference, for a browser',
    standalone: true,
    answer: { file: 'text/html' },
    handle: () => docsPage,
  }),
  handled({
    method: 'get',
    path: '/api/docs/openapi.json',
    auth: 'public',
    summary: 'This OpenAPI document',
    answer: { raw: 'OpenAPI 3.1' },
    standalone: true,
    handle: ({ config }) => openApiJson(API_ROUTES, config.PUBLIC_URL),
  }),
];
