import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { okEnvelope } from '@lyceum/contract';
import { EXAMPLES } from '../../src/docs/examples.js';
import { openApiDocument, servedFrom } from '../../src/docs/openapi.js';
import { refusalsOf } from '../../src/docs/refusals.js';
import { API_ROUTES } from '../../src/routes/table.js';

const routeOf = (key: string) => API_ROUTES.find((route) => `${route.method} ${route.path}` === key);

describe('the OpenAPI document', () => {
  test('each example belongs to a route and passes its schemas', () => {
    for (const [key, example] of Object.entries(EXAMPLES)) {
      const route = routeOf(key);
      assert.ok(route, `${key} is a route`);
      if (example.request !== undefined) {
        assert.ok(route.body, `${key} takes a JSON body`);
        const parsed = route.body.safeParse(example.request);
        assert.ok(parsed.success, `${key} request: ${parsed.error?.message}`);
      }
      if (example.response !== undefined) {
        assert.ok('json' in route.answer, `${key} answers JSON`);
        const parsed = okEnvelope(route.answer.json ?? undefined).safeParse(example.response);
        assert.ok(parsed.success, `${key} response: ${parsed.error?.message}`);
      }
    }
  });

  test('every public read has an example answer, every JSON body an example request', () => {
    for (const route of API_ROUTES) {
      const key = `${route.method} ${route.path}`;
      if (route.kind === 'cached') assert.ok(EXAMPLES[key]?.response, `${key} has an example answer`);
      if (route.body && route.auth !== 'public' && route.path.startsWith('/api/v1/'))
        assert.ok(EXAMPLES[key]?.request, `${key} has an example request`);
    }
  });

  test('public operations need no token, admin ones the bearer token; each lists its refusals by status', () => {
    const document = servedFrom(openApiDocument(API_ROUTES), 'https://lyceum.example');
    assert.deepEqual(document.servers, [{ url: 'https://lyceum.example', description: 'This site' }]);
    const news = document.paths['/api/public/news/{id}'].get as { security: unknown[]; responses: Record<string, any> };
    assert.deepEqual(news.security, []);
    assert.deepEqual(news.responses['404'].content['application/json'].schema.allOf[1].properties.code.enum, ['NEWS_NOT_FOUND']);
    assert.deepEqual(news.responses['503'].content['application/json'].schema.allOf[1].properties.code.enum, ['CMS_UNAVAILABLE']);
    const update = document.paths['/api/v1/blog'].put as { security: unknown[]; responses: Record<string, any> };
    assert.deepEqual(update.security, [{ bearer: [] }]);
    assert.deepEqual(update.responses['401'].content['application/json'].schema.allOf[1].properties.code.enum, [
      'AUTH_REQUIRED',
      'TOKEN_INVALID',
      'NOT_ALLOWED',
    ]);
    assert.ok(update.responses['400'].content['application/json'].schema.allOf[1].properties.code.enum.includes('INVALID_JSON'));
  });

  test('a code answered with another status than its own is listed under that status', () => {
    const enable = routeOf('post /api/auth/two-factor/enable')!;
    assert.ok(refusalsOf(enable).some(({ code, status }) => code === 'TWO_FACTOR_INVALID' && status === 400));
    assert.ok(!refusalsOf(enable).some(({ code, status }) => code === 'TWO_FACTOR_INVALID' && status === 401));
  });

  test('the process and the document itself never refuse for the CMS', () => {
    for (const key of ['get /healthz', 'get /api/docs', 'get /api/docs/openapi.json'])
      assert.ok(!refusalsOf(routeOf(key)!).some(({ code }) => code === 'CMS_UNAVAILABLE'), key);
  });
});
