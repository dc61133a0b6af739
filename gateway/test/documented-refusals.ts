import assert from 'node:assert/strict';
import { refusalsOf } from '../src/docs/refusals.js';
import type { ApiRoute } from '../src/routes/api-route.js';
import { API_ROUTES } from '../src/routes/table.js';

const matchers = API_ROUTES.map((route) => ({
  route,
  pattern: new RegExp(`^${route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`),
}));

/** The route of the table a request reaches, as app.ts mounts them (cached reads first, then the table's order). */
function routeOf(method: string, url: string): ApiRoute | undefined {
  const path = new URL(url, 'http://gateway').pathname;
  const lower = method.toLowerCase();
  const candidates = [
    ...matchers.filter(({ route }) => route.kind === 'cached'),
    ...matchers.filter(({ route }) => route.kind !== 'cached'),
  ];
  return candidates.find(({ route, pattern }) => route.method === lower && pattern.test(path))?.route;
}

/**
 * Every refusal a test meets is one the OpenAPI document lists for that operation, with that status
 * (docs/refusals.ts): the harness checks each answer, so the whole suite keeps the document's error lists true.
 */
export function assertDocumentedRefusal(method: string, url: string, status: number, body: unknown) {
  if (status < 400 || typeof body !== 'object' || body === null || !('code' in body) || typeof body.code !== 'string') return;
  const route = routeOf(method, url);
  // Outside the table: an unknown API path, the panel, a visitor page; INTERNAL is the document's `default`.
  if (!route || body.code === 'INTERNAL') return;
  const listed = refusalsOf(route).some((refusal) => refusal.code === body.code && refusal.status === status);
  assert.ok(
    listed,
    `${method} ${route.path} answered ${status} ${body.code}, which its OpenAPI operation does not list (add it to refuses in its area of routes/table/)`,
  );
}
