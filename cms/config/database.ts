import path from 'path';
import type { Core } from '@strapi/strapi';

type Config = Core.Config.Database<'postgres'> | Core.Config.Database<'sqlite'>;
/** The better-sqlite3 connection knex hands to a pool hook. */
type NativeSqlite = { pragma(statement: string): unknown; prepare(sql: string): unknown };

/**
 * Transactions begun IMMEDIATE. knex begins them DEFERRED (`BEGIN;`): one that reads and then writes fails at once
 * with "database is locked" when another process (a second Strapi, a restore) wrote in between, since its snapshot is
 * stale and waiting cannot help. IMMEDIATE takes the write lock first, waiting out another writer for the driver's
 * busy timeout, as Rails does for SQLite.
 */
function beginImmediate(connection: NativeSqlite) {
  const prepare = connection.prepare.bind(connection);
  connection.prepare = (sql) => prepare(/^\s*BEGIN\s*;?\s*$/i.test(sql) ? 'BEGIN IMMEDIATE;' : sql);
}

/** SQLite file by default; PostgreSQL with DATABASE_CLIENT=postgres and DATABASE_URL. */
const config = ({ env }: Core.Config.Shared.ConfigParams): Config => {
  const client = env('DATABASE_CLIENT', 'sqlite');
  const timeout = env.int('DATABASE_CONNECTION_TIMEOUT', 60000);

  if (client === 'postgres') {
    const url = new URL(env('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/lyceum'));
    const postgres: Core.Config.Database<'postgres'> = {
      connection: {
        client: 'postgres',
        connection: {
          host: url.hostname,
          port: Number(url.port || 5432),
          database: decodeURIComponent(url.pathname.slice(1)),
          user: decodeURIComponent(url.username),
          password: decodeURIComponent(url.password),
          ssl: env.bool('DATABASE_SSL', false) && {
            rejectUnauthorized: env.bool('DATABASE_SSL_REJECT_UNAUTHORIZED', true),
          },
          schema: env('DATABASE_SCHEMA', 'public'),
        },
        pool: { min: env.int('DATABASE_POOL_MIN', 2), max: env.int('DATABASE_POOL_MAX', 10) },
        acquireConnectionTimeout: timeout,
      },
    };
    return postgres;
  }
  if (client !== 'sqlite') {
    throw new Error(`Unsupported DATABASE_CLIENT: ${client}. Use "sqlite" or "postgres".`);
  }
  // The cms folder, whether this file runs from config/ or from dist/config/.
  const cmsDir = path.resolve(__dirname, '..', __dirname.includes(`${path.sep}dist${path.sep}`) ? '..' : '');
  const sqlite: Core.Config.Database<'sqlite'> = {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(cmsDir, env('DATABASE_FILENAME', '.tmp/data.db')),
      },
      useNullAsDefault: true,
      acquireConnectionTimeout: timeout,
      pool: {
        // Write-ahead logging (SQLite's default is a rollback journal): a reader in another process,
        // such as npm run backup's export, then neither blocks the site's writes nor waits for them.
        afterCreate: (connection: unknown, done: (error?: Error, connection?: unknown) => void) => {
          (connection as NativeSqlite).pragma('journal_mode = WAL');
          beginImmediate(connection as NativeSqlite);
          done(undefined, connection);
        },
      },
    },
  };
  return sqlite;
};

export default config;
