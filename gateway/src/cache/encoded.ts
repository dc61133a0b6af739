import crypto from 'node:crypto';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip' | 'identity';

/** Below this, compression saves less than its own headers cost. */
const COMPRESS_FROM_BYTES = 1024;
/** The two compressed copies of JSON or HTML take well under half of it together (5 to 10 times smaller each). */
const COPIES_SHARE = 0.5;

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
        ? // Quality 5 compresses nearly as well as 11 at a fraction of the time a miss can spare.
          zlib.brotliCompressSync(this.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
        : zlib.gzipSync(this.identity, { level: 6 });
    // Kept only within the reservation the cache counted: text that hardly compresses is compressed again each time.
    const copied = (this.copies.br?.length ?? 0) + (this.copies.gzip?.length ?? 0);
    if (copied + bytes.length <= this.identity.length * COPIES_SHARE) this.copies[accepted] = bytes;
    return { encoding: accepted, bytes };
  }

  /** Memory to reserve: the text and at most COPIES_SHARE of it for its compressed copies. */
  get reservedSize(): number {
    return Math.ceil(this.identity.length * (1 + COPIES_SHARE)) + this.etag.length * 2;
  }
}

export const encodeJson = (body: unknown): EncodedBody => new EncodedBody(Buffer.from(JSON.stringify(body)));
export const encodeText = (json: string): EncodedBody => new EncodedBody(Buffer.from(json));
