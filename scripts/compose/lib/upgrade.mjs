/**
 * What the upgrade test (scripts/compose/test-compose-upgrade.mjs) needs beside the compose harness: the previous release's
 * image built from its commit, an editor's work through the front door, the admin reads an upgrade must keep, Strapi's
 * migration records, and the deploy scripts run against the test's project.
 */
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { ROOT } from '../../lib/processes.mjs';
import { CACHE_DIR, podman } from './engine.mjs';

const run = promisify(execFile);

/**
 * Builds `commit`'s image as `image` with podman, from `git archive` of that commit in `dir` (never a checkout of the
 * repository). Releases before NODE_IMAGE name node:20-bookworm-slim in their FROM lines and let node-gyp download
 * Node's headers: both are pointed at `nodeImage`, the local stand-in, whose headers are in /usr/local.
 * Resolves with the commit's full hash.
 */
export async function buildRelease(env, { commit, image, nodeImage, dir, log }) {
  const sha = (await run('git', ['rev-parse', `${commit}^{commit}`], { cwd: ROOT })).stdout.trim();
  fs.mkdirSync(dir, { recursive: true });
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const archive = spawn('git', ['archive', sha], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
      const untar = spawn('tar', ['-x', '-C', dir], { stdio: ['pipe', 'inherit', 'inherit'] });
      archive.stdout.pipe(untar.stdin);
      untar.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`git archive ${sha} | tar -x failed (${code})`))));
    })
  );
  const dockerfile = path.join(dir, 'Dockerfile');
  const original = fs.readFileSync(dockerfile, 'utf8');
  let rewritten = original.replace(/^FROM node:20-bookworm-slim\b/gm, `FROM ${nodeImage}`);
  if (!/npm_config_nodedir/.test(rewritten))
    rewritten = rewritten.replace(/^WORKDIR \/app$/m, 'WORKDIR /app\nENV npm_config_nodedir=/usr/local');
  fs.writeFileSync(dockerfile, rewritten);
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      const build = spawn('podman', ['build', '--layers', '-t', image, dir], { env, stdio: ['ignore', 'pipe', 'pipe'] });
      const out = fs.createWriteStream(log, { flags: 'a' });
      build.stdout.pipe(out, { end: false });
      build.stderr.pipe(out, { end: false });
      build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`podman build of ${sha} failed (${code}); see ${log}`))));
    })
  );
  return { sha, fromLines: rewritten.split('\n').filter((line) => line.startsWith('FROM ')) };
}

