import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { ephemeralPorts, freePort, listenOn } from './processes.mjs';

test("free ports lie outside the kernel's own range, are not handed out twice, and a server can listen on one", async () => {
  const { low, high } = ephemeralPorts();
  assert.ok(low >= 1024 && high > low, `kernel's range ${low}–${high}`);
  const ports = [];
  for (let i = 0; i < 20; i += 1) ports.push(await freePort());
  for (const port of ports) assert.ok((port >= 10_000 && port < low) || port > high, `${port} (kernel's range ${low}–${high})`);
  assert.equal(new Set(ports).size, ports.length);
  const server = net.createServer();
  await listenOn(server, ports[0]);
  // Taken now: a second server is refused with the error, not left waiting.
  await assert.rejects(listenOn(net.createServer(), ports[0]), { code: 'EADDRINUSE' });
  server.close();
});
