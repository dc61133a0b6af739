import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { inSharpSlot } from './sharp-slots.js';

// libvips keeps the results of recent operations, up to 50 MB outside the heap by default. Every job here starts
// from a new buffer and its result is kept on disk or in a bounded cache already: that memory would buy nothing.
sharp.cache(false);

export type VariantFormat = 'avif' | 'webp';

/** Stored photos that have lighter copies; GIFs may move and are sent as they are. */
const CONVERTIBLE = /\.(jpe?g|png|webp)$/i;

export const isConvertible = (name: string) => CONVERTIBLE.test(name);

/**
 * The lightest format an `Accept` header names outright (a bare `image/*` or `*\/*` is no promise
 * of AVIF or WebP support): AVIF, then WebP; null for the stored format. A WebP original is
 * never "lightened" to WebP.
 */
export function preferredFormat(accept: string | undefined, name: string): VariantFormat | null {
  if (!accept || !isConvertible(name)) return null;
  const named = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    named.set(type.trim(), q === undefined ? 1 : Number(q));
  }
  if ((named.get('image/avif') ?? 0) > 0) return 'avif';
  if ((named.get('image/webp') ?? 0) > 0 && !/\.webp$/i.test(name)) return 'webp';
  return null;
}

/**
 * Made by sharp, which keeps no metadata unless asked: no EXIF, no GPS position, whatever the
 * source held. The qualities are those at which photos look alike to the eye.
 */
const ENCODE: Record<VariantFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75 }),
};

/** `promise`'s value, or null when it has not settled within `ms`. */
export async function within<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, ms, null)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A copy being made; `late` once a request has given up waiting on it. */
interface Job {
  bytes: Promise<Buffer>;
  late: boolean;
}

/**
 * AVIF and WebP copies of stored photos, each made once per stored file (every width is a file of
 * its own) and format, kept on disk under `dir` (stored names are unique and never reused), and
 * made once however many visitors ask for it at the same time.
 */
export class ImageVariants {
  private readonly making = new Map<string, Job>();

  /**
   * `waitMs`: how long a request waits for a copy being made (IMAGE_VARIANT_WAIT_MS): far more than a photo at the
   * upload limit takes on a busy machine, so that only a job that will not end soon is given up on. An encode has been
   * seen to hang under load in CI, holding one of the worker threads sharp shares with every file read of the
   * gateway, and a body Strapi stops sending leaves its read waiting as long. sharp stops an encode itself at four
   * times the wait, which gives its thread back.
   */
  constructor(
    private readonly dir: string,
    readonly waitMs: number,
  ) {}

  /**
   * The copy of `name` in `format`, and whether this call made it; null when it is not made within the wait. A job
   * given up on is not started again while it runs (each would hold another worker thread): the requests meanwhile
   * get null at once, and the first after it has ended finds its copy on disk or starts anew.
   */
  async get(name: string, format: VariantFormat, source: () => Promise<Buffer>): Promise<{ bytes: Buffer; made: boolean } | null> {
    const file = path.join(this.dir, `${name}.${format}`);
    const kept = await fs.readFile(file).catch(() => null);
    if (kept) return { bytes: kept, made: false };
    const running = this.making.get(file);
    if (running?.late) return null;
    const job = running ?? this.start(file, format, source);
    const bytes = await within(job.bytes, this.waitMs);
    if (bytes === null) job.late = true;
    return bytes && { bytes, made: !running };
  }

  private start(file: string, format: VariantFormat, source: () => Promise<Buffer>): Job {
    const job: Job = { bytes: this.make(file, format, source), late: false };
    this.making.set(file, job);
    // Once ended, however it ended, the job makes way for the next request's; one that failed is not waited on by
    // anyone any more, and its rejection is left to those who were.
    job.bytes.then(
      () => this.making.delete(file),
      () => this.making.delete(file),
    );
    return job;
  }

  private async make(file: string, format: VariantFormat, source: () => Promise<Buffer>): Promise<Buffer> {
    const seconds = Math.max(1, Math.ceil((this.waitMs * 4) / 1000));
    const input = await source();
    const bytes = await inSharpSlot(() => ENCODE[format](sharp(input)).timeout({ seconds }).toBuffer());
    // Written aside and renamed: a reader never sees half a file. A disk that refuses it costs speed, not the answer.
    const partial = `${file}.${randomUUID()}.part`;
    await fs
      .mkdir(this.dir, { recursive: true })
      .then(() => fs.writeFile(partial, bytes))
      .then(() => fs.rename(partial, file))
      .catch(() => fs.rm(partial, { force: true }));
    return bytes;
  }
}
