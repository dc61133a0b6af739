/**
 * The lyceum admin's own account, for the gateway (docs/security.md): the login (password, then the
 * second factor when it is on), the login throttle's account key, the signed-in admin, ending every
 * session, and two-factor login.
 */
export default {
  type: 'content-api',
  routes: [
    // Open to the gateway without a token: the login itself, and which account a login names.
    { method: 'POST', path: '/account/login', handler: 'account.login', config: { auth: false, policies: [] } },
    { method: 'POST', path: '/account/login-subject', handler: 'account.loginSubject', config: { auth: false, policies: [] } },
    // The editor role only (cms/src/bootstrap/permissions.ts): any other Strapi user is refused.
    { method: 'GET', path: '/account/me', handler: 'account.me', config: { policies: [] } },
    { method: 'POST', path: '/account/sessions/end', handler: 'account.endSessions', config: { policies: [] } },
    { method: 'POST', path: '/account/two-factor/setup', handler: 'account.twoFactorSetup', config: { policies: [] } },
    { method: 'POST', path: '/account/two-factor/enable', handler: 'account.twoFactorEnable', config: { policies: [] } },
    { method: 'POST', path: '/account/two-factor/disable', handler: 'account.twoFactorDisable', config: { policies: [] } },
  ],
};
