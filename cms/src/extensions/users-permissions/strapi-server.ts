import crypto from 'node:crypto';
import type { Context } from 'koa';
import { actorOf } from '../../api/lyceum/lib/actor';
import { ACCOUNT_FIELDS } from '../../api/account/lib/fields';
import { ISSUED_AT_MS, endSessions } from '../../api/account/lib/sessions';

type Deps = { strapi: any };
type JwtService = { issue(payload: Record<string, unknown>, options?: unknown): string };
type AuthController = Record<string, (ctx: Context) => Promise<unknown>>;
type Route = { method: string; path: string };
type Attribute = Record<string, unknown>;
type Plugin = {
  contentTypes: Record<string, { schema: { attributes: Record<string, Attribute> } }>;
  routes: Record<string, { routes: Route[] }>;
  services: Record<string, (deps: Deps) => JwtService>;
  controllers: Record<string, (deps: Deps) => AuthController>;
};

export default (plugin: Plugin) => {
  Object.assign(plugin.contentTypes.user.schema.attributes, ACCOUNT_FIELDS);

  // Every token gets its own id (`jti`): two logins of one admin in the same second would otherwise
  // get the same token, and a logout on one device would end the other's too. Its issue time to the
  // millisecond tells it from the token a password change answers with in the same second.
  const jwtService = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const service = jwtService(deps);
    return {
      ...service,
      issue: (payload, options) => service.issue({ ...payload, jti: crypto.randomUUID(), [ISSUED_AT_MS]: Date.now() }, options),
    };
  };

  // A password change ends every session of the account (the one that asked gets a new token) and is
  // an admin write the audit log names (never the password): all of it in one transaction, or none.
  const authController = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const controller = authController(deps);
    return {
      ...controller,
      changePassword(ctx) {
        const actor = actorOf(ctx);
        return deps.strapi.db.transaction(async () => {
          await endSessions(deps.strapi, actor.id!);
          const result = await controller.changePassword(ctx);
          await deps.strapi.service('api::lyceum.audit').record(actor, { action: 'password', kind: 'account', label: actor.username });
          return result;
        });
      },
    };
  };
  // The login's permission (`auth.callback`) also opens the third-party providers' callback; the site
  // signs in with local accounts only, so that route is not served at all.
  const contentApi = plugin.routes['content-api'];
  contentApi.routes = contentApi.routes.filter((route) => route.path !== '/auth/:provider/callback');
  return plugin;
};
