import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  CMS_PORT: z.coerce.number().int().min(1).max(65535).default(1337),
  /** Where Strapi answers; defaults to the local one on CMS_PORT. */
  CMS_URL: z.string().url().optional(),
  CMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /**
   * How long Strapi may take to store an upload (the image and its formats) before the gateway gives
   * up; it then withdraws the upload, so that nothing is kept, and answers 503 (images/store-upload.ts).
   */
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /**
   * The secret Strapi signs its change events with (its CMS_EVENTS_SECRET; at least 16 characters), so
   * that edits made in Strapi's panel reach the cached pages at once. Unset: they show after CACHE_TTL_MS.
   */
  CMS_EVENTS_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  /**
   * The secret that proves the gateway to Strapi (Strapi's CMS_GATEWAY_SECRET, the same value): only with it does
   * Strapi answer drafts, the list of draft-only files and those files (cms/src/middlewares/gateway-only.ts). Unset:
   * the admin sees no drafts and visitors no photos whose use is unknown.
   */
  CMS_GATEWAY_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(16).optional()),
  /**
   * The key preview links are signed with (at least 32 characters; every gateway of one site needs the same).
   * Unset: a random one per process, so links stop working when it restarts.
   */
  PREVIEW_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(32).optional()),
  FRONTEND_DIST: z.string().default(path.resolve(here, '../../frontend/dist')),
  /** The front end's source assets (the logo of the default link-preview card). */
  FRONTEND_PUBLIC: z.string().default(path.resolve(here, '../../frontend/public')),
  /** The server renderer of the visitor pages (the front end's `--ssr` build). */
  FRONTEND_SSR: z.string().default(path.resolve(here, '../../frontend/dist-server/entry-server.js')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Failed logins allowed per username, and per client address, in one window. */
  LOGIN_MAX_FAILURES_PER_USER: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_WINDOW_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60_000),
  /** Memory for cached public answers, in bytes; 0 turns the cache off. */
  CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(0)
    .default(32 * 1024 * 1024),
  /** How long a cached answer is served before Strapi is asked again (writes, and Strapi's change events, drop it at once). */
  CACHE_TTL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(5 * 60_000),
  /** Where the AVIF and WebP copies of stored photos are kept once made (any writable directory; safe to empty). */
  IMAGE_CACHE_DIR: z.string().default(path.join(os.tmpdir(), 'lyceum-image-variants')),
  /** How long a request waits for an AVIF or WebP copy being made before it gets the photo as stored (docs/reach.md). */
  IMAGE_VARIANT_WAIT_MS: z.coerce.number().int().positive().max(2_147_483_647).default(30_000),
  /** Shares the cache and its invalidation between gateway instances, e.g. redis://127.0.0.1:6379. */
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  /** Prefix of every Redis key and channel, so that several sites can share one Redis. */
  REDIS_PREFIX: z.string().default('lyceum:'),
  /**
   * Absolute URL of the public site (e.g. https://lyceum.uz) for page heads, feeds and the API's document; required
   * in production. Unset (development): taken from the request's Host, once validated (request-host.ts).
   */
  PUBLIC_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^https?:\/\//, 'must be an http(s) URL')
      .url()
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  /**
   * The reverse proxies in front of the gateway whose X-Forwarded-For names the visitor: comma-separated
   * addresses, CIDR ranges or proxy-addr's names (loopback, linklocal, uniquelocal), or a hop count. Default
   * none: a client's own X-Forwarded-For is never believed. `true` (every client a proxy) is refused.
   */
  TRUST_PROXY: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .default('none')
      .transform((value, context): false | number | string[] => {
        if (value.trim() === 'none') return false;
        if (/^\s*\d+\s*$/.test(value)) return Number(value);
        return addresses(value, context, 'must be none, a hop count, or IP addresses, CIDR ranges, loopback, linklocal or uniquelocal');
      }),
  ),
  /**
   * Client addresses Strapi's own panel (/admin) is served to: comma-separated addresses, CIDR ranges
   * or proxy-addr's names (loopback, linklocal, uniquelocal), or `none` (closed). Everybody else gets a 403,
   * and so does a request that names no address beyond a trusted proxy's (routes/panel.ts). Closed unless set: behind
   * a same-host proxy that adds no X-Forwarded-For every visitor would be loopback; `npm start`, which knows when no
   * proxy is in front, sets loopback itself (scripts/lib/panel-allow.mjs).
   */
  PANEL_ALLOW: z
    .string()
    .default('none')
    .transform((value, context): string[] =>
      value.trim() === 'none'
        ? []
        : addresses(value, context, 'must be none, or IP addresses, CIDR ranges, loopback, linklocal or uniquelocal'),
    ),
  /**
   * The mail server the team's invitations and password resets are sent through (mail/mailer.ts):
   * `smtp://user:password@host:587` (STARTTLS, required unless the host is loopback) or `smtps://…:465`, or the
   * parts below. Unset: the admin is shown the link once, to hand over.
   */
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').url()),
  SMTP_HOST: optional(z.string()),
  SMTP_PORT: optional(z.coerce.number().int().min(1).max(65535)),
  SMTP_USER: optional(z.string()),
  SMTP_PASSWORD: optional(z.string()),
  /** `true`: TLS from the first byte (port 465); else STARTTLS. */
  SMTP_SECURE: z.enum(['true', 'false', '']).default('').transform((value) => value === 'true'),
  /** The sender of the site's mail, e.g. `Lyceum <no-reply@lyceum.uz>`. */
  SMTP_FROM: optional(z.string()),
  NODE_ENV: z.string().optional(),
});

/** An optional variable, where an empty value means unset. */
function optional<T extends z.ZodType>(type: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), type.optional());
}

/** A comma-separated list of addresses, ranges and proxy-addr's names; an issue (and no list) when proxy-addr refuses it. */
function addresses(value: string, context: z.RefinementCtx, message: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length && compiles(entries)) return entries;
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

function compiles(entries: string[]): boolean {
  try {
    proxyAddr.compile(entries);
    return true;
  } catch {
    return false;
  }
}

/**
 * A production gateway names its site: without PUBLIC_URL the origin in page heads, feeds and the API's document
 * would be whatever Host header a request carried.
 */
const config = schema.superRefine((value, context) => {
  if (value.NODE_ENV === 'production' && !value.PUBLIC_URL) {
    context.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: "is required when NODE_ENV=production: the site's public address, e.g. https://lyceum.uz",
    });
  }
});

export type Config = z.infer<typeof schema> & { cmsUrl: string };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = config.safeParse(env);
  if (!parsed.success) {
    throw new Error(`Invalid gateway configuration: ${z.prettifyError(parsed.error)}`);
  }
  const values = parsed.data;
  return { ...values, cmsUrl: (values.CMS_URL ?? `http://127.0.0.1:${values.CMS_PORT}`).replace(/\/$/, '') };
}
