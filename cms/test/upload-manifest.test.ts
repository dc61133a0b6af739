import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MAX_DOCUMENT_BYTES, MAX_UPLOAD_BYTES } from '@lyceum/contract';
import { parseManifest } from '../src/api/upload-store/lib/manifest';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const manifest = (fields: Record<string, unknown>) =>
  JSON.stringify({ hash: 'charter_1a2b3c', name: 'charter.docx', mime: DOCX, files: [{ format: 'original', size: 1000 }], ...fields });
/** The refusal's code, or 'taken'. */
const judged = (header: string) => {
  try {
    parseManifest(header);
    return 'taken';
  } catch (error) {
    return (error as { details?: { code?: string } }).details?.code;
  }
};

test("a document's manifest: its one file, with the extension of its type, up to 20 MB", () => {
  assert.equal(judged(manifest({})), 'taken');
  assert.equal(
    judged(manifest({ name: 'report.pdf', mime: 'application/pdf', files: [{ format: 'original', size: MAX_DOCUMENT_BYTES }] })),
    'taken',
  );
  assert.equal(judged(manifest({ files: [{ format: 'original', size: MAX_DOCUMENT_BYTES + 1 }] })), 'DOCUMENT_TOO_LARGE');
  assert.equal(judged(manifest({ name: 'charter.pdf' })), 'INVALID_REQUEST', "the extension is the type's");
  assert.equal(
    judged(
      manifest({
        files: [
          { format: 'original', size: 10 },
          { format: 'thumbnail', size: 5 },
        ],
      }),
    ),
    'INVALID_REQUEST',
    'no formats',
  );
  assert.equal(judged(manifest({ mime: 'application/x-msdownload', name: 'setup.exe' })), 'NOT_AN_IMAGE');
});

test("an image's manifest keeps its own limit", () => {
  const image = { name: 'photo.png', mime: 'image/png' };
  assert.equal(judged(manifest({ ...image, files: [{ format: 'original', size: MAX_UPLOAD_BYTES }] })), 'taken');
  assert.equal(judged(manifest({ ...image, files: [{ format: 'original', size: MAX_UPLOAD_BYTES + 1 }] })), 'FILE_TOO_LARGE');
  assert.equal(judged(manifest({ name: 'logo.svg', mime: 'image/svg+xml' })), 'NOT_AN_IMAGE');
});
