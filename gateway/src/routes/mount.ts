import { Router, type RequestHandler } from 'express';
import { requirePermission, signedInOf } from '../auth.js';
import type { PublicReads } from '../cache/public-read.js';
import { HttpError } from '../errors.js';
import { parse } from '../validate.js';
import { permissionOf, type ApiRoute, type HandledRoute } from './api-route.js';
import type { RouteDeps } from './deps.js';

const PUBLIC_PREFIX = '/api/public';

/** Registers the table's cached reads on `publicReads` (mounted at /api/public, ahead of everything else). */
export function mountCachedReads(routes: readonly ApiRoute[], deps: RouteDeps, publicReads: PublicReads): void {
  for (const route of routes) {
    if (route.kind !== 'cached') continue;
    const preview = route.preview && { kind: route.preview.kind, load: route.preview.load(deps) };
    publicReads.get(route.path.slice(PUBLIC_PREFIX.length), { query: route.query, tags: route.tags, load: route.load(deps), preview });
  }
}

/** The route's handler behind its input: what the route's schemas declare is what parses it, a broken rule a 400. */
function parsingInput(route: HandledRoute, deps: RouteDeps): RequestHandler {
  const handle = route.handle(deps);
  return async (req, res) => {
    try {
      const input = {
        params: route.params && parse(route.params, req.params),
        query: route.query && parse(route.query, req.query),
        body: route.body && parse(route.body, req.body),
        admin: permissionOf(route) ? signedInOf(res) : undefined,
      };
      await handle(input, req, res);
    } catch (error) {
      throw route.refusal && error instanceof HttpError ? route.refusal(error) : error;
    }
  };
}

/**
 * The table's other routes, in its order, each as: what runs before the token check, the check of the token and of
 * the role's permission, what runs after it (limiters by account), the parsing of the input, the handler.
 */
export function routerOf(routes: readonly ApiRoute[], deps: RouteDeps): Router {
  const router = Router();
  for (const route of routes) {
    if (route.kind !== 'handled') continue;
    const permission = permissionOf(route);
    router[route.method](
      route.path,
      ...(route.before?.(deps) ?? []),
      ...(permission ? [requirePermission(deps.cms, permission)] : []),
      ...(route.afterToken?.(deps) ?? []),
      parsingInput(route, deps),
    );
  }
  // Anything else under an admin area asks for the token too: a stranger learns nothing of the admin API, not even its paths.
  const areas = adminAreas(routes);
  if (areas.length) router.use(areas, requirePermission(deps.cms, 'account'));
  return router;
}

/** `/api/v1/<area>` of every admin route under /api/v1. */
const adminAreas = (routes: readonly ApiRoute[]) => [
  ...new Set(
    routes
      .filter((route) => permissionOf(route) && route.path.startsWith('/api/v1/'))
      .map((route) => route.path.split('/').slice(0, 4).join('/')),
  ),
];
