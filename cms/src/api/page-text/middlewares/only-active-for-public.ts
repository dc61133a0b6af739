import type { Core } from '@strapi/strapi';

/** Visitors read only the texts of menu items that are switched on; signed-in editors read them all. */
export default (_config: unknown, { strapi }: { strapi: Core.Strapi }) =>
  async (ctx: { state: { user?: unknown }; query: Record<string, unknown> }, next: () => Promise<void>) => {
    if (!ctx.state.user) {
      const active = await strapi.db.query('api::menu-item.menu-item').findMany({ where: { active: true }, select: ['documentId'] });
      const ids = [...new Set(active.map((menu: { documentId: string }) => menu.documentId))];
      const filters = (ctx.query.filters ?? {}) as Record<string, unknown>;
      ctx.query = { ...ctx.query, filters: { $and: [filters, { menuId: { $in: ids.length ? ids : ['-'] } }] } };
    }
    await next();
  };
