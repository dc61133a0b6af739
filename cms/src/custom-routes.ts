/**
 * The site's own Strapi routes for the gateway (docs/architecture.md), written as rows: each API's routes file lists
 * its method, path and handler, and this gives the shape Strapi's router takes.
 */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The routes of one controller under one path prefix, each `[method, path, handler]`. */
export function customRoutes(prefix: string, controller: string, rows: readonly (readonly [Method, string, string])[]) {
  return {
    type: 'content-api',
    routes: rows.map(([method, path, handler]) => ({
      method,
      path: `${prefix}${path}`,
      handler: `${controller}.${handler}`,
      config: { policies: [] },
    })),
  };
}
