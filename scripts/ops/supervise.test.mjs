/**
 * The supervisor `npm start` keeps Strapi and the gateway running with (lib/supervise.mjs), on real
 * child processes: short node programs that exit, listen or get killed. The pauses are scaled down
 * from the real ones (0.5 s doubling to 30 s, reset after a minute up) so that the file runs in seconds.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, test } from 'node:test';
import { freePort, isAlive } from '../lib/processes.mjs';
import { supervise } from './lib/supervise.mjs';

/** A node program as a child process. */
const program = (source) => spawn(process.execPath, ['-e', source], { stdio: 'ignore' });

/** A node program answering HTTP on `port` until it is stopped. */
const server = (port) => program(`require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`);

/** The supervisor's log lines, and waits for them. */
function recorder() {
  const lines = [];
  /** @type {(value?: unknown) => void} */
  let wake = () => {};
  const matching = (pattern) => lines.filter((line) => pattern.test(line));
  return {
    lines,
    log(line) {
      lines.push(line);
      wake();
    },
    /** Resolves with the lines matching `pattern` once there are `count` of them. */
    async until(pattern, count = 1) {
      while (matching(pattern).length < count) await new Promise((resolve) => (wake = resolve));
      return matching(pattern);
    },
  };
}

const supervised = [];
after(() => Promise.all(supervised.map((each) => each.stop())));
/** @param {Parameters<typeof supervise>} args */
const superviseHere = (...args) => {
  const each = supervise(...args);
  supervised.push(each);
  return each;
};

test(
  'a process that keeps exiting is restarted after pauses that double up to the cap, and fall back after a long enough run',
  { timeout: 20_000 },
  async () => {
    const log = recorder();
    let runs = 0;
    // The fourth run stays up longer than stableMs; the others exit at once.
    const start = () => program(`setTimeout(() => process.exit(3), ${++runs === 4 ? 1600 : 0})`);
    const each = superviseHere('exiter', start, { backoff: { firstMs: 100, maxMs: 300, stableMs: 1500 }, log: log.log });
    await each.ready;
    const exits = await log.until(/restarting in/, 5);
    await each.stop();
    assert.deepEqual(
      exits.slice(0, 5).map((line) => /restarting in (\S+ s)$/.exec(line)?.[1]),
      ['0.1 s', '0.2 s', '0.3 s', '0.1 s', '0.2 s'],
    );
    assert.match(log.lines[0], /^\[supervisor\] exiter started \(pid \d+\)$/);
    assert.match(exits[0], /^\[supervisor\] exiter \(pid \d+\) exited with code 3 after \d+\.\d s up; restarting in 0\.1 s$/);
    assert.match(exits[3], /exited with code 3 after (1\.[6-9]|[2-9]\.\d) s up/);
  },
);

test(
  'a killed process is restarted and logged back once it answers again; stop() ends it and nothing restarts',
  { timeout: 20_000 },
  async () => {
    const port = await freePort();
    const log = recorder();
    const each = superviseHere('server', () => server(port), {
      upUrl: `http://127.0.0.1:${port}/`,
      backoff: { firstMs: 100, maxMs: 100, stableMs: 60_000 },
      log: log.log,
    });
    await each.ready;
    const first = each.child;
    first.kill('SIGKILL');
    const [back] = await log.until(/is back/);
    assert.match(back, /^\[supervisor\] server is back: answering \d+\.\d s after the exit$/);
    const second = each.child;
    assert.notEqual(second.pid, first.pid);
    assert.equal(log.lines[0], `[supervisor] server started (pid ${first.pid})`);
    assert.match(
      log.lines[1],
      new RegExp(`^\\[supervisor\\] server \\(pid ${first.pid}\\) was killed by SIGKILL after \\d+\\.\\d s up; restarting in 0\\.1 s$`),
    );
    assert.equal(log.lines[2], `[supervisor] server restarted (pid ${second.pid})`);
    assert.equal((await fetch(`http://127.0.0.1:${port}/`)).status, 200);

    await each.stop();
    assert.equal(second.signalCode, 'SIGTERM');
    // Twice the pause: a restart would have come by now.
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.equal(each.child, second);
    assert.equal(isAlive(second.pid), false);
    assert.equal(log.lines.length, 4);
  },
);

test('a process that exits before it first answers ends `ready` with the reason, and is not restarted', { timeout: 20_000 }, async () => {
  const port = await freePort();
  const log = recorder();
  let runs = 0;
  const each = superviseHere(
    'broken',
    () => {
      runs++;
      return program('process.exit(2)');
    },
    { upUrl: `http://127.0.0.1:${port}/`, backoff: { firstMs: 100, maxMs: 100, stableMs: 60_000 }, log: log.log },
  );
  await assert.rejects(each.ready, /process exited \(2\) before http:\/\/127\.0\.0\.1:\d+\/ answered/);
  await new Promise((resolve) => setTimeout(resolve, 250));
  assert.equal(runs, 1);
  assert.deepEqual(log.lines, [`[supervisor] broken started (pid ${each.child.pid})`]);
});
