/**
 * deploy/make-env.sh, the .env of a docker-compose server: private from the moment it exists whatever the umask, every
 * variable docker-compose.yml requires (and only those it reads), secrets fresh and distinct, and never written over
 * an existing file.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { promisify } from 'node:util';
import { readEnvFile } from '../lib/secrets.mjs';
import { ROOT } from '../lib/processes.mjs';

const run = promisify(execFile);
const SCRIPT = path.join(ROOT, 'deploy', 'make-env.sh');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-make-env-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The script under the most permissive umask there is, so that only its own care can make the file private. */
const makeEnv = (file) =>
  run('sh', ['-c', 'umask 000; exec sh "$0" https://lyceum.test superuser@lyceum.test "$1"', SCRIPT, file]).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error) => ({ code: error.code, stderr: error.stderr }),
  );

/** The variables docker-compose.yml refuses to start without (`${NAME:?...}`), and every one it reads. */
const composeText = fs.readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
const required = new Set([...composeText.matchAll(/\$\{([A-Z_]+):\?/g)].map(([, name]) => name));
const read = new Set([...composeText.matchAll(/\$\{([A-Z_]+)/g)].map(([, name]) => name));

test('the .env is 0600 under umask 000 and holds every variable docker-compose.yml requires, each secret its own', async () => {
  const file = path.join(dir, 'first.env');
  const { code } = await makeEnv(file);
  assert.equal(code, 0);
  assert.equal((fs.statSync(file).mode & 0o777).toString(8), '600');
  const values = readEnvFile(file);
  assert.deepEqual(
    [...required].filter((name) => !values[name]),
    [],
    'required by docker-compose.yml, missing here',
  );
  assert.deepEqual(
    Object.keys(values).filter((name) => !read.has(name)),
    [],
    'written here, read by no service of docker-compose.yml',
  );
  assert.ok(required.has('CMS_GATEWAY_SECRET'));
  const secrets = Object.entries(values).filter(([name]) => /SECRET|SALT|KEY|PASSWORD|PASSPHRASE/.test(name));
  for (const [name, value] of secrets) assert.ok(value.length >= 24, `${name} is ${value.length} characters`);
  assert.equal(new Set(secrets.map(([, value]) => value)).size, secrets.length, 'no two secrets alike');

  await makeEnv(path.join(dir, 'second.env'));
  assert.notEqual(readEnvFile(path.join(dir, 'second.env')).CMS_GATEWAY_SECRET, values.CMS_GATEWAY_SECRET, 'fresh on every run');
});

test('an existing .env is never written over', async () => {
  const file = path.join(dir, 'existing.env');
  fs.writeFileSync(file, 'POSTGRES_PASSWORD=the running database\n', { mode: 0o600 });
  const { code, stderr } = await makeEnv(file);
  assert.equal(code, 1);
  assert.match(stderr, /was not written: it exists already/);
  assert.equal(fs.readFileSync(file, 'utf8'), 'POSTGRES_PASSWORD=the running database\n');
});
