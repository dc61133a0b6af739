/**
 * What the reception keeps of an appeal, and for how long (docs/appeals.md, "Retention", "Export", "Statistics"): the
 * personal data erased once a closed appeal outlives its retention period, an appeal's data exported for the citizen,
 * and the director's figures by kind, status and month with the share answered on time, as JSON and CSV.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { after, before, describe, test } from 'node:test';
import { APPEAL_RETENTION_DAYS, shareInTenths, type AppealDetail, type AppealReceipt, type AppealStatistics } from '@lyceum/contract';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { startStack, type Stack } from './harness.js';
import { pdf } from './office-files.js';
import { assertNoMarker, databaseDump, newPhone, sendAppeal, type AppealFields, type Attachment } from './support/appeals.js';
import { newMember, type Member } from './support/team.js';

/** Addresses of this file's own (appeals.test.ts and appeal-inbox.test.ts use others), so the daily limits meet only these tests. */
let nextAddress = 1;
const newAddress = () => `192.0.2.${nextAddress++}`;
const DAY_MS = 86_400_000;

/** A ZIP's entries by name. */
async function unzip(bytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true }, (error, opened) => (error ? reject(error) : resolve(opened))),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) =>
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        buffer(stream).then((content) => {
          entries.set(entry.fileName, content);
          zip.readEntry();
        }, reject);
      }),
    );
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return entries;
}

