/**
 * The gateway's process on a port another server holds: it says so and exits, for its supervisor to see, rather than
 * running on with no socket (Express 5 calls `listen`'s callback with the error).
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const SERVER = fileURLToPath(new URL('../../src/server.ts', import.meta.url));

test('a gateway whose port is taken logs why and exits with 1', async () => {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const { port } = holder.address() as net.AddressInfo;
  try {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info', CMS_URL: 'http://127.0.0.1:9', REDIS_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(code, 1, output);
    const fatal = output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: number; msg: string; err?: { code?: string } })
      .find((entry) => entry.msg === 'gateway could not listen');
    assert.ok(fatal, output);
    assert.equal(fatal.err?.code, 'EADDRINUSE');
    assert.ok(!output.includes('gateway listening'), output);
  } finally {
    holder.close();
  }
});
