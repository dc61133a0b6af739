/**
 * Official documents (the kind `official-document`, docs/content-model.md): the admin's saves in three languages, the
 * visitors' list with its category and year filters, each document's file at its own address in the visitor's
 * language (kept when the file is replaced), drafts out of every visitor read, the rules of a save, revisions, the
 * search and the site map.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { LOCALES as LANGS } from '@lyceum/contract';
import { fileTypeFromBuffer } from 'file-type';
import { ADMIN, SUPERUSER, eventually, startStack, type Stack } from './harness.js';
import { fileForm, uploadImage } from './images.js';
import { ooxml, pdf } from './office-files.js';
import { publishedJustNow } from './standing.js';

describe('official documents', () => {
  let stack: Stack;
  let file: string;
  /** A word of this run's own, for the search. */
  const serial = crypto.randomBytes(3).toString('hex');
  before(async () => {
    stack = await startStack();
    file = await upload(pdf(3000));
  });
  after(() => stack?.close());

  const upload = async (bytes: Buffer, name = 'hujjat.pdf') => {
    const answer = await stack.call('POST', '/api/attachment/document', { form: fileForm(bytes, name, 'application/octet-stream') });
    assert.equal(answer.status, 200, answer.text);
    return answer.text;
  };
  const body = (overrides: Record<string, unknown> = {}) => ({
    file,
    number: '45-q',
    date: '1987-05-06',
    category: 'ORDER',
    titleUz: 'Qabul tartibi to‘g‘risida buyruq',
    titleEn: 'Order on admissions',
    titleRu: 'Приказ о порядке приёма',
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const answer = await stack.call('POST', '/api/v1/documents', { body: body(overrides) });
    assert.equal(answer.status, 200, answer.text);
    return answer.body.content.id as string;
  };
  const visitor = (path: string) => stack.call('GET', path, { token: null });
  const download = (path: string) => fetch(`${stack.url}${path}`);

  test('the demo content has documents in three languages, of several categories, one replaced by another, each file a PDF', async () => {
    const list = (await visitor('/api/public/documents?lang=ru&size=100')).body.content;
    const seeded = list.content.filter((doc: { file: { name: string } | null }) => doc.file?.name.startsWith('hujjat_'));
    assert.ok(seeded.length >= 6, `${seeded.length} demo documents`);
    assert.ok(new Set(seeded.map((doc: { category: string }) => doc.category)).size >= 5, 'of several categories');
    const replaced = seeded.find((doc: { replacedBy: object | null }) => doc.replacedBy);
    assert.ok(replaced && !replaced.inForce, 'one replaced by another');
    assert.equal(replaced.replacedBy.title, 'Правила внутреннего распорядка (новая редакция)', 'named in the language read');
    assert.ok(list.years.includes(2024) && list.years.includes(2026));
    assert.equal((await visitor(`/api/public/documents/${replaced.id}?lang=uz`)).body.content.title, 'Ichki tartib qoidalari');
    const file = await download(`/ru/documents/${seeded[0].id}`);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal((await fileTypeFromBuffer(Buffer.from(await file.arrayBuffer())))?.mime, 'application/pdf', 'a PDF by its bytes');
  });

  test('three-language round trip: the admin reads what it saved, each language its own title, the file its type and size', async () => {
    const id = await create();
    const admin = (await stack.call('GET', `/api/v1/documents/${id}`)).body.content;
    assert.deepEqual(
      { ...admin, scheduledAt: admin.scheduledAt },
      {
        id,
        status: 'published',
        ...publishedJustNow(admin),
        scheduledAt: null,
      owner: ADMIN.username,
        file,
        number: '45-q',
        date: '1987-05-06',
        category: 'ORDER',
        inForce: true,
        supersededBy: '',
        titleUz: 'Qabul tartibi to‘g‘risida buyruq',
        titleEn: 'Order on admissions',
        titleRu: 'Приказ о порядке приёма',
      },
    );
    const titles = { uz: 'Qabul tartibi to‘g‘risida buyruq', en: 'Order on admissions', ru: 'Приказ о порядке приёма' };
    for (const lang of LANGS) {
      const item = (await visitor(`/api/public/documents/${id}?lang=${lang}`)).body.content;
      assert.deepEqual(item, {
        id,
        title: titles[lang],
        number: '45-q',
        date: '1987-05-06',
        category: 'ORDER',
        inForce: true,
        replacedBy: null,
        file: { name: file, type: 'PDF', bytes: 3000 },
      });
    }
  });

  test("each document's file is downloaded at its own address under its title in the visitor's language; a new file keeps the address", async () => {
    const id = await create({ titleEn: 'Charter: 2026/27 <edition>', titleRu: 'Устав лицея' });
    const first = await download(`/en/documents/${id}`);
    assert.equal(first.status, 200);
    assert.equal(first.headers.get('content-type'), 'application/pdf');
    assert.equal(first.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(first.headers.get('content-disposition'), 'attachment; filename="Charter- 2026-27 -edition.pdf"');
    assert.match(first.headers.get('cache-control') ?? '', /max-age=300/, 'not kept for a year: the address may get another file');
    assert.deepEqual(Buffer.from(await first.arrayBuffer()), pdf(3000));
    const russian = await download(`/ru/documents/${id}`);
    assert.match(
      russian.headers.get('content-disposition') ?? '',
      /filename\*=UTF-8''%D0%A3%D1%81%D1%82%D0%B0%D0%B2%20%D0%BB%D0%B8%D1%86%D0%B5%D1%8F\.pdf$/,
    );
    await russian.arrayBuffer();

    const docx = await ooxml('docx');
    const replaced = await stack.call('PUT', '/api/v1/documents', {
      body: { ...body({ titleEn: 'Charter' }), id, file: await upload(docx, 'new.docx') },
    });
    assert.equal(replaced.status, 200, replaced.text);
    const second = await download(`/en/documents/${id}`);
    assert.equal(second.headers.get('content-type'), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    assert.equal(second.headers.get('content-disposition'), 'attachment; filename=Charter.docx');
    assert.deepEqual(Buffer.from(await second.arrayBuffer()), docx);
  });

  test("a document visitors do not see has no file to download: the address is the site's 404 page, leading to the list", async () => {
    const draft = await create({ draft: true });
    for (const path of [
      `/uz/documents/${draft}`,
      '/uz/documents/nosuchdocument0000000000',
      '/ru/documents/x',
      '/en/documents/order/20x6',
    ]) {
      const answer = await fetch(`${stack.url}${path}`, { redirect: 'manual' });
      assert.equal(answer.status, 404, path);
      assert.equal(answer.headers.get('content-disposition'), null, path);
      const html = await answer.text();
      assert.match(html, new RegExp(`href="/${path.slice(1, 3)}/documents"`), path);
    }
  });

  test('the visitor page lists the documents in its language, filtered by links to category and year pages', async () => {
    const year = 2100 + (parseInt(serial, 16) % 90);
    const id = await create({ date: `${year}-03-04`, category: 'LICENCE', titleRu: `Лицензия ${serial}`, number: '77' });
    /** The page's HTML without the markers React puts between adjacent texts. */
    const html = async (path: string) => {
      const answer = await visitor(path);
      assert.equal(answer.status, 200, path);
      return answer.text.replace(/<!-- -->/g, '');
    };
    const has = (text: string, pattern: RegExp, what: string) => assert.ok(pattern.test(text), `${what}: ${pattern}`);
    has(
      await html('/ru/documents'),
      new RegExp(`<a href="/ru/documents/${id}" download=""[^>]*>Лицензия ${serial}</a>`),
      'the title downloads the file',
    );
    const filtered = await html(`/ru/documents/licence/${year}`);
    has(filtered, new RegExp(`Лицензия ${serial}`), 'listed under its category and year');
    has(filtered, /Лицензия · № 77 · <time datetime="\d{4}-03-04">04\.03\.\d{4}<\/time> · Действует/i, 'its line');
    has(filtered, /PDF, 3 КБ/, 'its type and size');
    const marked = (path: string) => new RegExp(`<a (?=[^>]*aria-current="page")(?=[^>]*href="${path}")[^>]*>`);
    has(filtered, marked(`/ru/documents/licence/${year}`), 'the category and year chosen are marked');
    has(filtered, /href="\/ru\/documents\/licence"/, 'every year of that category');
    has(filtered, new RegExp(`href="/ru/documents/all/${year}"`), 'every category of that year');
    const other = await html(`/ru/documents/report/${year}`);
    assert.ok(!other.includes(`Лицензия ${serial}`), 'not under another category');
    has(other, /Нет документов по этому отбору/, 'an empty choice says so');
  });

  test('the list: latest date first, one category or one year, and every year that has a document', async () => {
    const year = 1900 + (parseInt(serial, 16) % 80);
    const older = await create({ date: `${year}-01-10`, category: 'REPORT' });
    const newer = await create({ date: `${year}-11-30`, category: 'CHARTER' });
    await create({ date: `${year + 1}-01-01`, category: 'REPORT', draft: true });
    const inYear = (await visitor(`/api/public/documents?lang=en&year=${year}&size=100`)).body.content;
    assert.deepEqual(
      inYear.content.map((doc: { id: string }) => doc.id),
      [newer, older],
    );
    assert.ok(inYear.years.includes(year), 'the year is among the years');
    assert.ok(!inYear.years.includes(year + 1), "a draft's year is not");
    assert.deepEqual(
      inYear.years,
      [...inYear.years].sort((a: number, b: number) => b - a),
      'newest first',
    );
    const reports = (await visitor(`/api/public/documents?lang=en&year=${year}&category=REPORT`)).body.content;
    assert.deepEqual(
      reports.content.map((doc: { id: string }) => doc.id),
      [older],
    );
    for (const [query, field] of [
      ['category=SECRET', 'category'],
      ['year=1899', 'year'],
      ['year=20x6', 'year'],
    ]) {
      const refused = await visitor(`/api/public/documents?lang=en&${query}`);
      assert.equal(refused.status, 400, query);
      assert.ok(refused.body.errors[field], `${query}: ${refused.text}`);
    }
  });

  test('a superseded document says so, and by which; its rules are kept', async () => {
    const newer = await create({ titleEn: 'New regulations', category: 'REGULATION' });
    const old = await create({ titleEn: 'Old regulations', category: 'REGULATION', inForce: false, supersededBy: newer });
    const read = (await visitor(`/api/public/documents/${old}?lang=en`)).body.content;
    assert.equal(read.inForce, false);
    assert.deepEqual(read.replacedBy, { id: newer, title: 'New regulations' });
    assert.equal((await stack.call('GET', `/api/v1/documents/${old}`)).body.content.supersededBy, newer, 'the admin reads the id');
    // A replacement visitors no longer see (kept a draft, then deleted) is named by none.
    const draft = await create({ draft: true, titleEn: 'Draft regulations' });
    const pointing = await create({ inForce: false, supersededBy: draft });
    assert.equal((await visitor(`/api/public/documents/${pointing}?lang=en`)).body.content.replacedBy, null);
    assert.equal((await stack.call('DELETE', `/api/v1/documents/${newer}`)).status, 200);
    const listed = (await visitor('/api/public/documents?lang=en&size=100')).body.content.content;
    assert.equal(listed.find((doc: { id: string }) => doc.id === old).replacedBy, null);

    const stillInForce = await stack.call('POST', '/api/v1/documents', { body: body({ supersededBy: newer }) });
    assert.equal(stillInForce.status, 400, stillInForce.text);
    assert.match(stillInForce.body.errors.inForce, /must be false/);
    const unknown = await stack.call('POST', '/api/v1/documents', {
      body: body({ inForce: false, supersededBy: 'nosuchdocument0000000000' }),
    });
    assert.equal(unknown.status, 404, unknown.text);
    assert.equal(unknown.body.code, 'REFERENCE_MISSING');
    const itself = await stack.call('PUT', '/api/v1/documents', { body: { ...body({ inForce: false, supersededBy: old }), id: old } });
    assert.equal(itself.status, 400, itself.text);
    assert.ok(itself.body.errors.supersededBy);
  });

  test('refusals name their fields: titles, the file, the date, the category, the number; nothing is stored', async () => {
    const before = (await stack.call('GET', '/api/v1/documents?size=1')).body.content.totalElements;
    const photo = await uploadImage(stack);
    const cases: [Record<string, unknown>, string][] = [
      [{ titleEn: '' }, 'titleEn'],
      [{ titleRu: 'я'.repeat(501) }, 'titleRu'],
      [{ file: photo }, 'file'],
      [{ file: '' }, 'file'],
      [{ file: '../../etc/passwd.pdf' }, 'file'],
      [{ date: '2026-02-30' }, 'date'],
      [{ date: '2200-01-01' }, 'date'],
      [{ date: '06.05.1987' }, 'date'],
      [{ category: 'SECRET' }, 'category'],
      [{ number: 'n'.repeat(65) }, 'number'],
      [{ inForce: 'yes' }, 'inForce'],
    ];
    for (const [overrides, field] of cases) {
      const refused = await stack.call('POST', '/api/v1/documents', { body: body(overrides) });
      assert.equal(refused.status, 400, `${JSON.stringify(overrides)}: ${refused.text}`);
      assert.ok(refused.body.errors?.[field], `${JSON.stringify(overrides)}: ${refused.text}`);
    }
    const missing = await stack.call('POST', '/api/v1/documents', { body: body({ file: 'nosuch_0000000000.pdf' }) });
    assert.equal(missing.status, 400, missing.text);
    assert.equal((await stack.call('GET', '/api/v1/documents?size=1')).body.content.totalElements, before);
  });

  test('hostile titles are kept as typed, and their file names are still file names', async () => {
    const hostile = `$' </script><b>x</b> \u202Eevil\u202C / ${'ж'.repeat(440)}`;
    const id = await create({ titleUz: hostile });
    assert.equal((await visitor(`/api/public/documents/${id}?lang=uz`)).body.content.title, hostile);
    const answer = await download(`/uz/documents/${id}`);
    assert.equal(answer.status, 200);
    const disposition = answer.headers.get('content-disposition') ?? '';
    assert.doesNotMatch(disposition, /[\u202E\u202C<>/]|%E2%80%AE|%2F|%3C/i, disposition);
    assert.match(disposition, /\.pdf$/);
    await answer.arrayBuffer();
  });

  test('drafts stay out of every visitor read until published; every save keeps a revision', async () => {
    const id = await create({ draft: true, titleEn: `Draft ${serial}` });
    assert.equal((await visitor(`/api/public/documents/${id}?lang=en`)).status, 404);
    assert.equal((await stack.call('GET', `/api/v1/documents/${id}`)).body.content.status, 'draft');
    const published = await stack.call('PUT', '/api/v1/documents', { body: { ...body({ titleEn: `Published ${serial}` }), id } });
    assert.equal(published.status, 200, published.text);
    assert.equal((await visitor(`/api/public/documents/${id}?lang=en`)).body.content.title, `Published ${serial}`);
    const revisions = await stack.call('GET', `/api/v1/revisions?kind=official-document&id=${id}`);
    assert.equal(revisions.status, 200, revisions.text);
    const [newest] = revisions.body.content.content as {
      action: string;
      changes: { locale: string | null; field: string; after: string }[];
    }[];
    assert.equal(newest.action, 'save');
    assert.ok(
      newest.changes.some((change) => change.locale === 'en' && change.field === 'title' && change.after === `Published ${serial}`),
    );
  });

  test("a draft's file is no visitor's at any address; a download asked again unchanged answers 304", async () => {
    const own = await upload(pdf(1500), 'qoralama.pdf');
    const id = await create({ draft: true, file: own });
    assert.equal((await download(`/api/attachment/${own}`)).status, 404, 'its stored name');
    const admin = await fetch(`${stack.url}/api/attachment/${own}`, { headers: { Authorization: `Bearer ${stack.token}` } });
    assert.equal(admin.status, 200, 'the signed-in admin reads it');
    assert.equal(admin.headers.get('cache-control'), 'private, no-store');
    await admin.arrayBuffer();

    await stack.call('PUT', '/api/v1/documents', { body: { ...body({ file: own }), id } });
    const first = await download(`/uz/documents/${id}`);
    assert.equal(first.status, 200);
    await first.arrayBuffer();
    const modified = first.headers.get('last-modified');
    assert.ok(modified, "the file's time is sent");
    // As a browser revalidates (fetch itself would add `no-cache` to a conditional request, which asks for the bytes).
    const again = await fetch(`${stack.url}/uz/documents/${id}`, {
      headers: { 'If-Modified-Since': modified, 'Cache-Control': 'max-age=0' },
    });
    assert.equal(again.status, 304);
    assert.equal((await again.arrayBuffer()).byteLength, 0);
  });

  test('search finds a document by its title and leads to its file; the site map lists each file in three languages', async () => {
    const word = `Hujjatqidiruv${parseInt(serial, 16)}`;
    const id = await create({ titleEn: `Licence ${word}`, category: 'LICENCE' });
    const found = (await visitor(`/api/public/search?lang=en&q=${word}`)).body.content;
    assert.equal(found.totalElements, 1);
    assert.equal(found.content[0].kind, 'official-document');
    assert.equal(found.content[0].path, `/documents/${id}`);
    const text = await (await fetch(`${stack.url}/sitemap.xml`)).text();
    const locs = [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    for (const lang of LANGS) assert.ok(locs.includes(`/${lang}/documents/${id}`), `/${lang}/documents/${id}`);
  });

  test("a HEAD of a download answers the file's headers, asking Strapi for its headers alone", async () => {
    const bytes = pdf(5000);
    const stored = await upload(bytes, 'bosh.pdf');
    const id = await create({ file: stored });
    const head = await fetch(`${stack.url}/en/documents/${id}`, { method: 'HEAD' });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-length'), String(bytes.length));
    assert.equal(head.headers.get('content-type'), 'application/pdf');
    assert.match(head.headers.get('content-disposition') ?? '', /^attachment/);
    assert.equal(stack.cmsCalls(`/uploads/${stored}`, 'HEAD'), 1);
    assert.equal(stack.cmsCalls(`/uploads/${stored}`, 'GET'), 0, 'the file itself is not read for a HEAD');
  });

  test("a document whose file is deleted in Strapi's media library leaves the search and the site map: its address is the 404 page", async () => {
    const word = `Ochirilganfayl${parseInt(serial, 16)}`;
    const stored = await upload(pdf(2000), 'ochiriladi.pdf');
    const id = await create({ file: stored, titleEn: `Statute ${word}` });
    const found = async () => (await visitor(`/api/public/search?lang=en&q=${word}`)).body.content.totalElements as number;
    const mapped = async () => (await (await fetch(`${stack.url}/sitemap.xml`)).text()).includes(`/en/documents/${id}</loc>`);
    assert.equal(await found(), 1);
    assert.ok(await mapped(), 'listed in the site map while its file is there');

    // The superuser deletes the file in the panel's media library, which the document still names.
    const login = await fetch(`${stack.url}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(SUPERUSER),
    });
    assert.equal(login.status, 200);
    const headers = { Authorization: `Bearer ${((await login.json()) as { data: { token: string } }).data.token}` };
    const query = new URLSearchParams({ 'filters[url][$eq]': `/uploads/${stored}` });
    const library = (await (await fetch(`${stack.url}/upload/files?${query}`, { headers })).json()) as {
      results: { id: number; url: string }[];
    };
    const file_ = library.results.find((one) => one.url === `/uploads/${stored}`);
    assert.ok(file_, `the media library holds ${stored}`);
    assert.equal((await fetch(`${stack.url}/upload/files/${file_.id}`, { method: 'DELETE', headers })).status, 200);

    // Strapi announces the media change: the gateway's next reads are fresh.
    const gone = await eventually(async () => (await found()) === 0 && !(await mapped()), 5000);
    assert.notEqual(gone, undefined, 'neither the search nor the site map leads to it');
    assert.equal((await download(`/en/documents/${id}`)).status, 404);
  });

  test('a deleted or unknown document is a 404 with its code on every read and write', async () => {
    const id = await create();
    assert.equal((await stack.call('DELETE', `/api/v1/documents/${id}`)).status, 200);
    assert.equal((await visitor(`/api/public/documents/${id}?lang=en`)).status, 404);
    assert.equal((await stack.call('GET', `/api/v1/documents/${id}`)).body.code, 'DOCUMENT_NOT_FOUND');
    assert.equal((await stack.call('DELETE', `/api/v1/documents/${id}`)).status, 404);
    assert.equal((await stack.call('PUT', '/api/v1/documents', { body: { ...body(), id: 'nosuch' } })).body.code, 'DOCUMENT_NOT_FOUND');
    assert.equal((await stack.call('GET', '/api/v1/documents', { token: null })).status, 401);
  });
});
