import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Request, Response } from 'express';
import { z } from 'zod';
import { publicRead, sendEncoded } from '../../src/cache/public-read.js';
import { encodeJson } from '../../src/cache/encoded.js';
import { ReadCache } from '../../src/cache/read-cache.js';
import { createLogger } from '../../src/logger.js';
import { MB, retainedHeap } from './retained-heap.js';

/** Just what the handlers read of a request and write of an answer. */
function exchange(url: string, headers: Record<string, string> = {}) {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const req = {
    originalUrl: url,
    baseUrl: '/api/public',
    path: pathname.replace('/api/public', ''),
    query: Object.fromEntries(searchParams),
    params: {},
    headers,
    acceptsEncodings: (encoding: string) => (headers['accept-encoding']?.includes(encoding) ? encoding : false),
  } as unknown as Request;
  const res = { statusCode: 200, setHeader: () => res, end: () => res } as unknown as Response;
  return { req, res };
}

test('the validated requests a public read remembers are bounded by bytes, whatever the URLs', async () => {
  // No answers kept: what stays is what the read remembers of the URLs it was asked.
  const cache = new ReadCache({ maxBytes: 0, ttlMs: 60_000, logger: createLogger('silent') });
  const handler = publicRead(cache, { query: z.object({ q: z.string() }), tags: () => ['news'], load: async () => [] });
  let served = 0;
  const retained = await retainedHeap(async () => {
    for (let index = 0; index < 12_000; index++) {
      const { req, res } = exchange(`/api/public/search?q=${index}${'w'.repeat(2000)}`);
      await handler(req, res, () => {});
      served += 1;
    }
  });
  assert.equal(served, 12_000);
  // Ten thousand of them, each with its URL, key and query, would keep ~65 MB.
  assert.ok(retained < 8 * MB, `${(retained / MB).toFixed(1)} MB retained`);
});

test('the encodings negotiated per Accept-Encoding header are bounded by bytes, whatever the headers', async () => {
  const body = encodeJson({ text: 'litsey '.repeat(500) });
  let compressed = 0;
  const retained = await retainedHeap(() => {
    for (let index = 0; index < 400; index++) {
      const { req, res } = exchange('/api/public/menu', { 'accept-encoding': `gzip, x-${index}-${'e'.repeat(30_000)}` });
      res.setHeader = ((name: string) => (name === 'Content-Encoding' ? (compressed += 1) : 0, res)) as never;
      sendEncoded(req, res, body, 'HIT');
    }
  });
  assert.equal(compressed, 400);
  // Remembering 256 of them would keep ~8 MB.
  assert.ok(retained < 2 * MB, `${(retained / MB).toFixed(1)} MB retained`);
});
