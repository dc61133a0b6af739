/**
 * The lyceum admin's own account, for the gateway (docs/security.md): the login (password, then the
 * second factor when it is on), the login throttle's account key, the signed-in admin, ending every
 * session, two-factor login; and the team's accounts, with their one-time links.
 */
export default {
  type: 'content-api',
  routes: [
    // Open to the gateway without a token: the login itself, and which account a login names.
    { method: 'POST', path: '/account/login', handler: 'account.login', config: { auth: false, policies: [] } },
    { method: 'POST', path: '/account/login-subject', handler: 'account.loginSubject', config: { auth: false, policies: [] } },
    // An invitation's (or a password reset's) link sets the password: the link is the proof.
    { method: 'POST', path: '/account/invitation/accept', handler: 'account.acceptInvitation', config: { auth: false, policies: [] } },
    // The team's roles (cms/src/bootstrap/permissions.ts): any other Strapi user is refused; the team itself is the administrators'.
    { method: 'GET', path: '/account/me', handler: 'account.me', config: { policies: [] } },
    { method: 'POST', path: '/account/sessions/end', handler: 'account.endSessions', config: { policies: [] } },
    { method: 'POST', path: '/account/two-factor/setup', handler: 'account.twoFactorSetup', config: { policies: [] } },
    { method: 'POST', path: '/account/two-factor/enable', handler: 'account.twoFactorEnable', config: { policies: [] } },
    { method: 'POST', path: '/account/two-factor/disable', handler: 'account.twoFactorDisable', config: { policies: [] } },
    { method: 'GET', path: '/account/team', handler: 'account.team', config: { policies: [] } },
    { method: 'GET', path: '/account/team/two-factor', handler: 'account.twoFactorPolicy', config: { policies: [] } },
    { method: 'PUT', path: '/account/team/two-factor', handler: 'account.setTwoFactorPolicy', config: { policies: [] } },
    { method: 'POST', path: '/account/team', handler: 'account.invite', config: { policies: [] } },
    { method: 'PUT', path: '/account/team/:documentId', handler: 'account.updateMember', config: { policies: [] } },
    { method: 'PUT', path: '/account/team/:documentId/active', handler: 'account.setActive', config: { policies: [] } },
    { method: 'POST', path: '/account/team/:documentId/reset', handler: 'account.reset', config: { policies: [] } },
  ],
};
