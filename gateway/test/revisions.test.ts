// On both databases: versions kept in JSON columns, in the save's transaction, pruned by size (docs/testing.md, "Which files run on SQLite").
/**
 * Revisions (docs/editorial-workflow.md, "Revisions"): every admin save of a news item, a page text, the header
 * slogan, the short info and the contacts keeps a version, with who, when and what changed per language; any of them
 * can be restored, which is itself a revision and an audit entry.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { REVISIONS_KEPT } from '@lyceum/contract';
import { ADMIN, dataOf, keepSingleItems, startStack, type Stack } from './harness.js';
import { newsBody } from './bodies.js';
import { uploadImage } from './images.js';

interface Change {
  locale: string | null;
  field: string;
  before: string;
  after: string;
}
interface Revision {
  id: string;
  kind: string;
  itemId: string;
  action: string;
  savedBy: string;
  savedAt: string;
  status: string;
  title: string;
  restoredFrom: string | null;
  changes: Change[];
}

describe('revisions', () => {
  let stack: Stack;
  let photo: string;
  let putBack: (() => Promise<void>) | undefined;
  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
    putBack = await keepSingleItems(stack, ['CONTACT']);
  });
  after(async () => {
    await putBack?.();
    await stack?.close();
  });

  const ok = async (method: string, route: string, body?: unknown) => {
    const answer = await stack.call(method, route, body === undefined ? {} : { body });
    assert.equal(answer.status, 200, `${method} ${route}: ${answer.text}`);
    return answer.body;
  };
  const revisionsOf = async (query: string): Promise<Revision[]> => (await ok('GET', `/api/v1/revisions?${query}`)).content.content;
  const change = (revision: Revision, locale: string | null, field: string) =>
    revision.changes.find((one) => one.locale === locale && one.field === field);

  test('each news save is a revision: who, when, and what changed in which language, as plain words', async () => {
    const body = newsBody(photo, { titleEn: 'First title', textUz: '<p>Birinchi <b>matn</b></p>' });
    const id = (await ok('POST', '/api/v1/blog', body)).content.id as string;
    await ok('PUT', '/api/v1/blog', { ...body, id, titleEn: 'Second title', textUz: '<p>Ikkinchi <b>matn</b></p>' });

    const [edit, created, ...rest] = await revisionsOf(`kind=news&id=${id}`);
    assert.equal(rest.length, 0);
    assert.deepEqual([edit.action, created.action], ['save', 'save']);
    assert.equal(edit.savedBy, ADMIN.username);
    assert.equal(edit.status, 'published');
    assert.equal(edit.itemId, id);
    assert.ok(Date.parse(edit.savedAt) >= Date.parse(created.savedAt));
    assert.deepEqual(
      edit.changes.map((one) => `${one.locale}.${one.field}`),
      ['uz.text', 'en.title'],
      'only what this save changed, shared fields first, then by language',
    );
    assert.deepEqual(change(edit, 'en', 'title'), { locale: 'en', field: 'title', before: 'First title', after: 'Second title' });
    assert.deepEqual(change(edit, 'uz', 'text'), { locale: 'uz', field: 'text', before: 'Birinchi matn', after: 'Ikkinchi matn' });
    // The first version of an item shows everything it set.
    assert.equal(change(created, null, 'photo')?.after, photo);
    assert.equal(change(created, 'ru', 'title')?.after, body.titleRu);
  });

  test('a restore brings an earlier version back to visitors; it is a revision of its own and is audited', async () => {
    const body = newsBody(photo, { titleEn: 'Kept version', textEn: '<p>Good text</p>' });
    const id = (await ok('POST', '/api/v1/blog', body)).content.id as string;
    const visitorTitle = async () => (await ok('GET', `/api/public/news/${id}?lang=en`)).content.title as string;
    assert.equal(await visitorTitle(), 'Kept version');
    await ok('PUT', '/api/v1/blog', { ...body, id, titleEn: 'A bad edit', textEn: '<p>Broken</p>' });
    assert.equal(await visitorTitle(), 'A bad edit');

    const [, good] = await revisionsOf(`kind=news&id=${id}`);
    assert.equal((await ok('POST', `/api/v1/revisions/${good.id}/restore`)).message, 'Tiklandi');
    assert.equal(await visitorTitle(), 'Kept version');
    assert.equal((await ok('GET', `/api/public/news/${id}?lang=en`)).content.text, '<p>Good text</p>');

    const [restore, bad] = await revisionsOf(`kind=news&id=${id}`);
    assert.equal(restore.action, 'restore');
    assert.equal(restore.restoredFrom, good.savedAt);
    assert.equal(restore.savedBy, ADMIN.username);
    assert.equal(bad.action, 'save');
    assert.deepEqual(change(restore, 'en', 'title'), { locale: 'en', field: 'title', before: 'A bad edit', after: 'Kept version' });

    const [entry] = (await ok('GET', '/api/v1/audit?kind=news&size=1')).content.content;
    assert.deepEqual([entry.action, entry.itemId, entry.actor, entry.title], ['revert', id, ADMIN.username, body.titleUz]);
  });

  test('a draft save is a draft revision; restoring the published one puts the published text back in the admin too', async () => {
    const body = newsBody(photo, { titleEn: 'Published words' });
    const id = (await ok('POST', '/api/v1/blog', body)).content.id as string;
    await ok('PUT', '/api/v1/blog', { ...body, id, titleEn: 'Unfinished words', draft: true });
    const [draft, published] = await revisionsOf(`kind=news&id=${id}`);
    assert.deepEqual([draft.action, draft.status], ['draft', 'draft']);
    assert.equal(published.status, 'published');
    assert.equal((await ok('GET', `/api/public/news/${id}?lang=en`)).content.title, 'Published words');

    await ok('POST', `/api/v1/revisions/${published.id}/restore`);
    const admin = (await ok('GET', `/api/v1/blog/${id}`)).content;
    assert.deepEqual([admin.titleEn, admin.status], ['Published words', 'published']);
  });

  test('an item saved before revisions were kept keeps its earlier state as the baseline', async () => {
    const body = newsBody(photo, { titleUz: 'Eski holat' });
    const id = (await ok('POST', '/api/v1/blog', body)).content.id as string;
    // As an item from before this feature: no revision at all.
    await stack.sql({ sqlite: 'DELETE FROM revisions WHERE item_id = ?', postgres: 'DELETE FROM revisions WHERE item_id = $1' }, [id]);
    await ok('PUT', '/api/v1/blog', { ...body, id, titleUz: 'Yangi holat' });

    const [edit, baseline, ...rest] = await revisionsOf(`kind=news&id=${id}`);
    assert.equal(rest.length, 0);
    assert.deepEqual([baseline.action, baseline.savedBy, baseline.changes], ['baseline', '', []]);
    assert.equal(baseline.title, 'Eski holat');
    assert.deepEqual(change(edit, 'uz', 'title'), { locale: 'uz', field: 'title', before: 'Eski holat', after: 'Yangi holat' });
    await ok('POST', `/api/v1/revisions/${baseline.id}/restore`);
    assert.equal((await ok('GET', `/api/public/news/${id}?lang=uz`)).content.title, 'Eski holat');
  });

  test("a menu page's text is named by its menu item; its revisions restore too", async () => {
    const menu = (
      await ok('POST', '/api/v1/menu', {
        nameUz: 'Tarixli',
        nameEn: 'With history',
        nameRu: 'С историей',
        url: 'revisions-page',
        groupName: 'activity',
        number: 9,
      })
    ).content.id as string;
    const text = {
      menu,
      titleUz: 'Sahifa',
      titleEn: 'Page',
      titleRu: 'Страница',
      textUz: '<p>Bir</p>',
      textEn: '<p>One</p>',
      textRu: '<p>Раз</p>',
    };
    await ok('POST', '/api/v1/page', text);
    await ok('POST', '/api/v1/page', { ...text, textRu: '<p>Два</p>' });
    const [second, first] = await revisionsOf(`kind=page-text&id=${menu}`);
    assert.equal(second.itemId, menu);
    assert.deepEqual(second.changes, [{ locale: 'ru', field: 'text', before: 'Раз', after: 'Два' }]);
    await ok('POST', `/api/v1/revisions/${first.id}/restore`);
    const page = await ok('GET', '/api/public/page?groupName=activity&url=revisions-page&lang=ru');
    assert.equal(page.content.text, '<p>Раз</p>');
    await ok('DELETE', `/api/v1/menu/${menu}`);
  });

  test('the contacts block keeps its revisions, named by its kind alone', async () => {
    const [current] = (await ok('GET', '/api/v1/baseInfo?type=CONTACT')).content as { data: string }[];
    const contact = { ...dataOf(current), phone: '+998 71 000 00 01' };
    await ok('POST', '/api/v1/baseInfo', { type: 'CONTACT', data: JSON.stringify(contact) });
    await ok('POST', '/api/v1/baseInfo', { type: 'CONTACT', data: JSON.stringify({ ...contact, phone: '+998 71 000 00 02' }) });
    const [latest, earlier] = await revisionsOf('kind=contact');
    assert.deepEqual(change(latest, null, 'phone'), {
      locale: null,
      field: 'phone',
      before: '+998 71 000 00 01',
      after: '+998 71 000 00 02',
    });
    await ok('POST', `/api/v1/revisions/${earlier.id}/restore`);
    const [restored] = (await ok('GET', '/api/v1/baseInfo?type=CONTACT')).content as { data: string }[];
    assert.equal(dataOf(restored).phone, '+998 71 000 00 01');
  });

  test("a token saving in a loop cannot fill the disk: an item's revisions stay within REVISIONS_KEPT.maxBytes, the oldest going first", async () => {
    // Each save writes three texts of maxBytes/17 characters, kept as draft and published: a revision of about 6/17 of
    // the bound, so two fit and a third does not.
    const words = (n: number) => `<p>${String(n).repeat(Math.floor(REVISIONS_KEPT.maxBytes / 17))}</p>`;
    const body = (n: number) => newsBody(photo, { titleEn: `Loop ${n}`, textUz: words(n), textEn: words(n), textRu: words(n) });
    const id = (await ok('POST', '/api/v1/blog', body(1))).content.id as string;
    await ok('PUT', '/api/v1/blog', { ...body(2), id });
    const sizes = { sqlite: 'SELECT bytes FROM revisions WHERE item_id = ?', postgres: 'SELECT bytes FROM revisions WHERE item_id = $1' };
    const stored = async () => (await stack.sql(sizes, [id])).map((row) => Number(row.bytes));
    assert.deepEqual((await stored()).length, 2);
    for (const bytes of await stored()) assert.ok(bytes > REVISIONS_KEPT.maxBytes / 3 && bytes < REVISIONS_KEPT.maxBytes / 2, `${bytes}`);
    // Revisions kept before sizes were are measured at the next save.
    await stack.sql(
      { sqlite: 'UPDATE revisions SET bytes = NULL WHERE item_id = ?', postgres: 'UPDATE revisions SET bytes = NULL WHERE item_id = $1' },
      [id],
    );
    await ok('PUT', '/api/v1/blog', { ...body(3), id });

    const kept = await revisionsOf(`kind=news&id=${id}`);
    assert.deepEqual(
      kept.map((revision) => change(revision, 'en', 'title')?.after),
      ['Loop 3', 'Loop 2'],
    );
    const total = (await stored()).reduce((sum, bytes) => sum + bytes, 0);
    assert.ok(total <= REVISIONS_KEPT.maxBytes, `${total} bytes kept`);
  });

  test('refusals: unknown revisions and items are 404s, a kind without revisions a 400, a visitor a 401, a deleted item comes back only from the trash', async () => {
    const refused = async (method: string, route: string, status: number, code: string, token?: string | null) => {
      const answer = await stack.call(method, route, token === undefined ? {} : { token });
      assert.equal(answer.status, status, `${method} ${route}: ${answer.text}`);
      assert.deepEqual([answer.body.success, answer.body.code], [false, code]);
    };
    await refused('POST', '/api/v1/revisions/unknownid123/restore', 404, 'REVISION_NOT_FOUND');
    await refused('POST', '/api/v1/revisions/x-not-an-id/restore', 404, 'REVISION_NOT_FOUND');
    await refused('GET', '/api/v1/revisions?kind=news&id=unknownid123', 404, 'NEWS_NOT_FOUND');
    await refused('GET', '/api/v1/revisions?kind=news', 404, 'NEWS_NOT_FOUND');
    await refused('GET', '/api/v1/revisions?kind=page-text&id=unknownid123', 404, 'MENU_NOT_FOUND');
    await refused('GET', '/api/v1/revisions?kind=person&id=unknownid123', 400, 'INVALID_REQUEST');
    await refused('GET', '/api/v1/revisions?kind=contact', 401, 'AUTH_REQUIRED', null);

    const id = (await ok('POST', '/api/v1/blog', newsBody(photo))).content.id as string;
    const [only] = await revisionsOf(`kind=news&id=${id}`);
    await ok('DELETE', `/api/v1/blog/${id}`);
    await refused('POST', `/api/v1/revisions/${only.id}/restore`, 404, 'NEWS_NOT_FOUND');
  });
});
