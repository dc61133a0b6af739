// On both databases: a write's languages and its audit entry in one transaction, through a crash (docs/testing.md, "Which files run on SQLite").
/**
 * Fault injection: Strapi killed with SIGKILL in the middle of a burst of three-language writes.
 * Every acknowledged write must be whole after the restart, no write may exist in only some of
 * its languages or without its audit entry, cached public reads keep answering during the outage
 * and uncached ones fail fast. A scheduled publication whose time passes while Strapi is down goes
 * out once it is back, once.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eventually, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';
import { LOCALES } from '@lyceum/contract';

const TIMEOUT_MS = 5000;

describe('a crash of Strapi during writes', () => {
  let stack: Stack;
  let photo: string;
  before(async () => {
    // Its own Strapi: the tests freeze it and kill it.
    stack = await startStack({ CMS_TIMEOUT_MS: String(TIMEOUT_MS) }, { privateCms: true });
    photo = await uploadImage(stack);
  });
  after(() => stack?.close());

  const fields = (mark: string) => ({
    photo,
    publishedTime: '2032-02-02T00:00:00.000Z',
    type: 'NEWS',
    titleUz: `${mark} uz`,
    titleEn: `${mark} en`,
    titleRu: `${mark} ru`,
    textUz: `<p>${mark} uz</p>`,
    textEn: `<p>${mark} en</p>`,
    textRu: `<p>${mark} ru</p>`,
  });

  /** The burst's marks found among the public news of one language. */
  async function marksIn(lang: string): Promise<Set<string>> {
    const marks = new Set<string>();
    for (let page = 0; ; page++) {
      const answer = await stack.call('GET', `/api/public/news?lang=${lang}&page=${page}&size=100`, { token: null });
      assert.equal(answer.status, 200, answer.text);
      for (const item of answer.body.content.content as { title: string; text: string }[]) {
        const match = /^(burst-\d+) (uz|en|ru)$/.exec(item.title);
        if (match) {
          assert.equal(match[2], lang, `a ${match[2]} title served as ${lang}`);
          assert.equal(item.text, `<p>${match[1]} ${lang}</p>`);
          marks.add(match[1]);
        }
      }
      if ((page + 1) * 100 >= answer.body.content.totalElements) return marks;
    }
  }

  const directionNames = async (route: string, token?: null) => {
    const answer = await stack.call('GET', route, { token });
    assert.equal(answer.status, 200, answer.text);
    const items = (Array.isArray(answer.body.content) ? answer.body.content : []) as { data: string }[];
    return items.map((item) => JSON.parse(item.data) as Record<string, string>);
  };

  test('a hung Strapi: cached reads still answer, everything else gets the JSON 503 once the timeout passes', async (t) => {
    const cached = '/api/public/base?type=DIRECTION';
    const cachedBefore = await stack.call('GET', cached, { token: null });
    assert.equal(cachedBefore.status, 200);
    stack.cms.pause();
    try {
      const during = await stack.call('GET', cached, { token: null });
      assert.equal(during.status, 200);
      assert.equal(during.text, cachedBefore.text);
      const timed = async (method: string, route: string, body?: unknown) => {
        const started = performance.now();
        const answer = await stack.call(method, route, { body, token: route.startsWith('/api/public') ? null : undefined });
        const ms = performance.now() - started;
        assert.equal(answer.status, 503, `${method} ${route}: ${answer.text}`);
        assert.equal(answer.body.success, false);
        assert.equal(typeof answer.body.message, 'string');
        assert.ok(ms >= TIMEOUT_MS - 50 && ms < TIMEOUT_MS + 3000, `${method} ${route} answered after ${ms.toFixed(0)} ms`);
        return ms;
      };
      const [read, write, panel] = await Promise.all([
        timed('GET', '/api/public/news?lang=ru&page=5&size=2'),
        timed('POST', '/api/v1/baseInfo', { type: 'DIRECTION', data: JSON.stringify({ uz: 'hung uz', en: 'hung en', ru: 'hung ru' }) }),
        timed('GET', '/admin/init'),
      ]);
      t.diagnostic(
        `with Strapi frozen: an uncached read answered 503 after ${read.toFixed(0)} ms, a write after ${write.toFixed(0)} ms, ` +
          `Strapi's panel after ${panel.toFixed(0)} ms`,
      );
    } finally {
      stack.cms.resume();
    }
    // The write was stopped at its token check, which Strapi never answered: it left no trace.
    const stored = await directionNames('/api/v1/baseInfo?type=DIRECTION');
    assert.ok(!stored.some((data) => Object.values(data).some((name) => name.startsWith('hung '))));
  });

  test('a write whose answer never comes: 503 after the timeout, yet stored whole and shown at once', async () => {
    const route = '/api/public/base?type=DIRECTION';
    for (const lang of LOCALES) await stack.call('GET', `${route}&lang=${lang}`, { token: null }); // cached
    const names = { uz: 'kech uz', en: 'late en', ru: 'поздно ru' };
    const release = stack.holdCmsAnswers('/api/lyceum/documents/');
    let answer;
    try {
      answer = await stack.call('POST', '/api/v1/baseInfo', { body: { type: 'DIRECTION', data: JSON.stringify(names) } });
    } finally {
      release();
    }
    assert.equal(answer.status, 503, answer.text);
    assert.equal(answer.body.success, false);
    // Strapi did the write; the gateway could not know, so it dropped what the write might have changed.
    for (const lang of LOCALES) {
      assert.ok(
        (await directionNames(`${route}&lang=${lang}`, null)).some((data) => data.en === names.en),
        `public read in ${lang}`,
      );
    }
    const stored = (await directionNames('/api/v1/baseInfo?type=DIRECTION')).filter((data) => data.en === names.en);
    assert.deepEqual(
      stored.map((data) => [data.uz, data.en, data.ru]),
      [[names.uz, names.en, names.ru]],
    );
  });

  test('acknowledged writes survive whole, none is partial, and reads answer from cache or fail fast meanwhile', async (t) => {
    const cached = '/api/public/base?type=PARTNER';
    const cachedBefore = await stack.call('GET', cached, { token: null });
    assert.equal(cachedBefore.status, 200);

    const acknowledged = new Map<string, string>();
    let cutOff = 0;
    let next = 0;
    let killed = false;
    let inFlight = 0;
    let inFlightAtKill = 0;
    // Four writers in parallel; Strapi is killed once ten writes are acknowledged, with others in flight.
    const writer = async () => {
      while (next < 60) {
        const mark = `burst-${next++}`;
        inFlight++;
        const answer = await stack.call('POST', '/api/v1/blog', { body: fields(mark) });
        inFlight--;
        if (answer.status === 200) acknowledged.set(mark, answer.body.content.id);
        else {
          assert.equal(answer.status, 503, `${mark}: ${answer.status} ${answer.text}`);
          cutOff++;
        }
        if (acknowledged.size >= 10 && !killed) {
          killed = true;
          inFlightAtKill = inFlight;
          await stack.cms.kill();
        }
      }
    };
    await Promise.all([writer(), writer(), writer(), writer()]);
    assert.ok(killed);
    assert.ok(inFlightAtKill > 0, 'writes were in flight when Strapi was killed');
    assert.ok(cutOff > 0, 'writes were cut off by the crash');

    // The outage: what was cached is served; what was not fails at once with the JSON 503.
    let started = performance.now();
    const during = await stack.call('GET', cached, { token: null });
    const cachedMs = performance.now() - started;
    assert.equal(during.status, 200);
    assert.equal(during.text, cachedBefore.text);
    started = performance.now();
    const uncached = await stack.call('GET', '/api/public/news?lang=en&page=7&size=3', { token: null });
    const uncachedMs = performance.now() - started;
    assert.equal(uncached.status, 503);
    assert.equal(uncached.body.success, false);
    assert.ok(uncachedMs < TIMEOUT_MS, 'an uncached read fails within the timeout');

    started = performance.now();
    await stack.cms.restart();
    const restartMs = performance.now() - started;

    for (const [mark, id] of acknowledged) {
      const stored = await stack.call('GET', `/api/v1/blog/${id}`);
      assert.equal(stored.status, 200, `${mark} was acknowledged`);
      assert.deepEqual(
        [stored.body.content.titleUz, stored.body.content.titleEn, stored.body.content.titleRu],
        [`${mark} uz`, `${mark} en`, `${mark} ru`],
      );
    }
    const [uz, en, ru] = await Promise.all(LOCALES.map(marksIn));
    assert.deepEqual([...en].sort(), [...uz].sort(), 'every write has its English version, and no more');
    assert.deepEqual([...ru].sort(), [...uz].sort(), 'every write has its Russian version, and no more');
    for (const mark of acknowledged.keys()) assert.ok(uz.has(mark), `${mark} is public`);
    // The audit entry commits with its write: one per stored write, none for a write that left no trace.
    const audit = await stack.call('GET', '/api/v1/audit?kind=news&size=100');
    const audited = (audit.body.content.content as { action: string; title: string }[])
      .filter((entry) => entry.action === 'create' && entry.title.startsWith('burst-'))
      .map((entry) => entry.title.replace(/ uz$/, ''));
    assert.deepEqual(audited.sort(), [...uz].sort(), 'an audit entry for exactly the writes that landed');
    t.diagnostic(
      `${acknowledged.size} writes acknowledged, ${inFlightAtKill} in flight at the kill, ${cutOff} answered 503 ` +
        `(${uz.size - acknowledged.size} of those landed whole anyway), none partial; during the outage a cached read took ` +
        `${cachedMs.toFixed(1)} ms (200), an uncached one ${uncachedMs.toFixed(1)} ms (503); Strapi back in ${(restartMs / 1000).toFixed(1)} s`,
    );
  });

  test('a publication that falls due while Strapi is down goes out after the restart, once', async (t) => {
    const created = await stack.call('POST', '/api/v1/blog', { body: { ...fields('timed'), draft: true } });
    const id = created.body.content.id as string;
    const publishAt = new Date(Date.now() + 3000).toISOString();
    assert.equal((await stack.call('PUT', '/api/v1/schedule', { body: { kind: 'news', id, publishAt } })).status, 200);
    await stack.cms.kill();
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 1000));
    assert.equal((await stack.call('GET', `/api/public/news/${id}?lang=en`, { token: null })).status, 503, 'Strapi is down at its time');
    await stack.cms.restart();
    const seen = async () => (await stack.call('GET', `/api/public/news/${id}?lang=en`, { token: null })).status === 200;
    assert.ok((await eventually(seen, 15_000)) !== undefined, 'published after the restart');
    t.diagnostic(`published ${Date.now() - Date.parse(publishAt)} ms after its time, Strapi having been down at it`);
    // More checks of the CMS go by: still one publication.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const audit = (await stack.call('GET', '/api/v1/audit?kind=news&size=100')).body.content.content as {
      action: string;
      itemId: string;
    }[];
    assert.deepEqual(
      audit.filter((entry) => entry.itemId === id).map((entry) => entry.action),
      ['publish', 'schedule', 'draft'],
    );
  });
});
