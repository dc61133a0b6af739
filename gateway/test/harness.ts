/**
 * A real stack for the contract tests: Strapi (`strapi start` on the built cms) on a copy of the
 * seeded snapshot (SQLite, or PostgreSQL when TEST_POSTGRES_URL is set), and the gateway app in
 * this process on a free port, behind a proxy that counts its calls to Strapi.
 *
 * Under `scripts/stack/test-gateway.mjs` the files share one Strapi per database (LYCEUM_TEST_CMS names
 * it); each file still has its own gateway, cache and proxy, and its own lyceum admin (ADMIN, a
 * name made for each stack), so that ending the account's sessions or turning on its two-factor
 * login touches no other file. A file that stops, freezes or wipes Strapi asks for a private one.
 * Run alone, a file starts its own Strapi. See docs/testing.md.
 */
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import http, { type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type pino from 'pino';
import { createApp } from '../src/app.js';
import { createCache } from '../src/cache/create-cache.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { assertDocumentedRefusal } from './documented-refusals.js';
import { loadRenderer } from '../src/site/renderer.js';
import { panelAllowFor } from '../../scripts/lib/panel-allow.mjs';
import { freePort, listenOn, stopProcess } from '../../scripts/lib/processes.mjs';
import { onServer } from '../../scripts/lib/snapshot.mjs';
import { TEST_CMS_VARIABLE, TEST_SUPERUSER, startTestCms, testEvents, testSnapshot } from '../../scripts/stack/lib/test-cms.mjs';

const adminName = () => `lyceum-admin-${crypto.randomBytes(3).toString('hex')}`;
/**
 * This file's own lyceum admin. On the shared Strapi each stack makes one of a new name (the files of a lane share a
 * process, one after another, and a file may change its admin's password, second factor or sessions).
 */
export const ADMIN = { username: adminName(), password: 'Test-Passw0rd-for-ci' };
/** Strapi's panel superuser: credentials of its own, never the lyceum admin's. */
export const SUPERUSER: { email: string; password: string } = TEST_SUPERUSER;

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
  /** How many calls the gateway made to Strapi so far whose path starts with `prefix` (of one method, if named). */
  cmsCalls(prefix: string, method?: string): number;
  /**
   * From now on, Strapi's answers to calls whose path starts with `prefix` are held back (Strapi
   * still does the work): as when an answer is lost or comes too late. The returned function lets them go.
   */
  holdCmsAnswers(prefix: string): () => void;
  /**
   * Strapi goes out of the gateway's reach: its address refuses connections and open ones are cut,
   * as when Strapi is stopped (the shared Strapi itself goes on serving the other files).
   */
  disconnectCms(): Promise<void>;
  reconnectCms(): Promise<void>;
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
  /** What Strapi has written to its log so far (the shared Strapi's: every file's). */
  cmsLog(): Promise<string>;
  /** Strapi's environment (database, uploads folder, secrets), for running its own commands. */
  cmsEnv: Record<string, string>;
  /** Where Strapi keeps the uploaded files. */
  uploadsDir: string;
  /** The secret Strapi's change events to this stack's gateway carry. */
  eventsSecret: string;
  /** A private Strapi's own controls (see startStack's `privateCms`). */
  cms: PrivateCms;
  close(): Promise<void>;
}

/** What only a file with a Strapi of its own may do to it. */
export interface PrivateCms {
  /** Stops Strapi and leaves an empty database and uploads folder, as a fresh install has. */
  wipe(): Promise<void>;
  stop(): Promise<void>;
  /** Kills Strapi at once (SIGKILL), as a crash would. */
  kill(): Promise<void>;
  /** Freezes Strapi (SIGSTOP): its port still takes connections, but nothing answers, as when it hangs. */
  pause(): void;
  resume(): void;
  /** Starts Strapi again on the same database, files and port. */
  restart(): Promise<void>;
  /** Starts a second Strapi on the same database and files (stopped with the stack). */
  another(): Promise<{ url: string }>;
}

/** One statement, spelled for each database, on Strapi's database; its rows. */
export interface Sql {
  postgres: string;
  sqlite: string;
}

