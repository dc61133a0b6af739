import nodemailer from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Sends the site's mail; `undefined` where no mail server is configured. */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const LOOPBACK = /^(localhost|127(?:\.\d{1,3}){3}|\[?::1\]?)$/i;

/** The transport's options from SMTP_URL or its parts; TLS is required unless the server is on loopback. */
function transportOptions(config: Config) {
  const url = config.SMTP_URL ? new URL(config.SMTP_URL) : undefined;
  const host = url?.hostname ?? config.SMTP_HOST;
  if (!host) return undefined;
  const secure = url ? url.protocol === 'smtps:' : config.SMTP_SECURE;
  const user = url ? decodeURIComponent(url.username) : config.SMTP_USER;
  const pass = url ? decodeURIComponent(url.password) : config.SMTP_PASSWORD;
  return {
    host: host.replace(/^\[|\]$/g, ''),
    port: Number(url?.port || config.SMTP_PORT || (secure ? 465 : 587)),
    secure,
    // Off loopback a password or a link must never cross the network in clear: STARTTLS or nothing.
    requireTLS: !secure && !LOOPBACK.test(host),
    ...(user ? { auth: { user, pass } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

export function mailerOf(config: Config): Mailer | undefined {
  const options = transportOptions(config);
  if (!options) return undefined;
  const transport = nodemailer.createTransport(options);
  const from = config.SMTP_FROM ?? `Lyceum <no-reply@${options.host}>`;
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
