// On both databases: a delete and a restore of every locale in one transaction, the item kept in a JSON column (docs/testing.md, "Which files run on SQLite").
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN, startStack, type Stack } from './harness.js';
import { fileForm, uploadImage } from './images.js';
import { pdf } from './office-files.js';
import { LOCALES as LANGS } from '@lyceum/contract';

/**
 * One row per kind the trash takes: how to make an item, the public and admin reads that show
 * it (in every language), and how the contract deletes it.
 */
interface TrashCase {
  kind: string;
  create(stack: Stack, photos: string[]): Promise<string>;
  reads(id: string): string[];
  remove(id: string): string;
  /** The item is the demo seed's, which is not an admin write: it has no create entry. */
  seeded?: boolean;
}

const perLang = (route: string) => LANGS.map((lang) => `${route}${route.includes('?') ? '&' : '?'}lang=${lang}`);

async function created(answer: Promise<{ status: number; body: any; text: string }>): Promise<string> {
  const { status, body, text } = await answer;
  assert.equal(status, 200, text);
  return body.content?.id;
}

const CASES: TrashCase[] = [
  {
    kind: 'news',
    create: (stack, [photo]) =>
      created(
        stack.call('POST', '/api/v1/blog', {
          body: {
            photo,
            publishedTime: '2032-03-04T05:06:07.000Z',
            type: 'NEWS',
            titleUz: 'Axlatdan qaytgan',
            titleEn: 'Back from the trash',
            titleRu: 'Из корзины',
            textUz: '<p>Matn</p>',
            textEn: '<p>Text</p>',
            textRu: '<p>Текст</p>',
          },
        }),
      ),
    reads: (id) => [...perLang(`/api/public/news/${id}`), ...perLang('/api/public/news?page=0&size=5'), `/api/v1/blog/${id}`],
    remove: (id) => `/api/v1/blog/${id}`,
  },
  {
    kind: 'event',
    create: (stack, [photo]) =>
      created(
        stack.call('POST', '/api/v1/events', {
          body: {
            photo,
            startsAt: new Date(Date.now() + 3_600_000).toISOString(),
            endsAt: new Date(Date.now() + 7_200_000).toISOString(),
            registrationUrl: 'https://example.org/register',
            titleUz: 'Axlatdan qaytgan tadbir',
            titleEn: 'An event back from the trash',
            titleRu: 'Мероприятие из корзины',
            descriptionUz: '<p>Matn</p>',
            descriptionEn: '<p>Text</p>',
            descriptionRu: '<p>Текст</p>',
            placeUz: 'Aula',
            placeEn: 'Hall',
            placeRu: 'Зал',
          },
        }),
      ),
    reads: (id) => [
      ...perLang(`/api/public/events/${id}`),
      ...perLang('/api/public/events?when=upcoming&page=0&size=50'),
      `/api/v1/events/${id}`,
    ],
    remove: (id) => `/api/v1/events/${id}`,
  },
  {
    kind: 'official-document',
    async create(stack) {
      const file = await stack.call('POST', '/api/attachment/document', { form: fileForm(pdf(2000), 'nizom.pdf', 'application/pdf') });
      assert.equal(file.status, 200, file.text);
      return created(
        stack.call('POST', '/api/v1/documents', {
          body: {
            file: file.text,
            number: '7-son',
            date: '2031-02-03',
            category: 'REGULATION',
            titleUz: 'Axlatdan qaytgan nizom',
            titleEn: 'Regulations back from the trash',
            titleRu: 'Положение из корзины',
          },
        }),
      );
    },
    reads: (id) => [...perLang(`/api/public/documents/${id}`), ...perLang('/api/public/documents?year=2031'), `/api/v1/documents/${id}`],
    remove: (id) => `/api/v1/documents/${id}`,
  },
  {
    kind: 'menu-item',
    async create(stack, [photo]) {
      const id = await created(
        stack.call('POST', '/api/v1/menu', {
          body: { nameUz: 'Qaytadi', nameEn: 'Returns', nameRu: 'Вернётся', url: 'trash-page', groupName: 'activity', number: 7 },
        }),
      );
      const text = await stack.call('POST', '/api/v1/page', {
        body: {
          menu: id,
          photo,
          titleUz: 'Sahifa',
          titleEn: 'Page',
          titleRu: 'Страница',
          textUz: '<p>u</p>',
          textEn: '<p>e</p>',
          textRu: '<p>r</p>',
        },
      });
      assert.equal(text.status, 200, text.text);
      return id;
    },
    reads: (id) => [
      ...perLang('/api/public/page?groupName=activity&url=trash-page'),
      ...perLang('/api/public/menu'),
      `/api/v1/menu/${id}`,
      `/api/v1/page?menu=${id}`,
    ],
    remove: (id) => `/api/v1/menu/${id}`,
  },
  {
    kind: 'media-item',
    create: (stack, [photo, extra]) =>
      created(
        stack.call('POST', '/api/v1/media', {
          body: { type: 'PHOTO_GALLERY', address: photo, others: [extra, photo], definition: 'Trash' },
        }),
      ),
    reads: () => ['/api/public/media?type=PHOTO_GALLERY&size=50', '/api/v1/media?size=50'],
    remove: (id) => `/api/v1/media/${id}`,
  },
  {
    kind: 'person',
    create: (stack, [photo]) =>
      created(
        stack.call('POST', '/api/v1/staff', {
          body: {
            fullName: 'Trash Person',
            position: 'Teacher',
            phone: '+998 90 000 00 00',
            admission: 'Mon',
            photo,
            number: 3,
            type: 'STAFF',
          },
        }),
      ),
    reads: () => ['/api/public/staff?type=STAFF', '/api/v1/staff?type=STAFF'],
    remove: (id) => `/api/v1/staff/${id}`,
  },
  contentItem('carousel-slide', 'CAROUSEL', (photo) => ({ photo, quote: { uz: 'Iqtibos', en: 'Quote', ru: 'Цитата' } })),
  contentItem('partner', 'PARTNER', (photo) => ({ photo, url: 'https://example.org', uz: 'Hamkor', en: 'Partner', ru: 'Партнёр' })),
  contentItem('direction', 'DIRECTION', () => ({ uz: "Yo'nalish", en: 'Direction', ru: 'Направление' })),
  contentItem('interactive-service', 'INTERACTIVE', (photo) => ({
    photo,
    url: 'https://example.org/service',
    uz: 'Xizmat',
    en: 'Service',
    ru: 'Услуга',
  })),
  // The singles: the seeded one is the item.
  single('short-info', 'SHORT_INFO'),
  single('header-slogan', 'HEADER_QUOTE'),
  // The one single that is not localized: every language reads the same document.
  single('contact', 'CONTACT'),
];

