/**
 * What an account keeps for its sessions and its two-factor login (sessions.ts, two-factor.ts), added to Strapi's
 * user type by cms/src/extensions/users-permissions: private, so never in an API answer, and not configurable, so the
 * Content-Type Builder's guard keeps them (cms/src/schema-guard).
 */
export const ACCOUNT_FIELDS: Record<string, Record<string, unknown>> = {
  sessionsValidFrom: { type: 'datetime', private: true, configurable: false },
  twoFactorSecret: { type: 'string', private: true, configurable: false },
  twoFactorPendingSecret: { type: 'string', private: true, configurable: false },
  twoFactorRecoveryCodes: { type: 'json', private: true, configurable: false },
  twoFactorLastStep: { type: 'integer', private: true, configurable: false },
};
