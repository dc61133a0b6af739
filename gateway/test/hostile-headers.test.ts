/**
 * The request's host names the site only while PUBLIC_URL is unset (never in production), and only once it is a
 * plain host[:port]: any other Host (or a trusted proxy's X-Forwarded-Host or X-Forwarded-Proto) answers 400 before a
 * page, feed or cache key is made of it. A page cached under one host is never served with another's origin.
 */
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../src/config.js';
import { isValidHost } from '../src/request-host.js';
import { getWithHeaders, startGateway, startStack, type Stack } from './harness.js';

/** A GET with headers fetch would not send as given (Host, X-Forwarded-Host). */
/** The status line of a request written by hand, with `hostLines` as its Host header (Node's client would add its own). */
function statusLine(url: string, path: string, hostLines: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.end(`GET ${path} HTTP/1.0\r\n${hostLines}\r\n`));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];

const HOSTILE_HOSTS = {
  'two hundred $` patterns': '$`'.repeat(100),
  'a path': 'lyceum.example/evil',
  markup: '"><script>alert(1)</script>',
  'a space': 'lyceum example',
  'a user': 'user@lyceum.example',
  'a port too large': 'lyceum.example:99999',
  'a port that is no number': 'lyceum.example:http',
  'a label starting with a hyphen': '-lyceum.example',
  'a label of 64 characters': `${'a'.repeat(64)}.example`,
  'a name of 254 characters': `${'abcdefghi.'.repeat(25)}abcd`,
  'an unclosed IPv6 address': '[::1',
  'an IPv6 address that is none': '[::g]:80',
  'two hosts': 'a.example, b.example',
};

describe('hostile Host headers', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  test('a host is a DNS name or IPv4 address, or a bracketed IPv6 address, with an optional port of at most 65535', () => {
    for (const host of [
      'lyceum.uz',
      'LYCEUM.uz:8443',
      '127.0.0.1:8080',
      '[::1]:8080',
      '[2001:db8::1]',
      'gateway_1',
      'localhost.',
      `${'a'.repeat(63)}.uz`,
    ]) {
      assert.equal(isValidHost(host), true, host);
    }
    for (const [what, host] of Object.entries({ ...HOSTILE_HOSTS, empty: '' })) assert.equal(isValidHost(host), false, what);
  });

  test('any other Host answers a small 400 on every kind of route, and nothing is rendered or cached for it', async () => {
    const routes = [
      '/uz',
      '/en/news',
      '/api/public/menu?lang=uz',
      '/uz/rss.xml',
      '/sitemap.xml',
      '/robots.txt',
      '/api/docs/openapi.json',
      '/admin/init',
      '/healthz',
    ];
    const renders = stack.cmsCalls('/api');
    for (const [what, host] of Object.entries(HOSTILE_HOSTS)) {
      for (const route of routes) {
        const answer = await getWithHeaders(`${stack.url}${route}`, { Host: host });
        assert.equal(answer.status, 400, `${what}: ${route}`);
        assert.match(answer.headers['content-type'] ?? '', /^application\/json/, `${what}: ${route}`);
        const body = JSON.parse(answer.body) as { success: boolean; code: string };
        assert.deepEqual([body.success, body.code], [false, 'INVALID_REQUEST'], `${what}: ${route}`);
        assert.ok(answer.body.length < 200, `${what}: ${route} answers ${answer.body.length} bytes`);
      }
    }
    assert.equal(stack.cmsCalls('/api'), renders, 'Strapi was never asked for any of them');
    assert.equal(await statusLine(stack.url, '/uz', ''), 'HTTP/1.1 400 Bad Request', 'a request with no Host');
    assert.equal(await statusLine(stack.url, '/uz', 'Host: \r\n'), 'HTTP/1.1 400 Bad Request', 'an empty Host');
  });

  test("a valid host names the site while PUBLIC_URL is unset; a page cached under one host never shows another's origin", async () => {
    const first = await getWithHeaders(`${stack.url}/en/news`, { Host: 'one.example:8443' });
    assert.equal(first.status, 200);
    assert.equal(canonicalOf(first.body), 'http://one.example:8443/en/news');
    const second = await getWithHeaders(`${stack.url}/en/news`, { Host: 'two.example' });
    assert.equal(canonicalOf(second.body), 'http://two.example/en/news');
    assert.doesNotMatch(second.body, /one\.example/);
    assert.equal(
      canonicalOf((await getWithHeaders(`${stack.url}/en/news`, { Host: 'one.example:8443' })).body),
      'http://one.example:8443/en/news',
    );
    // A client's own X-Forwarded-Host and X-Forwarded-Proto are not believed (no proxy is trusted by default).
    const forged = await getWithHeaders(`${stack.url}/en/news`, {
      Host: 'two.example',
      'X-Forwarded-Host': '$`$`',
      'X-Forwarded-Proto': 'gopher',
    });
    assert.equal(forged.status, 200);
    assert.equal(canonicalOf(forged.body), 'http://two.example/en/news');
  });

  test("a trusted proxy's forwarded host and scheme are held to the same rule", async () => {
    const proxied = await startGateway({ CMS_URL: stack.proxiedCmsUrl, TRUST_PROXY: 'loopback' });
    try {
      for (const headers of [
        { 'X-Forwarded-Host': '$`'.repeat(100) } as Record<string, string>,
        { 'X-Forwarded-Host': 'a.example/b' },
        { 'X-Forwarded-Proto': 'javascript' },
      ]) {
        assert.equal(
          (await getWithHeaders(`${proxied.url}/uz`, { Host: 'lyceum.example', ...headers })).status,
          400,
          JSON.stringify(headers),
        );
      }
      const page = await getWithHeaders(`${proxied.url}/en/news`, { Host: 'lyceum.example', 'X-Forwarded-Proto': 'https' });
      assert.equal(canonicalOf(page.body), 'https://lyceum.example/en/news');
    } finally {
      await proxied.close();
    }
  });

  test('with PUBLIC_URL every host gets the one origin and the one cached page', async () => {
    const site = await startGateway({ CMS_URL: stack.proxiedCmsUrl, PUBLIC_URL: 'https://lyceum.example' });
    try {
      const first = await getWithHeaders(`${site.url}/en/news`, { Host: 'one.example' });
      assert.equal(canonicalOf(first.body), 'https://lyceum.example/en/news');
      const second = await getWithHeaders(`${site.url}/en/news`, { Host: 'two.example' });
      assert.equal(second.headers['x-cache'], 'HIT', 'no page is kept per host');
      assert.equal(canonicalOf(second.body), 'https://lyceum.example/en/news');
      assert.equal(
        (await getWithHeaders(`${site.url}/en/news`, { Host: '$`'.repeat(100) })).status,
        400,
        'a malformed Host is still refused',
      );
    } finally {
      await site.close();
    }
  });

  test('a production gateway does not start without PUBLIC_URL', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /is required when NODE_ENV=production[^]*at PUBLIC_URL/);
    assert.throws(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: '' }), /PUBLIC_URL/);
    assert.equal(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://lyceum.uz/' }).PUBLIC_URL, 'https://lyceum.uz');
    assert.equal(loadConfig({}).PUBLIC_URL, undefined, 'outside production the request names the site');
  });
});
