// On both databases: Strapi's migration of each database when the Content-Type Builder adds a field (docs/testing.md, "Which files run on SQLite").
/**
 * `npm run schema` end to end, on a copy of the cms workspace and of the seeded database: a backup
 * first; Strapi in development mode behind the gateway; the superuser adds a field to news through
 * the Content-Type Builder's API while visitor pages keep answering; a field the contract uses
 * cannot be removed, however the path is spelled, nor a type or field the site keeps for itself;
 * the lyceum admin's saves, the trash and a restore keep the new field's value, and the public API
 * stays as the contract pins it; `done` returns to production mode with the new
 * schema in the copy's cms/src. See docs/schema-changes.md.
 *
 * It starts a Strapi of its own (through the script), so it runs beside the shared Strapi's files: privateCms: true.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { KINDS } from '@lyceum/contract';
import { newsBody } from './bodies.js';
import { SUPERUSER } from './harness.js';
import { fileForm, image } from './images.js';
import { ROOT, freePort, stopProcess } from '../../scripts/lib/processes.mjs';
import { copyOfSnapshot } from '../../scripts/lib/snapshot.mjs';
import { TEST_CMS_ENV, cmsWorkspaceCopy, testSnapshot } from '../../scripts/stack/lib/test-cms.mjs';

const NEWS_TYPE = 'api::news.news';
const NEWS = `/content-manager/collection-types/${NEWS_TYPE}`;
const ADMIN = { username: `schema-admin-${crypto.randomBytes(3).toString('hex')}`, password: 'Schema-Passw0rd-for-ci' };

describe('schema mode (npm run schema)', () => {
  let dir: string;
  let cmsCopy: string;
  let script: ChildProcess;
  let output = '';
  let url: string;
  let dropDatabase: () => Promise<void>;

  /** Resolves once the script has printed `pattern`; fails with its output if it exits first. */
  const printed = (pattern: RegExp, timeoutMs = 600_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const timer = setTimeout(
        () => finish(new Error(`not printed within ${timeoutMs} ms: ${pattern}\n${output.slice(-4000)}`)),
        timeoutMs,
      );
      const check = () => {
        const match = pattern.exec(output);
        if (match) finish(undefined, match);
      };
      const exited = () => finish(new Error(`npm run schema exited before printing ${pattern}:\n${output.slice(-4000)}`));
      function finish(error?: Error, match?: RegExpExecArray) {
        clearTimeout(timer);
        script.stdout!.off('data', check);
        script.off('exit', exited);
        if (error) reject(error);
        else resolve(match!);
      }
      script.stdout!.on('data', check);
      script.once('exit', exited);
      check();
    });

  before(async () => {
    // Under the repository, so that the copy resolves the same node_modules.
    dir = await cmsWorkspaceCopy('schema-mode-');
    cmsCopy = path.join(dir, 'cms');
    const database = await copyOfSnapshot(await testSnapshot(), dir);
    dropDatabase = database.drop;
    const envFile = path.join(dir, '.env');
    await fs.writeFile(envFile, '');
    const [port, cmsPort] = [await freePort(), await freePort()];
    url = `http://127.0.0.1:${port}`;
    script = spawn(process.execPath, [path.join(ROOT, 'scripts', 'ops', 'schema.mjs')], {
      cwd: ROOT,
      env: {
        ...process.env,
        ...TEST_CMS_ENV,
        ...database.env,
        LYCEUM_ENV_FILE: envFile,
        LYCEUM_CMS_DIR: cmsCopy,
        CMS_PUBLIC_DIR: path.join(dir, 'public'),
        BACKUP_DIR: path.join(dir, 'backups'),
        PORT: String(port),
        CMS_PORT: String(cmsPort),
        ADMIN_USERNAME: ADMIN.username,
        ADMIN_PASSWORD: ADMIN.password,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    script.stdout!.on('data', (chunk) => (output += chunk));
    script.stderr!.on('data', (chunk) => (output += chunk));
    await printed(/Type "done"/);
  });
  after(async () => {
    await stopProcess(script);
    await dropDatabase?.();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });

  const call = async (method: string, route: string, { token, body, form }: { token?: string; body?: unknown; form?: FormData } = {}) => {
    const answer = await fetch(`${url}${route}`, {
      method,
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    const text = await answer.text();
    let parsed: any = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // a token, a file name or a page
    }
    return { status: answer.status, body: parsed, text };
  };

  test('a backup first; a field added in the Content-Type Builder while pages answer; kept by admin saves and the trash; production again', async () => {
    const archive = /Backup written: (\S+)/.exec(output)?.[1];
    assert.ok(archive, 'the script says where the backup is');
    assert.ok((await fs.stat(archive)).size > 0, 'the backup exists');

    // The lyceum admin writes a news item; visitors have seen its page.
    const login = await call('POST', '/api/auth', { body: ADMIN });
    assert.equal(login.status, 200, login.text);
    const admin = login.text;
    const photo = await call('POST', '/api/attachment', { token: admin, form: fileForm(await image(320, 240), 'photo.png', 'image/png') });
    assert.equal(photo.status, 200, photo.text);
    const body = newsBody(photo.text, { titleUz: 'Sxema oldidan' });
    const created = await call('POST', '/api/v1/blog', { token: admin, body });
    assert.equal(created.status, 200, created.text);
    const id = created.body.content.id as string;
    const pages = ['/uz', '/uz/news', `/uz/news/${id}`];
    for (const page of pages) assert.equal((await call('GET', page)).status, 200, page);

    // The superuser, in the panel through the gateway.
    const panelLogin = await call('POST', '/admin/login', { body: SUPERUSER });
    assert.equal(panelLogin.status, 200, panelLogin.text);
    const panel = panelLogin.body.data.token as string;
    const current = (await call('GET', `/content-type-builder/content-types/${NEWS_TYPE}`, { token: panel })).body.data.schema;
    const change = (attributes: { action: string; name: string; properties?: object }[]) => ({
      data: {
        components: [],
        contentTypes: [
          {
            action: 'update',
            uid: NEWS_TYPE,
            displayName: current.displayName,
            description: current.description,
            draftAndPublish: current.draftAndPublish,
            kind: current.kind,
            pluginOptions: current.pluginOptions,
            options: {},
            attributes,
          },
        ],
      },
    });
    const kept = Object.entries(current.attributes as Record<string, object>).map(([name, properties]) => ({
      action: 'update',
      name,
      properties,
    }));

    const removal = await call('POST', '/content-type-builder/update-schema', {
      token: panel,
      body: change(kept.filter((attribute) => attribute.name !== 'title')),
    });
    assert.equal(removal.status, 400);
    assert.match(removal.body.error, /“title” of News is read and written by the site/);
    // The guard runs on the builder's own routes: any spelling the router takes meets it, and it keeps every type
    // and field the site keeps for itself (the publication schedule, the account's sessions and two-factor login).
    for (const spelling of ['/content-type-builder/update-schema/', '/content-type-builder/Update-Schema']) {
      const respelled = await call('POST', spelling, {
        token: panel,
        body: change(kept.filter((attribute) => attribute.name !== 'title')),
      });
      assert.equal(respelled.status, 400, `${spelling}: ${respelled.text}`);
      assert.match(respelled.body.error, /“title” of News is read and written by the site/);
    }
    const schedule = await call('DELETE', '/content-type-builder/content-types/api%3A%3Apublication-schedule.publication-schedule/', {
      token: panel,
    });
    assert.equal(schedule.status, 400, schedule.text);
    assert.match(schedule.body.error.message, /publication-schedule is kept by the site itself/);
    const user = 'plugin::users-permissions.user';
    const secret = await call('POST', '/content-type-builder/update-schema', {
      token: panel,
      body: {
        data: {
          components: [],
          contentTypes: [{ action: 'update', uid: user, attributes: [{ action: 'delete', name: 'twoFactorSecret' }] }],
        },
      },
    });
    assert.equal(secret.status, 400, secret.text);
    assert.match(secret.body.error, /“twoFactorSecret” of User is kept by the site/);

    const subtitle = { type: 'string', pluginOptions: { i18n: { localized: true } } };
    // The change also loosens a declared rule, which the guard lets through: `done` puts the declaration's back.
    const loosened = kept.map((attribute) =>
      attribute.name === 'title' ? { ...attribute, properties: { ...attribute.properties, maxLength: 5000 } } : attribute,
    );
    const added = await call('POST', '/content-type-builder/update-schema', {
      token: panel,
      body: change([...loosened, { action: 'create', name: 'subtitle', properties: subtitle }]),
    });
    assert.equal(added.status, 200, added.text);

    // Strapi restarts with the new field; visitors keep getting pages all the while.
    const answered: number[] = [];
    for (;;) {
      for (const page of pages) answered.push((await call('GET', page)).status);
      const now = await call('GET', `/content-type-builder/content-types/${NEWS_TYPE}`, { token: panel });
      if (now.status === 200 && now.body.data.schema.attributes.subtitle) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.ok(
      answered.every((status) => status === 200),
      `every visitor page answered during the restart: ${answered.join(' ')}`,
    );
    const written = JSON.parse(await fs.readFile(path.join(cmsCopy, 'src/api/news/content-types/news/schema.json'), 'utf8'));
    assert.deepEqual(written.attributes.subtitle, subtitle, "the change is in the copy's cms/src");

    // The superuser fills the field in; the admin's save, a delete and a restore keep it.
    const filled = await call('PUT', `${NEWS}/${id}?locale=uz`, { token: panel, body: { subtitle: 'Kichik sarlavha' } });
    assert.equal(filled.status, 200, filled.text);
    const subtitleOf = async () => (await call('GET', `${NEWS}/${id}?locale=uz`, { token: panel })).body.data.subtitle;
    assert.equal(await subtitleOf(), 'Kichik sarlavha');

    const saved = await call('PUT', '/api/v1/blog', { token: admin, body: { ...body, id, titleUz: 'Sxemadan keyin' } });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(await subtitleOf(), 'Kichik sarlavha', "the admin's save keeps the field");
    const publicItem = (await call('GET', `/api/public/news/${id}?lang=uz`)).body.content;
    assert.equal(publicItem.title, 'Sxemadan keyin');
    assert.ok(!('subtitle' in publicItem), 'the public API stays as the contract pins it');

    assert.equal((await call('DELETE', `/api/v1/blog/${id}`, { token: admin })).status, 200);
    const trash = (await call('GET', '/api/v1/trash?size=100', { token: admin })).body.content.content as { id: string; itemId: string }[];
    const entry = trash.find((item) => item.itemId === id);
    assert.ok(entry, 'the deleted item waits in the trash');
    const restored = await call('POST', `/api/v1/trash/${entry.id}/restore`, { token: admin });
    assert.equal(restored.status, 200, restored.text);
    assert.equal(await subtitleOf(), 'Kichik sarlavha', 'the restore brings the field back');

    // Done: production mode, where the builder refuses changes and the new field stays.
    script.stdin!.write('done\n');
    await printed(/Production mode/);
    assert.equal((await call('GET', '/readyz')).status, 200);
    const schemaAfter = JSON.parse(await fs.readFile(path.join(cmsCopy, 'src/api/news/content-types/news/schema.json'), 'utf8'));
    assert.deepEqual(
      Object.keys(schemaAfter.attributes),
      [...Object.keys(KINDS.news.fields), 'subtitle'],
      "done writes the declared fields again, and keeps the panel's after them (docs/content-model.md)",
    );
    assert.deepEqual(schemaAfter.attributes.subtitle, subtitle);
    assert.equal(schemaAfter.attributes.title.maxLength, KINDS.news.fields.title.maxLength, "the declared rule, not the panel's");
    const refused = await call('POST', '/content-type-builder/update-schema', {
      token: panel,
      body: change([...kept, { action: 'update', name: 'subtitle', properties: subtitle }]),
    });
    assert.equal(refused.status, 403, 'production mode allows no schema change');
    assert.equal(await subtitleOf(), 'Kichik sarlavha');
  });
});
