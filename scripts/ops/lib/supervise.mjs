/**
 * Keeps one child process running, as `npm start` runs Strapi and the gateway. When the process
 * exits without being asked to (a crash, the heap limit, a kill), it is started again after a pause
 * that doubles with each exit in a row (0.5 s, 1 s, 2 s ... at most 30 s) and falls back to the
 * first once a run has lasted a minute: a single crash is repaired at once, while a process that
 * keeps dying (a full disk, a lost database) does not take a core restarting. Every start, exit
 * and return is one line of the log, naming the process and its pid.
 */
import { stopProcess, waitUntilUp } from '../../lib/processes.mjs';

export const BACKOFF = { firstMs: 500, maxMs: 30_000, stableMs: 60_000 };

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const running = (child) => child.exitCode === null && child.signalCode === null;

/**
 * Starts `start()` (it answers a ChildProcess) and keeps it running. `upUrl` answers 2xx once the
 * process serves. Answers:
 * - `ready`: resolves when the first run answers at `upUrl`; rejects when it exits (or stays silent for
 *   `timeoutMs`) first. A process that never came up is not restarted: a restart would not repair
 *   what stopped it (a bad setting, a port taken), and the caller stops everything with the error.
 * - `child`: the current run's process;
 * - `stop()`: stops the process (SIGTERM, SIGKILL after a grace period) and restarts nothing more.
 * @param {string} name
 * @param {() => import('node:child_process').ChildProcess} start
 * @param {{ upUrl?: string, backoff?: typeof BACKOFF, timeoutMs?: number, log?: (line: string) => void }} [options]
 */
export function supervise(name, start, { upUrl, backoff = BACKOFF, timeoutMs, log = (line) => console.error(line) } = {}) {
  const say = (message) => log(`[supervisor] ${name} ${message}`);
  let child;
  // Set once the first run answered: until then an exit ends `ready`, not a restart.
  let supervising = false;
  let stopping = false;
  let restartTimer;
  let delayMs = backoff.firstMs;

  const launch = () => {
    const startedAt = Date.now();
    child = start();
    const current = child;
    let ended = false;
    const end = (how) => {
      if (ended) return;
      ended = true;
      if (stopping || !supervising) return;
      const upMs = Date.now() - startedAt;
      if (upMs >= backoff.stableMs) delayMs = backoff.firstMs;
      say(`(pid ${current.pid ?? '-'}) ${how} after ${seconds(upMs)} up; restarting in ${seconds(delayMs)}`);
      const exitedAt = Date.now();
      restartTimer = setTimeout(() => relaunch(exitedAt), delayMs);
      delayMs = Math.min(delayMs * 2, backoff.maxMs);
    };
    current.once('exit', (code, signal) => end(signal ? `was killed by ${signal}` : `exited with code ${code}`));
    // A process that could not be spawned emits no 'exit'; an unhandled 'error' would end the supervisor itself.
    current.on('error', (error) => (current.pid === undefined ? end(`could not start (${error.message})`) : say(error.message)));
    return current;
  };

  const relaunch = (exitedAt) => {
    const current = launch();
    say(`restarted (pid ${current.pid ?? '-'})`);
    if (!upUrl) return;
    waitUntilUp(upUrl, { child: current, timeoutMs }).then(
      () => say(`is back: answering ${seconds(Date.now() - exitedAt)} after the exit`),
      // Exited before answering: its exit is logged and restarted like any other.
      (error) => running(current) && !stopping && say(error.message),
    );
  };

  const first = launch();
  say(`started (pid ${first.pid ?? '-'})`);
  const ready = (upUrl ? waitUntilUp(upUrl, { child: first, timeoutMs }) : Promise.resolve()).then(() => {
    supervising = true;
  });

  return {
    ready,
    get child() {
      return child;
    },
    async stop() {
      stopping = true;
      clearTimeout(restartTimer);
      await stopProcess(child);
    },
  };
}