/** A JSON admin call through the door; resolves with the parsed envelope, asserting the status. */
async function call(door, token, method, route, body, status = 200) {
  const answer = await door.request(route, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  assert.equal(answer.status, status, `${method} ${route} answered ${answer.status}: ${answer.body}`);
  return JSON.parse(answer.body.toString('utf8'));
}

/** POST /api/auth; resolves with the token, or rejects with the status. */
export async function login(door, username, password) {
  const answer = await door.request('/api/auth', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (answer.status !== 200) throw new Error(`login as ${username} answered ${answer.status}: ${answer.body}`);
  return answer.body.toString('utf8');
}

async function uploadPhoto(door, token) {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();
  const boundary = `----lyceum${crypto.randomBytes(8).toString('hex')}`;
  const answer = await door.request('/api/attachment', {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upgrade.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      photo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  assert.equal(answer.status, 200, `upload answered ${answer.status}: ${answer.body}`);
  return answer.body.toString('utf8');
}

const texts = (prefix, fields) =>
  Object.fromEntries(fields.flatMap((field) => ['Uz', 'En', 'Ru'].map((lang) => [`${field}${lang}`, `${prefix} ${field} ${lang}`])));

/**
 * An editor's work through the door, as the admin: the password changed, a photo uploaded, a news item with it
 * created and edited twice (revisions), another news item deleted into the trash, a menu page with its text.
 * Resolves with `{ password, token, photo, newsId, menuId }`.
 */
export async function editorWork(door, { username, password }, note) {
  const first = await login(door, username, password);
  const newPassword = `Upg-${crypto.randomBytes(12).toString('base64url')}`;
  const changed = await call(door, first, 'PUT', '/api/auth/password', { currentPassword: password, password: newPassword });
  const token = changed.content.token;
  await login(door, username, newPassword);
  note('admin password changed through PUT /api/auth/password; the new one logs in');

  const photo = await uploadPhoto(door, token);
  const tag = crypto.randomBytes(3).toString('hex');
  const news = (title) => ({
    photo,
    publishedTime: '2026-11-20T09:00:00.000Z',
    type: 'NEWS',
    ...texts(title, ['title']),
    textUz: `<p>${title} matn</p>`,
    textEn: `<p>${title} text</p>`,
    textRu: `<p>${title} текст</p>`,
  });
  const findNews = async (title) => {
    const list = await call(door, token, 'GET', '/api/v1/blog?size=100');
    const item = list.content.content.find((entry) => entry.titleEn === `${title} title En`);
    assert.ok(item, `news "${title}" is not in the admin list`);
    return item.id;
  };
  await call(door, token, 'POST', '/api/v1/blog', news(`Upgrade ${tag}`));
  const newsId = await findNews(`Upgrade ${tag}`);
  for (const edit of [1, 2]) {
    await call(door, token, 'PUT', '/api/v1/blog', { id: newsId, ...news(`Upgrade ${tag} edit ${edit}`) });
  }
  await call(door, token, 'POST', '/api/v1/blog', news(`Doomed ${tag}`));
  const doomedId = await findNews(`Doomed ${tag}`);
  await call(door, token, 'DELETE', `/api/v1/blog/${doomedId}`);
  note(`news ${newsId} with photo ${photo}, created and edited twice; news ${doomedId} deleted into the trash`);

  const url = `/upgrade-${tag}`;
  await call(door, token, 'POST', '/api/v1/menu', {
    ...texts(`Upgrade ${tag}`, ['name']),
    url,
    group: 'info',
    groupName: 'info',
    active: true,
    number: 90,
  });
  const menu = await call(door, token, 'GET', '/api/v1/menu?group=info');
  const menuId = menu.content.find((item) => item.url === url)?.id;
  assert.ok(menuId, `menu item ${url} is not in the admin list`);
  await call(door, token, 'POST', '/api/v1/page', {
    menu: menuId,
    photo,
    ...texts(`Upgrade page ${tag}`, ['title']),
    textUz: '<p>Sahifa</p>',
    textEn: '<p>Page</p>',
    textRu: '<p>Страница</p>',
  });
  note(`menu page info${url} (menu item ${menuId}) with its text`);
  return { password: newPassword, token, photo, newsId, menuId, doomedId };
}

/**
 * The admin reads an upgrade must keep: the revisions of the news item and of the page text, the trash, the news item
 * and the page text. Same shape as recordPublicReads's answers, for compareReads.
 */
export async function recordAdminReads(door, token, { newsId, menuId }) {
  const answers = {};
  for (const route of [
    `/api/v1/revisions?kind=news&id=${newsId}&size=100`,
    `/api/v1/revisions?kind=page-text&id=${menuId}&size=100`,
    '/api/v1/trash?size=100',
    `/api/v1/blog/${newsId}`,
    `/api/v1/page?menu=${menuId}`,
  ]) {
    const answer = await door.request(route, { headers: { Authorization: `Bearer ${token}` } });
    answers[route] = { status: answer.status, type: answer.headers['content-type'], body: answer.body };
  }
  return answers;
}

/** Counts in the admin reads that prove the editor's work is there: revisions of the news item, the trash entry. */
export function adminEvidence(reads, { newsId, doomedId }) {
  const json = (prefix) => {
    const [route] = Object.keys(reads).filter((key) => key.startsWith(prefix));
    assert.equal(reads[route].status, 200, `${route} answered ${reads[route].status}`);
    return JSON.parse(reads[route].body.toString('utf8')).content;
  };
  const revisions = json('/api/v1/revisions?kind=news').content;
  assert.ok(revisions.length >= 3, `news ${newsId} has ${revisions.length} revision(s), expected its save and two edits`);
  const trash = json('/api/v1/trash').content;
  assert.ok(
    trash.some((entry) => entry.itemId === doomedId),
    `the trash does not hold news ${doomedId}`,
  );
  return { revisions: revisions.length, trash: trash.length };
}

/** Strapi's migration records in the stack's database (`strapi_migrations` and `strapi_migrations_internal`). */
export async function strapiMigrations(env, dbContainer) {
  const query = (table) =>
    podman(['exec', dbContainer, 'psql', '-U', 'lyceum', '-d', 'lyceum', '-Atc', `SELECT name FROM ${table} ORDER BY id`], env).then(
      (out) => out.split('\n').filter(Boolean),
    );
  return { user: await query('strapi_migrations'), internal: await query('strapi_migrations_internal') };
}

/**
 * Runs one of deploy/'s scripts as an operator would, with `env` naming the test's compose project; its output goes
 * to the console and into the resolved string.
 */
export function runDeployScript(script, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', [path.join(ROOT, 'deploy', script), ...args], { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const collect = (chunk) => {
      const text = chunk.toString('utf8');
      // Each line of the script's output indented once, however the chunks cut them.
      process.stdout.write((output === '' || output.endsWith('\n') ? '    | ' : '') + text.replace(/\n(?=.)/g, '\n    | '));
      output += text;
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`deploy/${script} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

/**
 * `env` (engineEnv's) turned to a podman store and network folder of the upgrade test's own, beside CACHE_DIR, that
 * reads CACHE_DIR's images and build cache as an additional image store: test-compose.mjs removes every container,
 * volume and network of its store when it starts and ends, and may run meanwhile.
 */
export function ownStore(env) {
  const dir = `${CACHE_DIR}-upgrade`;
  const runDir = path.join(os.tmpdir(), 'lyceum-upgrade-run');
  fs.mkdirSync(path.join(dir, 'networks'), { recursive: true });
  fs.mkdirSync(runDir, { recursive: true, mode: 0o700 });
  const containersConf = path.join(dir, 'containers.conf');
  const storageConf = path.join(dir, 'storage.conf');
  fs.writeFileSync(
    containersConf,
    fs
      .readFileSync(env.CONTAINERS_CONF, 'utf8')
      .replace(/^network_config_dir = .*$/m, `network_config_dir = "${path.join(dir, 'networks')}"`),
  );
  fs.writeFileSync(
    storageConf,
    `[storage]\ndriver = "overlay"\ngraphroot = "${path.join(dir, 'storage')}"\nrunroot = "${path.join(runDir, 'storage')}"\n` +
      `[storage.options]\nadditionalimagestores = ["${path.join(CACHE_DIR, 'storage')}"]\n`,
  );
  return { ...env, CONTAINERS_CONF: containersConf, CONTAINERS_STORAGE_CONF: storageConf };
}
