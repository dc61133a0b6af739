/**
 * Every link of the content (the contact's social pages, partner and interactive service urls) is an
 * absolute http(s) address: refused otherwise on write, and never served as a link when stored
 * otherwise in Strapi's own panel, past the gateway's rules.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { dataOf, keepSingleItems, startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const UNSAFE = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '   JaVaScRiPt:alert(1)',
  '//evil.example/x',
  't.me/agrolyceum',
];

interface Link {
  type: 'CONTACT' | 'PARTNER' | 'INTERACTIVE';
  /** The Strapi kind a panel edit writes to. */
  kind: string;
  field: string;
  /** A valid `data` but for this link. */
  data: (url: string, photo: string) => Record<string, unknown>;
}

const named = (url: string, photo: string) => ({ uz: 'Havola', en: 'Link', ru: 'Ссылка', url, photo });
const LINKS: Link[] = [
  ...['tg', 'yt', 'ig', 'fc', 'tw'].map(
    (field): Link => ({ type: 'CONTACT', kind: 'contact', field, data: (url) => ({ phone: '+998 71 000 00 00', [field]: url }) }),
  ),
  { type: 'PARTNER', kind: 'partner', field: 'url', data: named },
  { type: 'INTERACTIVE', kind: 'interactive-service', field: 'url', data: named },
];

describe('content links', () => {
  let stack: Stack;
  let photo: string;
  let putBack: (() => Promise<void>) | undefined;
  before(async () => {
    // Strapi's panel does not tell the gateway of its writes (they show once cached answers expire):
    // with no cache they show at once.
    stack = await startStack({ CACHE_MAX_BYTES: '0' });
    photo = await uploadImage(stack);
    putBack = await keepSingleItems(stack, ['CONTACT']);
  });
  after(async () => {
    await putBack?.();
    await stack?.close();
  });

  const publicItems = async (type: string): Promise<{ id: string; data: string }[]> => {
    const { content } = (await stack.call('GET', `/api/public/base?type=${type}`, { token: null })).body;
    return Array.isArray(content) ? content : [content];
  };
  const publicData = async (type: string, id: string) => dataOf((await publicItems(type)).find((item) => item.id === id)!);

  test('every link refuses what is not an http(s) address, on create and on update, and nothing is saved', async () => {
    const before = await Promise.all(['CONTACT', 'PARTNER', 'INTERACTIVE'].map(publicItems));
    for (const { type, field, data } of LINKS) {
      const id = (await publicItems(type))[0].id;
      for (const url of UNSAFE) {
        for (const [method, body] of [
          ['POST', { type, data: JSON.stringify(data(url, photo)) }],
          ['PUT', { id, type, data: JSON.stringify(data(url, photo)) }],
        ] as const) {
          const answer = await stack.call(method, '/api/v1/baseInfo', { body });
          const what = `${method} ${type}.${field} = ${JSON.stringify(url)}`;
          assert.equal(answer.status, 400, what);
          assert.equal(answer.body.success, false, what);
          assert.equal(answer.body.errors[`data.${field}`], 'must start with http:// or https://', what);
          assert.match(answer.body.message, new RegExp(`^data\\.${field}: `), what);
        }
      }
    }
    assert.deepEqual(await Promise.all(['CONTACT', 'PARTNER', 'INTERACTIVE'].map(publicItems)), before);
  });

  test('every link takes an http(s) address and serves it; an optional one may stay empty', async () => {
    for (const { type, field, data } of LINKS) {
      const url = `https://example.uz/${type.toLowerCase()}/${field}`;
      const saved = await stack.call('POST', '/api/v1/baseInfo', { body: { type, data: JSON.stringify(data(url, photo)) } });
      assert.equal(saved.status, 200, saved.text);
      assert.equal((await publicData(type, saved.body.content.id))[field], url, `${type}.${field}`);
    }
    const contact = await stack.call('POST', '/api/v1/baseInfo', {
      body: { type: 'CONTACT', data: { phone: '+998 71 000 00 00', tg: '', yt: 'HTTP://EXAMPLE.UZ/yt' } },
    });
    assert.equal(contact.status, 200, contact.text);
    const served = await publicData('CONTACT', contact.body.content.id);
    assert.deepEqual([served.tg, served.yt, served.ig], ['', 'HTTP://EXAMPLE.UZ/yt', '']);
    const partner = await stack.call('POST', '/api/v1/baseInfo', { body: { type: 'PARTNER', data: named('', photo) } });
    assert.equal(partner.status, 400);
    assert.equal(partner.body.errors['data.url'], 'is required');
  });

  test("a link stored past the gateway (as in Strapi's panel) is served as '', to visitors, to the admin and in the rendered pages", async () => {
    const write = async (kind: string, body: unknown) => {
      const answer = await fetch(`${stack.cmsUrl}/api/lyceum/documents/${kind}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${stack.token}` },
        body: JSON.stringify(body),
      });
      assert.equal(answer.status, 200, await answer.clone().text());
      return ((await answer.json()) as { data: { documentId: string } }).data.documentId;
    };
    const kept = 'https://www.facebook.com/agrolyceum';
    const contactId = await write('contact', {
      shared: { tg: UNSAFE[0], yt: UNSAFE[1], ig: UNSAFE[2], fc: kept, tw: UNSAFE[3] },
    });
    const panelItem = (url: string) => ({
      shared: { url, photo },
      localized: { uz: { name: 'Xom' }, en: { name: 'Raw' }, ru: { name: 'Сырой' } },
    });
    const partnerId = await write('partner', panelItem(UNSAFE[0]));
    const serviceId = await write('interactive-service', panelItem(UNSAFE[2]));

    const adminData = async (type: string, id: string) =>
      dataOf((await stack.call('GET', `/api/v1/baseInfo?type=${type}`)).body.content.find((item: { id: string }) => item.id === id));
    for (const read of [publicData, adminData]) {
      const contact = await read('CONTACT', contactId);
      assert.deepEqual([contact.tg, contact.yt, contact.ig, contact.tw, contact.fc], ['', '', '', '', kept], read.name);
      assert.equal((await read('PARTNER', partnerId)).url, '', read.name);
      assert.equal((await read('INTERACTIVE', serviceId)).url, '', read.name);
    }
    for (const page of ['/uz', '/en/interactive']) {
      const html = (await stack.call('GET', page, { token: null })).text;
      assert.ok(html.includes(kept), `${page} is rendered with the contacts`);
      assert.doesNotMatch(html, /javascript:|data:text\/html|alert\(1\)|evil\.example/i, page);
    }
  });
});
