import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { test } from 'node:test';
import { freePort } from './processes.mjs';

test("free ports lie outside the kernel's own range, are not handed out twice, and a server can listen on one", async () => {
  const file = '/proc/sys/net/ipv4/ip_local_port_range';
  const [low, high] = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim().split(/\s+/).map(Number) : [32768, 60999];
  const ports = [];
  for (let i = 0; i < 20; i += 1) ports.push(await freePort());
  for (const port of ports) assert.ok((port >= 10_000 && port < low) || port > high, `${port} (kernel's range ${low}–${high})`);
  assert.equal(new Set(ports).size, ports.length);
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports[0], '127.0.0.1', () => resolve(undefined));
  });
  server.close();
});
