import assert from 'node:assert/strict';
import { test } from 'node:test';
import { botApiUrl } from '../src/telegram/settings';

test("the Bot API's address: https, or plain http only on this machine (the token travels in the path)", () => {
  assert.equal(botApiUrl(undefined), 'https://api.telegram.org');
  assert.equal(botApiUrl('https://bot.example.org/'), 'https://bot.example.org');
  for (const local of ['http://127.0.0.1:8081', 'http://localhost:8081', 'http://[::1]:8081', 'http://127.1.2.3'])
    assert.equal(botApiUrl(local), local);
  for (const refused of [
    'http://api.telegram.org',
    'http://10.0.0.5:8081',
    'http://localhost.evil.example',
    'ftp://127.0.0.1',
    'not a url',
  ])
    assert.throws(() => botApiUrl(refused), /TELEGRAM_API_URL/, refused);
});
