import crypto from 'node:crypto';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression saves less than its own headers cost. */
const COMPRESS_FROM_BYTES = 1024;
/** The two compressed copies of JSON or HTML take well under half of it together (5 to 10 times smaller each). */
const COPIES_SHARE = 0.5;
/** Bodies waiting for their brotli copy at the highest quality; past this many, a body keeps its first copy. */
const RECOMPRESS_QUEUE_MAX = 256;

const brotli = (quality: number, size: number) => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size },
});

/**
 * The kept brotli copies, made again at quality 11 one at a time in the background: about a tenth fewer bytes for every
 * later visitor (a home page: 11.6 KB at quality 5, 10.6 KB at 11), at 30 to 40 ms of one of libuv's threads rather
 * than of the miss that made the copy. One at a time, so that a cache refilling after a write never takes more than
 * one of the threads that file reads and the other compressions share.
 */
const recompressing: (() => Promise<void>)[] = [];
let running: Promise<void> | null = null;

function recompressLater(job: () => Promise<void>): void {
  if (recompressing.length >= RECOMPRESS_QUEUE_MAX) return;
  recompressing.push(job);
  running ??= (async () => {
    for (let next = recompressing.shift(); next; next = recompressing.shift()) await next();
    running = null;
  })();
}

/** Resolves once every recompression queued so far is done (for tests and measurements). */
export const recompressed = async (): Promise<void> => {
  while (running) await running;
};

/**
 * A JSON answer ready to send as it is. Each compressed copy is made the first time a client
 * asks for it and kept, so that a miss pays only for the encoding its own client wants.
 */
export class EncodedBody {
  readonly etag: string;
  private readonly copies: Partial<Record<Exclude<Encoding, 'identity'>, Buffer>> = {};

  constructor(readonly identity: Buffer) {
    this.etag = `"${crypto.createHash('sha1').update(identity).digest('base64url')}"`;
  }

  /** The bytes for the best of the client's encodings, and the encoding they are in. */
  bytes(accepted: Encoding): { encoding: Encoding; bytes: Buffer } {
    if (accepted === 'identity' || this.identity.length < COMPRESS_FROM_BYTES) return { encoding: 'identity', bytes: this.identity };
    const kept = this.copies[accepted];
    if (kept) return { encoding: accepted, bytes: kept };
    const bytes =
      accepted === 'br'
        ? // Quality 5 at once, at a fraction of the time of 11, which the kept copy gets later.
          zlib.brotliCompressSync(this.identity, brotli(5, this.identity.length))
        : zlib.gzipSync(this.identity, { level: 6 });
    // Kept only within the reservation the cache counted: text that hardly compresses is compressed again each time.
    const copied = (this.copies.br?.length ?? 0) + (this.copies.gzip?.length ?? 0);
    if (copied + bytes.length <= this.identity.length * COPIES_SHARE) {
      this.copies[accepted] = bytes;
      if (accepted === 'br') recompressLater(() => this.recompress());
    }
    return { encoding: accepted, bytes };
  }

  private async recompress(): Promise<void> {
    const smaller = await new Promise<Buffer | null>((resolve) =>
      zlib.brotliCompress(this.identity, brotli(11, this.identity.length), (error, bytes) => resolve(error ? null : bytes)),
    );
    if (smaller && smaller.length < (this.copies.br?.length ?? 0)) this.copies.br = smaller;
  }

  /** Memory to reserve: the text and at most COPIES_SHARE of it for its compressed copies. */
  get reservedSize(): number {
    return Math.ceil(this.identity.length * (1 + COPIES_SHARE)) + this.etag.length * 2;
  }
}

export const encodeJson = (body: unknown): EncodedBody => new EncodedBody(Buffer.from(JSON.stringify(body)));
export const encodeText = (json: string): EncodedBody => new EncodedBody(Buffer.from(json));
