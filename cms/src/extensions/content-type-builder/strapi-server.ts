type Route = { method: string; handler: unknown; config?: { middlewares?: unknown[] } };
type Plugin = { routes: Record<string, { routes: Route[] }> };

/** The middleware that judges every schema change (cms/src/middlewares/schema-guard.ts). */
export const SCHEMA_GUARD = 'global::schema-guard';

/**
 * Every route of the Content-Type Builder that changes something runs the schema guard as its own middleware, after
 * its permission check: the guard sees exactly the requests the router hands to those handlers, however the path
 * was spelled, where a guard in front of the router would have to predict the router's matching.
 */
export default (plugin: Plugin) => {
  for (const router of Object.values(plugin.routes)) {
    for (const route of router.routes) {
      if (route.method === 'GET') continue;
      route.config = { ...route.config, middlewares: [...(route.config?.middlewares ?? []), SCHEMA_GUARD] };
    }
  }
  return plugin;
};
