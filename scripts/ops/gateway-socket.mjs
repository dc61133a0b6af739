#!/usr/bin/env node
/**
 * The gateway on a unix socket, for a reverse proxy of the server's own (deploy/own-proxy.yml, docs/deploy.md).
 *
 * Every connection made to GATEWAY_SOCKET is passed on to the gateway (GATEWAY_HOST, PORT), byte for byte. In
 * docker-compose the relay takes Caddy's place on the gateway's network, with Caddy's fixed address, the one the
 * gateway believes X-Forwarded-For from (TRUST_PROXY): no process of the server can connect from that address. On the
 * server, who may connect is who may write to the socket: root and GATEWAY_SOCKET_GROUP (the proxy's group, by
 * number; default 33, www-data on Debian and Ubuntu). A published port could not tell the proxy from any other
 * process of the server: through docker's port mapping, both arrive from the bridge's address.
 *
 * Run as root, it gives the socket to that group and then drops to nobody; run as another user, the socket is that
 * user's and its group's. SIGTERM or SIGINT stops it.
 */
import fs from 'node:fs';
import net from 'node:net';

const socketPath = process.env.GATEWAY_SOCKET || '/run/lyceum/gateway.sock';
const group = Number(process.env.GATEWAY_SOCKET_GROUP || 33);
const host = process.env.GATEWAY_HOST || '127.0.0.1';
const port = Number(process.env.PORT || 8080);
const NOBODY = 65534;

if (!Number.isInteger(group) || group < 0) {
  console.error(`GATEWAY_SOCKET_GROUP must be a group's number (e.g. 33 for www-data), not "${process.env.GATEWAY_SOCKET_GROUP}"`);
  process.exit(1);
}

/** One connection, both ways: each side's end is passed on (half-open until both ended); an error ends both. */
function relay(client) {
  const gateway = net.connect({ port, host, allowHalfOpen: true });
  const close = () => {
    client.destroy();
    gateway.destroy();
  };
  for (const side of [client, gateway]) side.on('error', close).on('close', close);
  client.pipe(gateway).pipe(client);
}

// A socket left by a relay that was killed: listen() would fail on it.
fs.rmSync(socketPath, { force: true });
// Made 0660 from the start (connecting needs write permission): no moment at which anyone else may connect.
process.umask(0o117);
const server = net.createServer({ allowHalfOpen: true }, relay);
server.on('error', (error) => {
  console.error(`gateway-socket: ${error.message}`);
  process.exit(1);
});
server.listen(socketPath, () => {
  if (process.getuid?.() === 0) {
    fs.chownSync(socketPath, 0, group);
    // Nothing more needs root: the relay only accepts and connects.
    process.setgroups?.([NOBODY]);
    process.setgid?.(NOBODY);
    process.setuid?.(NOBODY);
  }
  console.log(`gateway-socket: ${socketPath} (group ${fs.statSync(socketPath).gid}, mode 0660) -> ${host}:${port}`);
});
// At once: a proxy's idle keep-alive connections would hold a graceful close up until docker's own timeout.
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
