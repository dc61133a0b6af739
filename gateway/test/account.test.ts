import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN, SUPERUSER, signJwt, startGateway, startStack, type Stack } from './harness.js';
import { loadConfig } from '../src/config.js';
import { panelAllowFor } from '../../scripts/lib/panel-allow.mjs';
import { startCms } from '../../scripts/lib/processes.mjs';
import { TEST_CMS_ENV } from '../../scripts/stack/lib/test-cms.mjs';

/** The site's address as the test Strapi is told it (PUBLIC_URL, the one origin its CORS allows). */
const PUBLIC_URL: string = TEST_CMS_ENV.PUBLIC_URL;

const LOGIN_TIMEOUT_MS = '30000';

/** A visitor's address in an office network allowed to reach the panel (documentation ranges, RFC 5737). */
const OFFICE = '203.0.113.0/24';
const VISITOR = '203.0.113.9';

/** The lyceum admin's sessions, two-factor login and the login's defences, and who may reach Strapi's panel. */
describe('account security', () => {
  let stack: Stack;
  before(async () => {
    // Every login here runs bcrypt in Strapi, some several times (recovery codes): on a CI machine busy with the browser
    // lane one can pass the 10 s of CMS_TIMEOUT_MS's default, which these tests are not about.
    stack = await startStack({ LOGIN_MAX_FAILURES_PER_USER: '10', LOGIN_MAX_FAILURES_PER_IP: '1000', CMS_TIMEOUT_MS: LOGIN_TIMEOUT_MS });
  });
  after(() => stack?.close());

  const login = (body: Record<string, unknown>, url = stack.url) =>
    fetch(`${url}/api/auth`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const token = async (password = ADMIN.password) => {
    const answer = await login({ ...ADMIN, password });
    assert.equal(answer.status, 200);
    return answer.text();
  };
  const valid = async (bearer: string) => (await stack.call('GET', '/api/auth', { token: bearer })).status === 200;

  test('a password change ends every other session of the account; the one that made it moves to its new token', async () => {
    const [phone, laptop] = [await token(), await token()];
    const changed = await stack.call('PUT', '/api/auth/password', {
      token: laptop,
      body: { currentPassword: ADMIN.password, password: 'Changed-passw0rd-1' },
    });
    assert.equal(changed.status, 200, changed.text);
    assert.equal(await valid(phone), false, 'the other session has ended');
    assert.equal(await valid(laptop), false, 'the token that asked has ended');
    assert.equal(await valid(stack.token), false, "the suite's older token has ended too");
    const next = changed.body.content.token as string;
    assert.equal(await valid(next), true);
    // Strapi itself refuses the ended tokens, not only the gateway.
    const direct = await fetch(`${stack.cmsUrl}/api/account/me`, { headers: { Authorization: `Bearer ${phone}` } });
    assert.equal(direct.status, 401);

    const back = await stack.call('PUT', '/api/auth/password', {
      token: next,
      body: { currentPassword: 'Changed-passw0rd-1', password: ADMIN.password },
    });
    assert.equal(back.status, 200, back.text);
    stack.token = back.body.content.token;
  });

  test('log out everywhere ends every token of the account, this one too; a new login works', async () => {
    const [one, two] = [await token(), await token()];
    const out = await stack.call('DELETE', '/api/auth/sessions', { token: one });
    assert.equal(out.status, 200, out.text);
    assert.equal(out.body.success, true);
    for (const ended of [one, two, stack.token]) assert.equal(await valid(ended), false);
    stack.token = await token();
    assert.equal(await valid(stack.token), true);
    const history = await stack.call('GET', '/api/v1/audit?kind=account');
    assert.equal(history.status, 200, history.text);
    assert.ok(
      history.body.content.content.some((entry: { action: string }) => entry.action === 'sessions'),
      'the audit log names it',
    );
  });

  test('GET /api/auth and the admin routes accept lyceum admins only, not any other Strapi user', async () => {
    const username = `reader-${crypto.randomBytes(3).toString('hex')}`;
    const now = new Date().toISOString();
    const postgres = stack.cmsEnv.DATABASE_CLIENT === 'postgres';
    await stack.sql(
      {
        postgres: `INSERT INTO up_users (document_id, username, email, provider, confirmed, blocked, created_at, updated_at, published_at)
                   VALUES ($1, $2, $3, 'local', true, false, $4, $4, $4)`,
        sqlite: `INSERT INTO up_users (document_id, username, email, provider, confirmed, blocked, created_at, updated_at, published_at)
                 VALUES (?, ?, ?, 'local', 1, 0, ?, ?, ?)`,
      },
      postgres
        ? [crypto.randomUUID(), username, `${username}@example.org`, now]
        : [crypto.randomUUID(), username, `${username}@example.org`, now, now, now],
    );
    const link = `INSERT INTO up_users_role_lnk (user_id, role_id)
                  SELECT u.id, r.id FROM up_users u, up_roles r WHERE u.username = ${postgres ? '$1' : '?'} AND r.type = 'authenticated'`;
    await stack.sql({ postgres: link, sqlite: link }, [username]);
    const select = `SELECT id FROM up_users WHERE username = ${postgres ? '$1' : '?'}`;
    const [{ id }] = (await stack.sql({ postgres: select, sqlite: select }, [username])) as [{ id: number }];
    const iat = Math.floor(Date.now() / 1000);
    const bearer = signJwt({ id: Number(id), iat, exp: iat + 3600, jti: crypto.randomUUID() }, stack.cmsEnv.JWT_SECRET);

    const direct = await fetch(`${stack.cmsUrl}/api/account/me`, { headers: { Authorization: `Bearer ${bearer}` } });
    assert.equal(direct.status, 403, 'the token is a valid Strapi session of a user with the authenticated role');
    assert.equal((await stack.call('GET', '/api/auth', { token: bearer })).status, 401);
    assert.equal((await stack.call('GET', '/api/v1/blog', { token: bearer })).status, 401);
  });

  test('a login for an unknown user takes as long as a wrong password (a dummy hash is compared)', async () => {
    const gateway = await startGateway({
      CMS_URL: stack.proxiedCmsUrl,
      LOGIN_MAX_FAILURES_PER_USER: '1000',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
      CMS_TIMEOUT_MS: LOGIN_TIMEOUT_MS,
    });
    try {
      const timed = async (username: string) => {
        const started = performance.now();
        const answer = await login({ username, password: 'not-the-password' }, gateway.url);
        assert.equal(answer.status, 401);
        return performance.now() - started;
      };
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 11; round++) {
        wrong.push(await timed(ADMIN.username));
        unknown.push(await timed(`nobody-${round}`));
      }
      // Without the dummy comparison an unknown name answers in about a seventh of the time (no bcrypt at all). Each
      // side's fastest answer is its cost: a busy machine (the browser tests beside this file) only adds to some.
      const fastest = (values: number[]) => Math.min(...values);
      assert.ok(
        fastest(unknown) > 0.6 * fastest(wrong),
        `unknown user ${fastest(unknown).toFixed(1)} ms, wrong password ${fastest(wrong).toFixed(1)} ms at the fastest`,
      );
    } finally {
      await gateway.close();
    }
  });

  test('the login throttle counts an account once, whether it is named by username or e-mail, in any case or spacing', async () => {
    const gateway = await startGateway({
      CMS_URL: stack.proxiedCmsUrl,
      LOGIN_MAX_FAILURES_PER_USER: '3',
      LOGIN_MAX_FAILURES_PER_IP: '1000',
    });
    try {
      const email = `${ADMIN.username}@lyceum.local`;
      for (const username of [ADMIN.username, `  ${email.toUpperCase()} `, email]) {
        assert.equal((await login({ username, password: 'wrong-guess' }, gateway.url)).status, 401, username);
      }
      const blocked = await login(ADMIN, gateway.url);
      assert.equal(blocked.status, 429, 'three failures under two names used up the one account budget');
      assert.ok(Number(blocked.headers.get('retry-after')) > 0);
      assert.equal((await login({ username: ` ${ADMIN.username.toUpperCase()}`, password: 'x' }, gateway.url)).status, 429);
      // Another (unknown) name still has its own budget.
      assert.equal((await login({ username: 'somebody-else', password: 'x' }, gateway.url)).status, 401);
    } finally {
      await gateway.close();
    }
  });

  test('two-factor login: set up with a first code, then the password asks for a code; codes and recovery codes work once; off with password and code', async () => {
    const account = () => stack.call('GET', '/api/auth/two-factor');
    assert.deepEqual((await account()).body, { success: true, content: { enabled: false } });
    const setup = await stack.call('POST', '/api/auth/two-factor/setup');
    assert.equal(setup.status, 200, setup.text);
    assert.equal(setup.headers.get('cache-control'), 'no-store');
    const { secret, uri } = setup.body.content as { secret: string; uri: string };
    assert.match(uri, new RegExp(`^otpauth://totp/Lyceum:${ADMIN.username}\\?.*secret=${secret}`));
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

    const wrongFirst = await stack.call('POST', '/api/auth/two-factor/enable', { body: { code: wrongCode(totp) } });
    assert.equal(wrongFirst.status, 400);
    assert.equal(wrongFirst.body.code, 'TWO_FACTOR_INVALID');
    assert.equal((await account()).body.content.enabled, false, 'a wrong first code turns nothing on');
    const first = totp.generate();
    const enabled = await stack.call('POST', '/api/auth/two-factor/enable', { body: { code: first } });
    assert.equal(enabled.status, 200, enabled.text);
    const recovery = enabled.body.content.recoveryCodes as string[];
    assert.equal(recovery.length, 10);
    assert.equal(new Set(recovery).size, 10);
    assert.equal((await account()).body.content.enabled, true);

    const passwordOnly = await login(ADMIN);
    assert.equal(passwordOnly.status, 401);
    const asked = (await passwordOnly.json()) as { success: boolean; code: string; message: string };
    assert.equal(asked.success, false);
    assert.equal(asked.code, 'TWO_FACTOR_REQUIRED');
    assert.ok(asked.message);
    const wrongPassword = (await (await login({ ...ADMIN, password: 'nope', code: first })).json()) as { message: string; code?: string };
    assert.equal(wrongPassword.message, 'Username yoki password xato!', 'a wrong password never reaches the code');
    assert.equal(wrongPassword.code, 'LOGIN_FAILED');

    const invalid = async (code: string) => {
      const answer = await login({ ...ADMIN, code });
      assert.equal(answer.status, 401, code);
      assert.equal(((await answer.json()) as { code: string }).code, 'TWO_FACTOR_INVALID', code);
    };
    await invalid(wrongCode(totp));
    await invalid(first);
    const next = await login({ ...ADMIN, code: totp.generate({ timestamp: Date.now() + 30_000 }) });
    assert.equal(next.status, 200, 'the next step of the code (a clock slightly ahead) logs in');
    assert.equal(await valid(await next.text()), true);
    const byRecovery = await login({ ...ADMIN, code: recovery[0].toUpperCase() });
    assert.equal(byRecovery.status, 200, 'a recovery code logs in, in any case');
    await invalid(recovery[0]);

    const bearer = await byRecovery.text();
    const offWrong = await stack.call('POST', '/api/auth/two-factor/disable', {
      token: bearer,
      body: { password: 'nope', code: recovery[1] },
    });
    assert.equal(offWrong.status, 400);
    assert.equal(offWrong.body.errors.password, 'The password is wrong');
    const off = await stack.call('POST', '/api/auth/two-factor/disable', {
      token: bearer,
      body: { password: ADMIN.password, code: recovery[1] },
    });
    assert.equal(off.status, 200, off.text);
    assert.equal((await login(ADMIN)).status, 200, 'the password alone logs in again');
    const history = await stack.call('GET', '/api/v1/audit?kind=account', { token: bearer });
    const actions = history.body.content.content.map((entry: { action: string }) => entry.action);
    assert.ok(actions.includes('two-factor-on') && actions.includes('two-factor-off'), actions.join());
  });

  test("Strapi's panel: its own superuser credentials (the lyceum admin's do not open it), Secure cookies behind TLS", async () => {
    const panelLogin = (body: unknown, headers: Record<string, string> = {}, url = stack.url) =>
      fetch(`${url}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const lyceumAdmin = await panelLogin({ email: `${ADMIN.username}@lyceum.local`, password: ADMIN.password });
    assert.notEqual(lyceumAdmin.status, 200, "the lyceum admin's password does not open the panel");
    const plain = await panelLogin(SUPERUSER);
    assert.equal(plain.status, 200, await plain.clone().text());
    assert.doesNotMatch(plain.headers.getSetCookie().join('\n'), /;\s*secure/i);
    // Behind a TLS proxy the gateway trusts, Strapi is told the scheme the gateway decided.
    const proxied = await startGateway({ CMS_URL: stack.proxiedCmsUrl, TRUST_PROXY: 'loopback', PANEL_ALLOW: OFFICE });
    try {
      const behindTls = await panelLogin(SUPERUSER, { 'X-Forwarded-For': VISITOR, 'X-Forwarded-Proto': 'https' }, proxied.url);
      assert.equal(behindTls.status, 200);
      const cookies = behindTls.headers.getSetCookie();
      assert.ok(cookies.length > 0);
      for (const cookie of cookies) assert.match(cookie, /;\s*secure/i, cookie);
    } finally {
      await proxied.close();
    }
  });

  test("Strapi's panel is served to allowed addresses only (PANEL_ALLOW: none by default, loopback where npm start knows no proxy), never to a proxy's own", async () => {
    const refused = async (url: string, headers: Record<string, string>, what: string) => {
      for (const route of ['/admin', '/admin/init', '/content-manager/init', '/uploads/any.png']) {
        const answer = await fetch(`${url}${route}`, { headers });
        assert.equal(answer.status, 403, `${what}: ${route}`);
        assert.equal(((await answer.json()) as { code: string }).code, 'PANEL_NOT_ALLOWED');
      }
      const login = await fetch(`${url}/admin/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(SUPERUSER),
      });
      assert.equal(login.status, 403, `${what}: no password can even be tried`);
    };
    // No proxy trusted (the default): this machine is allowed; forwarding headers it does not believe mean a proxy it
    // was not told of, whose address is every visitor's.
    assert.equal((await fetch(`${stack.url}/admin/init`)).status, 200, 'loopback is allowed');
    await refused(stack.url, { 'X-Forwarded-For': '127.0.0.1' }, 'an unnamed proxy, or a client naming an address');
    await refused(stack.url, { 'X-Forwarded-Proto': 'https' }, 'an unnamed proxy');

    // Behind a trusted proxy on this machine, loopback is the proxy: a request that names no visitor is refused.
    const proxied = await startGateway({ CMS_URL: stack.proxiedCmsUrl, TRUST_PROXY: 'loopback' });
    const office = await startGateway({ CMS_URL: stack.proxiedCmsUrl, TRUST_PROXY: 'loopback', PANEL_ALLOW: OFFICE });
    const closed = await startGateway({ CMS_URL: stack.proxiedCmsUrl, PANEL_ALLOW: 'none' });
    // The gateway's own default, without npm start's choice: closed.
    assert.deepEqual(loadConfig({ CMS_PORT: '1337' }).PANEL_ALLOW, []);
    assert.equal(panelAllowFor({}), 'loopback');
    assert.equal(panelAllowFor({ TRUST_PROXY: '10.0.0.2' }), 'none');
    try {
      await refused(proxied.url, {}, "the proxy's own address");
      await refused(proxied.url, { 'X-Forwarded-For': '127.0.0.1' }, 'only trusted proxies named');
      await refused(proxied.url, { 'X-Forwarded-For': VISITOR }, 'a visitor elsewhere');
      assert.equal((await fetch(`${office.url}/admin/init`, { headers: { 'X-Forwarded-For': VISITOR } })).status, 200, 'an allowed office');
      // What an appending proxy sends when the visitor wrote an allowed address itself: the proxy's entry counts.
      await refused(office.url, { 'X-Forwarded-For': `${VISITOR}, 198.51.100.4` }, 'a forged office address');
      await refused(office.url, {}, 'loopback is no longer in the list');
      await refused(closed.url, {}, 'PANEL_ALLOW=none');
    } finally {
      await Promise.all([proxied.close(), office.close(), closed.close()]);
    }
    for (const [name, value] of [
      ['PANEL_ALLOW', 'not-an-address'],
      ['PANEL_ALLOW', ''],
      ['TRUST_PROXY', 'true'],
      ['TRUST_PROXY', '10.0.0.0/99'],
    ]) {
      await assert.rejects(startGateway({ CMS_URL: stack.proxiedCmsUrl, [name]: value }), new RegExp(name), `${name}=${value}`);
    }
  });

  test("Strapi is told one hop, the client the gateway decided: a visitor's own X-Forwarded-For cannot get round its login limit", async () => {
    // Between the gateway and Strapi: what Strapi is told about each login.
    const told: Record<string, string | undefined>[] = [];
    const target = new URL(stack.proxiedCmsUrl);
    const recorder = http.createServer((req, res) => {
      const { 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': proto, forwarded, 'x-real-ip': realIp } = req.headers;
      if (req.url === '/admin/login') told.push({ forwardedFor, proto, forwarded, realIp } as Record<string, string | undefined>);
      const upstream = http.request(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
    const office = await startGateway({
      CMS_URL: `http://127.0.0.1:${(recorder.address() as AddressInfo).port}`,
      TRUST_PROXY: 'loopback',
      PANEL_ALLOW: OFFICE,
    });
    try {
      // An account no other test signs in to, so that its limit is this test's alone.
      const email = `nobody-${crypto.randomBytes(4).toString('hex')}@lyceum.local`;
      const statuses: number[] = [];
      for (let attempt = 1; attempt <= 6; attempt++) {
        const answer = await fetch(`${office.url}/admin/login`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            // The visitor's own headers, each time another address, as an appending proxy passes them on.
            'X-Forwarded-For': `10.0.0.${attempt}, ${VISITOR}`,
            Forwarded: `for=10.1.0.${attempt}`,
            'X-Real-IP': `10.2.0.${attempt}`,
          },
          body: JSON.stringify({ email, password: `Wrong-passw0rd-${attempt}` }),
        });
        statuses.push(answer.status);
      }
      assert.deepEqual(statuses, [400, 400, 400, 400, 400, 429], "Strapi's limit of five wrong logins holds");
      assert.equal(told.length, 6);
      for (const headers of told)
        assert.deepEqual(headers, { forwardedFor: VISITOR, proto: 'http', forwarded: undefined, realIp: undefined });
    } finally {
      await office.close();
      await new Promise((resolve) => recorder.close(resolve));
    }
  });

  test("Strapi allows cross-origin calls with credentials from the site's own origin (PUBLIC_URL) only", async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.url}/admin/access-token`, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
      });
    const attacker = await preflight('https://attacker.example');
    assert.equal(attacker.headers.get('access-control-allow-origin'), null);
    const post = await fetch(`${stack.url}/admin/access-token`, { method: 'POST', headers: { Origin: 'https://attacker.example' } });
    assert.equal(post.headers.get('access-control-allow-origin'), null);
    const own = await preflight(PUBLIC_URL);
    assert.equal(own.headers.get('access-control-allow-origin'), PUBLIC_URL);
  });

  test('HSTS is sent when PUBLIC_URL is https, and not otherwise', async () => {
    assert.equal((await fetch(`${stack.url}/api/public/base?type=CONTACT`)).headers.get('strict-transport-security'), null);
    const secure = await startGateway({ CMS_URL: stack.proxiedCmsUrl, PUBLIC_URL });
    try {
      for (const route of ['/api/public/base?type=CONTACT', '/uz', '/protected']) {
        assert.match((await fetch(`${secure.url}${route}`)).headers.get('strict-transport-security') ?? '', /max-age=31536000/, route);
      }
    } finally {
      await secure.close();
    }
  });
});

test('Strapi refuses to start when the superuser would share the lyceum admin password', async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-same-password-'));
  await fs.mkdir(path.join(dir, 'uploads'));
  try {
    const child = startCms(
      {
        ...Object.fromEntries(
          ['APP_KEYS', 'API_TOKEN_SALT', 'ADMIN_JWT_SECRET', 'TRANSFER_TOKEN_SALT', 'JWT_SECRET', 'ENCRYPTION_KEY'].map((key) => [
            key,
            'k1,k2',
          ]),
        ),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(dir, 'data.db'),
        CMS_PUBLIC_DIR: dir,
        CMS_PORT: '0',
        SEED_DEMO: 'false',
        ADMIN_PASSWORD: 'The-same-passw0rd',
        SUPERUSER_EMAIL: SUPERUSER.email,
        SUPERUSER_PASSWORD: 'The-same-passw0rd',
        STRAPI_TELEMETRY_DISABLED: 'true',
      },
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    // Strapi that starts anyway never exits on its own: past a generous bound it is stopped and the test fails.
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const bound = setTimeout(() => child.kill('SIGKILL'), 180_000);
    const code = await exited;
    clearTimeout(bound);
    assert.ok(code !== null && code !== 0, `Strapi exited with ${code}: ${output}`);
    assert.match(output, /SUPERUSER_PASSWORD must differ from ADMIN_PASSWORD/);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
});

/** A 6-digit code that is not valid now (nor one step either side). */
function wrongCode(totp: TOTP): string {
  const valid = new Set([-30_000, 0, 30_000].map((offset) => totp.generate({ timestamp: Date.now() + offset })));
  for (let candidate = 0; ; candidate++) {
    const code = String(candidate).padStart(6, '0');
    if (!valid.has(code)) return code;
  }
}
