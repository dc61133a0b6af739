import type { Core } from '@strapi/strapi';

/** Visitors read only the menu items that are switched on; signed-in editors read them all. */
export default (_config: unknown, { strapi: _strapi }: { strapi: Core.Strapi }) =>
  async (ctx: { state: { user?: unknown }; query: Record<string, unknown> }, next: () => Promise<void>) => {
    if (!ctx.state.user) {
      const filters = (ctx.query.filters ?? {}) as Record<string, unknown>;
      ctx.query = { ...ctx.query, filters: { $and: [filters, { active: { $eq: true } }] } };
    }
    await next();
  };
