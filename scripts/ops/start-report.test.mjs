/**
 * What `npm start` shows while it starts (lib/start-report.mjs): a line per stage with its duration, the processes'
 * output in the log file until the site is ready and in the terminal after, and the log's last lines on a failure.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { startReport } from './lib/start-report.mjs';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lyceum-start-report-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A terminal stream that keeps what is written to it. */
function terminal(isTTY = false) {
  let text = '';
  return {
    isTTY,
    write(chunk) {
      text += chunk;
      return true;
    },
    get text() {
      return text;
    },
  };
}

/** A report on a fresh log, with its two terminal streams. */
function report(name, { isTTY = false } = {}) {
  const [out, err] = [terminal(isTTY), terminal(isTTY)];
  const file = path.join(dir, name, 'start.log');
  const started = startReport(file, /** @type {any} */ ({ out, err }));
  return { started, out, err, file };
}

/** A node program printing `text` on stdout and stderr, piped as npm start pipes Strapi and the gateway. */
const printing = (text) =>
  spawn(process.execPath, ['-e', `console.log(${JSON.stringify(text)}); console.error('err: ' + ${JSON.stringify(text)})`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });

test('a stage shows one line with its duration, or the outcome its work answers; its output goes to the log', async () => {
  const { started, out, file } = report('stages');
  await started.stage('build cms', () => fs.writeSync(started.fd, 'a bundler line\n'));
  await started.stage('start Strapi', async () => 'Strapi up, demo content seeded');
  assert.match(out.text, /^✓ build cms \(\d+\.\d s\)\n✓ Strapi up, demo content seeded \(\d+\.\d s\)\n$/);
  const log = fs.readFileSync(file, 'utf8');
  assert.match(log, /── build cms ──\na bundler line\n✓ build cms/);
  assert.ok(started.holds('a bundler line'));
});

test('on a terminal, the stage under way is shown on the line its result replaces; a supervisor line goes above it', async () => {
  const { started, out, err } = report('live', { isTTY: true });
  await started.stage('start the gateway', () => started.note('[supervisor] gateway started (pid 7)'));
  // Shown, cleared for the supervisor's line and shown again, then replaced by its result.
  const clear = '\r\x1b[K';
  const shown = out.text.replace(/\(\d+\.\d s\)/, '(T)');
  assert.equal(shown, `… start the gateway${clear}… start the gateway${clear}✓ start the gateway (T)\n`);
  assert.equal(err.text, '[supervisor] gateway started (pid 7)\n');
});

test("a process's output goes to the log until the site is ready, and to the terminal after", async () => {
  const { started, out, err, file } = report('capture');
  await new Promise((resolve) => started.capture(printing('while starting')).once('close', resolve));
  started.ready();
  await new Promise((resolve) => started.capture(printing('once ready')).once('close', resolve));
  const log = fs.readFileSync(file, 'utf8');
  assert.match(log, /while starting\n/);
  assert.match(log, /err: while starting\n/);
  assert.doesNotMatch(log, /once ready/);
  assert.equal(out.text, 'once ready\n');
  assert.equal(err.text, 'err: once ready\n');
});

test("a failure shows the error, the log's path and its last 40 lines", async () => {
  const { started, err, file } = report('failure');
  await assert.rejects(
    started.stage('build frontend', () => {
      fs.writeSync(started.fd, Array.from({ length: 60 }, (_, index) => `line ${index + 1}`).join('\n') + '\n');
      throw new Error('Command failed: npm run build -w frontend');
    }),
  );
  started.failed(new Error('Command failed: npm run build -w frontend'));
  assert.ok(err.text.includes(`The log is ${file}; its last 40 lines:`), err.text);
  // The 40 lines end with the build's own last lines and the stage's result.
  assert.ok(err.text.includes('line 57\nline 58\nline 59\nline 60\n✗ build frontend'), err.text);
  assert.ok(err.text.includes('\nline 22\n') && !err.text.includes('line 21\n'), err.text);
});
