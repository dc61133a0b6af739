import path from 'node:path';
import { Readable } from 'node:stream';
import { DOCUMENT_SIGNATURES, isDocumentFileType } from '@lyceum/contract';
import type { Core } from '@strapi/strapi';
import { file as fileUtils } from '@strapi/utils';
import sharp from 'sharp';
import type { Actor } from '../../lyceum/lib/actor';
import { refusal } from '../../lyceum/lib/refusal';
import type { AuditAction } from '../../lyceum/services/audit';
import { IMAGE_TYPES, type Manifest, type StoredFormat } from '../lib/manifest';
import { siteService } from '../../../services';

const FILE = 'plugin::upload.file';
/** How a PDF and a zip archive (DOCX, XLSX, ODT) begin. */
const DOCUMENT_MAGIC = Object.values(DOCUMENT_SIGNATURES).map((signature) => Buffer.from(signature, 'latin1'));
/** A withdrawn name is refused for this long: far longer than any store the gateway still waits for. */
const WITHDRAWN_FOR_MS = 60 * 60_000;

/** One file as Strapi's upload provider writes it and its file row records it. */
interface ProviderFile {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  path: null;
  /** An image's; a document has none. */
  width: number | null;
  height: number | null;
  size: number;
  sizeInBytes: number;
  url?: string;
  getStream: () => Readable;
}

interface FileRow {
  id: number;
  name: string;
  url: string;
}

interface Upload {
  upload(file: ProviderFile): Promise<void>;
  checkFileSize(file: ProviderFile): Promise<void>;
}

