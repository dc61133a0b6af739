import { buffer } from 'node:stream/consumers';
import yazl from 'yazl';

/** A zip archive of these entries, deflated (as office programs write them), the first stored when `storedFirst`. */
export async function zipOf(entries: Record<string, Buffer | string>, { storedFirst = false } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [index, [name, content]] of Object.entries(entries).entries()) {
    zip.addBuffer(Buffer.from(content), name, { compress: !(storedFirst && index === 0), mtime: new Date('2026-01-01T00:00:00Z') });
  }
  zip.end();
  return buffer(zip.outputStream);
}

const OOXML_MAIN = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
} as const;

/** The least of a DOCX or XLSX that names itself one: its content types, and its main part (`main`: its bytes). */
export function ooxml(type: keyof typeof OOXML_MAIN, main: Buffer | string = '<?xml version="1.0"?><document/>'): Promise<Buffer> {
  const [part, contentType] = OOXML_MAIN[type];
  return zipOf({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      `<Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    [part]: main,
  });
}

/** The least of an ODT: its media type stored first, as OpenDocument requires, then its content. */
export function odt(): Promise<Buffer> {
  return zipOf(
    { mimetype: 'application/vnd.oasis.opendocument.text', 'content.xml': '<?xml version="1.0"?><office:document-content/>' },
    { storedFirst: true },
  );
}

/** A one-page PDF of `size` bytes at least (padded with a comment). */
export function pdf(size = 0): Buffer {
  const head = '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n';
  const tail = 'trailer<</Root 1 0 R>>\n%%EOF\n';
  const padding = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([Buffer.from(head), Buffer.alloc(padding, 0x25), Buffer.from(tail)]);
}

/** The offset of the central directory's record of the entry `name`, where readers look for what an entry is. */
function recordOf(archive: Buffer, name: string): number {
  for (let at = archive.indexOf('PK\x01\x02', 0, 'latin1'); at !== -1; at = archive.indexOf('PK\x01\x02', at + 4, 'latin1')) {
    const nameLength = archive.readUInt16LE(at + 28);
    if (archive.toString('latin1', at + 46, at + 46 + nameLength) === name) return at;
  }
  throw new Error(`no entry ${name}`);
}

/** An archive that states a smaller size for the entry `name` than it unpacks to (`stated` bytes). */
export function understated(archive: Buffer, name: string, stated: number): Buffer {
  const patched = Buffer.from(archive);
  patched.writeUInt32LE(stated, recordOf(patched, name) + 24);
  return patched;
}

/** An archive whose entry `name` says it is encrypted (its flags' first bit), as a password-protected zip's are. */
export function encrypted(archive: Buffer, name: string): Buffer {
  const patched = Buffer.from(archive);
  const at = recordOf(patched, name) + 8;
  patched.writeUInt16LE(patched.readUInt16LE(at) | 1, at);
  return patched;
}

/** An archive whose end record states `count` entries (where readers look first), whatever it holds. */
export function withStatedEntryCount(archive: Buffer, count: number): Buffer {
  const patched = Buffer.from(archive);
  const end = patched.lastIndexOf('PK\x05\x06', undefined, 'latin1');
  patched.writeUInt16LE(count, end + 8);
  patched.writeUInt16LE(count, end + 10);
  return patched;
}

/** A Windows program (its DOS header and stub), whatever it is named. */
export const PROGRAM = Buffer.concat([
  Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
  Buffer.alloc(56),
  Buffer.from('This program cannot be run in DOS mode.\r\n'),
]);
