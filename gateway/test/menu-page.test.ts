// On both databases: ordering by number, and a url unique within its group checked in the write's transaction (docs/testing.md, "Which files run on SQLite").
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

const menu = (overrides: Record<string, unknown> = {}) => ({
  nameUz: 'Sinov sahifasi',
  nameEn: 'Test page',
  nameRu: 'Тестовая страница',
  url: 'test-page',
  groupName: 'activity',
  number: 5,
  ...overrides,
});

describe('menu items and pages', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  test('the seeded menu covers every group of the public menu, ordered by number', async () => {
    const all = (await stack.call('GET', '/api/public/menu?lang=en', { token: null })).body.content;
    for (const group of ['info', 'structure', 'education', 'events', 'activity']) {
      const items = all.filter((item: { groupName: string }) => item.groupName === group);
      assert.ok(items.length > 0, group);
      const numbers = items.map((item: { number: number }) => item.number);
      assert.deepEqual(
        numbers,
        [...numbers].sort((a, b) => a - b),
      );
    }
    const info = (await stack.call('GET', '/api/public/menu?lang=RU&group=info', { token: null })).body.content;
    assert.ok(info.every((item: { groupName: string }) => item.groupName === 'info'));
    assert.equal(info[0].name, 'История лицея');
    assert.deepEqual(Object.keys(info[0]).sort(), ['groupName', 'id', 'name', 'number', 'url']);
    const byUrl = (await stack.call('GET', '/api/public/menu?lang=uz&url=/history', { token: null })).body.content;
    assert.equal(byUrl.length, 1);
    assert.equal(byUrl[0].name, 'Litsey tarixi');
    const unknownLang = (await stack.call('GET', '/api/public/menu?lang=fr&url=/history', { token: null })).body.content;
    assert.equal(unknownLang[0].name, 'Litsey tarixi', 'an unknown language falls back to uz');
  });

  test('create adds the leading slash, reads back in all languages, and shows publicly', async () => {
    const created = await stack.call('POST', '/api/v1/menu', { body: menu() });
    assert.equal(created.status, 200, created.text);
    assert.equal(created.body.success, true);
    const id = created.body.content.id;
    const one = (await stack.call('GET', `/api/v1/menu/${id}`)).body.content;
    assert.deepEqual(one, {
      id,
      nameUz: 'Sinov sahifasi',
      nameRu: 'Тестовая страница',
      nameEn: 'Test page',
      url: '/test-page',
      group: 'activity',
      active: true,
      number: 5,
    });
    const list = (await stack.call('GET', '/api/v1/menu?group=activity')).body.content;
    assert.ok(list.some((item: { id: string }) => item.id === id));
    assert.ok(list.every((item: { group: string }) => item.group === 'activity'));
    for (const [lang, name] of [
      ['uz', 'Sinov sahifasi'],
      ['en', 'Test page'],
      ['ru', 'Тестовая страница'],
    ]) {
      const items = (await stack.call('GET', `/api/public/menu?lang=${lang}&group=activity`, { token: null })).body.content;
      assert.equal(items.find((item: { id: string }) => item.id === id)?.name, name);
    }
  });

  test('a url taken in its group is refused with the reason; other groups may reuse it', async () => {
    const taken = await stack.call('POST', '/api/v1/menu', { body: menu({ url: '/history', groupName: 'info' }) });
    assert.equal(taken.status, 400);
    assert.match(taken.body.message, /already exists/);
    const elsewhere = await stack.call('POST', '/api/v1/menu', { body: menu({ url: '/history', groupName: 'events' }) });
    assert.equal(elsewhere.status, 200, elsewhere.text);
  });

  test('concurrent saves of one url: exactly one wins, the others get the reason; concurrent texts stay one per item', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        stack.call('POST', '/api/v1/menu', { body: menu({ url: '/race', groupName: 'events', number: index + 1 }) }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 400, 400, 400, 400, 400]);
    const items = (await stack.call('GET', '/api/v1/menu?group=events')).body.content.filter(
      (item: { url: string }) => item.url === '/race',
    );
    assert.equal(items.length, 1);

    const texts = await Promise.all(
      ['uz', 'en', 'ru', 'uz2'].map((title) =>
        stack.call('POST', '/api/v1/page', { body: { menu: items[0].id, titleUz: title, titleEn: title, titleRu: title } }),
      ),
    );
    assert.ok(texts.every((answer) => answer.status === 200));
    const direct = await fetch(`${stack.cmsUrl}/api/page-texts?filters[menuId][$eq]=${items[0].id}`, {
      headers: { Authorization: `Bearer ${stack.token}` },
    });
    assert.equal(((await direct.json()) as { data: unknown[] }).data.length, 1);
  });

  test('menu validation: names, url and an order number of at least 1', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [menu({ nameUz: '' }), 'nameUz'],
      [menu({ nameEn: undefined }), 'nameEn'],
      [menu({ nameRu: '  ' }), 'nameRu'],
      [menu({ url: '' }), 'url'],
      [menu({ number: 0 }), 'number'],
      [menu({ number: 'abc' }), 'number'],
      [menu({ number: undefined }), 'number'],
      [menu({ number: 3_000_000_000 }), 'number'],
      [menu({ number: true }), 'number'],
      [menu({ number: 2.5 }), 'number'],
      [menu({ groupName: 'nowhere' }), 'groupName'],
      [menu({ groupName: undefined }), 'group'],
    ];
    for (const [body, field] of cases) {
      const answer = await stack.call('POST', '/api/v1/menu', { body });
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.ok(answer.body.errors[field], `${field}: ${JSON.stringify(answer.body.errors)}`);
    }
  });

  test('update, toggle off hides it publicly, toggle on shows it again', async () => {
    const id = (await stack.call('POST', '/api/v1/menu', { body: menu({ url: '/toggled' }) })).body.content.id;
    const updated = await stack.call('PUT', '/api/v1/menu', { body: { ...menu({ url: '/toggled', nameEn: 'Renamed' }), id } });
    assert.equal(updated.status, 200, updated.text);
    assert.equal((await stack.call('GET', `/api/v1/menu/${id}`)).body.content.nameEn, 'Renamed');

    const off = await stack.call('PUT', `/api/v1/menu/${id}/toggle`);
    assert.equal(off.status, 200);
    assert.equal((await stack.call('GET', `/api/v1/menu/${id}`)).body.content.active, false);
    const hidden = (await stack.call('GET', '/api/public/menu?lang=en&group=activity', { token: null })).body.content;
    assert.ok(!hidden.some((item: { id: string }) => item.id === id));
    assert.equal((await stack.call('GET', '/api/public/page?groupName=activity&url=/toggled&lang=en', { token: null })).status, 404);
    // Strapi's own public role cannot read a switched-off item or its text either.
    await stack.call('POST', '/api/v1/page', { body: { menu: id, titleUz: 'Yashirin', titleEn: 'Hidden', titleRu: 'Скрыто' } });
    const direct = async (path: string) => ((await (await fetch(`${stack.cmsUrl}${path}`)).json()) as { data: unknown[] }).data;
    assert.deepEqual(await direct(`/api/menu-items?filters[documentId][$eq]=${id}`), []);
    assert.deepEqual(await direct(`/api/page-texts?filters[menuId][$eq]=${id}`), []);
    const editor = await fetch(`${stack.cmsUrl}/api/page-texts?filters[menuId][$eq]=${id}`, {
      headers: { Authorization: `Bearer ${stack.token}` },
    });
    assert.equal(((await editor.json()) as { data: unknown[] }).data.length, 1);

    // An edit that does not mention `active` leaves the item switched off.
    const { active: _ignored, ...withoutActive } = { ...menu({ url: '/toggled', nameEn: 'Renamed' }), active: undefined };
    assert.equal((await stack.call('PUT', '/api/v1/menu', { body: { ...withoutActive, id } })).status, 200);
    assert.equal((await stack.call('GET', `/api/v1/menu/${id}`)).body.content.active, false);

    await stack.call('PUT', `/api/v1/menu/${id}/toggle`);
    const shown = (await stack.call('GET', '/api/public/menu?lang=en&group=activity', { token: null })).body.content;
    assert.equal(shown.find((item: { id: string }) => item.id === id)?.name, 'Renamed');
  });

  test('unknown ids answer 404', async () => {
    assert.equal((await stack.call('GET', '/api/v1/menu/unknown123')).status, 404);
    assert.equal((await stack.call('PUT', '/api/v1/menu/unknown123/toggle')).status, 404);
    assert.equal((await stack.call('DELETE', '/api/v1/menu/unknown123')).status, 404);
    assert.equal((await stack.call('PUT', '/api/v1/menu', { body: { ...menu(), id: 'unknown123' } })).status, 404);
    assert.equal((await stack.call('GET', '/api/v1/page?menu=unknown123')).status, 404);
    assert.equal((await stack.call('POST', '/api/v1/page', { body: { menu: 'unknown123', titleUz: 'x' } })).status, 404);
  });

  test('page text: three languages round trip, public page per language, sanitized, replaced on save', async () => {
    const photo = await uploadImage(stack);
    const id = (await stack.call('POST', '/api/v1/menu', { body: menu({ url: '/with-text', groupName: 'education' }) })).body.content.id;
    assert.equal((await stack.call('GET', `/api/v1/page?menu=${id}`)).body.content, null);
    const text = {
      menu: id,
      photo,
      titleUz: 'Sarlavha',
      titleEn: 'Title',
      titleRu: 'Заголовок',
      textUz: '<p>Matn</p><script>alert(1)</script>',
      textEn: '<p onclick="steal()">Text <a href="javascript:alert(1)">link</a></p><img src="x.png" onerror="alert(1)">',
      textRu:
        '<h2>Текст</h2><iframe src="https://www.youtube.com/embed/aqz-KE-bpKQ"></iframe><iframe src="https://evil.example/x"></iframe>',
    };
    const saved = await stack.call('POST', '/api/v1/page', { body: text });
    assert.equal(saved.status, 200, saved.text);
    const admin = (await stack.call('GET', `/api/v1/page?menu=${id}`)).body.content;
    assert.equal(admin.menu, id);
    assert.equal(admin.photo, photo);
    assert.equal(admin.titleRu, 'Заголовок');
    assert.equal(admin.textUz, '<p>Matn</p>');
    assert.doesNotMatch(admin.textEn, /onclick|onerror|javascript:/);
    assert.match(admin.textEn, /<a>link<\/a>|<a href="">link<\/a>|<a>link/);
    assert.match(admin.textRu, /youtube\.com\/embed\/aqz-KE-bpKQ/);
    assert.doesNotMatch(admin.textRu, /evil\.example/);

    for (const [lang, title] of [
      ['uz', 'Sarlavha'],
      ['en', 'Title'],
      ['ru', 'Заголовок'],
    ]) {
      for (const url of ['/with-text', 'with-text']) {
        const page = await stack.call('GET', `/api/public/page?groupName=education&url=${encodeURIComponent(url)}&lang=${lang}`, {
          token: null,
        });
        assert.equal(page.status, 200, page.text);
        assert.equal(page.body.content.title, title);
        assert.equal(page.body.content.url, '/with-text');
        assert.equal(page.body.content.groupName, 'education');
        assert.equal(page.body.content.photo, photo);
        assert.equal(page.body.content.menu.groupName, 'education');
        assert.equal(page.body.content.menu.name, page.body.content.name);
      }
    }

    const replaced = await stack.call('POST', '/api/v1/page', { body: { ...text, titleEn: 'Second', photo: null } });
    assert.equal(replaced.status, 200);
    const again = (await stack.call('GET', `/api/v1/page?menu=${id}`)).body.content;
    assert.equal(again.titleEn, 'Second');
    assert.equal(again.photo, null);
  });

  test('deleting a menu item takes its page text with it', async () => {
    const id = (await stack.call('POST', '/api/v1/menu', { body: menu({ url: '/short-lived', groupName: 'info' }) })).body.content.id;
    await stack.call('POST', '/api/v1/page', { body: { menu: id, titleUz: 'a', titleEn: 'b', titleRu: 'c', textUz: '<p>x</p>' } });
    const removed = await stack.call('DELETE', `/api/v1/menu/${id}`);
    assert.equal(removed.status, 200);
    assert.equal((await stack.call('GET', `/api/v1/menu/${id}`)).status, 404);
    assert.equal((await stack.call('GET', '/api/public/page?groupName=info&url=/short-lived&lang=uz', { token: null })).status, 404);
    // A new item on the same url starts without the old text.
    const reborn = (await stack.call('POST', '/api/v1/menu', { body: menu({ url: '/short-lived', groupName: 'info' }) })).body.content.id;
    assert.equal((await stack.call('GET', `/api/v1/page?menu=${reborn}`)).body.content, null);
  });

  test('public page: 404 for an unknown page, 400 without a group', async () => {
    assert.equal((await stack.call('GET', '/api/public/page?groupName=info&url=/nope&lang=uz', { token: null })).status, 404);
    const noGroup = await stack.call('GET', '/api/public/page?url=/history', { token: null });
    assert.equal(noGroup.status, 400);
    assert.ok(noGroup.body.errors.groupName);
  });
});