describe("the reception's records: retention, export and statistics", () => {
  let stack: Stack;
  let officer: Member;
  let editor: Member;
  before(async () => {
    stack = await startStack({ TRUST_PROXY: 'loopback' });
    [officer, editor] = [await newMember(stack, 'reception'), await newMember(stack, 'editor')];
  });
  after(async () => {
    await stack?.close();
  });

  const appeal = async (fields: AppealFields = {}, files: Attachment[] = []) => {
    const sent = await sendAppeal(stack, { phone: newPhone(), ...fields }, files, newAddress());
    assert.equal(sent.status, 200, sent.text);
    return sent.body.content as AppealReceipt;
  };
  const as = (member: Member | null) => ({
    get: (route: string) => stack.call('GET', route, member ? { token: member.token } : {}),
    send: (method: 'POST' | 'PUT', route: string, body: unknown = {}) =>
      stack.call(method, route, member ? { token: member.token, body } : { body }),
  });
  const admin = as(null);
  const of = (number: string, suffix = '') => `/api/v1/appeals/${number}${suffix}`;
  /** A moment as each database keeps it (SQLite: milliseconds). */
  const moment = (value: Date | string) => (stack.database === 'postgres' ? new Date(value).toISOString() : new Date(value).getTime());
  const setColumns = (number: string, values: Record<string, Date | string>) => {
    const columns = Object.keys(values);
    return stack.sql(
      {
        sqlite: `UPDATE appeals SET ${columns.map((column) => `${column} = ?`).join(', ')} WHERE number = ?`,
        postgres: `UPDATE appeals SET ${columns.map((column, index) => `${column} = $${index + 1}`).join(', ')} WHERE number = $${columns.length + 1}`,
      },
      [...Object.values(values).map(moment), number],
    );
  };
  const download = (route: string, member: Member | null) =>
    fetch(`${stack.url}${route}`, { headers: { Authorization: `Bearer ${member?.token ?? stack.token}` } });

  test("a closed appeal's personal data is erased once its retention period has passed, and nothing of it is left", async () => {
    const marker = crypto.randomUUID();
    const receipt = await appeal(
      { name: `${marker} name`, email: `${marker}@example.uz`, subject: `${marker} subject`, text: `${marker} text` },
      [{ bytes: pdf(900), name: `${marker}.pdf` }],
    );
    const { number } = receipt;
    const kept = await appeal({ subject: 'kept' });
    const swept = await appeal({ subject: 'swept' });
    const refusedFirst = await appeal({ subject: 'refused first' });
    const act = as(officer);
    await act.send('POST', of(number, '/notes'), { text: `${marker} note` });
    assert.equal((await act.send('POST', of(number, '/extension'), { reason: `${marker} reason` })).status, 200);
    assert.equal((await act.send('POST', of(number, '/answer'), { text: `${marker} answer` })).status, 200);
    const closed = (await act.send('PUT', of(number, '/status'), { status: 'closed' })).body.content as AppealDetail;
    // Erased a retention period after the closing (recorded in its history within the same moment).
    const closedAt = new Date(closed.history[0].at).getTime();
    assert.ok(Math.abs(Date.parse(closed.erasesAt ?? '') - closedAt - APPEAL_RETENTION_DAYS * DAY_MS) < 1_000, closed.erasesAt ?? 'null');
    assert.equal(closed.erasedAt, null);
    await act.send('PUT', of(kept.number, '/status'), { status: 'closed' });
    await act.send('PUT', of(swept.number, '/status'), { status: 'closed' });
    await act.send('PUT', of(refusedFirst.number, '/status'), { status: 'closed' });

    // One closed a moment longer ago than the period, one a day short of it.
    await setColumns(number, { closed_at: new Date(Date.now() - APPEAL_RETENTION_DAYS * DAY_MS - 60_000) });
    await setColumns(kept.number, { closed_at: new Date(Date.now() - (APPEAL_RETENTION_DAYS - 1) * DAY_MS) });
    for (const one of [swept, refusedFirst]) {
      await setColumns(one.number, { closed_at: new Date(Date.now() - APPEAL_RETENTION_DAYS * DAY_MS - 60_000) });
    }
    // The citizen can no longer read it, even before the erasure has reached it.
    const standing = await stack.call('POST', '/api/public/appeals/status', { token: null, body: { number, code: receipt.code } });
    assert.equal(standing.body.code, 'APPEAL_NOT_FOUND');

    const opened = await act.get(of(number));
    assert.equal(opened.status, 200, opened.text);
    const erased = opened.body.content as AppealDetail;
    assert.ok(erased.erasedAt, 'opening an appeal past its retention erases it first');
    assert.deepEqual(
      [erased.name, erased.phone, erased.email, erased.subject, erased.text, erased.files, erased.notes, erased.answer, erased.erasesAt],
      ['', '', '', '', '', [], [], null, null],
    );
    assert.equal(erased.status, 'closed');
    assert.deepEqual(
      erased.history.slice(0, 2).map(({ action, by }) => [action, by]),
      [
        ['read', officer.username],
        ['erase', '—'],
      ],
    );
    // What is left in its row, and in the tables beside it: nothing personal, not even sealed.
    const stored = async (one: string) =>
      (
        await stack.sql(
          {
            sqlite: `SELECT id, sealed, code_hash, phone_key, source_key, sealed_reason, sealed_answer, erased_at FROM appeals WHERE number = ?`,
            postgres: `SELECT id, sealed, code_hash, phone_key, source_key, sealed_reason, sealed_answer, erased_at FROM appeals WHERE number = $1`,
          },
          [one],
        )
      )[0];
    const { id, erased_at: _erasedAt, ...left } = await stored(number);
    assert.deepEqual(left, { sealed: '', code_hash: '', phone_key: '', source_key: '', sealed_reason: null, sealed_answer: null });
    for (const table of ['appeal_files', 'appeal_notes']) {
      const [{ n }] = await stack.sql(
        {
          sqlite: `SELECT COUNT(*) AS n FROM ${table} WHERE appeal_id = ?`,
          postgres: `SELECT COUNT(*) AS n FROM ${table} WHERE appeal_id = $1`,
        },
        [id],
      );
      assert.equal(Number(n), 0, table);
    }
    const after = await stack.call('POST', '/api/public/appeals/status', { token: null, body: { number, code: receipt.code } });
    assert.equal(after.body.code, 'APPEAL_NOT_FOUND');

    // An act refused because the appeal has outlived its period leaves it erased (the erasure is not rolled back).
    const refusedAct = await act.send('POST', of(refusedFirst.number, '/notes'), { text: 'late' });
    assert.equal(refusedAct.body.code, 'APPEAL_ERASED');
    assert.ok((await stored(refusedFirst.number)).erased_at, 'the erasure stands though the act was refused');

    // Opening one erased that one alone; the list erases every other past its period (as the hourly run does) first.
    assert.equal((await stored(swept.number)).erased_at, null);
    const rows = (await act.get(`/api/v1/appeals?status=closed&size=100`)).body.content.content as AppealDetail[];
    const rowOf = (one: string) => rows.find((row) => row.number === one)!;
    assert.equal(rowOf(number).erasedAt, erased.erasedAt);
    assert.equal(rowOf(number).mailable, false);
    assert.ok(rowOf(swept.number).erasedAt, 'the list erases what has outlived its period');
    assert.equal(rowOf(kept.number).erasedAt, null);
    assert.equal(((await act.get(of(swept.number))).body.content as AppealDetail).subject, '');

    for (const [method, suffix, body] of [
      ['GET', '/export', undefined],
      ['GET', '/files/0', undefined],
      ['POST', '/notes', { text: 'more' }],
      ['PUT', '/status', { status: 'in-progress' }],
      ['PUT', '/assignee', { assignee: null }],
    ] as const) {
      const refused = method === 'GET' ? await act.get(of(number, suffix)) : await act.send(method, of(number, suffix), body);
      assert.equal(refused.status, 410, `${method} ${suffix}: ${refused.text}`);
      assert.equal(refused.body.code, 'APPEAL_ERASED');
    }
    // Nothing of it is left in the database, in any form a store would use.
    assertNoMarker(await databaseDump(stack.cmsEnv), marker, 'the database');

    const untouched = (await act.get(of(kept.number))).body.content as AppealDetail;
    assert.equal(untouched.erasedAt, null);
    assert.equal(untouched.subject, 'kept');
  });

  test("an appeal's data is exported for the citizen as a ZIP: their fields, files, term and answer, never the notes", async () => {
    const marker = crypto.randomUUID();
    const scan = pdf(1300);
    const photo = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#3a7' } })
      .png()
      .toBuffer();
    const fields = {
      name: `Ойбек ${marker}`,
      email: `export.${marker.slice(0, 8)}@example.uz`,
      kind: 'complaint',
      subject: `</script> $' ‮ ${marker}`,
      text: `Matn ${marker}\nikkinchi qator`,
    };
    const { number } = await appeal(fields, [
      { bytes: scan, name: 'ariza: 1*.pdf' },
      { bytes: photo, name: 'rasm "1"\u202Egnp.exe', type: 'image/png' },
    ]);
    const act = as(officer);
    await act.send('POST', of(number, '/notes'), { text: `internal ${marker}` });
    await act.send('POST', of(number, '/extension'), { reason: `Sabab ${marker}` });
    await act.send('POST', of(number, '/answer'), { text: `Javob ${marker}` });

    assert.equal((await as(editor).get(of(number, '/export'))).status, 403);
    const exported = await download(of(number, '/export'), officer);
    assert.equal(exported.status, 200);
    assert.equal(exported.headers.get('content-type'), 'application/zip');
    assert.equal(exported.headers.get('cache-control'), 'no-store');
    assert.match(exported.headers.get('content-disposition') ?? '', new RegExp(`^attachment; filename="?appeal-${number}\\.zip"?$`));
    const entries = await unzip(Buffer.from(await exported.arrayBuffer()));
    assert.deepEqual([...entries.keys()].sort(), ['appeal.json', 'files/1-ariza_ 1_.pdf', 'files/2-rasm _1__gnp.png']);
    assert.deepEqual(entries.get('files/1-ariza_ 1_.pdf'), scan);
    assert.deepEqual(entries.get('files/2-rasm _1__gnp.png'), photo);
    const data = JSON.parse(entries.get('appeal.json')!.toString('utf8'));
    assert.equal(data.number, number);
    assert.equal(data.phone.startsWith('+998'), true);
    for (const field of ['name', 'email', 'kind', 'subject', 'text'] as const) assert.equal(data[field], fields[field], field);
    assert.deepEqual(
      data.files.map(({ name, path, size }: { name: string; path: string; size: number }) => [name, path, size]),
      [
        ['ariza: 1*.pdf', 'files/1-ariza_ 1_.pdf', scan.length],
        ['rasm "1"\u202Egnp.exe', 'files/2-rasm _1__gnp.png', photo.length],
      ],
    );
    assert.ok(!('content' in data.files[0]), 'the bytes are the files beside it, not base64 in the JSON');
    assert.equal(data.extension.reason, `Sabab ${marker}`);
    assert.equal(data.answer.text, `Javob ${marker}`);
    assert.deepEqual(
      data.letters.map(({ purpose }: { purpose: string }) => purpose),
      ['extension', 'answer'],
    );
    assert.ok(![...entries.values()].some((content) => content.includes(`internal ${marker}`)), 'the internal notes stay the lyceum’s');
    const history = ((await act.get(of(number))).body.content as AppealDetail).history;
    assert.deepEqual(history[1], { action: 'export', at: history[1].at, by: officer.username, detail: '' });
  });

  test('the statistics count a year by kind, status and Tashkent month, with the share answered on time; CSV for the director only', async () => {
    const year = 2011;
    const read = async () => {
      const answer = await admin.get(`/api/v1/appeals/statistics?year=${year}`);
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.headers.get('cache-control'), 'no-store');
      return answer.body.content as AppealStatistics;
    };
    const before = await read();
    const act = as(officer);
    // Received in January (Tashkent), answered a day before the deadline.
    const onTime = await appeal({ kind: 'application' });
    await act.send('POST', of(onTime.number, '/answer'), { text: 'ok' });
    await setColumns(onTime.number, {
      received_at: '2011-01-10T06:00:00Z',
      deadline: '2011-01-25T18:59:59.999Z',
      answered_at: '2011-01-24T10:00:00Z',
    });
    // Sent at 00:30 on 1 February in Tashkent (still 31 January in UTC): February's. Answered late.
    const late = await appeal({ kind: 'complaint' });
    await act.send('POST', of(late.number, '/answer'), { text: 'kech' });
    await setColumns(late.number, {
      received_at: '2011-01-31T19:30:00Z',
      deadline: '2011-02-16T18:59:59.999Z',
      answered_at: '2011-02-20T10:00:00Z',
    });
    // Open past its deadline: overdue.
    const overdue = await appeal({ kind: 'complaint' });
    await setColumns(overdue.number, { received_at: '2011-02-05T06:00:00Z', deadline: '2011-02-21T18:59:59.999Z' });
    // Closed without an answer: nothing was due.
    const unanswered = await appeal({ kind: 'question' });
    await act.send('PUT', of(unanswered.number, '/status'), { status: 'closed' });
    await setColumns(unanswered.number, { received_at: '2011-12-31T18:30:00Z', deadline: '2012-01-16T18:59:59.999Z' });

    const now = await read();
    const gained = (path: (statistics: AppealStatistics) => number) => path(now) - path(before);
    assert.equal(
      gained((s) => s.received),
      4,
    );
    assert.deepEqual(
      (['application', 'proposal', 'complaint', 'question'] as const).map((kind) => gained((s) => s.byKind[kind])),
      [1, 0, 2, 1],
    );
    assert.deepEqual(
      (['new', 'in-progress', 'answered', 'closed'] as const).map((status) => gained((s) => s.byStatus[status])),
      [1, 0, 2, 1],
    );
    assert.deepEqual(
      (['due', 'onTime', 'late', 'overdue'] as const).map((key) => gained((s) => s.timeliness[key])),
      [3, 1, 1, 1],
    );
    assert.equal(now.timeliness.share, now.timeliness.onTime / now.timeliness.due);
    assert.deepEqual(
      now.months.map((month) => month.month),
      Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`),
    );
    const monthGain = (index: number) => now.months[index].received - before.months[index].received;
    assert.deepEqual([monthGain(0), monthGain(1), monthGain(11)], [1, 2, 1], 'January, February (Tashkent time), December');
    assert.equal(now.months[1].timeliness.overdue - before.months[1].timeliness.overdue, 1);
    assert.ok(now.years.includes(year) && now.years[0] >= new Date().getUTCFullYear(), JSON.stringify(now.years));

    const csv = await download(`/api/v1/appeals/statistics.csv?year=${year}&lang=ru`, null);
    assert.equal(csv.status, 200);
    assert.equal(csv.headers.get('content-type'), 'text/csv; charset=utf-8');
    assert.match(csv.headers.get('content-disposition') ?? '', /^attachment; filename="?appeals-2011\.csv"?$/);
    const text = Buffer.from(await csv.arrayBuffer()).toString('utf8');
    // Separated as a spreadsheet set to Russian reads it: `;` between fields, `,` before the decimals.
    assert.ok(text.startsWith('\uFEFFМесяц;Поступило;Заявление;Предложение;Жалоба;Вопрос;Новое;'), text.slice(0, 80));
    const lines = text.slice(1).trimEnd().split('\r\n');
    assert.equal(lines.length, 14, 'the headings, twelve months and the total');
    const february = now.months[1];
    assert.equal(
      lines[2],
      [
        '2011-02',
        february.received,
        ...Object.values(february.byKind),
        ...Object.values(february.byStatus),
        february.timeliness.due,
        february.timeliness.onTime,
        february.timeliness.late,
        february.timeliness.overdue,
        february.timeliness.share === null ? '' : (shareInTenths(february.timeliness.share) / 10).toFixed(1).replace('.', ','),
      ].join(';'),
    );
    assert.ok(lines[13].startsWith(`Итого;${now.received};`));

    // The reception answers appeals; the figures are the director's.
    for (const route of [`/api/v1/appeals/statistics?year=${year}`, `/api/v1/appeals/statistics.csv?year=${year}`]) {
      assert.equal((await act.get(route)).status, 403, route);
      assert.equal((await as(editor).get(route)).status, 403, route);
    }
    for (const query of ['year=abc', 'year=1999', 'year=2011.5', 'lang=de']) {
      const refused = await admin.get(`/api/v1/appeals/statistics.csv?${query}`);
      assert.equal(refused.status, 400, query);
      assert.equal(refused.body.code, 'INVALID_REQUEST');
    }
  });
});
