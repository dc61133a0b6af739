/**
 * The Strapi of the gateway's contract tests: one per database for the whole run (started by
 * scripts/stack/test-gateway.mjs and named to the test files in LYCEUM_TEST_CMS), or a private one for a
 * file that stops, freezes or wipes it. Both start on a copy of the seeded snapshot. See docs/testing.md.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, freePort, startCms, waitUntilUp } from '../../lib/processes.mjs';
import { ensureSnapshot, startTemporaryCms } from '../../lib/snapshot.mjs';

/** The environment variable that carries the shared Strapi's description to the test files. */
export const TEST_CMS_VARIABLE = 'LYCEUM_TEST_CMS';

/** The parts of the cms workspace a Strapi of its own needs (uploads and the database come from elsewhere). */
const CMS_PARTS = ['config', 'database', 'dist', 'favicon.png', 'package.json', 'src', 'tsconfig.json'];

/**
 * A copy of the built cms workspace in a new folder under the repository's .cache (so that it resolves the same
 * node_modules), for a test whose Strapi compiles (`strapi develop`): its compile then writes the
 * copy's dist/, never the one the other Strapis of the run are reading. Answers the folder holding the copy's `cms`.
 */
export async function cmsWorkspaceCopy(prefix) {
  await fs.promises.mkdir(path.join(ROOT, '.cache'), { recursive: true });
  const dir = await fs.promises.mkdtemp(path.join(ROOT, '.cache', prefix));
  for (const part of CMS_PARTS) await fs.promises.cp(path.join(ROOT, 'cms', part), path.join(dir, 'cms', part), { recursive: true });
  return dir;
}
/** Strapi's panel superuser in the tests: credentials of its own, never a lyceum admin's. */
export const TEST_SUPERUSER = { email: 'panel-test@lyceum.local', password: 'Panel-Passw0rd-for-ci' };
/** The site's public address as Strapi knows it: the only origin its CORS allows (account.test.ts checks it). */
export const TEST_CMS_ENV = {
  PUBLIC_URL: 'https://lyceum.example',
  SUPERUSER_EMAIL: TEST_SUPERUSER.email,
  SUPERUSER_PASSWORD: TEST_SUPERUSER.password,
  // Scheduled publishing checks for due drafts this often (15 s in production), so that the tests wait seconds.
  PUBLISH_CHECK_MS: '500',
};

/**
 * Starts Strapi on a copy of `snapshot` in `dir` with the test environment plus `env` (the lyceum
 * admin to create), its output in `dir/cms.log`; resolves once it answers. `restart()` starts it
 * again on the same database, files and port.
 */
export async function startTestCms(dir, snapshot, env = {}) {
  const port = await freePort();
  const logFile = path.join(dir, 'cms.log');
  const log = fs.openSync(logFile, 'a');
  /** @type {import('node:child_process').StdioOptions} */
  const stdio = ['ignore', log, log];
  const url = `http://127.0.0.1:${port}`;
  const ready = async (child) => {
    try {
      await waitUntilUp(`${url}/_health`, { child });
    } catch (error) {
      throw new Error(`${error.message}\n${fs.readFileSync(logFile, 'utf8').slice(-6000)}`);
    }
    return child;
  };
  const started = await startTemporaryCms(dir, { ...TEST_CMS_ENV, ...env, CMS_PORT: String(port) }, { snapshot, stdio });
  return {
    url,
    env: started.env,
    logFile,
    uploadsDir: path.join(dir, 'public', 'uploads'),
    child: await ready(started.child),
    restart: () => ready(startCms(started.env, { stdio })),
    /** A second Strapi on the same database and files, on a port of its own (two instances of one site). */
    async another() {
      const otherPort = await freePort();
      const otherUrl = `http://127.0.0.1:${otherPort}`;
      const child = startCms({ ...started.env, CMS_PORT: String(otherPort) }, { stdio });
      try {
        await waitUntilUp(`${otherUrl}/_health`, { child });
      } catch (error) {
        throw new Error(`${error.message}\n${fs.readFileSync(logFile, 'utf8').slice(-6000)}`);
      }
      return { url: otherUrl, child };
    },
    async close() {
      fs.closeSync(log);
      await started.drop();
    },
  };
}

/**
 * Where Strapi sends its change events (cms/src/bootstrap/content-events.ts) in the tests: to the
 * gateway on `port`, with a secret of the run's. `cmsEnv` is Strapi's side, `gateway` the gateway's.
 */
export function testEvents(port) {
  const secret = crypto.randomBytes(24).toString('base64url');
  return {
    cmsEnv: { CMS_EVENTS_URL: `http://127.0.0.1:${port}/cms-events`, CMS_EVENTS_SECRET: secret },
    gateway: { port, secret },
  };
}

/** The snapshot the tests start from: PostgreSQL's when TEST_POSTGRES_URL names a server, else SQLite's. */
export const testSnapshot = (env = process.env) =>
  env.TEST_POSTGRES_URL ? ensureSnapshot('postgres', env.TEST_POSTGRES_URL) : ensureSnapshot('sqlite');

/**
 * The superuser's panel session for a whole run, with which the shared Strapi's test files make their own accounts:
 * Strapi's access tokens last 30 minutes and a run lasts longer, so the session's token is renewed every 10 minutes
 * (with its single-use refresh cookie) into `file`, where each test file reads the current one. One login for the
 * run, as Strapi lets an address log in 5 times in 5 minutes. `renew()` renews it at once; `stop()` ends the renewals.
 */
export async function keepPanelToken(url, file) {
  const answer = await fetch(`${url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(TEST_SUPERUSER),
  });
  if (!answer.ok) throw new Error(`the superuser's panel login failed: ${answer.status} ${await answer.text()}`);
  let cookie = refreshCookieOf(answer);
  const write = async (token) => {
    await fs.promises.writeFile(`${file}.new`, token);
    await fs.promises.rename(`${file}.new`, file);
  };
  await write(/** @type {any} */ (await answer.json()).data.token);
  const renew = async () => {
    const renewed = await fetch(`${url}/admin/access-token`, { method: 'POST', headers: { Cookie: cookie } });
    if (!renewed.ok) throw new Error(`the superuser's panel token could not be renewed: ${renewed.status} ${await renewed.text()}`);
    cookie = refreshCookieOf(renewed);
    await write(/** @type {any} */ (await renewed.json()).data.token);
  };
  const timer = setInterval(() => renew().catch((error) => console.error(error.message)), 10 * 60_000);
  timer.unref();
  return { renew, stop: () => clearInterval(timer) };
}

/** The `name=value` of Strapi's refresh cookie an answer sets. */
function refreshCookieOf(answer) {
  const cookie = answer.headers.getSetCookie().find((one) => one.startsWith('strapi_admin_refresh='));
  if (!cookie) throw new Error("Strapi's panel set no refresh cookie");
  return cookie.split(';')[0];
}
