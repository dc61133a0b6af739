import assert from 'node:assert/strict';
import net from 'node:net';
import { test } from 'node:test';
import { LANE_PORTS, ephemeralPorts, freePort, listenOn } from './processes.mjs';

test("free ports lie outside the kernel's own range, are not handed out twice, and a server can listen on one", async () => {
  const { low, high } = ephemeralPorts();
  assert.ok(low >= 1024 && high > low, `kernel's range ${low}–${high}`);
  const ports = [];
  for (let i = 0; i < 20; i += 1) ports.push(await freePort());
  const laneTop = Math.max(...Object.values(LANE_PORTS).map(([, to]) => to));
  for (const port of ports)
    assert.ok((port > laneTop && port < low) || port > high, `${port} (kernel's range ${low}–${high}, lanes' to ${laneTop})`);
  assert.equal(new Set(ports).size, ports.length);
  const server = net.createServer();
  await listenOn(server, ports[0]);
  // Taken now: a second server is refused with the error, not left waiting.
  await assert.rejects(listenOn(net.createServer(), ports[0]), { code: 'EADDRINUSE' });
  server.close();
});

test("a lane's port is picked from its own range, which no other pick takes", async () => {
  const [from, to] = LANE_PORTS.postgres;
  const port = await freePort(LANE_PORTS.postgres);
  assert.ok(port >= from && port <= to, String(port));
  const others = [];
  for (let i = 0; i < 50; i += 1) others.push(await freePort());
  assert.ok(others.every((other) => !Object.values(LANE_PORTS).some(([low, high]) => other >= low && other <= high)));
});
