/**
 * The smoke test of a running stack, through Caddy over HTTPS as a visitor and as the lyceum's admin, plus what only
 * the server's operator can do (a panel edit from inside the cms container, a backup in the backup container).
 * Each check throws on failure; `note` receives the lines worth printing.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { LOCALES as LANGS } from '@lyceum/contract';
import { headerValues } from './front-door.mjs';

const HSTS = 'max-age=31536000; includeSubDomains';

/** Visitor pages in the three languages, over HTTP/1.1. */
async function visitorPages(door, note) {
  for (const lang of LANGS) {
    const page = await door.request(`/${lang}`);
    assert.equal(page.status, 200, `/${lang} answered ${page.status}`);
    assert.match(page.body.toString('utf8'), new RegExp(`<html[^>]*\\blang="${lang}"`), `/${lang} is not in ${lang}`);
  }
  note('visitor pages /uz /en /ru: 200, each in its language');
}

/** HTTP/2 by ALPN with a chain that verifies for the site's name, HTTP/3 advertised, HSTS sent once. */
async function transport(door, note) {
  const answer = await door.http2Get('/en');
  assert.equal(answer.status, 200);
  assert.equal(answer.alpn, 'h2', `ALPN chose ${answer.alpn}`);
  assert.equal(answer.authorized, true, `the certificate did not verify: ${answer.authorizationError}`);
  note(
    `HTTP/2: ALPN ${answer.alpn}, certificate for ${door.origin.hostname} authorized, chain ${answer.chain
      .map(({ subject, issuer }) => `"${subject}" (issuer "${issuer}")`)
      .join(' <- ')}`,
  );
  const page = await door.request('/en');
  const altSvc = headerValues(page.rawHeaders, 'alt-svc').join(', ');
  assert.match(altSvc, new RegExp(`h3=":${door.origin.port || 443}"`), `Alt-Svc does not advertise h3: "${altSvc}"`);
  const hsts = headerValues(page.rawHeaders, 'strict-transport-security');
  assert.deepEqual(hsts, [HSTS], `Strict-Transport-Security: ${JSON.stringify(hsts)}`);
  note(`Alt-Svc: ${altSvc}; Strict-Transport-Security once: ${hsts[0]}`);
}

/** Plain HTTP on Caddy's port 80 answers with a redirect to the same address over HTTPS. */
async function redirect(door, httpPort, note) {
  const target = `${door.origin.origin}/uz?from=http`;
  const answer = await new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port: httpPort, path: '/uz?from=http', headers: { Host: door.origin.hostname } }, resolve);
    req.on('error', reject);
  });
  answer.resume();
  assert.equal(answer.statusCode, 308, `http:// answered ${answer.statusCode}`);
  assert.equal(answer.headers.location, target);
  note(`http:// redirects (${answer.statusCode}) to ${answer.headers.location}`);
}

/**
 * Encoding: a public read the gateway compresses itself arrives with the gateway's brotli, decoded once (Caddy did
 * not encode it again); an admin read the gateway sends plain arrives compressed by Caddy.
 */
async function encoding(door, token, note) {
  const read = await door.request('/api/public/news?lang=en&size=50', { headers: { 'Accept-Encoding': 'zstd, br, gzip' } });
  assert.equal(read.status, 200);
  assert.equal(read.headers['content-encoding'], 'br', `the public read came as ${read.headers['content-encoding']}`);
  JSON.parse(zlib.brotliDecompressSync(read.body).toString('utf8'));
  const admin = await door.request('/api/v1/blog?size=50', {
    headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip' },
  });
  assert.equal(admin.status, 200);
  assert.equal(admin.headers['content-encoding'], 'gzip', 'Caddy did not compress the admin read');
  JSON.parse(zlib.gunzipSync(admin.body).toString('utf8'));
  note(`encoding: public read br from the gateway (decoded once); admin read gzip from Caddy (${admin.body.length} bytes)`);
}

