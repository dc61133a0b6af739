/**
 * A document's file through the upload (POST /api/attachment/document): a PDF, DOCX, XLSX or ODT is judged by its
 * bytes, never its name, stored as it came and served back as a download of its real type; a renamed program, an
 * image, a plain archive, a damaged one, an archive bomb (honest about its size or not) and 20 MB + 1 byte are refused
 * with their own code, and nothing of them is stored.
 */
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { after, before, describe, test } from 'node:test';
import { MAX_DOCUMENT_BYTES, STORED_DOCUMENT_NAME, type ErrorCode } from '@lyceum/contract';
import { startStack, type Stack } from './harness.js';
import { fileForm, image } from './images.js';
import { PROGRAM, odt, ooxml, pdf, understated, zipOf } from './office-files.js';

describe("a document's file", () => {
  let stack: Stack;
  before(async () => {
    stack = await startStack();
  });
  after(() => stack?.close());

  /** An upload under a name of this run's own, so that its files are told apart from every other upload's. */
  const upload = (bytes: Buffer, extension: string, type = 'application/octet-stream') => {
    const name = `doc-${crypto.randomBytes(4).toString('hex')}`;
    const answer = stack.call('POST', '/api/attachment/document', { form: fileForm(bytes, `${name}.${extension}`, type) });
    return { name, answer };
  };
  const storedFilesOf = async (name: string) =>
    (await fs.readdir(stack.uploadsDir)).filter((file) => file.startsWith(`${name.replace(/-/g, '_')}_`));

  const accepted: [string, () => Promise<Buffer> | Buffer, string, string][] = [
    ['a PDF', () => pdf(), 'pdf', 'application/pdf'],
    ['a DOCX', () => ooxml('docx'), 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['an XLSX', () => ooxml('xlsx'), 'xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['an ODT', () => odt(), 'odt', 'application/vnd.oasis.opendocument.text'],
  ];
  for (const [label, make, extension, type] of accepted) {
    test(`${label} named .txt is stored as .${extension} and served as a download of type ${type}`, async () => {
      const bytes = await make();
      const { name, answer } = upload(bytes, 'txt', 'text/plain');
      const stored = await answer;
      assert.equal(stored.status, 200, stored.text);
      assert.match(stored.text, STORED_DOCUMENT_NAME);
      assert.ok(stored.text.startsWith(name.replace(/-/g, '_')), stored.text);
      assert.ok(stored.text.endsWith(`.${extension}`), stored.text);

      const served = await fetch(`${stack.url}/api/attachment/${stored.text}`);
      assert.equal(served.status, 200);
      assert.equal(served.headers.get('content-type'), type);
      assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(served.headers.get('content-disposition'), `attachment; filename=${stored.text}`);
      assert.deepEqual(Buffer.from(await served.arrayBuffer()), bytes, 'the bytes as uploaded');
    });
  }

  test('a file of exactly 20 MB is taken; the stored file name is never a path', async () => {
    const { answer } = upload(pdf(MAX_DOCUMENT_BYTES), 'pdf');
    const stored = await answer;
    assert.equal(stored.status, 200, stored.text);
    assert.equal((await fs.stat(`${stack.uploadsDir}/${stored.text}`)).size, MAX_DOCUMENT_BYTES);
    for (const name of ['..%2F..%2Fpackage.json', 'x.pdf%00.png', '.pdf']) {
      assert.equal((await fetch(`${stack.url}/api/attachment/${name}`)).status, 404, name);
    }
  });

  const bomb = async () => ooxml('docx', Buffer.alloc(20 * 1024 * 1024));
  const refused: [string, () => Promise<Buffer> | Buffer, string, ErrorCode][] = [
    ['a program renamed .pdf', () => PROGRAM, 'pdf', 'NOT_A_DOCUMENT'],
    ['a PNG image renamed .docx', () => image(40, 30), 'docx', 'NOT_A_DOCUMENT'],
    ['a zip archive of no office kind', () => zipOf({ 'readme.txt': 'hello' }), 'docx', 'NOT_A_DOCUMENT'],
    ['text that only starts as a PDF does', () => Buffer.from('%PDF'), 'pdf', 'NOT_A_DOCUMENT'],
    ['an empty file', () => Buffer.alloc(0), 'pdf', 'NOT_A_DOCUMENT'],
    ['a DOCX cut in half', async () => (await ooxml('docx')).subarray(0, 200), 'docx', 'DOCUMENT_UNREADABLE'],
    ['an archive bomb in DOCX clothing (20 MB of zeros in a few kB)', bomb, 'docx', 'DOCUMENT_UNSAFE'],
    [
      'an archive bomb that states a small size',
      async () => understated(await ooxml('docx', Buffer.alloc(8 * 1024 * 1024)), 'word/document.xml', 1000),
      'docx',
      'DOCUMENT_UNREADABLE',
    ],
    ['20 MB + 1 byte', () => pdf(MAX_DOCUMENT_BYTES + 1), 'pdf', 'DOCUMENT_TOO_LARGE'],
  ];
  for (const [label, make, extension, code] of refused) {
    test(`${label}: refused with ${code}, nothing stored`, async () => {
      const { name, answer } = upload(await make(), extension);
      const refusal = await answer;
      assert.equal(refusal.body.code, code, refusal.text);
      assert.equal(refusal.body.success, false);
      assert.ok(refusal.status === 413 || refusal.status === 415, `${refusal.status}`);
      assert.deepEqual(await storedFilesOf(name), []);
    });
  }

  test('the upload asks for a signed-in admin before it reads a byte, and for a file', async () => {
    const stranger = await stack.call('POST', '/api/attachment/document', {
      form: fileForm(pdf(), 'a.pdf', 'application/pdf'),
      token: null,
    });
    assert.equal(stranger.status, 401, stranger.text);
    const empty = await stack.call('POST', '/api/attachment/document', { form: new FormData() });
    assert.equal(empty.status, 400, empty.text);
    assert.equal(empty.body.errors.file, 'is required');
  });
});