/** A content item of a kind that has many: made from its data, read in every language and by the admin. */
function contentItem(kind: string, type: string, data: (photo: string) => Record<string, unknown>): TrashCase {
  return {
    kind,
    create: (stack, [photo]) => created(stack.call('POST', '/api/v1/baseInfo', { body: { type, data: JSON.stringify(data(photo)) } })),
    reads: () => [...perLang(`/api/public/base?type=${type}`), `/api/v1/baseInfo?type=${type}`],
    remove: (id) => `/api/v1/baseInfo/${id}`,
  };
}

function single(kind: string, type: string): TrashCase {
  return {
    kind,
    seeded: true,
    create: async (stack) => (await stack.call('GET', `/api/v1/baseInfo?type=${type}`)).body.content[0].id,
    reads: () => [...perLang(`/api/public/base?type=${type}`), `/api/v1/baseInfo?type=${type}`],
    remove: (id) => `/api/v1/baseInfo/${id}`,
  };
}

describe('trash', () => {
  let stack: Stack;
  let photos: string[];
  before(async () => {
    stack = await startStack();
    photos = [await uploadImage(stack), await uploadImage(stack, 320, 240)];
  });
  after(() => stack?.close());

  const snapshot = async (routes: string[]) => {
    const answers: Record<string, unknown> = {};
    for (const route of routes) {
      const answer = await stack.call('GET', route, { token: route.startsWith('/api/v1') ? undefined : null });
      answers[route] = { status: answer.status, body: answer.body };
    }
    return answers;
  };
  const auditOf = async (kind: string) => (await stack.call('GET', `/api/v1/audit?kind=${kind}&size=100`)).body.content.content;

  for (const item of CASES) {
    test(`${item.kind}: delete moves it to the trash; restore brings back every read exactly, with its photos`, async () => {
      const id = await item.create(stack, photos);
      const reads = item.reads(id);
      const before = await snapshot(reads);

      const deleted = await stack.call('DELETE', item.remove(id));
      assert.equal(deleted.status, 200, deleted.text);
      assert.notDeepEqual(await snapshot(reads), before, 'the item is gone from the reads');

      const trash = (await stack.call('GET', '/api/v1/trash?page=0&size=20')).body.content;
      const entry = trash.content[0];
      assert.equal(entry.kind, item.kind);
      assert.equal(entry.itemId, id);
      assert.ok(entry.title.length > 0);
      assert.equal(entry.deletedBy, ADMIN.username);
      const kept = Date.parse(entry.expiresAt) - Date.parse(entry.deletedAt);
      assert.ok(Math.abs(kept - 30 * 86_400_000) < 60_000, `kept ${kept} ms`);

      // Exactly as it was, a news item's Telegram posting too: the editor's yes to posting it again (without it, posting
      // comes back off: telegram.test.ts); other kinds ignore the choice.
      const restored = await stack.call('POST', `/api/v1/trash/${entry.id}/restore`, { body: { telegram: true } });
      assert.equal(restored.status, 200, restored.text);
      assert.equal(restored.body.success, true);
      assert.deepEqual(await snapshot(reads), before);
      const after = (await stack.call('GET', '/api/v1/trash?size=100')).body.content.content;
      assert.ok(!after.some((other: { id: string }) => other.id === entry.id), 'the entry leaves the trash');

      // A single item is every file's: only what this file's admin did to it is this test's.
      const actions = (await auditOf(item.kind)).filter(
        (audit: { itemId: string; actor: string }) => audit.itemId === id && (!item.seeded || audit.actor === ADMIN.username),
      );
      const expected = item.seeded ? ['restore', 'delete'] : ['restore', 'delete', 'create'];
      assert.deepEqual(
        actions.map((audit: { action: string; actor: string }) => [audit.action, audit.actor]),
        expected.map((action) => [action, ADMIN.username]),
        'newest first',
      );
    });
  }

  test('purge deletes for good; an unknown or purged entry is a 404', async () => {
    const id = await CASES[0].create(stack, photos);
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`)).status, 200);
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    assert.equal(entry.itemId, id);
    const purged = await stack.call('DELETE', `/api/v1/trash/${entry.id}`);
    assert.equal(purged.status, 200, purged.text);
    assert.equal((await stack.call('POST', `/api/v1/trash/${entry.id}/restore`)).status, 404);
    assert.equal((await stack.call('DELETE', `/api/v1/trash/${entry.id}`)).status, 404);
    assert.equal((await stack.call('POST', '/api/v1/trash/not-an-id!/restore')).status, 404);
    assert.equal((await stack.call('GET', `/api/public/blog/${id}`, { token: null })).status, 404);
    assert.equal((await auditOf('news'))[0].action, 'purge');
  });

  test('an entry past its 30 days is gone: not listed, not restorable', async () => {
    const id = await CASES[0].create(stack, photos);
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`)).status, 200);
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    assert.equal(entry.itemId, id);
    // Thirty days pass.
    await stack.sql(
      {
        postgres: "UPDATE trash_entries SET expires_at = now() - interval '1 minute' WHERE item_id = $1",
        sqlite: 'UPDATE trash_entries SET expires_at = ? WHERE item_id = ?',
      },
      stack.database === 'postgres' ? [id] : [Date.now() - 60_000, id],
    );
    // Neither restored nor purged (it is gone already): 404, and nothing is logged.
    assert.equal((await stack.call('DELETE', `/api/v1/trash/${entry.id}`)).status, 404);
    assert.equal((await stack.call('POST', `/api/v1/trash/${entry.id}/restore`)).status, 404);
    assert.equal((await auditOf('news'))[0].action, 'delete');
    assert.equal((await stack.call('GET', `/api/public/news/${id}?lang=en`, { token: null })).status, 404);
    const listed = (await stack.call('GET', '/api/v1/trash?size=100')).body.content.content;
    assert.ok(!listed.some((other: { id: string }) => other.id === entry.id));
    const rows = await stack.sql(
      { postgres: 'SELECT id FROM trash_entries WHERE item_id = $1', sqlite: 'SELECT id FROM trash_entries WHERE item_id = ?' },
      [id],
    );
    assert.deepEqual(rows, [], 'the expired entry is deleted, not just hidden');
  });

  /** The entry is still in the trash, the reads are as they were, and no restore was logged. */
  const refusedChangesNothing = async (entry: { id: string; kind: string }, reads: string[], before: unknown) => {
    assert.deepEqual(await snapshot(reads), before, 'every read is as it was');
    const listed = (await stack.call('GET', '/api/v1/trash?size=100')).body.content.content;
    assert.ok(
      listed.some((other: { id: string }) => other.id === entry.id),
      'the entry stays in the trash',
    );
    assert.notEqual((await auditOf(entry.kind))[0].action, 'restore', 'no restore is logged');
  };
  const refuse = async (entryId: string, reason: RegExp) => {
    const refused = await stack.call('POST', `/api/v1/trash/${entryId}/restore`);
    assert.equal(refused.status, 400, refused.text);
    assert.equal(refused.body.success, false);
    assert.match(refused.body.message, reason);
  };

  test('a menu page whose url a newer one took in its group is not restored', async () => {
    const body = { nameUz: 'Band', nameEn: 'Taken', nameRu: 'Занято', url: 'taken-url', groupName: 'events', number: 1 };
    const first = await created(stack.call('POST', '/api/v1/menu', { body }));
    assert.equal((await stack.call('DELETE', `/api/v1/menu/${first}`)).status, 200);
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    assert.equal(entry.itemId, first);
    const second = await created(stack.call('POST', '/api/v1/menu', { body: { ...body, nameEn: 'Newer' } }));
    const reads = [...perLang('/api/public/menu'), ...perLang('/api/public/page?groupName=events&url=taken-url'), `/api/v1/menu/${second}`];
    const before = await snapshot(reads);

    // The unique (group, url) rule, not the "same document exists" or "newer single" one.
    await refuse(entry.id, /^An item with group 'events' and url '\/?taken-url' already exists$/);
    assert.equal((await stack.call('GET', `/api/v1/menu/${first}`)).status, 404);
    assert.equal((await stack.call('GET', `/api/v1/menu/${second}`)).body.content.nameEn, 'Newer');
    await refusedChangesNothing(entry, reads, before);
  });

  test('a single item is not restored over a newer one', async () => {
    const reads = [...perLang('/api/public/base?type=SHORT_INFO'), '/api/v1/baseInfo?type=SHORT_INFO'];
    const original = (await stack.call('GET', '/api/v1/baseInfo?type=SHORT_INFO')).body.content[0];
    const originalReads = await snapshot(reads);
    assert.equal((await stack.call('DELETE', `/api/v1/baseInfo/${original.id}`)).status, 200);
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    assert.equal(entry.itemId, original.id);
    const newer = await created(
      stack.call('POST', '/api/v1/baseInfo', {
        body: { type: 'SHORT_INFO', data: JSON.stringify({ uz: 'Yangi', en: 'Newer', ru: 'Новее' }) },
      }),
    );
    assert.notEqual(newer, original.id);
    const before = await snapshot(reads);

    await refuse(entry.id, /^A newer item has taken its place; delete that one first$/);
    await refusedChangesNothing(entry, reads, before);
    assert.equal(JSON.parse((await stack.call('GET', '/api/v1/baseInfo?type=SHORT_INFO')).body.content[0].data).en, 'Newer');

    // What the reason says to do: delete the newer one, then the restore goes through.
    assert.equal((await stack.call('DELETE', `/api/v1/baseInfo/${newer}`)).status, 200);
    const restored = await stack.call('POST', `/api/v1/trash/${entry.id}/restore`);
    assert.equal(restored.status, 200, restored.text);
    assert.deepEqual(await snapshot(reads), originalReads);
  });

  test('a page text is not restored over the newer text its menu item got', async () => {
    const menu = await created(
      stack.call('POST', '/api/v1/menu', {
        body: { nameUz: 'Matnli', nameEn: 'With text', nameRu: 'С текстом', url: 'replaced-text', groupName: 'education', number: 4 },
      }),
    );
    const text = { menu, titleUz: 'Eski', titleEn: 'Old', titleRu: 'Старый', textUz: '<p>u</p>', textEn: '<p>e</p>', textRu: '<p>r</p>' };
    assert.equal((await stack.call('POST', '/api/v1/page', { body: text })).status, 200);
    const strapi = (method: string, path: string) =>
      fetch(`${stack.cmsUrl}${path}`, { method, headers: { Authorization: `Bearer ${stack.token}` } });
    const stored = (await (await strapi('GET', `/api/page-texts?filters[menuId][$eq]=${menu}`)).json()) as {
      data: { documentId: string }[];
    };
    const old = stored.data[0].documentId;
    // The contract never deletes a page text alone (it goes with its menu item); Strapi's own route does.
    const removed = await strapi('DELETE', `/api/lyceum/documents/page-text/${old}`);
    assert.equal(removed.status, 200, await removed.text());
    const entry = (await stack.call('GET', '/api/v1/trash')).body.content.content[0];
    assert.deepEqual([entry.kind, entry.itemId], ['page-text', old]);
    assert.equal((await stack.call('POST', '/api/v1/page', { body: { ...text, titleEn: 'Newer' } })).status, 200);
    const reads = [...perLang('/api/public/page?groupName=education&url=replaced-text'), `/api/v1/page?menu=${menu}`];
    const before = await snapshot(reads);
    assert.equal((before[`/api/v1/page?menu=${menu}`] as { body: any }).body.content.titleEn, 'Newer');

    await refuse(entry.id, /^A newer item has taken its place; delete that one first$/);
    await refusedChangesNothing(entry, reads, before);
  });

  test('the trash and its actions are for admins only', async () => {
    for (const [method, route] of [
      ['GET', '/api/v1/trash'],
      ['POST', '/api/v1/trash/abc/restore'],
      ['DELETE', '/api/v1/trash/abc'],
      ['GET', '/api/v1/audit'],
    ]) {
      assert.equal((await stack.call(method, route, { token: null })).status, 401, `${method} ${route}`);
    }
    for (const path of ['/api/lyceum/trash', '/api/lyceum/audit', '/api/trash-entries', '/api/audit-entries']) {
      assert.ok([401, 403, 404].includes((await fetch(`${stack.cmsUrl}${path}`)).status), path);
    }
  });
});
