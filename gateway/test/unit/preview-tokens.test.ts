import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PREVIEW_TTL_SECONDS } from '@lyceum/contract';
import { PreviewTokens } from '../../src/preview/tokens.js';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const subject = { kind: 'news', id: 'abc123' } as const;

describe('preview tokens', () => {
  test('a token names its subject until it expires, and not a second longer', () => {
    let now = Date.parse('2026-11-25T10:00:00Z');
    const tokens = new PreviewTokens(SECRET, () => now);
    const { token, expiresAt } = tokens.issue(subject);
    assert.equal(expiresAt.getTime() - now, PREVIEW_TTL_SECONDS * 1000);
    assert.deepEqual(tokens.verify(token), { ...subject, expiresAt });
    now = expiresAt.getTime() - 1;
    assert.ok(tokens.verify(token));
    now = expiresAt.getTime();
    assert.equal(tokens.verify(token), null);
  });

  test('another secret, a changed byte, a re-dated body or a malformed string is worthless', () => {
    const tokens = new PreviewTokens(SECRET);
    const { token } = tokens.issue(subject);
    const [body, signature] = token.split('.') as [string, string];
    const later = Buffer.from(JSON.stringify({ k: 'news', i: 'abc123', e: 4102444800 })).toString('base64url');
    const otherItem = Buffer.from(JSON.stringify({ k: 'page', i: 'abc123', e: 4102444800 })).toString('base64url');
    for (const forged of [
      new PreviewTokens(`${SECRET}!`).issue(subject).token,
      `${body}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${later}.${signature}`,
      `${otherItem}.${signature}`,
      `${body}.${signature}.extra`,
      body,
      '',
      'x'.repeat(600),
      undefined,
      ['a', 'b'],
    ])
      assert.equal(tokens.verify(forged), null, String(forged).slice(0, 40));
  });
});
