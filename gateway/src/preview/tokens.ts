import crypto from 'node:crypto';
import { z } from 'zod';
import { PREVIEW_TTL_SECONDS, previewBody } from '@lyceum/contract';

/** What a preview token lets its holder see: the latest version of one news item, event or menu page. */
export type PreviewSubject = Pick<z.infer<typeof previewBody>, 'kind' | 'id'>;

const payload = z.object({ k: previewBody.shape.kind, i: previewBody.shape.id, e: z.number().int() });

/**
 * Signed, expiring preview tokens (HMAC-SHA256 over the subject and the expiry, docs/editorial-workflow.md):
 * anyone holding one sees that item's draft until it expires; nothing is stored, so every gateway that
 * shares the secret accepts it, and a changed byte or a later expiry makes it worthless.
 */
export class PreviewTokens {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  issue(subject: PreviewSubject): { token: string; expiresAt: Date } {
    const expires = Math.floor(this.now() / 1000) + PREVIEW_TTL_SECONDS;
    const body = Buffer.from(JSON.stringify({ k: subject.kind, i: subject.id, e: expires })).toString('base64url');
    return { token: `${body}.${this.sign(body)}`, expiresAt: new Date(expires * 1000) };
  }

  /** The subject and expiry of a genuine, unexpired token; null for anything else. */
  verify(token: unknown): (PreviewSubject & { expiresAt: Date }) | null {
    if (typeof token !== 'string' || token.length > 512) return null;
    const [body, signature, ...rest] = token.split('.');
    if (!body || !signature || rest.length) return null;
    const expected = Buffer.from(this.sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    let decoded: unknown;
    try {
      decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    const parsed = payload.safeParse(decoded);
    if (!parsed.success || parsed.data.e * 1000 <= this.now()) return null;
    return { kind: parsed.data.k, id: parsed.data.i, expiresAt: new Date(parsed.data.e * 1000) };
  }

  private sign(body: string): string {
    return crypto.createHmac('sha256', this.secret).update(`lyceum-preview:${body}`).digest('base64url');
  }
}
