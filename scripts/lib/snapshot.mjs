/**
 * Databases from a snapshot, for the tests, the benchmarks and the soak. Migrating an empty database and seeding the demo content is done
 * once per schema version (a hash of everything that shapes the database: the cms sources, the
 * contract's kinds and Strapi's version); every later test database is a copy of that snapshot, a
 * file copy for SQLite and `CREATE DATABASE ... TEMPLATE` for PostgreSQL. The snapshot holds no
 * accounts: each stack started on a copy creates its own lyceum admin and superuser from its
 * environment, as a fresh install does. See docs/testing.md.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ROOT, freePort, startCms, stopProcess, waitUntilUp } from './processes.mjs';
import { OFFLINE_ENV, generateSecrets } from './secrets.mjs';

const SNAPSHOTS = path.join(ROOT, '.cache', 'test-snapshots');
/** What decides the database's shape and its seeded content. */
const SCHEMA_SOURCES = ['cms/src', 'cms/config', 'cms/package.json', 'contract/src', 'node_modules/@strapi/strapi/package.json'];

function hashTree(hash, full) {
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) {
    hash.update(path.relative(ROOT, full)).update(fs.readFileSync(full));
    return;
  }
  for (const name of fs.readdirSync(full).sort()) hashTree(hash, path.join(full, name));
}

/** The schema version: 12 hex digits of a hash over the schema sources' paths and contents. */
export function schemaVersion() {
  const hash = crypto.createHash('sha256');
  for (const source of SCHEMA_SOURCES) hashTree(hash, path.join(ROOT, source));
  return hash.digest('hex').slice(0, 12);
}

/** The PostgreSQL server's URL with another database name. */
function databaseUrl(server, name) {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements one after another on a PostgreSQL server (its URL); their results. */
export async function onServer(server, ...statements) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const results = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
}

/** Starts the built Strapi once on `databaseEnv`, lets it migrate and seed, and stops it cleanly (SQLite's log checkpointed). */
async function migrateAndSeed(databaseEnv, publicDir) {
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
  const port = await freePort();
  const logFile = path.join(os.tmpdir(), `lyceum-snapshot-${process.pid}-${Date.now()}.log`);
  const log = fs.openSync(logFile, 'w');
  // No ADMIN_PASSWORD and no superuser: the snapshot holds content only.
  const cms = startCms(
    {
      ...generateSecrets(),
      ...OFFLINE_ENV,
      ...databaseEnv,
      CMS_PORT: String(port),
      CMS_PUBLIC_DIR: publicDir,
      ADMIN_PASSWORD: '',
      SUPERUSER_EMAIL: '',
      SUPERUSER_PASSWORD: '',
    },
    { stdio: ['ignore', log, log] },
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/_health`, { child: cms });
  } catch (error) {
    throw new Error(`the test snapshot's Strapi did not start: ${error.message}\n${fs.readFileSync(logFile, 'utf8').slice(-4000)}`);
  } finally {
    await stopProcess(cms);
    fs.closeSync(log);
  }
  fs.rmSync(logFile, { force: true });
}

/** The SQLite snapshot's folder (data.db and public/uploads), made on first use. */
async function sqliteSnapshot(version) {
  const dir = path.join(SNAPSHOTS, `sqlite-${version}`);
  if (fs.existsSync(path.join(dir, 'data.db'))) return dir;
  fs.mkdirSync(SNAPSHOTS, { recursive: true });
  const building = fs.mkdtempSync(path.join(SNAPSHOTS, 'building-'));
  await migrateAndSeed({ DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(building, 'data.db') }, path.join(building, 'public'));
  // A rename is atomic: a process that built the same snapshot at the same time keeps the first one.
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * The PostgreSQL snapshot: a database on the server, and the uploads its rows name in a folder
 * beside the SQLite one. The two are made together, so the database's name carries this checkout's
 * place as well as the version: another checkout on the same server (a fresh clone for CI) makes its
 * own pair and never replaces this one's database under its uploads. A half-made one (a crash while
 * building) is named otherwise and never used.
 */
