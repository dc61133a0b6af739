// On both databases: the order and text of the documents each database gives the search corpus (docs/testing.md, "Which files run on SQLite").
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { newsBody } from './bodies.js';
import { startStack, type Stack } from './harness.js';
import { uploadImage } from './images.js';

interface Hit {
  kind: 'news' | 'page';
  path: string;
  title: { text: string; match: boolean }[];
  excerpt: { text: string; match: boolean }[];
}

const marked = (runs: Hit['excerpt']) => runs.filter((run) => run.match).map((run) => run.text);

describe('site search', () => {
  let stack: Stack;
  let photo: string;
  /** Ids of the news items the suite wrote, by what they hold. */
  const ids: Record<string, string> = {};

  const search = async (lang: string, q: string, extra = '') => {
    const answer = await stack.call('GET', `/api/public/search?lang=${lang}&q=${encodeURIComponent(q)}${extra}`, { token: null });
    assert.equal(answer.status, 200, answer.text);
    return answer as {
      body: { content: { content: Hit[]; totalElements: number; page: number; size: number; q: string } };
      headers: Headers;
    };
  };
  const paths = async (lang: string, q: string) => (await search(lang, q)).body.content.content.map((hit) => hit.path);
  const create = async (overrides: Record<string, unknown>) => {
    const answer = await stack.call('POST', '/api/v1/blog', { body: newsBody(photo, overrides) });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.content.id as string;
  };

  before(async () => {
    stack = await startStack();
    photo = await uploadImage(stack);
    ids.latin = await create({
      titleUz: 'Litsey oʻqituvchilari seminari',
      textUz: '<p>Seminarda maʼlumot almashildi va <b>gʻoliblar</b> taqdirlandi.</p>',
      titleRu: 'Семинар учителей лицея',
      textRu: '<p>На семинаре учителя обменялись новостями.</p>',
      titleEn: 'Teachers seminar',
      textEn: '<p>The teachers were running workshops for students.</p>',
    });
    ids.cyrillic = await create({
      titleUz: 'Ўқувчилар олимпиадаси',
      textUz: '<p>Олимпиада ғолибларига шаҳодатнома ва совғалар топширилди.</p>',
    });
  });
  after(() => stack?.close());

  test('an Uzbek word is found whatever apostrophe the writer typed in oʻ, gʻ and the tutuq belgisi', async () => {
    for (const q of ['oʻqituvchilari', "o'qituvchilari", 'o`qituvchilari', 'o’qituvchilari', 'o‘qituvchilari', 'oʼqituvchilari']) {
      const { content } = (await search('uz', q)).body;
      const hit = content.content.find((entry) => entry.path === `/news/${ids.latin}`);
      assert.ok(hit, q);
      assert.deepEqual(marked(hit.title), ['oʻqituvchilari'], `${q}: the word is marked as written`);
    }
    for (const q of ["ma'lumot", 'ma`lumot', 'maʼlumot', "g'oliblar", 'g’oliblar'])
      assert.ok((await paths('uz', q)).includes(`/news/${ids.latin}`), q);
  });

  test('Latin and Cyrillic Uzbek find each other', async () => {
    const cyrillicQuery = await search('uz', 'ўқитувчилари');
    const hit = cyrillicQuery.body.content.content.find((entry) => entry.path === `/news/${ids.latin}`);
    assert.ok(hit, 'a Cyrillic query finds Latin text');
    assert.deepEqual(marked(hit.title), ['oʻqituvchilari']);
    for (const q of ["o'quvchilar olimpiadasi", "g'oliblariga", 'sovgʻalar']) {
      const found = (await search('uz', q)).body.content.content.find((entry) => entry.path === `/news/${ids.cyrillic}`);
      assert.ok(found, `a Latin query (${q}) finds Cyrillic text`);
      assert.ok(marked([...found.title, ...found.excerpt]).length > 0, q);
    }
  });

  test('Russian and English queries are stemmed: another form of the word finds it', async () => {
    assert.ok((await paths('ru', 'учитель')).includes(`/news/${ids.latin}`), 'учитель → учителя, учителей');
    assert.ok((await paths('ru', 'новость')).includes(`/news/${ids.latin}`), 'новость → новостями');
    assert.ok((await paths('en', 'teacher')).includes(`/news/${ids.latin}`), 'teacher → teachers');
    assert.ok((await paths('en', 'run workshop')).includes(`/news/${ids.latin}`), 'run → running, workshop → workshops');
    assert.deepEqual(await paths('en', 'teacher zebra'), [], 'every word must be found');
  });

  test('menu pages are searched too, and results are ranked, paged and cached', async () => {
    const menu = (await stack.call('GET', '/api/public/menu?lang=en', { token: null })).body.content as {
      groupName: string;
      url: string;
      name: string;
    }[];
    const page = menu.find((item) => ['info', 'education', 'activity'].includes(item.groupName))!;
    const word = page.name.split(' ')[0];
    assert.ok((await paths('en', word)).includes(`/${page.groupName}${page.url}`), `${word} finds ${page.name}`);

    const first = await search('uz', 'litsey', '&page=0&size=1');
    assert.equal(first.body.content.size, 1);
    assert.equal(first.body.content.content.length, 1);
    assert.ok(first.body.content.totalElements >= 2);
    const second = await search('uz', 'litsey', '&page=1&size=1');
    assert.notEqual(second.body.content.content[0].path, first.body.content.content[0].path, 'pages do not overlap');
    assert.equal((await search('uz', 'litsey', '&page=0&size=1')).headers.get('x-cache'), 'HIT');
  });

  test('a news item is found right after its save, and not after its deletion', async () => {
    assert.deepEqual(await paths('en', 'hippopotamus'), []);
    const id = await create({ titleEn: 'Hippopotamus at the farm', textEn: '<p>A visit.</p>' });
    assert.deepEqual(await paths('en', 'hippopotamus'), [`/news/${id}`]);
    assert.equal((await stack.call('DELETE', `/api/v1/blog/${id}`)).status, 200);
    assert.deepEqual(await paths('en', 'hippopotamus'), []);
  });

  test('a query is required; white space is collapsed; a long one is cut, never refused', async () => {
    for (const q of ['', '%20%20']) {
      const answer = await stack.call('GET', `/api/public/search?lang=uz&q=${q}`, { token: null });
      assert.equal(answer.status, 400, q);
      assert.equal(answer.body.success, false);
      assert.equal(answer.body.code, 'INVALID_REQUEST');
    }
    assert.equal((await stack.call('GET', '/api/public/search?lang=uz', { token: null })).status, 400);
    assert.equal((await search('uz', '  litsey   seminari ')).body.content.q, 'litsey seminari');
    assert.equal((await search('uz', 'a'.repeat(5000))).body.content.q.length, 200);
  });

  test('the search page is rendered on the server: results linked, the words found marked, no index', async () => {
    const page = await stack.call('GET', `/uz/search?q=${encodeURIComponent("o'qituvchilari")}`, { token: null });
    assert.equal(page.status, 200);
    assert.ok(page.text.includes(`href="/uz/news/${ids.latin}"`));
    assert.match(page.text, /<mark>oʻqituvchilari<\/mark>/);
    assert.match(page.text, /<meta name="robots" content="noindex, follow">/);
    const empty = await stack.call('GET', '/uz/search', { token: null });
    assert.equal(empty.status, 200);
    assert.match(empty.text, /Qidirish uchun so&#x27;z kiriting|Qidirish uchun so'z kiriting/);
  });
});
