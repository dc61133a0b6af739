import crypto from 'node:crypto';

/*
 * AES-256-GCM sealing of what the CMS keeps secret at rest: the Telegram bot's token (docs/telegram.md) and the
 * appeals' personal data (docs/appeals.md). Each purpose has a key of its own, derived (HKDF-SHA256) from a secret of
 * the environment, so no two purposes ever share a key.
 */

/** The key of a purpose, from the environment variable that holds its secret; null when that variable is not set. */
export function purposeKey(variable: string, purpose: string): Buffer | null {
  const secret = process.env[variable];
  if (!secret) return null;
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'lyceum', purpose, 32));
}

/** Bytes sealed: the 12-byte nonce, the 16-byte tag, then the ciphertext. */
export function sealBytes(plain: Buffer, key: Buffer): Buffer {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

/** The bytes, or null when they cannot be opened (another key, or altered). */
export function unsealBytes(sealed: Buffer, key: Buffer): Buffer | null {
  if (sealed.length < 28) return null;
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  } catch {
    return null;
  }
}

/** Text sealed, as text: `v1.<iv>.<tag>.<ciphertext>`, base64url. */
export function seal(plain: string, key: Buffer): string {
  const sealed = sealBytes(Buffer.from(plain, 'utf8'), key);
  return ['v1', sealed.subarray(0, 12), sealed.subarray(12, 28), sealed.subarray(28)]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The text, or '' when it cannot be opened. */
export function unseal(sealed: string, key: Buffer): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) return '';
  const plain = unsealBytes(
    Buffer.concat([Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(body, 'base64url')]),
    key,
  );
  return plain?.toString('utf8') ?? '';
}
