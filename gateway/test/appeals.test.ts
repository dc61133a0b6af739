/** The virtual reception, as citizens use it (docs/appeals.md): the form, its abuse limits, the receipt and the status. */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { APPEAL_ABUSE, APPEAL_KINDS, appealDeadline } from '@lyceum/contract';
import fc from 'fast-check';
import { startStack, type Stack } from './harness.js';
import { image } from './images.js';
import { PROGRAM, pdf } from './office-files.js';
import { appealForm, newPhone, sendAppeal, solvedChallenge, type AppealFields, type Attachment } from './support/appeals.js';

/** Every test sends from addresses of its own (the gateway trusts the loopback proxy's X-Forwarded-For), so limits meet only their own test. */
let nextAddress = 1;
const newAddress = () => `198.51.100.${nextAddress++}`;
const HOSTILE = `</script><b>x</b> $' $& ‮ Тошкент ${'\u0000'}`;

describe('the virtual reception', () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack({ TRUST_PROXY: 'loopback' });
  });
  after(() => stack?.close());

  const solved = (tamper = false) => solvedChallenge(stack, tamper);
  const send = (address: string, fields: AppealFields, files: Attachment[] = []) => sendAppeal(stack, fields, files, address);
  const status = (address: string, number: string, code: string) =>
    stack.call('POST', '/api/public/appeals/status', { token: null, body: { number, code }, headers: { 'X-Forwarded-For': address } });
  const count = async (table: string) =>
    Number((await stack.sql({ sqlite: `SELECT COUNT(*) AS n FROM ${table}`, postgres: `SELECT COUNT(*) AS n FROM ${table}` }))[0].n);
  const stored = async () => ({ appeals: await count('appeals'), files: await count('appeal_files') });

  test('an appeal with a proof of work: its receipt opens its status, and the database holds none of it in plain text', async () => {
    const marker = crypto.randomUUID();
    const personal = {
      name: `Ali ${marker}-name ${HOSTILE}`,
      phone: '+998 (91) 234-56-78',
      email: `ali.${marker}@example.uz`,
      subject: `Ko'chirish ${marker}-subject`,
      text: `${marker}-text ${HOSTILE}\n`.repeat(40),
    };
    const scan = pdf(2000);
    const scanWithMarker = Buffer.concat([scan.subarray(0, 9), Buffer.from(`%${marker}-file\n`), scan.subarray(9)]);
    const photo = await image(64, 48, 'jpeg');
    const address = newAddress();
    const sent = await send(address, { ...personal, kind: 'complaint', lang: 'ru' }, [
      { bytes: scanWithMarker, name: `${marker}-ariza.pdf` },
      { bytes: photo, name: 'photo.jpg', type: 'image/jpeg' },
    ]);
    assert.equal(sent.status, 200, sent.text);
    assert.equal(sent.headers.get('cache-control'), 'no-store');
    const receipt = sent.body.content as { number: string; code: string; receivedAt: string; deadline: string };
    assert.match(receipt.number, /^\d{4}-\d{5,}$/);
    assert.match(receipt.code, /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    assert.equal(receipt.deadline, appealDeadline(new Date(receipt.receivedAt)).toISOString());

    // The code as people copy it: lower case, without its dash, O for 0.
    const copied = receipt.code.toLowerCase().replace('-', ' ').replace(/0/g, 'o');
    const standing = await status(address, receipt.number, copied);
    assert.equal(standing.status, 200, standing.text);
    assert.equal(standing.headers.get('cache-control'), 'no-store');
    assert.deepEqual(standing.body.content, {
      number: receipt.number,
      kind: 'complaint',
      status: 'new',
      receivedAt: receipt.receivedAt,
      deadline: receipt.deadline,
      extension: null,
      answer: null,
    });
    // Strapi answers the reception's routes to the gateway alone, however their path is spelled.
    for (const route of ['/api/lyceum/appeals/status', '/api/Lyceum/Appeals/status', '/api/lyceum/appeals', '/api/LYCEUM/APPEALS']) {
      const direct = await fetch(`${stack.cmsUrl}${route}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ number: receipt.number, code: receipt.code }),
      });
      assert.equal(direct.status, 403, route);
    }
    const wrong = await status(
      address,
      receipt.number,
      receipt.code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
    );
    assert.equal(wrong.status, 404);
    assert.equal(wrong.body.code, 'APPEAL_NOT_FOUND');

    // Sealed at rest: no column of its rows holds a personal field, the file's bytes or its name.
    const rows = [
      ...(await stack.sql({ sqlite: 'SELECT * FROM appeals WHERE number = ?', postgres: 'SELECT * FROM appeals WHERE number = $1' }, [
        receipt.number,
      ])),
      ...(await stack.sql({ sqlite: 'SELECT * FROM appeal_files', postgres: 'SELECT * FROM appeal_files' })),
    ];
    assert.ok(rows.length >= 3);
    const dump = JSON.stringify(rows, (_key, value: unknown) => (Buffer.isBuffer(value) ? value.toString('latin1') : value));
    for (const plain of [marker, '2345678', "Ko'chirish", receipt.code.replace('-', '')])
      assert.ok(!dump.includes(plain), `${plain} is stored in plain text`);
    for (const row of rows.filter((row) => typeof row.sealed_bytes === 'string')) {
      const bytes = Buffer.from(row.sealed_bytes as string, 'base64');
      assert.ok(!bytes.includes(photo.subarray(100, 164)) && !bytes.includes(marker), "a file's bytes are stored in plain text");
    }
  });

  test('the proof of work: missing, wrong or used before is refused, as is a filled honeypot, and nothing is kept', async () => {
    const address = newAddress();
    const before = await stored();
    for (const [fields, why] of [
      [{ altcha: undefined }, 'no proof'],
      [{ altcha: 'bm90IGpzb24=' }, 'not a payload'],
      [{ altcha: await solved(true) }, 'a wrong number'],
      [{ website: 'https://spam.example' }, 'the honeypot filled'],
    ] as const) {
      const refused = await send(address, fields);
      assert.equal(refused.status, 400, `${why}: ${refused.text}`);
      assert.equal(refused.body.code, 'APPEAL_CHECK_FAILED', why);
    }
    // One solution sent twice at once, and once more after: taken once.
    const proof = await solved();
    const [first, second] = await Promise.all([send(address, { altcha: proof }), send(address, { altcha: proof })]);
    assert.deepEqual([first.status, second.status].sort(), [200, 400], `${first.text} ${second.text}`);
    assert.equal((first.status === 400 ? first : second).body.code, 'APPEAL_CHECK_FAILED');
    const replayed = await send(address, { altcha: proof });
    assert.equal(replayed.status, 400, replayed.text);
    assert.equal(replayed.body.code, 'APPEAL_CHECK_FAILED');
    assert.deepEqual(await stored(), { appeals: before.appeals + 1, files: before.files });
  });

  test('files are judged by their content: a renamed program, an oversize file and a fourth file are refused, and nothing is kept', async () => {
    const address = newAddress();
    const before = await stored();
    const small = pdf(500);
    for (const [files, code, statusCode] of [
      [[{ bytes: PROGRAM, name: 'ariza.pdf', type: 'application/pdf' }], 'NOT_AN_APPEAL_FILE', 415],
      [[{ bytes: Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), name: 'x.png', type: 'image/png' }], 'NOT_AN_APPEAL_FILE', 415],
      [[{ bytes: pdf(5_242_881), name: 'big.pdf' }], 'APPEAL_FILE_TOO_LARGE', 413],
      [Array.from({ length: 4 }, (_, i) => ({ bytes: small, name: `${i}.pdf` })), 'APPEAL_TOO_MANY_FILES', 400],
    ] as const) {
      const refused = await send(address, {}, [...files]);
      assert.equal(refused.status, statusCode, refused.text);
      assert.equal(refused.body.code, code);
    }
    assert.deepEqual(await stored(), before);
    // Three files of 5 MB at most are taken.
    const png = await image(32, 32, 'png');
    const taken = await send(address, {}, [
      { bytes: pdf(5_242_880), name: 'full.pdf' },
      { bytes: png, name: 'rasm.exe' },
      { bytes: small, name: '../../etc/passwd.pdf' },
    ]);
    assert.equal(taken.status, 200, taken.text);
    assert.deepEqual(await stored(), { appeals: before.appeals + 1, files: before.files + 3 });
  });

  test('limits: a burst from one phone number, and from one address, is refused after the daily number', async () => {
    const phone = newPhone();
    for (let sent = 0; sent < APPEAL_ABUSE.perPhone; sent++) assert.equal((await send(newAddress(), { phone })).status, 200);
    // However it is written.
    const limited = await send(newAddress(), { phone: phone.replace(/\s/g, '').replace('+', '') });
    assert.equal(limited.status, 429, limited.text);
    assert.equal(limited.body.code, 'APPEAL_LIMITED');

    const address = newAddress();
    for (let sent = 0; sent < APPEAL_ABUSE.perAddress; sent++) assert.equal((await send(address, {})).status, 200);
    const burst = await send(address, {});
    assert.equal(burst.status, 429, burst.text);
    assert.equal(burst.body.code, 'APPEAL_LIMITED');

    // Every attempt counts at the gateway, refused or not, before anything is read.
    const flooding = newAddress();
    const answers: number[] = [];
    for (let attempt = 0; attempt <= APPEAL_ABUSE.attempts; attempt++) answers.push((await send(flooding, { altcha: 'x' })).status);
    assert.deepEqual(answers.slice(0, APPEAL_ABUSE.attempts), Array(APPEAL_ABUSE.attempts).fill(400));
    assert.equal(answers.at(-1), 429);
  });

  test('guessing codes is limited per address, the right code included once limited', async () => {
    const owner = newAddress();
    const sent = await send(owner, {});
    const { number, code } = sent.body.content as { number: string; code: string };
    const guesser = newAddress();
    for (let guess = 0; guess < APPEAL_ABUSE.statusGuesses; guess++) {
      assert.equal((await status(guesser, number, `${String(guess).padStart(5, '0')}-ZZZZZ`)).status, 404);
    }
    const throttled = await status(guesser, number, code);
    assert.equal(throttled.status, 429, throttled.text);
    assert.equal(throttled.body.code, 'APPEAL_STATUS_THROTTLED');
    assert.ok(Number(throttled.headers.get('retry-after')) > 0);
    assert.equal((await status(owner, number, code)).status, 200);
  });

  /** Opens the appeal page as a browser does: its cookie, which marks when the form was opened. */
  const openForm = async (address: string) => {
    const page = await fetch(`${stack.url}/uz/appeal`, { headers: { 'X-Forwarded-For': address } });
    assert.equal(page.status, 200);
    return openedCookie(page);
  };
  const openedCookie = (answer: Response) => {
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('appeal_started='));
    assert.ok(cookie, 'the page marks when the form was opened');
    assert.match(cookie, /HttpOnly/i);
    return cookie.split(';')[0];
  };
  const postPage = (address: string, cookie: string | null, form: FormData) =>
    fetch(`${stack.url}/uz/appeal`, {
      method: 'POST',
      body: form,
      headers: { 'X-Forwarded-For': address, ...(cookie ? { Cookie: cookie } : {}) },
    });
  const waitToFill = () => new Promise((resolve) => setTimeout(resolve, APPEAL_ABUSE.minFillMs));

  test('without JavaScript: the form posts to its page, too soon is refused with everything typed kept, then a receipt and the status page', async () => {
    const address = newAddress();
    const name = `Nodira ${crypto.randomUUID()}`;
    const tooSoon = await postPage(address, await openForm(address), appealForm({ name, subject: HOSTILE }));
    assert.equal(tooSoon.status, 400);
    assert.equal(tooSoon.headers.get('cache-control'), 'no-store');
    const refusedPage = await tooSoon.text();
    assert.ok(refusedPage.includes(name), 'what was typed is on the page again');
    assert.ok(!refusedPage.includes('</script><b>'), 'as text, never as markup');
    // The refusal's page is the form opened again.
    const reopened = openedCookie(tooSoon);
    const [other, more, oneTooMany] = [await openForm(address), await openForm(address), await openForm(address)];

    assert.equal((await postPage(address, null, appealForm({}))).status, 400, 'no cookie: the form was never opened');
    const forged = reopened.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    assert.equal((await postPage(address, forged, appealForm({}))).status, 400, 'a forged cookie');

    await waitToFill();
    const sent = await postPage(address, reopened, appealForm({ name }, [{ bytes: pdf(800), name: 'ariza.pdf' }]));
    assert.equal(sent.status, 200);
    assert.equal(sent.headers.get('cache-control'), 'no-store');
    const receiptPage = await sent.text();
    const [number] = receiptPage.match(/\d{4}-\d{5,}/) ?? [];
    const [code] = receiptPage.match(/[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}/) ?? [];
    assert.ok(number && code, 'the receipt is on the page');
    const again = await postPage(address, reopened, appealForm({}));
    assert.equal(again.status, 400, 'one opened form, one appeal');

    const statusPage = await fetch(`${stack.url}/en/appeal/status`, {
      method: 'POST',
      body: new URLSearchParams({ number, code }),
      headers: { 'X-Forwarded-For': address },
    });
    assert.equal(statusPage.status, 200);
    assert.equal(statusPage.headers.get('cache-control'), 'no-store');
    assert.ok((await statusPage.text()).includes(number));
    const wrongPage = await fetch(`${stack.url}/en/appeal/status`, {
      method: 'POST',
      body: new URLSearchParams({ number, code: 'AAAAA-AAAAA' }),
      headers: { 'X-Forwarded-For': address },
    });
    assert.equal(wrongPage.status, 404);
    assert.ok(!(await wrongPage.text()).includes('AAAAA-AAAAA'), 'the code is never shown back');

    // A file field left empty comes as a part with no name and no bytes: no file, no refusal.
    const emptyFileField = appealForm({});
    emptyFileField.append('files', new Blob([]), '');
    assert.equal((await postPage(address, other, emptyFileField)).status, 200);
    // Without a proof of work a stricter daily limit: this address has sent two; one more, then refused.
    assert.equal(APPEAL_ABUSE.perAddressUnchecked, 3);
    assert.equal((await postPage(address, more, appealForm({}))).status, 200);
    assert.equal((await postPage(address, oneTooMany, appealForm({}))).status, 429);
  });

  test('hostile text in every field is kept or refused as a form error, never a failure', async () => {
    let taken = 0;
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.constantFrom(HOSTILE, '', ' ', 'a'.repeat(5_001), '\u202E\u200F', "$'", 'Ўзбекистон'),
    );
    /** Any text within every field's length, never blank: what the form keeps. */
    const kept = fc.string({ unit: 'binary', maxLength: 90 }).map((value) => `x${value}`);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.oneof(kept, text),
          phone: fc.oneof(fc.constant(''), text),
          email: fc.oneof(fc.constant(''), text),
          kind: fc.oneof(fc.constantFrom(...APPEAL_KINDS), text),
          subject: fc.oneof(kept, text),
          text: fc.oneof(kept, text),
          fileName: text,
        }),
        async ({ fileName, ...fields }) => {
          const answer = await send(newAddress(), { ...fields, phone: fields.phone === '' ? newPhone() : fields.phone }, [
            { bytes: pdf(300), name: fileName },
          ]);
          assert.ok([200, 400].includes(answer.status), answer.text);
          // A file name no multipart header can carry (a NUL) makes the form unreadable: refused as such.
          if (answer.status === 400) assert.ok(['INVALID_REQUEST', 'UPLOAD_UNREADABLE'].includes(answer.body.code), answer.text);
          else taken++;
          const guessed = await status(newAddress(), fields.subject.slice(0, 20), fields.text.slice(0, 40));
          assert.ok([400, 404].includes(guessed.status), guessed.text);
        },
      ),
      { numRuns: 40, seed: Number(process.env.PROPERTY_SEED ?? 4401) },
    );
    assert.ok(taken > 5, `hostile text is stored too, not only refused (${taken} taken)`);

    // The page's own post renders what was typed back as text, whatever it is.
    const cookies = await Promise.all(Array.from({ length: 8 }, () => openForm(newAddress())));
    await waitToFill();
    await fc.assert(
      fc.asyncProperty(fc.record({ name: text, subject: text, text }), async (fields) => {
        const cookie = cookies.pop();
        if (!cookie) return;
        const answer = await postPage(newAddress(), cookie, appealForm(fields));
        assert.ok([200, 400].includes(answer.status), String(answer.status));
        const html = await answer.text();
        assert.match(html, /<\/html>\s*$/);
        assert.ok(!html.includes('<b>x</b>'), 'typed markup is never markup');
      }),
      { numRuns: 8, seed: Number(process.env.PROPERTY_SEED ?? 4402) },
    );
  });
});
