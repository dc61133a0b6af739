/**
 * The API's OpenAPI document: valid 3.1, the routes the app really has (no more, no fewer), the
 * copy in docs/api/ current, and a viewer that runs only this origin's scripts.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import type { Express } from 'express';
import { createApp } from '../src/app.js';
import { createCache } from '../src/cache/create-cache.js';
import { loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openApiPath } from '../src/docs/openapi.js';
import { startStack, type Stack } from './harness.js';

const COMMITTED = new URL('../../docs/api/openapi.json', import.meta.url);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The site's file for crawlers: a route of the app, not of the API. */
const NOT_API = new Set(['get /robots.txt']);

interface Layer {
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  rawPath?: unknown;
}

/** Every `method path` the app routes by a fixed path, nested routers included (pattern routes are the visitor pages). */
function routesOf(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods } = layer.route;
      if (typeof path !== 'string') return [];
      return Object.keys(methods).map((method) => `${method} ${openApiPath(prefix + path)}`);
    }
    if (!layer.handle.stack) return [];
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return routesOf(layer.handle.stack, prefix + mount);
  });
}

describe('OpenAPI document', () => {
  let stack: Stack;
  let document: { openapi: string; paths: Record<string, Record<string, { responses?: object }>> };
  before(async () => {
    stack = await startStack();
    document = (await stack.call('GET', '/api/docs/openapi.json', { token: null })).body;
  });
  after(() => stack?.close());

  test('is OpenAPI 3.1 and every operation says what it answers', () => {
    assert.match(document.openapi, /^3\.1\.\d+$/);
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => [`${method} ${path}`, op] as const),
    );
    assert.ok(operations.length > 40, `${operations.length} operations`);
    for (const [name, operation] of operations) {
      assert.ok(METHODS.includes(name.split(' ')[0]), name);
      assert.ok(operation.responses && Object.keys(operation.responses).length > 0, `${name} has responses`);
    }
  });

  test('describes exactly the routes the app has', async () => {
    const config = loadConfig({ ...process.env, PORT: '0', LOG_LEVEL: 'silent', CMS_URL: stack.cmsUrl });
    const logger = createLogger(config.LOG_LEVEL);
    const cache = await createCache(config, logger);
    try {
      const app = createApp(config, logger, cache, null) as Express & { router: { stack: Layer[] } };
      const routed = new Set(routesOf(app.router.stack).filter((route) => !NOT_API.has(route)));
      const documented = new Set(
        Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`)),
      );
      assert.deepEqual([...routed].sort(), [...documented].sort());
    } finally {
      await cache.close();
    }
  });

  test('docs/api/openapi.json is the served document (npm run docs writes it), but for the server it names', async () => {
    const { servers, ...committed } = JSON.parse(await fs.readFile(COMMITTED, 'utf8')) as { servers: unknown };
    assert.deepEqual(servers, [{ url: 'http://127.0.0.1:8080', description: 'This site' }]);
    const { servers: served, ...rest } = document as typeof document & { servers: unknown };
    assert.deepEqual(committed, rest, 'docs/api/openapi.json is stale: run npm run docs');
    // Without PUBLIC_URL, the server is the origin the document was read from.
    assert.deepEqual(served, [{ url: stack.url, description: 'This site' }]);
  });

  test('the error envelope names its code from the contract', async () => {
    const { ERROR_CODES } = await import('@lyceum/contract');
    const error = (
      document as unknown as { components: { schemas: { Error: { properties: { code: { enum: string[] } }; required: string[] } } } }
    ).components.schemas.Error;
    assert.deepEqual(error.properties.code.enum, ERROR_CODES);
    assert.deepEqual(error.required.sort(), ['code', 'message', 'success']);
  });

  test('/api/docs is a page that loads only same-origin scripts, and they are served', async () => {
    const page = await stack.call('GET', '/api/docs', { token: null });
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self'(;| 'sha)/, csp);
    assert.doesNotMatch(page.text, /<script(?![^>]*\bsrc=)[^>]*>/i, 'no inline script');
    const scripts = [...page.text.matchAll(/<script[^>]*\bsrc="([^"]+)"/gi)].map(([, src]) => src);
    const styles = [...page.text.matchAll(/<link[^>]*\bhref="([^"]+)"/gi)].map(([, href]) => href);
    assert.ok(scripts.length > 0);
    for (const src of [...scripts, ...styles]) {
      assert.match(src, /^\/(?!\/)/, `${src} is same-origin`);
      const asset = await fetch(new URL(src, stack.url));
      assert.equal(asset.status, 200, src);
      await asset.arrayBuffer();
    }
    assert.equal((await stack.call('GET', '/api/docs/assets/index.html', { token: null })).status, 404, 'only the viewer files');
  });
});