/** The lyceum admin's login through the contract; returns the token. */
async function adminLogin(door, { username, password }, note) {
  const answer = await door.request('/api/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  assert.equal(answer.status, 200, `login answered ${answer.status}: ${answer.body}`);
  note('admin login (POST /api/auth): 200, token received');
  return answer.body.toString('utf8');
}

/** A photo uploaded as the admin, then fetched back by a visitor; returns its stored name. */
async function photoUpload(door, token, note) {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
  const boundary = `----lyceum${crypto.randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="smoke.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const upload = await door.request('/api/attachment', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  assert.equal(upload.status, 200, `upload answered ${upload.status}: ${upload.body}`);
  const name = upload.body.toString('utf8');
  const fetched = await door.request(`/api/attachment/${encodeURIComponent(name)}`);
  assert.equal(fetched.status, 200, `the uploaded photo answered ${fetched.status}`);
  assert.match(String(fetched.headers['content-type']), /^image\//);
  await sharp(fetched.body).metadata();
  note(
    `photo upload (POST /api/attachment): stored as ${name}, fetched back (${fetched.headers['content-type']}, ${fetched.body.length} bytes)`,
  );
  return name;
}

/**
 * Run inside the cms container: the superuser signs in to Strapi's admin API on its own port and changes the newest
 * news item's Uzbek title, saved then published, as an edit in the panel does. Prints the item's documentId.
 */
const PANEL_EDIT = `
const base = 'http://127.0.0.1:1337';
const title = process.argv[1];
const call = async (method, route, body, token) => {
  const answer = await fetch(base + route, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(method + ' ' + route + ': ' + answer.status + ' ' + text);
  return JSON.parse(text);
};
const login = await call('POST', '/admin/login', { email: process.env.SUPERUSER_EMAIL, password: process.env.SUPERUSER_PASSWORD });
const token = login.data.token;
const news = '/content-manager/collection-types/api::news.news';
const list = await call('GET', news + '?page=1&pageSize=1&locale=uz&sort=publishedTime:DESC', undefined, token);
const id = list.results[0].documentId;
await call('PUT', news + '/' + id + '?locale=uz', { title }, token);
await call('POST', news + '/' + id + '/actions/publish?locale=uz', { title }, token);
console.log(id);
`;

/**
 * Answers a visitor may already have cached when the panel edit is made: the newest item is on each of them, so each
 * must show the new title once Strapi's change event reached the gateway (CMS_EVENTS_URL).
 */
const CACHED_BEFORE_EDIT = ['/uz', '/uz/news', '/uz/rss.xml', '/api/public/news?page=0&size=10&lang=uz'];
/** Strapi announces a change after its answer to the panel: the gateway drops the cached answers within this. */
const EVENT_WAIT_MS = 5000;

/**
 * A panel edit made on the server, seen by visitors through Caddy on every answer, those the gateway had cached before
 * it included, while the panel itself answers them 403.
 */
async function panelEdit(door, project, note) {
  for (const route of CACHED_BEFORE_EDIT) {
    const before = await door.request(route);
    assert.equal(before.status, 200, `${route} answered ${before.status}`);
  }
  const title = `Smoke tahrir ${crypto.randomBytes(3).toString('hex')}`;
  const id = (await project.exec('cms', ['node', '--input-type=module', '-e', PANEL_EDIT, title])).trim();
  const edited = Date.now();
  const read = JSON.parse((await door.request(`/api/public/news/${id}?lang=uz`)).body.toString('utf8'));
  assert.equal(read.content.title, title, 'the public read does not show the panel edit');
  const page = await door.request(`/uz/news/${id}`);
  assert.equal(page.status, 200);
  assert.ok(page.body.toString('utf8').includes(title), 'the news page does not show the panel edit');
  const stale = new Set(CACHED_BEFORE_EDIT);
  while (stale.size && Date.now() - edited < EVENT_WAIT_MS) {
    for (const route of stale) if ((await door.request(route)).body.toString('utf8').includes(title)) stale.delete(route);
    if (stale.size) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.equal(
    stale.size,
    0,
    `${[...stale].join(', ')}, cached before the panel edit, still without it ${EVENT_WAIT_MS} ms after the panel's answer`,
  );
  note(
    `panel edit (superuser, Strapi admin API inside the cms container): "${title}" on /uz/news/${id}, and on ` +
      `${CACHED_BEFORE_EDIT.join(', ')} (cached before it) within ${Date.now() - edited} ms of the panel's answer`,
  );

  for (const route of ['/admin', '/admin/login']) {
    const answer = await door.request(
      route,
      route.endsWith('login') ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' } : {},
    );
    assert.equal(answer.status, 403, `${route} answered ${answer.status} through Caddy`);
  }
  note('panel through Caddy: GET /admin and POST /admin/login answer 403 (PANEL_ALLOW=none)');
}

/**
 * The gateway's access log of one request sent through Caddy with forged forwarding headers (to the panel: pages and
 * public reads log only their failures): it came from Caddy's address, with one X-Forwarded-For hop (the visitor,
 * not the forged one) and Caddy's X-Forwarded-Proto and -Host.
 */
async function forwarding(door, project, caddyAddress, note) {
  const marker = `fwd${crypto.randomBytes(4).toString('hex')}`;
  const answer = await door.request(`/admin?${marker}`, {
    headers: { 'X-Forwarded-For': '203.0.113.9', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' },
  });
  assert.equal(answer.status, 403);
  const line = (await project.logs('gateway'))
    .split('\n')
    .map((text) => text.slice(text.indexOf('{')))
    .find((text) => text.includes(marker));
  assert.ok(line, 'the gateway did not log the request');
  const { req } = JSON.parse(line);
  const forwardedFor = req.headers['x-forwarded-for'];
  assert.equal(req.remoteAddress.replace(/^::ffff:/, ''), caddyAddress, 'the request did not come from Caddy');
  assert.match(forwardedFor, /^[\d.:a-f]+$/i, `X-Forwarded-For is not one address: ${forwardedFor}`);
  assert.notEqual(forwardedFor, '203.0.113.9');
  assert.equal(req.headers['x-forwarded-proto'], 'https');
  assert.equal(req.headers['x-forwarded-host'], door.origin.host);
  note(
    `forwarding: from Caddy (${caddyAddress}), X-Forwarded-For "${forwardedFor}" (one hop, the forged one dropped), ` +
      `X-Forwarded-Proto ${req.headers['x-forwarded-proto']}, X-Forwarded-Host ${req.headers['x-forwarded-host']}`,
  );
}

/**
 * One backup in the backup container (the scheduler's `--once`, else `npm run backup`'s script); returns the new
 * archive's name, checked to be an age file in the backups volume.
 */
export async function backupOnce(project, note) {
  const listing = async () => (await project.exec('backup', ['ls', '-1', '/app/backups'])).split('\n').filter(Boolean);
  const before = new Set(await listing());
  const scheduler = (await project.exec('backup', ['ls', 'scripts/ops'])).split('\n').includes('backup-schedule.mjs');
  const command = scheduler ? ['node', 'scripts/ops/backup-schedule.mjs', '--once'] : ['node', 'scripts/ops/backup.mjs', '/app/backups'];
  await project.exec('backup', command);
  const made = (await listing()).filter((name) => !before.has(name) && name.endsWith('.tar.gz.age'));
  assert.equal(made.length, 1, `expected one new archive, found ${JSON.stringify(made)}`);
  const head = await project.exec('backup', ['head', '-c', '21', `/app/backups/${made[0]}`]);
  assert.equal(head, 'age-encryption.org/v1');
  note(`backup (${command.slice(1).join(' ')} in the backup container): ${made[0]}, age-encrypted`);
  return made[0];
}

/** The backup container's memory cap (docker-compose.yml), which the export's heap must fit. */
const BACKUP_CAP_MB = 384;

/**
 * What the backup container's exports run with: a heap that fits the container's memory cap (scripts/lib/processes.mjs
 * reads it from the cgroup), and an unencrypted archive, when asked for, readable by its owner only (in a folder of
 * its own, removed afterwards: the backups volume is left as it was).
 */
export async function backupSafeguards(project, note) {
  const heap = Number(
    await project.exec('backup', [
      'node',
      '--input-type=module',
      '-e',
      "import { strapiCommandHeapMb } from '/app/scripts/lib/processes.mjs'; console.log(strapiCommandHeapMb());",
    ]),
  );
  assert.ok(heap > 0 && heap <= (BACKUP_CAP_MB * 2) / 3, `the export's heap is ${heap} MB under a ${BACKUP_CAP_MB} MB cap`);
  const dir = '/tmp/plaintext-check';
  await project.exec('backup', ['node', 'scripts/ops/backup-schedule.mjs', '--once'], {
    env: { BACKUP_PLAINTEXT: 'true', BACKUP_DIR: dir, BACKUP_COPY_DIR: '' },
  });
  const modes = (await project.exec('backup', ['sh', '-c', `stat -c '%a %n' ${dir}/*.tar.gz; rm -rf ${dir}`])).trim();
  assert.match(modes, /^600 \S+\.tar\.gz$/, `the unencrypted archive: ${modes}`);
  note(`backup container: export heap ${heap} MB under its ${BACKUP_CAP_MB} MB cap; an unencrypted archive is mode ${modes}`);
}

/** The whole smoke test; returns the admin's token and the uploaded photo's name for later reads. */
export async function smokeTest({ door, project, admin, caddyAddress, httpPort, note }) {
  await visitorPages(door, note);
  await transport(door, note);
  await redirect(door, httpPort, note);
  await forwarding(door, project, caddyAddress, note);
  const token = await adminLogin(door, admin, note);
  await encoding(door, token, note);
  const photo = await photoUpload(door, token, note);
  await panelEdit(door, project, note);
  return { token, photo };
}
