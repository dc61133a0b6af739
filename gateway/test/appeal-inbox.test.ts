/** The reception's inbox (docs/appeals.md, "The inbox"): who may read appeals, the officer's acts, the letters to the citizen. */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { APPEAL_INBOX_LIMITS, appealExtendedDeadline, wellFormed, type AppealDetail, type AppealReceipt } from '@lyceum/contract';
import fc from 'fast-check';
import { startStack, type Stack } from './harness.js';
import { pdf } from './office-files.js';
import { assertNoMarker, databaseDump, newPhone, sendAppeal, type AppealFields, type Attachment } from './support/appeals.js';
import { mailbox } from './support/mailbox.js';
import { newMember, type Member } from './support/team.js';

/** Addresses of this file's own (appeals.test.ts uses 198.51.100.x), so the daily limits per address meet only these tests. */
let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;
const HOSTILE = `</script><b>x</b> $' $& ‮ Тошкент`;

describe("the reception's inbox", () => {
  let stack: Stack;
  let mail: Awaited<ReturnType<typeof mailbox>>;
  let officer: Member;
  let editor: Member;
  let author: Member;
  before(async () => {
    mail = await mailbox();
    stack = await startStack({
      TRUST_PROXY: 'loopback',
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      SMTP_FROM: 'Lyceum <site@lyceum.test>',
    });
    const member = (role: 'reception' | 'editor' | 'author') => newMember(stack, role, [], mail.letters);
    [officer, editor, author] = [await member('reception'), await member('editor'), await member('author')];
  });
  after(async () => {
    await stack?.close();
    await mail?.close();
  });

  const appeal = async (fields: AppealFields = {}, files: Attachment[] = []) => {
    const sent = await sendAppeal(stack, { phone: newPhone(), ...fields }, files, newAddress());
    assert.equal(sent.status, 200, sent.text);
    return sent.body.content as AppealReceipt;
  };
  const as = (member: Member) => ({
    get: (route: string) => stack.call('GET', route, { token: member.token }),
    send: (method: 'POST' | 'PUT', route: string, body: unknown = {}) => stack.call(method, route, { token: member.token, body }),
  });
  const of = (number: string, suffix = '') => `/api/v1/appeals/${number}${suffix}`;
  const lettersTo = (address: string) => mail.letters.filter((letter) => letter.to === address);

  test('only the reception and administrators reach the inbox; its lists hold nothing personal', async () => {
    const marker = crypto.randomUUID();
    const { number } = await appeal({ name: `${marker} name`, subject: `${marker} subject`, email: `${marker}@example.uz` });
    for (const member of [editor, author]) {
      for (const route of ['/api/v1/appeals', '/api/v1/appeals/due', '/api/v1/appeals/officers', of(number)]) {
        const refused = await as(member).get(route);
        assert.equal(refused.status, 403, `${member.username} ${route}`);
        assert.equal(refused.body.code, 'FORBIDDEN');
      }
      assert.equal((await as(member).send('POST', of(number, '/answer'), { text: 'no' })).status, 403);
    }
    // The reception sees no content of the team's.
    assert.equal((await as(officer).get('/api/v1/blog')).status, 403);
    assert.equal((await stack.call('GET', '/api/v1/appeals', { token: null })).status, 401);

    const list = await as(officer).get(`/api/v1/appeals?size=100`);
    assert.equal(list.status, 200, list.text);
    assert.equal(list.headers.get('cache-control'), 'no-store');
    const row = list.body.content.content.find((one: { number: string }) => one.number === number);
    assert.deepEqual(Object.keys(row).sort(), [
      'assignee',
      'deadline',
      'due',
      'erasedAt',
      'extended',
      'fileCount',
      'kind',
      'lang',
      'mailable',
      'number',
      'receivedAt',
      'status',
    ]);
    assert.equal(row.mailable, true);
    assert.ok(!list.text.includes(marker), 'the list shows nothing personal');
    // Administrators have every permission.
    assert.equal((await stack.call('GET', '/api/v1/appeals/due')).status, 200);
    const officers = await as(officer).get('/api/v1/appeals/officers');
    assert.ok(
      officers.body.content.some(
        (one: { username: string; role: string }) => one.username === officer.username && one.role === 'reception',
      ),
    );
    assert.ok(!officers.body.content.some((one: { username: string }) => one.username === editor.username));
  });

  test('an officer assigns, notes, extends and answers: the citizen is e-mailed, the status page shows both, every read is recorded', async () => {
    const marker = crypto.randomUUID();
    const email = `citizen.${marker.slice(0, 8)}@example.uz`;
    const scan = pdf(1200);
    const receipt = await appeal({ email, lang: 'ru', kind: 'question', subject: `${marker} subject`, text: `${marker} ${HOSTILE}` }, [
      { bytes: scan, name: 'ариза №1.pdf' },
    ]);
    const { number } = receipt;
    const act = as(officer);

    const opened = await act.get(of(number));
    assert.equal(opened.status, 200, opened.text);
    assert.equal(opened.headers.get('cache-control'), 'no-store');
    const detail = opened.body.content as AppealDetail;
    assert.equal(detail.text, `${marker} ${HOSTILE}`);
    assert.equal(detail.email, email);
    assert.equal(detail.status, 'new');
    assert.deepEqual(detail.files, [{ position: 0, name: 'ариза №1.pdf', mime: 'application/pdf', size: scan.length }]);
    assert.deepEqual(
      detail.history.map(({ action, by }) => [action, by]),
      [['read', officer.username]],
    );

    const file = await fetch(`${stack.url}${of(number, '/files/0')}`, { headers: { Authorization: `Bearer ${officer.token}` } });
    assert.equal(file.status, 200);
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.match(file.headers.get('content-disposition') ?? '', /^attachment;/);
    assert.equal(file.headers.get('cache-control'), 'no-store');
    assert.deepEqual(Buffer.from(await file.arrayBuffer()), scan);
    assert.equal((await act.get(of(number, '/files/1'))).body.code, 'APPEAL_FILE_UNKNOWN');

    const assigned = await act.send('PUT', of(number, '/assignee'), { assignee: officer.id });
    assert.equal(assigned.status, 200, assigned.text);
    assert.equal(assigned.body.content.status, 'in-progress', 'a new appeal given to someone is in progress');
    assert.deepEqual(assigned.body.content.assignee, { id: officer.id, username: officer.username });
    assert.equal((await act.send('PUT', of(number, '/assignee'), { assignee: editor.id })).body.code, 'APPEAL_OFFICER_UNKNOWN');
    const mine = await act.get(`/api/v1/appeals?assignee=me&size=100`);
    assert.ok(mine.body.content.content.some((one: { number: string }) => one.number === number));

    const noted = await act.send('POST', of(number, '/notes'), { text: `${marker} note ${HOSTILE}` });
    assert.equal(noted.status, 200, noted.text);
    assert.equal(noted.body.content.notes[0].text, `${marker} note ${HOSTILE}`);
    assert.equal(noted.body.content.notes[0].by, officer.username);

    const reason = `Нужен ответ другой организации ${marker}`;
    const extended = await act.send('POST', of(number, '/extension'), { reason });
    assert.equal(extended.status, 200, extended.text);
    const afterExtension = extended.body.content as AppealDetail;
    assert.equal(afterExtension.deadline, appealExtendedDeadline(new Date(receipt.receivedAt)).toISOString());
    assert.ok(afterExtension.deadline > receipt.deadline);
    assert.deepEqual(
      afterExtension.letters.map(({ purpose, state, attempts }) => ({ purpose, state, attempts })),
      [{ purpose: 'extension', state: 'sent', attempts: 1 }],
    );
    assert.equal((await act.send('POST', of(number, '/extension'), { reason })).body.code, 'APPEAL_ALREADY_EXTENDED');

    const answerText = `Ответ лицея ${marker}\n${HOSTILE}`;
    const answered = await act.send('POST', of(number, '/answer'), { text: answerText });
    assert.equal(answered.status, 200, answered.text);
    const final = answered.body.content as AppealDetail;
    assert.equal(final.status, 'answered');
    assert.equal(final.answer?.text, answerText);
    assert.deepEqual(
      final.letters.map(({ purpose, state }) => [purpose, state]),
      [
        ['extension', 'sent'],
        ['answer', 'sent'],
      ],
    );
    assert.equal((await act.send('POST', of(number, '/answer'), { text: 'again' })).body.code, 'APPEAL_ALREADY_ANSWERED');
    assert.equal((await act.send('PUT', of(number, '/status'), { status: 'in-progress' })).body.code, 'APPEAL_ALREADY_ANSWERED');

    // Both letters reached the mail server, in the citizen's language, without the receipt's code.
    const [extensionLetter, answerLetter] = lettersTo(email);
    assert.equal(extensionLetter.subject, `Срок рассмотрения вашего обращения продлён (${number})`);
    assert.ok(extensionLetter.text.includes(reason), extensionLetter.text);
    assert.equal(answerLetter.subject, `Ответ на ваше обращение (${number})`);
    assert.ok(answerLetter.text.includes(answerText), answerLetter.text);
    assert.match(answerLetter.text, /\/ru\/appeal\/status/);
    assert.ok(!answerLetter.text.includes(receipt.code));

    // The citizen's status page: the extension's reason and the answer, never the notes.
    const standing = await stack.call('POST', '/api/public/appeals/status', { token: null, body: { number, code: receipt.code } });
    assert.equal(standing.status, 200, standing.text);
    assert.equal(standing.body.content.status, 'answered');
    assert.equal(standing.body.content.deadline, afterExtension.deadline);
    assert.equal(standing.body.content.extension.reason, reason);
    assert.equal(standing.body.content.answer.text, answerText);
    assert.ok(!standing.text.includes(`${marker} note`), 'internal notes are never shown to the citizen');

    const closed = await act.send('PUT', of(number, '/status'), { status: 'closed' });
    assert.equal(closed.body.content.status, 'closed');
    assert.equal((await act.send('PUT', of(number, '/assignee'), { assignee: null })).body.code, 'APPEAL_CLOSED');
    const history = (await act.get(of(number))).body.content.history as AppealDetail['history'];
    assert.deepEqual(history.map(({ action }) => action).reverse(), [
      'read',
      'file',
      'assign',
      'note',
      'extend',
      'letter',
      'answer',
      'letter',
      'status',
      'read',
    ]);
    assert.ok(history.every(({ by }) => by === officer.username));
    assert.ok(!JSON.stringify(history).includes(marker), 'the history holds nothing personal');

    // What officers wrote is sealed like the citizen's fields.
    const dump = await databaseDump(stack.cmsEnv);
    assertNoMarker(dump, marker, 'the database');
  });

  test('a letter the mail server refuses is recorded failed, without the address, and sent again by hand', async () => {
    const email = `refused.${crypto.randomBytes(4).toString('hex')}@example.uz`;
    const { number } = await appeal({ email, lang: 'uz' });
    mail.control.refusing = true;
    let failed: AppealDetail;
    try {
      const answered = await as(officer).send('POST', of(number, '/answer'), { text: 'Javob' });
      assert.equal(answered.status, 200, answered.text);
      failed = answered.body.content;
    } finally {
      mail.control.refusing = false;
    }
    const [letter] = failed.letters;
    assert.equal(letter.state, 'failed');
    // The server's reply code and status only: its words quote the address.
    assert.equal(letter.error, 'The mail server refused the letter (550 5.1.1)');
    assert.equal(lettersTo(email).length, 0);
    assertNoMarker(await databaseDump(stack.cmsEnv), email, 'the database');

    const retried = await as(officer).send('POST', of(number, `/letters/${letter.id}/retry`));
    assert.equal(retried.status, 200, retried.text);
    assert.deepEqual(
      retried.body.content.letters.map(({ state, attempts }: { state: string; attempts: number }) => [state, attempts]),
      [['sent', 2]],
    );
    assert.equal(lettersTo(email)[0].subject, `Murojaatingizga javob (${number})`);
    assert.equal((await as(officer).send('POST', of(number, `/letters/${letter.id}/retry`))).body.code, 'APPEAL_LETTER_SENT');
    assert.equal((await as(officer).send('POST', of(number, '/letters/999999999/retry'))).body.code, 'APPEAL_LETTER_UNKNOWN');

    // Without an address nothing is e-mailed.
    const silent = await appeal({ email: '' });
    const answered = await as(officer).send('POST', of(silent.number, '/answer'), { text: 'Javob' });
    assert.deepEqual(answered.body.content.letters, []);
    assert.equal(answered.body.content.mailable, false);
  });

  test('deadline marks, filters and refusals: overdue and nearly due appeals are counted, late terms not extended', async () => {
    const overdue = await appeal({ kind: 'proposal' });
    const soon = await appeal({ kind: 'proposal' });
    const setDeadline = (number: string, deadline: Date) =>
      stack.sql(
        { sqlite: 'UPDATE appeals SET deadline = ? WHERE number = ?', postgres: 'UPDATE appeals SET deadline = $1 WHERE number = $2' },
        [stack.database === 'postgres' ? deadline.toISOString() : deadline.getTime(), number],
      );
    await setDeadline(overdue.number, new Date(Date.now() - 60_000));
    await setDeadline(soon.number, new Date(Date.now() + 86_400_000));
    const act = as(officer);
    const numbersOf = async (query: string) =>
      ((await act.get(`/api/v1/appeals?size=100&${query}`)).body.content.content as { number: string; due: string | null }[]).map(
        ({ number, due }) => `${number}:${due}`,
      );
    assert.ok((await numbersOf('due=overdue')).includes(`${overdue.number}:overdue`));
    assert.ok(!(await numbersOf('due=overdue')).includes(`${soon.number}:soon`));
    assert.ok((await numbersOf('due=soon')).includes(`${soon.number}:soon`));
    assert.ok((await numbersOf('kind=proposal&status=new&assignee=none')).includes(`${overdue.number}:overdue`));
    assert.ok(!(await numbersOf('kind=complaint')).includes(`${overdue.number}:overdue`));
    const due = (await act.get('/api/v1/appeals/due')).body.content;
    assert.ok(due.overdue >= 1 && due.soon >= 1, JSON.stringify(due));
    assert.equal((await act.send('POST', of(overdue.number, '/extension'), { reason: 'late' })).body.code, 'APPEAL_EXTENSION_LATE');

    for (const query of ['status=answered-ish', 'due=later', 'assignee=some%20one', 'kind=%00', 'page=-1']) {
      const refused = await act.get(`/api/v1/appeals?${query}`);
      assert.equal(refused.status, 400, query);
    }
    for (const number of ['2026-99999999', 'nothing', '..%2F..%2Fadmin', '2026-00001%00']) {
      const unknown = await act.get(of(number));
      assert.equal(unknown.status, 404, number);
      assert.equal(unknown.body.code, 'APPEAL_UNKNOWN');
    }
    for (const position of ['3', '-1', '1e0', '00']) {
      assert.equal((await act.get(of(soon.number, `/files/${position}`))).body.code, 'APPEAL_FILE_UNKNOWN', position);
    }
    for (const letter of ['99999999999999', '2147483648', '-1']) {
      assert.equal((await act.send('POST', of(soon.number, `/letters/${letter}/retry`))).body.code, 'APPEAL_LETTER_UNKNOWN', letter);
    }
    // Dot segments as a client that does not fold them sends them: each names nothing, never another route of Strapi's.
    const raw = (path: string) =>
      new Promise<{ status: number; code: string }>((resolve, reject) => {
        const { hostname, port } = new URL(stack.url);
        const headers = { Authorization: `Bearer ${officer.token}` };
        const request = http.get({ hostname, port, path, headers }, (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, code: (JSON.parse(body) as { code: string }).code }));
        });
        request.on('error', reject);
      });
    for (const [path, code] of [
      [of('%2E'), 'APPEAL_UNKNOWN'],
      [of('%2E%2E'), 'APPEAL_UNKNOWN'],
      [of(soon.number, '/files/%2E%2E'), 'APPEAL_FILE_UNKNOWN'],
      [of(soon.number, '/files/%2E'), 'APPEAL_FILE_UNKNOWN'],
    ]) {
      assert.deepEqual(await raw(path), { status: 404, code }, path);
    }
    assert.equal((await act.send('POST', of(soon.number, '/notes'), { text: ' ' })).status, 400);
    assert.equal((await act.send('POST', of(soon.number, '/answer'), { text: 'x'.repeat(APPEAL_INBOX_LIMITS.answer + 1) })).status, 400);
    assert.equal((await act.send('PUT', of(soon.number, '/status'), { status: 'answered' })).status, 400);
    assert.equal((await act.send('PUT', of(soon.number, '/assignee'), { assignee: 'me' })).status, 400);
  });

  test('one answer of two sent at once; a closed appeal is neither answered nor extended, and taken up again if it never was', async () => {
    const { number } = await appeal({ email: `twice.${crypto.randomBytes(4).toString('hex')}@example.uz` });
    const act = as(officer);
    const both = await Promise.all(['Birinchi', 'Ikkinchi'].map((text) => act.send('POST', of(number, '/answer'), { text })));
    assert.deepEqual(both.map((answer) => answer.status).sort(), [200, 409]);
    assert.equal(both.find((answer) => answer.status === 409)?.body.code, 'APPEAL_ALREADY_ANSWERED');
    const detail = (await act.get(of(number))).body.content as AppealDetail;
    assert.equal(detail.letters.length, 1);
    assert.equal(lettersTo(detail.email).length, 1, 'the citizen is e-mailed once');

    const unanswered = await appeal();
    assert.equal((await act.send('PUT', of(unanswered.number, '/status'), { status: 'closed' })).body.content.status, 'closed');
    assert.equal((await act.send('POST', of(unanswered.number, '/answer'), { text: 'Javob' })).body.code, 'APPEAL_CLOSED');
    assert.equal((await act.send('POST', of(unanswered.number, '/extension'), { reason: 'Sabab' })).body.code, 'APPEAL_CLOSED');
    const reopened = await act.send('PUT', of(unanswered.number, '/status'), { status: 'in-progress' });
    assert.equal(reopened.body.content.status, 'in-progress');
    assert.equal((await act.send('POST', of(unanswered.number, '/answer'), { text: 'Javob' })).body.content.status, 'answered');
  });

  test('hostile text in internal notes is kept as written or refused, never a failure', async () => {
    const { number } = await appeal();
    const act = as(officer);
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), fc.constantFrom('/notes'), async (text, route) => {
        const answer = await act.send('POST', of(number, route), { text });
        assert.ok([200, 400].includes(answer.status), answer.text);
        if (answer.status === 200) assert.equal(answer.body.content.notes.at(-1).text, wellFormed(text).replace(/\r\n?/g, '\n').trim());
      }),
      { seed: 44, numRuns: 25 },
    );
  });
});
