/**
 * What an account keeps for its sessions, its two-factor login and its place in the team (sessions.ts, two-factor.ts, team.ts), added to Strapi's
 * user type by cms/src/extensions/users-permissions: private, so never in an API answer, and not configurable, so the
 * Content-Type Builder's guard keeps them (cms/src/schema-guard).
 */
export const ACCOUNT_FIELDS: Record<string, Record<string, unknown>> = {
  sessionsValidFrom: { type: 'datetime', private: true, configurable: false },
  twoFactorSecret: { type: 'string', private: true, configurable: false },
  twoFactorPendingSecret: { type: 'string', private: true, configurable: false },
  twoFactorRecoveryCodes: { type: 'json', private: true, configurable: false },
  twoFactorLastStep: { type: 'integer', private: true, configurable: false },
  // The one-time link of an invitation or a password reset (team.ts): its SHA-256 only, and when it stops working.
  inviteTokenHash: { type: 'string', private: true, configurable: false },
  inviteExpiresAt: { type: 'datetime', private: true, configurable: false },
  // An author's menu groups, whose page texts they draft (contract/src/roles.ts).
  menuGroups: { type: 'json', private: true, configurable: false },
};