/**
 * Stores the gateway's uploads as they come: the original and its formats, which the gateway made
 * from one decode of the image (gateway/src/images/reencode-image.ts), written by Strapi's upload
 * provider and recorded in one file row just as Strapi's own upload route records them, but
 * without decoding anything again (Strapi's route decodes an image once to check it, once to
 * optimise it and once per format). The row is audited like any upload (bootstrap/audit-hooks.ts).
 *
 * A store can be withdrawn by name: the gateway does so when it gave up waiting. A store still
 * running is stopped (its files deleted, its row never committed), one already stored is deleted,
 * and one still to come is refused, so that the gateway can tell the admin that nothing was kept.
 * The caller going away (the gateway's connection closed) stops a running store too. The running
 * stores and withdrawn names are held in memory: the site runs one Strapi.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const withdrawn = new Map<string, number>();
  const running = new Map<string, { stop: AbortController; settled: Promise<unknown> }>();
  /** Who began storing each upload, and when: only they may withdraw it, and only while the gateway may still ask. */
  const startedBy = new Map<string, { accountId: number | undefined; at: number }>();
  const provider = () => strapi.plugin('upload').service<Upload>('provider');
  const audit = () => siteService(strapi, 'api::lyceum.audit');

  /**
   * Each file of the body with its size as its header says (the header only: nothing is decoded). A document's file,
   * which the gateway judged whole, is only held to starting as a PDF or a zip archive does.
   */
  async function measure(manifest: Manifest, body: Buffer) {
    if (isDocumentFileType(manifest.mime)) {
      if (!DOCUMENT_MAGIC.some((magic) => body.subarray(0, magic.length).equals(magic))) throw refusal('NOT_A_DOCUMENT');
      return [{ format: manifest.files[0].format, bytes: body, width: null, height: null }];
    }
    const expected = IMAGE_TYPES[manifest.mime].format;
    let offset = 0;
    return Promise.all(
      manifest.files.map(async ({ format, size }) => {
        const bytes = body.subarray(offset, (offset += size));
        const meta = await sharp(bytes)
          .metadata()
          .catch(() => undefined);
        if (meta?.format !== expected || !meta.width || !meta.height) throw refusal('IMAGE_UNREADABLE');
        return { format, bytes, width: meta.width, height: meta.height };
      }),
    );
  }

  async function write(manifest: Manifest, body: Buffer, signal: AbortSignal): Promise<string> {
    const { hash, name, mime } = manifest;
    const measured = await measure(manifest, body);
    const folder = await strapi.plugin('upload').service('api-upload-folder').getAPIUploadFolder();
    // Strapi's own fields of an upload (folder, extension, size), under the gateway's name.
    const entity = await strapi
      .plugin('upload')
      .service('upload')
      .formatFileInfo({ filename: name, type: mime, size: measured[0].bytes.length }, { folder: folder.id });
    const fileOf = (format: StoredFormat, bytes: Buffer, width: number | null, height: number | null): ProviderFile => ({
      name: format === 'original' ? name : `${format}_${name}`,
      hash: format === 'original' ? hash : `${format}_${hash}`,
      ext: entity.ext,
      mime,
      path: null,
      width,
      height,
      size: fileUtils.bytesToKbytes(bytes.length),
      sizeInBytes: bytes.length,
      getStream: () => Readable.from([bytes]),
    });
    const files = measured.map(({ format, bytes, width, height }) => ({ format, file: fileOf(format, bytes, width, height) }));
    for (const { file } of files) await provider().checkFileSize(file);

    // All at once: on a busy Strapi each step of a write waits its turn in the event loop, so one
    // after another they would take seconds. A failed one fails the store.
    const writes = await Promise.allSettled(files.map(({ file }) => provider().upload(file)));
    try {
      const failed = writes.find((write): write is PromiseRejectedResult => write.status === 'rejected');
      if (failed) throw failed.reason;
      signal.throwIfAborted();
      const [original, ...formats] = files.map(({ file: { getStream: _stream, ...recorded } }) => recorded);
      const row = await strapi.db.transaction(async () => {
        const created = (await strapi.db.query(FILE).create({
          data: {
            ...entity,
            ...original,
            formats: formats.length ? Object.fromEntries(formats.map((file, index) => [files[index + 1].format, file])) : null,
            provider: strapi.config.get('plugin::upload.provider'),
          },
        })) as FileRow;
        // Withdrawn while the row was being made: it rolls back, with its audit entry.
        signal.throwIfAborted();
        return created;
      });
      return row.url;
    } catch (error) {
      // Every file, written or not: one whose write failed half-way may be there too.
      await Promise.all(files.map(({ file }) => strapi.plugin('upload').provider.delete(file)));
      if (signal.aborted) throw refusal('INVALID_REQUEST', 'The upload was withdrawn');
      throw error;
    }
  }

  return {
    /**
     * Stores the files `read` gives (the request's body) as the manifest lists them; the original's
     * url. `gone` is the caller going away. Registered at once, before anything is awaited, so
     * that a withdrawal arriving during the store finds it.
     */
    store(manifest: Manifest, read: (signal: AbortSignal) => Promise<Buffer>, gone: AbortSignal, actor: Actor): Promise<string> {
      const { hash } = manifest;
      if (withdrawn.has(hash)) throw refusal('INVALID_REQUEST', 'The upload was withdrawn');
      if (running.has(hash)) throw refusal('INVALID_REQUEST', 'An upload of this name is being stored');
      const stop = new AbortController();
      const signal = AbortSignal.any([stop.signal, gone]);
      const work = (async () => {
        if (await strapi.db.query(FILE).findOne({ where: { hash }, select: ['id'] })) {
          throw refusal('INVALID_REQUEST', 'An upload of this name is stored already');
        }
        const body = await read(signal).catch(() => {
          throw signal.aborted ? refusal('INVALID_REQUEST', 'The upload was withdrawn') : refusal('UPLOAD_UNREADABLE');
        });
        return write(manifest, body, signal);
      })();
      startedBy.set(hash, { accountId: actor.id, at: Date.now() });
      running.set(hash, { stop, settled: work.catch(() => undefined) });
      return work.finally(() => running.delete(hash));
    },

    /** Makes sure nothing of the upload `hash` is kept, now or later; whether a stored file was deleted. */
    async withdraw(hash: string, actor: Actor): Promise<boolean> {
      const now = Date.now();
      for (const [name, at] of withdrawn) if (now - at > WITHDRAWN_FOR_MS) withdrawn.delete(name);
      for (const [name, { at }] of startedBy) if (now - at > WITHDRAWN_FOR_MS) startedBy.delete(name);
      // Another account's upload, or one stored long ago, is not withdrawn: a stored file is deleted in the admin.
      const starter = startedBy.get(hash);
      if (starter ? starter.accountId !== actor.id : await strapi.db.query(FILE).findOne({ where: { hash }, select: ['id'] })) return false;
      withdrawn.set(hash, now);
      const store = running.get(hash);
      if (store) {
        store.stop.abort();
        await store.settled;
      }
      const row = (await strapi.db.query(FILE).findOne({ where: { hash } })) as FileRow | null;
      startedBy.delete(hash);
      if (!row) return false;
      await strapi.plugin('upload').service('upload').remove(row);
      const action: AuditAction = 'delete';
      await audit().record(actor, {
        action,
        kind: 'file',
        itemId: path.posix.basename(row.url),
        label: `${row.name} (withdrawn: not confirmed in time)`,
      });
      return true;
    },
  };
};
