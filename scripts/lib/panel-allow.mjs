/**
 * Strapi's panel for the superuser on a site started on this machine (`npm start`, `npm run schema`, the test stacks):
 * served to this machine only, unless PANEL_ALLOW says otherwise. The gateway's own default is `none`: with a proxy
 * in front (TRUST_PROXY set), loopback would be the proxy, and so every visitor, and the panel stays closed.
 * @param {NodeJS.ProcessEnv} env
 * @returns {string}
 */
export function panelAllowFor(env) {
  if (env.PANEL_ALLOW) return env.PANEL_ALLOW;
  return env.TRUST_PROXY && env.TRUST_PROXY !== 'none' ? 'none' : 'loopback';
}
