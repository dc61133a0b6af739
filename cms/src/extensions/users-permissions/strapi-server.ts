import crypto from 'node:crypto';

type JwtService = { issue(payload: Record<string, unknown>, options?: unknown): string };
type Plugin = { services: Record<string, (deps: { strapi: unknown }) => JwtService> };

/**
 * Every token gets its own id (`jti`): two logins of one admin in the same second would otherwise
 * get the same token, and a logout on one device would end the other's too.
 */
export default (plugin: Plugin) => {
  const jwtService = plugin.services.jwt;
  plugin.services.jwt = (deps) => {
    const service = jwtService(deps);
    return { ...service, issue: (payload, options) => service.issue({ ...payload, jti: crypto.randomUUID() }, options) };
  };
  return plugin;
};
