/**
 * A real stack for the contract tests: Strapi (`strapi start` on the built cms) on a fresh
 * temporary database (SQLite, or PostgreSQL when TEST_POSTGRES_URL is set) with its demo
 * content, and the gateway app in this process on a free port.
 */
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http, { type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type pino from 'pino';
import { createApp } from '../src/app.js';
import { createCache } from '../src/cache/create-cache.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { loadRenderer } from '../src/site/renderer.js';
// @ts-expect-error plain ESM helper shared with the start script (no type declarations)
import { freePort, startCms, stopProcess, waitUntilUp } from '../../scripts/lib/processes.mjs';
// @ts-expect-error plain ESM helper shared with the start script (no type declarations)
import { OFFLINE_ENV, generateSecrets } from '../../scripts/lib/secrets.mjs';

export const ADMIN = { username: 'lyceum-admin', password: 'Test-Passw0rd-for-ci' };
/** Strapi's panel superuser: credentials of its own, never the lyceum admin's. */
export const SUPERUSER = { email: 'panel-test@lyceum.local', password: 'Panel-Passw0rd-for-ci' };

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface Stack {
  url: string;
  cmsUrl: string;
  /** Strapi behind a proxy that counts the gateway's calls. */
  proxiedCmsUrl: string;
  /** How many calls the gateway made to Strapi so far whose path starts with `prefix`. */
  cmsCalls(prefix: string): number;
  /**
   * From now on, Strapi's answers to calls whose path starts with `prefix` are held back (Strapi
   * still does the work): as when an answer is lost or comes too late. The returned function lets them go.
   */
  holdCmsAnswers(prefix: string): () => void;
  database: string;
  /** The names of the indexes on one of Strapi's tables. */
  indexesOf(table: string): Promise<string[]>;
  /** Runs a statement on Strapi's database directly, as only an operator (or time) could. */
  sql(statement: Sql, params?: unknown[]): Promise<Record<string, unknown>[]>;
  token: string;
  call<T = any>(
    method: string,
    route: string,
    options?: { body?: unknown; token?: string | null; headers?: Record<string, string>; form?: FormData },
  ): Promise<Answer<T>>;
  /** What Strapi has written to its log so far. */
  cmsLog(): Promise<string>;
  /** Strapi's environment (database, uploads folder, secrets), for running its own commands. */
  cmsEnv: Record<string, string>;
  /** Where Strapi keeps the uploaded files. */
  uploadsDir: string;
  /** Stops Strapi and leaves an empty database and uploads folder, as a fresh install has. */
  wipeCms(): Promise<void>;
  stopCms(): Promise<void>;
  /** Kills Strapi at once (SIGKILL), as a crash would. */
  killCms(): Promise<void>;
  /** Freezes Strapi (SIGSTOP): its port still takes connections, but nothing answers, as when it hangs. */
  pauseCms(): void;
  resumeCms(): void;
  /** Starts Strapi again on the same database, files and port. */
  restartCms(): Promise<void>;
  close(): Promise<void>;
}

/** One statement, spelled for each database, on Strapi's database; its rows. */
export interface Sql {
  postgres: string;
  sqlite: string;
}

async function runSql(env: Record<string, string>, sql: Sql, params: unknown[] = []): Promise<Record<string, unknown>[]> {
  if (env.DATABASE_CLIENT === 'postgres') {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    try {
      return (await client.query(sql.postgres, params)).rows;
    } finally {
      await client.end();
    }
  }
  const Database = createRequire(path.resolve('../cms/package.json'))('better-sqlite3');
  const db = new Database(env.DATABASE_FILENAME);
  try {
    const statement = db.prepare(sql.sqlite);
    return statement.reader ? statement.all(...params) : (statement.run(...params), []);
  } finally {
    db.close();
  }
}

async function indexNames(env: Record<string, string>, table: string): Promise<string[]> {
  const rows = await runSql(
    env,
    {
      postgres: 'SELECT indexname AS name FROM pg_indexes WHERE tablename = $1',
      sqlite: "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?",
    },
    [table],
  );
  return rows.map((row) => String(row.name));
}

interface TestDatabase {
  env: Record<string, string>;
  /** Empties it: no tables, no rows. */
  wipe: () => Promise<void>;
  drop: () => Promise<void>;
  name: string;
}

async function freshDatabase(dir: string): Promise<TestDatabase> {
  const server = process.env.TEST_POSTGRES_URL;
  if (!server) {
    const file = path.join(dir, 'data.db');
    return {
      env: { DATABASE_CLIENT: 'sqlite', DATABASE_FILENAME: file },
      wipe: async () => {
        for (const suffix of ['', '-wal', '-shm', '-journal']) await fs.rm(`${file}${suffix}`, { force: true });
      },
      drop: async () => {},
      name: 'sqlite',
    };
  }
  const name = `lyceum_test_${crypto.randomBytes(6).toString('hex')}`;
  const onServer = async (...statements: string[]) => {
    const client = new pg.Client({ connectionString: server });
    await client.connect();
    for (const statement of statements) await client.query(statement);
    await client.end();
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    name: 'postgres',
    env: { DATABASE_CLIENT: 'postgres', DATABASE_URL: url.toString(), DATABASE_POOL_MIN: '0' },
    wipe: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

export async function startStack(gatewayEnv: Record<string, string> = {}, extraCmsEnv: Record<string, string> = {}): Promise<Stack> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-test-'));
  const publicDir = path.join(dir, 'public');
  await fs.mkdir(path.join(publicDir, 'uploads'), { recursive: true });
  const database = await freshDatabase(dir);
  const cmsPort = await freePort();
  const cmsLog = await fs.open(path.join(dir, 'cms.log'), 'w');
  const cmsEnv = {
    ...generateSecrets(),
    ...OFFLINE_ENV,
    ...database.env,
    CMS_PORT: String(cmsPort),
    CMS_PUBLIC_DIR: publicDir,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    SUPERUSER_EMAIL: SUPERUSER.email,
    SUPERUSER_PASSWORD: SUPERUSER.password,
    ...extraCmsEnv,
  };
  const cmsUrl = `http://127.0.0.1:${cmsPort}`;
  const launchCms = async () => {
    const child = startCms(cmsEnv, { stdio: ['ignore', cmsLog.fd, cmsLog.fd] });
    try {
      await waitUntilUp(`${cmsUrl}/_health`, { child });
    } catch (error) {
      throw new Error(`${(error as Error).message}\n${await fs.readFile(path.join(dir, 'cms.log'), 'utf8')}`);
    }
    return child;
  };
  let cms = await launchCms();

  const counter = await countingProxy(cmsPort);
  const gateway = await startGateway({ CMS_URL: counter.url, ...gatewayEnv });
  const url = gateway.url;

  const call: Stack['call'] = async (method, route, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    const token = options.token === undefined ? stack.token : options.token;
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: RequestInit['body'];
    if (options.form) body = options.form;
    else if (options.body !== undefined) {
      headers['Content-Type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    const response = await fetch(`${url}${route}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the token, a file name or a file
    }
    return { status: response.status, headers: response.headers, body: parsed as any, text };
  };

  const stack: Stack = {
    url,
    cmsUrl,
    proxiedCmsUrl: counter.url,
    cmsCalls: counter.calls,
    holdCmsAnswers: counter.hold,
    database: database.name,
    indexesOf: (table) => indexNames(database.env, table),
    sql: (statement, params) => runSql(database.env, statement, params),
    token: '',
    call,
    cmsLog: () => fs.readFile(path.join(dir, 'cms.log'), 'utf8'),
    cmsEnv,
    uploadsDir: path.join(publicDir, 'uploads'),
    async wipeCms() {
      await stopProcess(cms);
      await database.wipe();
      await fs.rm(path.join(publicDir, 'uploads'), { recursive: true, force: true });
      await fs.mkdir(path.join(publicDir, 'uploads'));
    },
    stopCms: () => stopProcess(cms),
    killCms: () => stopProcess(cms, 'SIGKILL'),
    pauseCms: () => cms.kill('SIGSTOP'),
    resumeCms: () => cms.kill('SIGCONT'),
    async restartCms() {
      cms = await launchCms();
    },
    async close() {
      await gateway.close();
      await counter.close();
      await stopProcess(cms);
      await cmsLog.close();
      await database.drop();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  const login = await call('POST', '/api/auth', { body: ADMIN, token: null });
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
  stack.token = login.text;
  return stack;
}

/** A gateway in this process on a free port, for the stack or as a second instance beside it. */
export async function startGateway(
  env: Record<string, string>,
  logTo?: pino.DestinationStream,
): Promise<{ url: string; close(): Promise<void> }> {
  const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent', CMS_TIMEOUT_MS: '5000', ...env });
  const logger = createLogger(config.LOG_LEVEL, logTo);
  const cache = await createCache(config, logger);
  const renderer = await loadRenderer(config.FRONTEND_SSR, logger);
  const server: Server = await new Promise((resolve) => {
    const listening = createApp(config, logger, cache, renderer).listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await cache.close();
    },
  };
}

/**
 * Forwards to Strapi and counts the paths asked for; when Strapi is gone, connections are dropped
 * as Strapi's would be. Answers to held paths wait until released.
 */
async function countingProxy(cmsPort: number) {
  const paths: string[] = [];
  const held = new Map<string, Promise<void>>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    paths.push(path);
    const hold = [...held].find(([prefix]) => path.startsWith(prefix))?.[1];
    const upstream = http.request(
      { host: '127.0.0.1', port: cmsPort, path: req.url, method: req.method, headers: req.headers },
      (answer) => {
        void Promise.resolve(hold).then(() => {
          if (res.destroyed) return answer.resume();
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: (prefix: string) => paths.filter((path) => path.startsWith(prefix)).length,
    hold: (prefix: string) => {
      let release!: () => void;
      held.set(prefix, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(prefix);
        release();
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A GET with the raw bytes as sent (fetch would decode them), for checking compression. */
export function rawGet(url: string, encoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'Accept-Encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

/** Parses the JSON text `data` of a content item. */
export const dataOf = (item: { data: string }) => JSON.parse(item.data) as Record<string, any>;

/** An HS256 JSON Web Token, as users-permissions signs its own. */
export function signJwt(claims: Record<string, unknown>, secret: string): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
  return `${unsigned}.${crypto.createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}
