/**
 * npm test's stages, each in a process group of its own, so that stopping npm test stops everything a stage started
 * (its Strapis, gateways and browsers), not only the stage's first process: a signal to a group reaches every process
 * in it. The groups also keep a terminal's Ctrl-C from reaching a stage twice: npm test passes it on once.
 */
import { spawn } from 'node:child_process';

/** @type {Set<import('node:child_process').ChildProcess>} */
const groups = new Set();
let stopped = false;

/** Whether npm test was asked to stop: no stage starts after that. */
export const stopping = () => stopped;

/**
 * Spawns a process leading a group of its own, remembered until it has ended.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 */
export function spawnInGroup(command, args, options) {
  const child = spawn(command, args, { ...options, detached: true });
  groups.add(child);
  child.on('exit', () => groups.delete(child));
  return child;
}

/** Sends `signal` to every process of every group still running; one that has gone meanwhile is skipped. */
export function signalGroups(signal) {
  for (const child of groups) {
    try {
      if (child.pid) process.kill(-child.pid, signal);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') throw error;
    }
  }
}

/**
 * On SIGINT or SIGTERM: asks every group to stop (SIGTERM), and kills what is left of them after `graceMs`. The
 * stages then end as failed, and npm test reports them.
 */
export function stopGroupsOnSignal(graceMs = 15_000) {
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
    process.on(signal, () => {
      stopped = true;
      signalGroups('SIGTERM');
      setTimeout(() => signalGroups('SIGKILL'), graceMs).unref();
    });
}
