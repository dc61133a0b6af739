import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, keepSingleItems, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const KINDS = ['CAROUSEL', 'HEADER_QUOTE', 'SHORT_INFO', 'CONTACT', 'PARTNER', 'DIRECTION', 'INTERACTIVE'];
const ONE_KINDS = new Set(['HEADER_QUOTE', 'SHORT_INFO', 'CONTACT']);

describe('content items (baseInfo / public base)', () => {
  let stack: Stack;
  let photo: string;
  let putBack: (() => Promise<void>) | undefined;
  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
    putBack = await keepSingleItems(stack, ['SHORT_INFO', 'CONTACT']);
  });
  after(async () => {
    await putBack?.();
    await stack?.close();
  });

  test('the seeded demo content is public for every kind, in all three languages', async () => {
    for (const type of KINDS) {
      const answer = await stack.call('GET', `/api/public/base?type=${type}`, { token: null });
      assert.equal(answer.status, 200, type);
      assert.equal(answer.body.success, true);
      const items = ONE_KINDS.has(type) ? [answer.body.content] : answer.body.content;
      assert.ok(items.length > 0 && items[0], `${type} has demo content`);
      for (const item of items) {
        assert.equal(item.type, type);
        assert.equal(typeof item.id, 'string');
        const data = dataOf(item);
        if (type === 'CONTACT') assert.ok(data.phone && data.email && data.tg && data.ig);
        else if (type === 'CAROUSEL') assert.ok(data.photo && data.quote.uz && data.quote.en && data.quote.ru);
        else assert.ok(data.uz && data.en && data.ru, `${type} ${item.data}`);
      }
    }
    const slogan = dataOf((await stack.call('GET', '/api/public/base?type=HEADER_QUOTE', { token: null })).body.content);
    assert.notEqual(slogan.uz, slogan.ru);
  });

  test('the public read needs a known type', async () => {
    for (const route of ['/api/public/base', '/api/public/base?type=NOPE']) {
      const answer = await stack.call('GET', route, { token: null });
      assert.equal(answer.status, 400);
      assert.ok(answer.body.errors.type);
    }
    const lower = await stack.call('GET', '/api/public/base?type=partner', { token: null });
    assert.equal(lower.status, 200);
  });

  test('a partner round trip: create, read in both APIs, update, delete', async () => {
    const data = { uz: 'Hamkor', en: 'Partner', ru: 'Партнёр', url: 'https://example.uz', photo };
    const created = await stack.call('POST', '/api/v1/baseInfo', { body: { type: 'PARTNER', data: JSON.stringify(data) } });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.body.success, true);
    assert.equal(typeof created.body.message, 'string');
    const id = created.body.content.id;

    const admin = await stack.call('GET', '/api/v1/baseInfo?type=PARTNER');
    const mine = admin.body.content.find((item: { id: string }) => item.id === id);
    assert.deepEqual(dataOf(mine), data);
    const all = await stack.call('GET', '/api/v1/baseInfo');
    assert.ok(new Set(all.body.content.map((item: { type: string }) => item.type)).size === KINDS.length);

    const updated = await stack.call('PUT', '/api/v1/baseInfo', {
      body: { id, type: 'PARTNER', data: JSON.stringify({ ...data, en: 'Partner 2' }) },
    });
    assert.equal(updated.status, 200, updated.text);
    const publicItems = (await stack.call('GET', '/api/public/base?type=PARTNER', { token: null })).body.content;
    assert.equal(dataOf(publicItems.find((item: { id: string }) => item.id === id)).en, 'Partner 2');

    const removed = await stack.call('DELETE', `/api/v1/baseInfo/${id}`);
    assert.equal(removed.status, 200);
    assert.equal(removed.body.success, true);
    const after = (await stack.call('GET', '/api/public/base?type=PARTNER', { token: null })).body.content;
    assert.ok(!after.some((item: { id: string }) => item.id === id));
    assert.equal((await stack.call('DELETE', `/api/v1/baseInfo/${id}`)).status, 404);
  });

  test('carousel, direction and interactive items keep every language', async () => {
    const cases: [string, Record<string, unknown>][] = [
      ['CAROUSEL', { photo, quote: { uz: 'Iqtibos', en: 'Quote', ru: 'Цитата' } }],
      ['DIRECTION', { uz: "Yo'nalish", en: 'Direction', ru: 'Направление' }],
      ['INTERACTIVE', { uz: 'Xizmat', en: 'Service', ru: 'Услуга', url: 'https://my.gov.uz', photo }],
    ];
    for (const [type, data] of cases) {
      const created = await stack.call('POST', '/api/v1/baseInfo', { body: { type, data: JSON.stringify(data) } });
      assert.equal(created.status, 200, `${type}: ${created.text}`);
      const items = (await stack.call('GET', `/api/public/base?type=${type}`, { token: null })).body.content;
      assert.deepEqual(dataOf(items.find((item: { id: string }) => item.id === created.body.content.id)), data);
    }
  });

  test('a one-kind has one item: a second create updates it, delete leaves null', async () => {
    const before = (await stack.call('GET', '/api/public/base?type=SHORT_INFO', { token: null })).body.content;
    const created = await stack.call('POST', '/api/v1/baseInfo', {
      body: { type: 'SHORT_INFO', data: JSON.stringify({ uz: 'Qisqa', en: 'Short', ru: 'Кратко' }) },
    });
    assert.equal(created.status, 200, created.text);
    const now = (await stack.call('GET', '/api/public/base?type=SHORT_INFO', { token: null })).body.content;
    assert.equal(now.id, before.id);
    assert.deepEqual(dataOf(now), { uz: 'Qisqa', en: 'Short', ru: 'Кратко' });
    assert.equal((await stack.call('GET', '/api/v1/baseInfo?type=SHORT_INFO')).body.content.length, 1);

    const contact = { phone: '+998 90 000 00 00', email: 'a@b.uz', tg: 'https://t.me/x', yt: 'https://youtube.com/@x', ig: '' };
    const put = await stack.call('PUT', '/api/v1/baseInfo', {
      body: {
        id: (await stack.call('GET', '/api/public/base?type=CONTACT', { token: null })).body.content.id,
        type: 'CONTACT',
        data: contact,
      },
    });
    assert.equal(put.status, 200, put.text);
    const publicContact = dataOf((await stack.call('GET', '/api/public/base?type=CONTACT', { token: null })).body.content);
    assert.equal(publicContact.phone, contact.phone);
    assert.equal(publicContact.email, contact.email);
    assert.equal(publicContact.tg, contact.tg);
    assert.equal(publicContact.ig, '');

    assert.equal((await stack.call('DELETE', `/api/v1/baseInfo/${now.id}`)).status, 200);
    const gone = await stack.call('GET', '/api/public/base?type=SHORT_INFO', { token: null });
    assert.equal(gone.status, 200);
    assert.equal(gone.body.content, null);
    const again = await stack.call('POST', '/api/v1/baseInfo', {
      body: { type: 'SHORT_INFO', data: JSON.stringify({ uz: 'Yana', en: 'Again', ru: 'Снова' }) },
    });
    assert.equal(again.status, 200);
    assert.equal(dataOf((await stack.call('GET', '/api/public/base?type=SHORT_INFO', { token: null })).body.content).en, 'Again');
  });

  test('the validation rules of every write answer 400 with errors', async () => {
    const cases: [string, unknown, string][] = [
      ['PARTNER', { uz: 'a', en: 'b', ru: '', url: 'https://x.uz', photo }, 'data.ru'],
      ['PARTNER', { uz: 'a', en: 'b', ru: 'c', photo }, 'data.url'],
      ['PARTNER', { uz: 'a', en: 'b', ru: 'c', url: 'https://x.uz' }, 'data.photo'],
      ['DIRECTION', { uz: 'a', en: '', ru: 'c' }, 'data.en'],
      ['DIRECTION', { en: 'b', ru: 'c' }, 'data.uz'],
      ['CAROUSEL', { quote: { uz: 'a', en: 'b', ru: 'c' } }, 'data.photo'],
      ['CAROUSEL', { photo, quote: { uz: 'a', en: 'b' } }, 'data.quote.ru'],
      ['INTERACTIVE', { uz: 'a', en: 'b', ru: 'c', photo }, 'data.url'],
      ['INTERACTIVE', { uz: 'a', en: 'b', ru: 'c', url: 'https://x.uz' }, 'data.photo'],
      ['HEADER_QUOTE', { uz: '', en: '', ru: '' }, 'data'],
      ['SHORT_INFO', {}, 'data'],
      ['CONTACT', { phone: '', email: '' }, 'data'],
    ];
    for (const [type, data, field] of cases) {
      const answer = await stack.call('POST', '/api/v1/baseInfo', { body: { type, data: JSON.stringify(data) } });
      assert.equal(answer.status, 400, `${type} ${JSON.stringify(data)}`);
      assert.equal(answer.body.success, false);
      assert.ok(answer.body.errors[field], `${type}: expected an error on ${field}, got ${JSON.stringify(answer.body.errors)}`);
    }
    const empty = await stack.call('POST', '/api/v1/baseInfo', { body: { type: 'HEADER_QUOTE', data: '{}' } });
    assert.equal(empty.body.errors.data, 'Malumot kiriting!');
    const tooLong = 'https://example.uz/' + 'a'.repeat(300);
    for (const [data, field] of [
      [{ uz: 'a', en: 'b', ru: 'c', url: tooLong, photo }, 'data.url'],
      [{ uz: 'a', en: 'b', ru: 'c', url: 'javascript:alert(1)', photo }, 'data.url'],
      [{ uz: 'a'.repeat(300), en: 'b', ru: 'c', url: 'https://x.uz', photo }, 'data.uz'],
    ] as const) {
      const answer = await stack.call('POST', '/api/v1/baseInfo', { body: { type: 'INTERACTIVE', data: JSON.stringify(data) } });
      assert.equal(answer.status, 400, JSON.stringify(data).slice(0, 60));
      assert.ok(answer.body.errors[field]);
    }
    for (const body of [
      { data: '{}' },
      { type: 'NOPE', data: '{}' },
      { type: 'DIRECTION', data: 'not json' },
      { type: 'DIRECTION' },
      [1, 2],
    ]) {
      const answer = await stack.call('POST', '/api/v1/baseInfo', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(answer.body.errors);
    }
  });

  test('a photo must be a stored upload', async () => {
    const answer = await stack.call('POST', '/api/v1/baseInfo', {
      body: { type: 'PARTNER', data: JSON.stringify({ uz: 'a', en: 'b', ru: 'c', url: 'https://x.uz', photo: 'missing_abc.png' }) },
    });
    assert.equal(answer.status, 400);
    assert.match(answer.body.message, /missing_abc\.png/);
  });

  test('updating or deleting an unknown id answers 404', async () => {
    const put = await stack.call('PUT', '/api/v1/baseInfo', {
      body: { id: 'doesnotexist123', type: 'DIRECTION', data: { uz: 'a', en: 'b', ru: 'c' } },
    });
    assert.equal(put.status, 404);
    assert.equal((await stack.call('DELETE', '/api/v1/baseInfo/doesnotexist123')).status, 404);
    assert.equal((await stack.call('DELETE', '/api/v1/baseInfo/..%2F..%2Fetc')).status, 404);
  });
});
