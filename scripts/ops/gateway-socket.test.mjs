/**
 * The unix-socket relay deploy/own-proxy.yml puts in front of the gateway (gateway-socket.mjs), as a process, with a
 * small HTTP server standing in for the gateway: what a proxy sends reaches the gateway unchanged and from loopback,
 * and only the socket's group (besides root) can connect. The permission checks need root (they run processes as
 * other users), which the compose test machine and the containers have.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { freePort } from '../lib/processes.mjs';

const isRoot = process.getuid?.() === 0;
/** www-data's group on Debian and Ubuntu, the relay's default; nobody is not in it. */
const PROXY_GROUP = 33;
const NOBODY = 65534;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-gateway-socket-'));
// Anyone may look in the folder, as in /run/lyceum: the socket's own permissions decide who connects.
fs.chmodSync(dir, 0o755);
const socketPath = path.join(dir, 'gateway.sock');
/** What the stand-in gateway saw of each request: the peer's address and the forwarding header. */
const seen = [];
const gateway = http.createServer((req, res) => {
  seen.push({ address: req.socket.remoteAddress, forwardedFor: req.headers['x-forwarded-for'] });
  res.end('gateway');
});
let relay;

before(async () => {
  const port = await freePort();
  await new Promise((resolve) => gateway.listen(port, '127.0.0.1', () => resolve(undefined)));
  relay = spawn(process.execPath, [path.join(import.meta.dirname, 'gateway-socket.mjs')], {
    env: { ...process.env, GATEWAY_SOCKET: socketPath, GATEWAY_SOCKET_GROUP: String(PROXY_GROUP), PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    relay.stdout.once('data', resolve);
    relay.once('exit', (code) => reject(new Error(`the relay exited (${code})`)));
  });
});
after(() => {
  relay?.kill();
  gateway.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * A GET through the socket from a process of the given user and group (this one's by default): its status or error code.
 * @param {{ uid?: number, gid?: number }} [as]
 */
function getThroughSocket({ uid, gid } = {}) {
  const source = `require('node:http').get({ socketPath: ${JSON.stringify(socketPath)}, path: '/uz', headers: { 'X-Forwarded-For': '203.0.113.7' } },
    (res) => { res.resume(); console.log(res.statusCode); }).on('error', (error) => console.log(error.code));`;
  const child = spawn(process.execPath, ['-e', source], { uid, gid, stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  return new Promise((resolve) => child.on('exit', () => resolve(out.trim())));
}

test("a request through the socket reaches the gateway unchanged, from loopback, with the proxy's X-Forwarded-For", async () => {
  assert.equal(await getThroughSocket(), '200');
  assert.deepEqual(seen.at(-1), { address: '127.0.0.1', forwardedFor: '203.0.113.7' });
  assert.equal((fs.statSync(socketPath).mode & 0o777).toString(8), '660');
});

test('only root and the proxy group may connect; the relay itself runs as nobody', { skip: !isRoot && 'needs root' }, async () => {
  const { uid, gid } = fs.statSync(socketPath);
  assert.deepEqual({ uid, gid }, { uid: 0, gid: PROXY_GROUP });
  const requests = seen.length;
  assert.equal(await getThroughSocket({ uid: NOBODY, gid: NOBODY }), 'EACCES', 'a process outside the group is refused');
  assert.equal(seen.length, requests, 'nothing of its request reached the gateway');
  assert.equal(await getThroughSocket({ uid: NOBODY, gid: PROXY_GROUP }), '200', "the proxy's group gets through");
  const status = fs.readFileSync(`/proc/${relay.pid}/status`, 'utf8');
  assert.match(status, new RegExp(`^Uid:\\s+${NOBODY}\\s+${NOBODY}\\s+${NOBODY}\\s+${NOBODY}$`, 'm'));
  assert.match(status, new RegExp(`^Groups:\\s+${NOBODY}\\s*$`, 'm'));
});
