#!/usr/bin/env node
/**
 * `node with-cpu-time.mjs <command> [args…]`: runs the command, then writes the processor time it and every process it
 * waited for used (user + system, from this process's own `/proc/self/stat` children's times, Linux only) as one last
 * line `cpu-seconds <n>`. On two cores, that time, not the wall clock, is what lanes running side by side share:
 * npm test's table shows it beside each stage's time. Exits with the command's status.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
child.on('close', (code, signal) => {
  process.stdout.write(`\ncpu-seconds ${childrenCpuSeconds()}\n`);
  process.exit(code ?? (signal ? 1 : 0));
});

/** Fields 16 and 17 of /proc/self/stat (cutime, cstime), in clock ticks of 1/100 s; null where /proc is not there. */
function childrenCpuSeconds() {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[13]) + Number(fields[14])) / 100).toFixed(1);
  } catch {
    return 'unknown';
  }
}