async function postgresSnapshot(server, version) {
  const checkout = crypto.createHash('sha256').update(ROOT).digest('hex').slice(0, 8);
  const name = `lyceum_snapshot_${version}_${checkout}`;
  const dir = path.join(SNAPSHOTS, `postgres-${version}`);
  const [{ rows }] = await onServer(server, `SELECT 1 FROM pg_database WHERE datname = '${name}'`);
  if (rows.length > 0 && fs.existsSync(path.join(dir, 'public'))) return { name, dir };
  fs.mkdirSync(SNAPSHOTS, { recursive: true });
  const building = fs.mkdtempSync(path.join(SNAPSHOTS, 'building-'));
  const temporary = `lyceum_building_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(server, `CREATE DATABASE ${temporary}`);
  try {
    await migrateAndSeed(
      { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl(server, temporary), DATABASE_POOL_MIN: '0' },
      path.join(building, 'public'),
    );
    await onServer(server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `ALTER DATABASE ${temporary} RENAME TO ${name}`);
    fs.rmSync(dir, { recursive: true, force: true });
    fs.renameSync(building, dir);
  } finally {
    await onServer(server, `DROP DATABASE IF EXISTS ${temporary} WITH (FORCE)`);
    fs.rmSync(building, { recursive: true, force: true });
  }
  return { name, dir };
}

/**
 * Makes sure the snapshot for `database` ('sqlite', or 'postgres' with the server's URL) exists;
 * resolves with a description that `copyOfSnapshot` takes.
 */
export async function ensureSnapshot(database, server) {
  const version = schemaVersion();
  if (database === 'postgres') return { database, server, ...(await postgresSnapshot(server, version)) };
  return { database, dir: await sqliteSnapshot(version) };
}

/**
 * A new database in `dir` (uploads in `dir/public/uploads`) holding a copy of the snapshot:
 * Strapi's database environment, and `drop()` that removes a PostgreSQL copy again.
 * @returns {Promise<{ env: Record<string, string>, drop: () => Promise<void> }>}
 */
export async function copyOfSnapshot(snapshot, dir) {
  fs.mkdirSync(dir, { recursive: true });
  fs.cpSync(path.join(snapshot.dir, 'public'), path.join(dir, 'public'), { recursive: true });
  if (snapshot.database === 'sqlite') {
    fs.copyFileSync(path.join(snapshot.dir, 'data.db'), path.join(dir, 'data.db'));
    return { env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: path.join(dir, 'data.db') }, drop: async () => {} };
  }
  const name = `lyceum_test_${crypto.randomBytes(6).toString('hex')}`;
  await onServer(snapshot.server, `CREATE DATABASE ${name} TEMPLATE ${snapshot.name}`);
  return {
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: databaseUrl(snapshot.server, name), DATABASE_POOL_MIN: '0' },
    drop: async () => {
      await onServer(snapshot.server, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * Strapi on a fresh copy of a snapshot (SQLite's unless another is given) in `dir`, with fresh
 * secrets and `env` (the accounts to create, the port): the stack of the tests, the benchmarks and
 * the soak. Resolves with the process, Strapi's whole environment and `drop()` for the copy.
 * @param {string} dir
 * @param {NodeJS.ProcessEnv} env
 * @param {{ snapshot?: Awaited<ReturnType<typeof ensureSnapshot>>, stdio?: import('node:child_process').StdioOptions }} [options]
 */
export async function startTemporaryCms(dir, env, { snapshot, stdio = 'inherit' } = {}) {
  const copy = await copyOfSnapshot(snapshot ?? (await ensureSnapshot('sqlite')), dir);
  /** @type {Record<string, string>} */
  const cmsEnv = { ...generateSecrets(), ...OFFLINE_ENV, ...copy.env, CMS_PUBLIC_DIR: path.join(dir, 'public'), ...env };
  return { child: startCms(cmsEnv, { stdio }), env: cmsEnv, drop: copy.drop };
}
