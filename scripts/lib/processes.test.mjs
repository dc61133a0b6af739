import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import { test } from 'node:test';
import { freePort } from './processes.mjs';

test("a free port lies below the kernel's own range, and a server can listen on it", async () => {
  const low = fs.existsSync('/proc/sys/net/ipv4/ip_local_port_range')
    ? Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    : 32768;
  const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
  for (const port of ports) assert.ok(port >= 10_000 && port < low, String(port));
  const server = net.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports[0], '127.0.0.1', () => resolve(undefined));
  });
  server.close();
});
