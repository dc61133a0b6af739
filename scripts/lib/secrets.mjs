import crypto from 'node:crypto';
import fs from 'node:fs';

const random = (bytes = 24) => crypto.randomBytes(bytes).toString('base64url');

/** Strapi's secrets, freshly generated. */
export function generateStrapiSecrets() {
  return {
    APP_KEYS: [random(), random(), random(), random()].join(','),
    API_TOKEN_SALT: random(),
    ADMIN_JWT_SECRET: random(32),
    TRANSFER_TOKEN_SALT: random(),
    JWT_SECRET: random(32),
    ENCRYPTION_KEY: random(32),
  };
}

/**
 * Every secret `npm start` writes into .env when it is missing: Strapi's, the one its change events
 * to the gateway carry, the one the gateway's draft reads carry to Strapi, the key preview links are signed with, the key
 * appeals' personal data is sealed with, and the passphrase backups are encrypted with (32 random bytes), so that
 * the very first archive is encrypted.
 */
export const generateSecrets = () => ({
  ...generateStrapiSecrets(),
  CMS_EVENTS_SECRET: random(32),
  // Strapi answers drafts and their photos only to the gateway that carries it (docs/security.md).
  CMS_GATEWAY_SECRET: random(32),
  PREVIEW_SECRET: random(32),
  // Seals the appeals' personal data (docs/appeals.md): kept and backed up like BACKUP_PASSPHRASE.
  APPEALS_KEY: random(32),
  BACKUP_PASSPHRASE: random(32),
});

/** A password Strapi's panel accepts too (upper and lower case and a digit). */
export const generatePassword = () => `Ly${random(15)}7a`;

/** Environment that keeps Strapi off the internet. */
export const OFFLINE_ENV = {
  STRAPI_TELEMETRY_DISABLED: 'true',
  STRAPI_DISABLE_LICENSE_PING: 'true',
  STRAPI_DISABLE_EE: 'true',
  STRAPI_DISABLE_REMOTE_DATA_TRANSFER: 'true',
  STRAPI_HIDE_STARTUP_MESSAGE: 'true',
  BROWSERSLIST_IGNORE_OLD_DATA: 'true',
};

/**
 * @param {string} file
 * @returns {Record<string, string>}
 */
export function readEnvFile(file) {
  if (!fs.existsSync(file)) return {};
  /** @type {Record<string, string>} */
  const values = {};
  for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/)) {
    const match = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)\s*$/.exec(line);
    if (match) values[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return values;
}

/**
 * @param {string} file
 * @param {Record<string, string>} values
 * @param {string} comment
 */
export function appendEnvFile(file, values, comment) {
  const lines = [`# ${comment}`, ...Object.entries(values).map(([key, value]) => `${key}=${value}`), ''];
  const prefix = fs.existsSync(file) && !fs.readFileSync(file, 'utf8').endsWith('\n') ? '\n' : '';
  fs.appendFileSync(file, prefix + lines.join('\n'), { mode: 0o600 });
}

/**
 * The site's environment as `npm start` sees it: the .env file, then real environment variables
 * (which win), then the settings that keep Strapi offline.
 * @param {string} envFile
 * @returns {Record<string, string>}
 */
export function siteEnvironment(envFile) {
  const defined = Object.entries(process.env).filter(([, value]) => value !== undefined);
  return { ...readEnvFile(envFile), ...Object.fromEntries(defined), ...OFFLINE_ENV };
}
