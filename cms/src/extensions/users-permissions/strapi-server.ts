import crypto from 'node:crypto';
import type { Context } from 'koa';
import { actorOf } from '../../api/lyceum/lib/actor';
import { bearerTokenOf, revokeToken } from '../../api/revoked-token/revocation';

type Deps = { strapi: any };
type JwtService = { issue(payload: Record<string, unknown>, options?: unknown): string };
type AuthController = Record<string, (ctx: Context) => Promise<unknown>>;
type Route = { method: string; path: string };
type Plugin = {
  routes: Record<string, { routes: Route[] }>;
  services: Record<string, (deps: Deps) => JwtService>;
  controllers: Record<string, (deps: Deps) => AuthController>;
};

export default (plugin: Plugin) => {
  // Every token gets its own id (`jti`): two logins of one admin in the same second would otherwise
  // get the same token, and a logout on one device would end the other's too.
  const jwtService = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const service = jwtService(deps);
    return { ...service, issue: (payload, options) => service.issue({ ...payload, jti: crypto.randomUUID() }, options) };
  };

  // A password change ends the token that asked for it and is an admin write the audit log names
  // (never the password): all three happen in one transaction, or none does.
  const authController = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const controller = authController(deps);
    return {
      ...controller,
      async changePassword(ctx) {
        const actor = actorOf(ctx);
        return deps.strapi.db.transaction(async () => {
          const result = await controller.changePassword(ctx);
          await revokeToken(deps.strapi, bearerTokenOf(ctx.request.header.authorization) ?? '');
          await deps.strapi.service('api::lyceum.audit').record(actor, { action: 'password', kind: 'account', label: actor.username });
          return result;
        });
      },
    };
  };
  // The login's permission (`auth.callback`) also opens the third-party providers' callback; the site
  // signs in with local accounts only, so that route is not served at all.
  const contentApi = plugin.routes['content-api']!;
  contentApi.routes = contentApi.routes.filter((route) => route.path !== '/auth/:provider/callback');
  return plugin;
};
