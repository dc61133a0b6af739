import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_FILE_TYPES, DOCUMENT_SIGNATURES, isDocumentFileType, type DocumentFileType } from '@lyceum/contract';
import { fileTypeFromBuffer } from 'file-type';
import yauzl from 'yauzl';
import { httpError } from '../errors.js';

/**
 * What a DOCX, XLSX or ODT (each a zip archive) may unpack to, as every office program that opens it will: at most
 * this many entries, this many bytes in all, and this many times its own size once past a few megabytes. A real
 * document of 20 MB stays far within them; an archive bomb (a few kilobytes that unpack to gigabytes) does not.
 */
export const ARCHIVE_LIMITS = { entries: 10_000, bytes: 512 * 1024 * 1024, ratio: 100, ratioFrom: 16 * 1024 * 1024 } as const;

const PDF_MAGIC = Buffer.from(DOCUMENT_SIGNATURES.pdf, 'latin1');
const ZIP_MAGIC = Buffer.from(DOCUMENT_SIGNATURES.zip, 'latin1');

const unreadable = () => httpError('DOCUMENT_UNREADABLE');
const unsafe = () => httpError('DOCUMENT_UNSAFE');

const openZip = (bytes: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, zip) =>
      error ? reject(unreadable()) : resolve(zip),
    ),
  );

/**
 * Unpacks every entry of the archive and throws away what comes out, counting it: the sizes the archive states are
 * checked against the limits first, then each entry's real bytes against what it stated (yauzl's validateEntrySizes),
 * so an archive that lies about its sizes is caught too, having unpacked no more than the limits allow.
 */
async function checkArchive(bytes: Buffer): Promise<void> {
  const zip = await openZip(bytes);
  if (zip.entryCount > ARCHIVE_LIMITS.entries) {
    zip.close();
    throw unsafe();
  }
  const allowed = bytes.length * ARCHIVE_LIMITS.ratio;
  let stated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(unreadable()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        stated += entry.uncompressedSize;
        if (stated > ARCHIVE_LIMITS.bytes || (stated > ARCHIVE_LIMITS.ratioFrom && stated > allowed)) return reject(unsafe());
        if (entry.isEncrypted()) return reject(unreadable());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error) return reject(unreadable());
          pipeline(stream, new Writable({ write: (_chunk, _encoding, done) => done() })).then(
            () => zip.readEntry(),
            () => reject(unreadable()),
          );
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}

/**
 * A document's file, judged by its bytes alone (never its name or the type the browser sent): its media type when it
 * is a PDF, DOCX, XLSX or ODT that opens, else the refusal that says why (docs/security.md, "Documents' files").
 */
export async function documentTypeOf(bytes: Buffer): Promise<{ mime: DocumentFileType; ext: string }> {
  const zipped = bytes.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC);
  if (!zipped && !bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) throw httpError('NOT_A_DOCUMENT');
  // Before anything reads inside it.
  if (zipped) await checkArchive(bytes);
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  const mime = detected?.mime;
  if (!isDocumentFileType(mime)) throw httpError('NOT_A_DOCUMENT');
  return { mime, ext: DOCUMENT_FILE_TYPES[mime] };
}
