/**
 * Property tests (fast-check, seeded) of how a document's file is judged (gateway/src/files/document-file.ts): whatever
 * bytes come, and however a real PDF, DOCX, XLSX or ODT is damaged, the answer is a document type or one of the
 * upload's own refusals, never another error. PROPERTY_SEED replays another run.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { ARCHIVE_LIMITS, documentTypeOf } from '../../src/files/document-file.js';
import { HttpError } from '../../src/errors.js';
import { encrypted, odt, ooxml, pdf, withStatedEntryCount } from '../office-files.js';

const SEED = Number(process.env.PROPERTY_SEED ?? 41);
const RUNS = 150;
const REFUSALS = new Set(['NOT_A_DOCUMENT', 'DOCUMENT_UNREADABLE', 'DOCUMENT_UNSAFE']);

/** The judgement of `bytes`: its type, or the refusal's code; anything else fails the test. */
async function judged(bytes: Buffer): Promise<string> {
  try {
    return (await documentTypeOf(bytes)).ext;
  } catch (error) {
    assert.ok(error instanceof HttpError && REFUSALS.has(error.code), `not a refusal: ${String(error)}`);
    return error.code;
  }
}

describe("a document's file, by its bytes", () => {
  test('real files are taken as what they are', async () => {
    assert.equal(await judged(pdf()), 'pdf');
    assert.equal(await judged(await ooxml('docx')), 'docx');
    assert.equal(await judged(await ooxml('xlsx')), 'xlsx');
    assert.equal(await judged(await odt()), 'odt');
  });

  test('an encrypted entry cannot be read, so the archive is no document that opens', async () => {
    assert.equal(await judged(encrypted(await ooxml('docx'), 'word/document.xml')), 'DOCUMENT_UNREADABLE');
  });

  test('an archive past its limits is refused before it is unpacked', async () => {
    assert.equal(await judged(withStatedEntryCount(await ooxml('docx'), ARCHIVE_LIMITS.entries + 1)), 'DOCUMENT_UNSAFE');
    assert.equal(await judged(await ooxml('xlsx', Buffer.alloc(ARCHIVE_LIMITS.ratioFrom + 1))), 'DOCUMENT_UNSAFE');
    // Below the size from which the ratio counts, however well it packs: an empty sheet of a few MB is a sheet.
    assert.equal(await judged(await ooxml('xlsx', Buffer.alloc(ARCHIVE_LIMITS.ratioFrom - 1024))), 'xlsx');
  });

  test('any bytes, and any damage to a real file, get a type or a refusal', async () => {
    const originals = [pdf(), await ooxml('docx'), await ooxml('xlsx'), await odt()];
    const damaged = fc
      .tuple(
        fc.constantFrom(...originals),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
        fc.option(fc.nat(), { nil: undefined }),
      )
      .map(([original, flips, cut]) => {
        const bytes = Buffer.from(original);
        for (const [at, value] of flips) bytes[at % bytes.length] = value;
        return cut === undefined ? bytes : bytes.subarray(0, cut % (bytes.length + 1));
      });
    const arbitrary = fc
      .tuple(fc.constantFrom('', '%PDF-', 'PK\x03\x04', 'MZ'), fc.uint8Array({ maxLength: 600 }))
      .map(([start, rest]) => Buffer.concat([Buffer.from(start, 'latin1'), rest]));
    await fc.assert(
      fc.asyncProperty(fc.oneof(damaged, arbitrary), async (bytes) => {
        await judged(bytes);
      }),
      { seed: SEED, numRuns: RUNS },
    );
  });
});
