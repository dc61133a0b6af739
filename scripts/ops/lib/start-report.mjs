/**
 * What `npm start` shows while it starts: one line per stage with its duration (`✓ build cms (48.2 s)`), and the
 * supervisor's lines. Everything the builds, Strapi and the gateway print goes to a log file instead, until the site is
 * ready; from then on their output comes to the terminal as before (a running site's warnings and errors belong there).
 * A stage that fails is shown with the log's path and its last lines.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Enough of a log to show why a build or a start failed without scrolling past it. */
const TAIL_LINES = 40;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Opens (and empties) the log `file`.
 * @param {string} file
 * @param {{ out?: NodeJS.WriteStream, err?: NodeJS.WriteStream }} [terminal]
 */
export function startReport(file, { out = process.stdout, err = process.stderr } = {}) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  let fd = fs.openSync(file, 'w');
  // A terminal shows the stage under way on the line its result then replaces; a pipe (a service's log) gets results only.
  const live = Boolean(out.isTTY);
  let pending = '';
  /** @param {string | Buffer} text */
  const toLog = (text) => {
    if (fd !== -1) fs.writeFileSync(fd, text);
  };
  /** @param {string} line */
  const finish = (line) => {
    out.write(live ? `\r\x1b[K${line}\n` : `${line}\n`);
    pending = '';
    toLog(`${line}\n`);
  };

  return {
    file,
    /** The log's descriptor, for a build to print into. */
    get fd() {
      return fd;
    },

    /**
     * Runs one stage and shows its result. `work` may answer what the stage turned out to be (`Strapi up, demo
     * content seeded`) in place of its label.
     * @param {string} label
     * @param {() => unknown} work
     */
    async stage(label, work) {
      const startedAt = performance.now();
      toLog(`\n── ${label} ──\n`);
      if (live) out.write((pending = `… ${label}`));
      try {
        const outcome = await work();
        finish(`✓ ${typeof outcome === 'string' ? outcome : label} (${seconds(performance.now() - startedAt)})`);
      } catch (error) {
        finish(`✗ ${label} (${seconds(performance.now() - startedAt)})`);
        throw error;
      }
    },

    /**
     * A line of its own (the supervisor's), on stderr as before, above the stage under way.
     * @param {string} line
     */
    note(line) {
      if (pending) out.write('\r\x1b[K');
      err.write(`${line}\n`);
      if (pending) out.write(pending);
      toLog(`${line}\n`);
    },

    /**
     * Sends a child's output (spawned with piped stdout and stderr) into the log until `ready()`, to the terminal after.
     * @template {import('node:child_process').ChildProcess} Child
     * @param {Child} child
     * @returns {Child}
     */
    capture(child) {
      for (const [stream, terminal] of /** @type {const} */ ([
        [child.stdout, out],
        [child.stderr, err],
      ])) {
        stream?.on('data', (chunk) => (fd === -1 ? terminal.write(chunk) : toLog(chunk)));
      }
      return child;
    },

    /**
     * Whether the log holds `text` (a line a process printed while it started).
     * @param {string} text
     */
    holds(text) {
      return fs.readFileSync(file, 'utf8').includes(text);
    },

    /** The site is ready: the log is closed, and the processes print to the terminal from now on. */
    ready() {
      toLog('\n── ready: what Strapi and the gateway print from here goes to the terminal ──\n');
      fs.closeSync(fd);
      fd = -1;
    },

    /**
     * Shows why the start failed: the error, the log's path and its last lines.
     * @param {Error} error
     */
    failed(error) {
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').slice(-TAIL_LINES);
      toLog(`\n${error.message}\n`);
      err.write(`\n${error.message}\nThe log is ${file}; its last ${lines.length} lines:\n\n${lines.join('\n')}\n\n`);
    },
  };
}