export async function runSql(env: Record<string, string>, sql: Sql, params: unknown[] = []): Promise<Record<string, unknown>[]> {
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

/** Empties Strapi's database: no tables, no rows. */
async function wipeDatabase(env: Record<string, string>) {
  if (env.DATABASE_CLIENT !== 'postgres') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) await fs.rm(`${env.DATABASE_FILENAME}${suffix}`, { force: true });
    return;
  }
  const name = new URL(env.DATABASE_URL).pathname.slice(1);
  await onServer(process.env.TEST_POSTGRES_URL, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`, `CREATE DATABASE ${name}`);
}

/** The shared Strapi of this run, as scripts/stack/test-gateway.mjs describes it. */
interface SharedCms {
  url: string;
  env: Record<string, string>;
  logFile: string;
  uploadsDir: string;
  /** The file holding the superuser's current panel token (renewed by the runner while the run lasts). */
  panelTokenFile: string;
  /** Where the shared Strapi sends its change events: the running file's gateway listens there. */
  events: TestEvents;
}

/** The port Strapi sends its change events to, and the secret they carry. */
interface TestEvents {
  port: number;
  secret: string;
}

/** This file's lyceum administrator on the shared Strapi, made by the superuser in the panel as on a real site. */
async function createAdmin(cms: SharedCms) {
  const panelToken = await fs.readFile(cms.panelTokenFile, 'utf8');
  const headers = { Authorization: `Bearer ${panelToken}`, 'Content-Type': 'application/json' };
  const answer = await fetch(`${cms.url}/users-permissions/roles`, { headers });
  if (!answer.ok) throw new Error(`the superuser's panel refused the roles: ${answer.status} ${await answer.text()}`);
  const { roles } = (await answer.json()) as { roles: { id: number; type: string }[] };
  const administrator = roles.find((role) => role.type === 'administrator');
  const created = await fetch(`${cms.url}/content-manager/collection-types/plugin::users-permissions.user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ...ADMIN,
      email: `${ADMIN.username}@lyceum.local`,
      provider: 'local',
      confirmed: true,
      blocked: false,
      role: { connect: [{ id: administrator?.id }] },
    }),
  });
  if (!created.ok) throw new Error(`this file's lyceum admin could not be made: ${created.status} ${await created.text()}`);
}

const refuse = (what: string) => () => {
  throw new Error(`${what} needs a private Strapi: startStack(env, { privateCms: true })`);
};

/**
 * The shared Strapi of this run (made a file's own admin), or, with `privateCms` or when the file
 * runs alone, a Strapi of its own that the file may stop, freeze, kill or wipe.
 */
async function connectCms(dir: string, privateCms: boolean, snapshot?: Snapshot) {
  const described = process.env[TEST_CMS_VARIABLE];
  if (described && !privateCms) {
    const shared = JSON.parse(described) as SharedCms;
    ADMIN.username = adminName();
    await createAdmin(shared);
    const controls: PrivateCms = {
      wipe: refuse('wiping Strapi'),
      stop: refuse('stopping Strapi'),
      kill: refuse('killing Strapi'),
      pause: refuse('freezing Strapi'),
      resume: refuse('freezing Strapi'),
      restart: refuse('restarting Strapi'),
      another: refuse('a second Strapi'),
    };
    const { url, env, logFile, uploadsDir, events } = shared;
    return { url, env, logFile, uploadsDir, events, controls, close: async () => {} };
  }
  const events = testEvents(await freePort());
  const own = await startTestCms(dir, snapshot ?? (await testSnapshot()), {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ...events.cmsEnv,
  });
  let child = own.child;
  const others: ChildProcess[] = [];
  const controls: PrivateCms = {
    async wipe() {
      await stopProcess(child);
      await wipeDatabase(own.env);
      await fs.rm(own.uploadsDir, { recursive: true, force: true });
      await fs.mkdir(own.uploadsDir);
    },
    stop: () => stopProcess(child),
    kill: () => stopProcess(child, 'SIGKILL'),
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async restart() {
      child = await own.restart();
    },
    async another() {
      const other = await own.another();
      others.push(other.child);
      return { url: other.url };
    },
  };
  return {
    ...own,
    events: events.gateway,
    controls,
    async close() {
      for (const other of others) await stopProcess(other);
      await stopProcess(child);
      await own.close();
    },
  };
}

/** A database a private Strapi starts on a copy of: the seeded snapshot unless another is given. */
export type Snapshot = Awaited<ReturnType<typeof testSnapshot>>;

export async function startStack(
  gatewayEnv: Record<string, string> = {},
  { privateCms = false, snapshot }: { privateCms?: boolean; snapshot?: Snapshot } = {},
): Promise<Stack> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lyceum-test-'));
  const cms = await connectCms(dir, privateCms || snapshot !== undefined, snapshot);
  // Every gateway of this file (the stack's, and those a test starts beside it) proves itself to this Strapi.
  process.env.CMS_GATEWAY_SECRET = cms.env.CMS_GATEWAY_SECRET;
  const counter = await countingProxy(new URL(cms.url).port);
  // This file's gateway is the one Strapi announces its changes to.
  const gateway = await startGateway(
    { CMS_URL: counter.url, CMS_EVENTS_SECRET: cms.events.secret, ...gatewayEnv },
    undefined,
    cms.events.port,
  );
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
    assertDocumentedRefusal(method, route, response.status, parsed);
    return { status: response.status, headers: response.headers, body: parsed as any, text };
  };

  const stack: Stack = {
    url,
    cmsUrl: cms.url,
    proxiedCmsUrl: counter.url,
    cmsCalls: counter.calls,
    holdCmsAnswers: counter.hold,
    disconnectCms: counter.disconnect,
    reconnectCms: counter.reconnect,
    database: cms.env.DATABASE_CLIENT,
    indexesOf: (table) => indexNames(cms.env, table),
    sql: (statement, params) => runSql(cms.env, statement, params),
    token: '',
    call,
    cmsLog: () => fs.readFile(cms.logFile, 'utf8'),
    cmsEnv: cms.env,
    uploadsDir: cms.uploadsDir,
    eventsSecret: cms.events.secret,
    cms: cms.controls,
    async close() {
      await gateway.close();
      await counter.close();
      await cms.close();
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
  try {
    const login = await call('POST', '/api/auth', { body: ADMIN, token: null });
    if (login.status !== 200) throw new Error(`admin login failed: ${login.status} ${login.text}`);
    stack.token = login.text;
  } catch (error) {
    // Its gateway holds the port Strapi announces changes to: left open, the next file of the lane could not start.
    await stack.close();
    throw error;
  }
  return stack;
}

/** A gateway in this process on `port` (a free one by default), for the stack or as a second instance beside it. */
export async function startGateway(
  env: Record<string, string>,
  logTo?: pino.DestinationStream,
  port = 0,
): Promise<{ url: string; close(): Promise<void> }> {
  // As npm start runs it (scripts/lib/panel-allow.mjs): no proxy in front unless the test names one.
  const panelAllow = panelAllowFor({ ...process.env, ...env });
  // Strapi's calls wait as long as in production (CMS_TIMEOUT_MS's default): the suite's lanes share two cores with
  // several Strapis, and a write slowed past a shorter limit failed tests that are not about it. The tests of the
  // timeout itself set theirs.
  const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent', PANEL_ALLOW: panelAllow, ...env });
  const logger = createLogger(config.LOG_LEVEL, logTo);
  const cache = await createCache(config, logger);
  const renderer = await loadRenderer(config.FRONTEND_SSR, logger);
  const server: Server = await new Promise((resolve, reject) => {
    // A port taken fails the start with its error (Express 5 calls back with it), rather than a gateway with no socket.
    const listening = createApp(config, logger, cache, renderer).listen(port, '127.0.0.1', (error?: Error) =>
      error ? reject(error) : resolve(listening),
    );
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
 * as Strapi's would be. Answers to held paths wait until released. Disconnected, its port refuses
 * connections as a stopped Strapi's does.
 */
async function countingProxy(cmsPort: string) {
  const calls: { method: string; path: string }[] = [];
  const held = new Map<string, Promise<void>>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = req.url ?? '';
    calls.push({ method: req.method ?? 'GET', path });
    const hold = [...held].find(([prefix]) => path.startsWith(prefix))?.[1];
    // A connection of its own for each call (agent: false): a kept-alive one that Strapi closes as it idles out (its
    // keep-alive timeout) could be taken for a call at that moment, and the call would fail as if Strapi were down (seen
    // once, at a file's first login in the shared lane).
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: cmsPort,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, connection: 'close' },
        agent: false,
      },
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
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Listened on again after a disconnect: a port from freePort (outside the kernel's own range, which any outgoing
  // connection may take meanwhile), and one taken anyway rejects rather than throwing in the shared files' process.
  const listen = (port: number) => listenOn(server, port);
  const shut = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });
  const port = await freePort();
  await listen(port);
  return {
    url: `http://127.0.0.1:${port}`,
    calls: (prefix: string, method?: string) =>
      calls.filter((call) => call.path.startsWith(prefix) && (!method || call.method === method)).length,
    hold: (prefix: string) => {
      let release!: () => void;
      held.set(prefix, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        held.delete(prefix);
        release();
      };
    },
    disconnect: shut,
    reconnect: () => listen(port),
    close: () => (server.listening ? shut() : Promise.resolve()),
  };
}

/** A GET with headers fetch will not send (Host among them), its body as text. */
export function getWithHeaders(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
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

/**
 * What every file reads of a one-item kind (SHORT_INFO, HEADER_QUOTE, CONTACT) as it is now; the
 * returned function writes it back. A file that must change such an item puts it back when done,
 * since the files share one database.
 */
export async function keepSingleItems(stack: Stack, types: string[]): Promise<() => Promise<void>> {
  const kept = await Promise.all(
    types.map(async (type) => {
      const [item] = (await stack.call('GET', `/api/v1/baseInfo?type=${type}`)).body.content as { data: string }[];
      return { type, data: item?.data };
    }),
  );
  return async () => {
    for (const { type, data } of kept.filter((single) => single.data !== undefined)) {
      const written = await stack.call('POST', '/api/v1/baseInfo', { body: { type, data } });
      if (written.status !== 200) throw new Error(`${type} could not be put back: ${written.text}`);
    }
  };
}

/** Asks `check` every 50 ms until it holds: how long that took in ms, or undefined when `timeoutMs` passed first. */
export async function eventually(check: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
